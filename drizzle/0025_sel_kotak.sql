-- Grid cells of a record's box, beside its words (docs/decisions.md "Grid cells beside words"). A query that asks
-- for a word and a box used to read every row holding the word to test its box; with the cells in a GIN index the
-- word's bitmap is ANDed with the box's cells first, and only rows in cells the query box touches are read.
-- Cells: level l (0–10) cuts longitude from −180 and latitude from −90 into squares of 64/2^l degrees (64° … 1/16°),
-- exact in float8 for every l, so a record and a query compute the same cell for the same coordinate. A cell is
-- one int4: ((tag × 16 + l) × 4096 + y) × 8192 + x, tag 1 for "the record's own cells", 0 for "an ancestor".
-- A record keeps its own cells at the finest level where its box covers at most 16 cells (tag 1), and the cells its
-- box covers at each level from 3 (8°) down to that one (tag 0). A query box takes the cells it covers (tag 0) at
-- the finest level from 3 on where it covers at most 16 cells, and its cells (tag 1) at every coarser level
-- (computed by lib/csw/filter/sel.ts with the same float8 arithmetic, so the planner gets a constant array).
-- A record meeting the box shares a cell with it: a record at that level or finer through its tag-0 cells there, a
-- coarser record through its own cells. The edge columns still decide exactly; the cells only narrow the rows read.
-- A box that is not a box (outside ±180/±90, west > east, NaN) gets the cell -1, which every query asks for.
-- The words' and the titles' GIN indexes take the cells as a second column: one index scan intersects both.
CREATE FUNCTION sel_kotak_jumlah(w float8, s float8, e float8, n float8, l int) RETURNS int
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT ((floor((least(e, 180) + 180) / (64::float8 / (1 << l))) - floor((greatest(w, -180) + 180) / (64::float8 / (1 << l))) + 1)
        * (floor((least(n, 90) + 90) / (64::float8 / (1 << l))) - floor((greatest(s, -90) + 90) / (64::float8 / (1 << l))) + 1))::int
$$;--> statement-breakpoint
CREATE FUNCTION sel_kotak_tingkat(w float8, s float8, e float8, n float8, l int, tanda int) RETURNS int[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(((tanda * 16 + l) * 4096 + y) * 8192 + x ORDER BY y, x), '{}')
  FROM generate_series(floor((greatest(w, -180) + 180) / (64::float8 / (1 << l)))::int, floor((least(e, 180) + 180) / (64::float8 / (1 << l)))::int) x,
       generate_series(floor((greatest(s, -90) + 90) / (64::float8 / (1 << l)))::int, floor((least(n, 90) + 90) / (64::float8 / (1 << l)))::int) y
$$;--> statement-breakpoint
CREATE FUNCTION sel_kotak_rekaman(w float8, s float8, e float8, n float8) RETURNS int[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  l int := 10;
  hasil int[];
BEGIN
  IF NOT coalesce(w >= -180 AND e <= 180 AND s >= -90 AND n <= 90 AND w <= e AND s <= n, false) THEN RETURN '{-1}'; END IF;
  WHILE l > 0 AND sel_kotak_jumlah(w, s, e, n, l) > 16 LOOP l := l - 1; END LOOP;
  hasil := sel_kotak_tingkat(w, s, e, n, l, 1);
  FOR t IN 3..l LOOP hasil := hasil || sel_kotak_tingkat(w, s, e, n, t, 0); END LOOP;
  RETURN hasil;
END $$;--> statement-breakpoint
DROP INDEX "metadata_publik_kata_lengkap_idx";--> statement-breakpoint
DROP INDEX "metadata_publik_judul_trgm_idx";--> statement-breakpoint
ALTER TABLE "metadata" ADD COLUMN "sel_kotak" integer[] GENERATED ALWAYS AS (sel_kotak_rekaman(bbox_barat, bbox_selatan, bbox_timur, bbox_utara)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "metadata_publik_kata_sel_idx" ON "metadata" USING gin ("kata_lengkap","sel_kotak") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_judul_sel_idx" ON "metadata" USING gin ("judul" gin_trgm_ops,"sel_kotak") WHERE status = 'PUBLISHED';