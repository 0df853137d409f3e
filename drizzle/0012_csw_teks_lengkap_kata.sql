-- AnyText now holds all text of a record as words (lib/metadata/teks-lengkap.ts), and those words as a stored
-- tsvector (kata_lengkap) instead of an index on to_tsvector(teks_lengkap): with 2–3 kB per record, a plan that
-- filtered rows recomputed it per row (3.3 s for "jakarta" on 3,600 public records). Existing rows keep version 0
-- here and are rewritten right after the migrations by lib/db/segarkan-teks-lengkap.ts, the code every save uses.
-- ANALYZE collects the column's lexeme statistics itself, so 0008's statistics on the old expression go.
DROP STATISTICS IF EXISTS "metadata_teks_lengkap_tsv_stx";--> statement-breakpoint
DROP INDEX "metadata_publik_cari_lengkap_idx";--> statement-breakpoint
ALTER TABLE "metadata" ADD COLUMN "kata_lengkap" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "metadata" ADD COLUMN "teks_lengkap_versi" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "metadata_publik_kata_lengkap_idx" ON "metadata" USING gin ("kata_lengkap") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_teks_lengkap_versi_idx" ON "metadata" USING btree ("teks_lengkap_versi");