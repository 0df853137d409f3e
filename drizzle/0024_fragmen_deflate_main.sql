-- A stored deflate piece (0.3–3.3 KB) stays in its row instead of TOAST: a 50-record ISO page then reads fifty rows,
-- not fifty rows plus a TOAST index probe and chunks for each (docs/decisions.md "Deflate pieces in the row").
-- Postgres still moves a piece out when the row would not fit a page. Rows written before this keep their pieces
-- in TOAST until they are rewritten (the record's next change, or `VACUUM FULL metadata_fragmen`).
ALTER TABLE "metadata_fragmen" ALTER COLUMN "deflate" SET STORAGE MAIN;
