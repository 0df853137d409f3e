-- CSW clients search AnyText and the other free-text queryables with LIKE '%…%' (QGIS, GeoNetwork, Esri): trigram
-- GIN indexes serve that (next migration). pg_trgm is a contrib module shipped with PostgreSQL and a trusted
-- extension since PostgreSQL 13, so the database owner can create it without superuser rights; PGlite bundles it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- btree_gist (also contrib, trusted, bundled with PGlite): GiST over plain float8/timestamptz columns, so a record's
-- extent edges and temporal ends form R-trees whose comparisons the planner estimates from column statistics.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
-- A text[] queryable's values joined, for its trigram index: array_to_string is only STABLE (element output
-- functions in general may depend on settings), text's is not, so this wrapper may honestly be IMMUTABLE.
CREATE OR REPLACE FUNCTION csw_teks_larik(text[]) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT array_to_string($1, ' ') $$;--> statement-breakpoint
-- A row is about 2.8 kB besides `dokumen`; with the default 2 kB target Postgres moved teks_lengkap (the next
-- largest column) out of line, and every AnyText LIKE recheck paid ~3 TOAST page reads. With a 4 kB target only
-- `dokumen` (read when rendering) leaves the row. Rows written before this keep their layout until rewritten.
ALTER TABLE "metadata" SET (toast_tuple_target = 4096);
