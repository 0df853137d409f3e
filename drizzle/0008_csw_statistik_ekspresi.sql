-- Statistics for the expressions CSW filters on through partial indexes: Postgres ignores a partial index's
-- expression statistics, so AnyText words (expected 299, found 3,036 for "hutan") and dc:subject values were
-- estimated at fixed defaults. Extended statistics on the expressions (PostgreSQL 14+) give the planner the real
-- frequencies, so it can weigh AnyText against a box.
CREATE STATISTICS IF NOT EXISTS "metadata_teks_lengkap_tsv_stx" ON (to_tsvector('simple'::regconfig, "teks_lengkap")) FROM "metadata";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "metadata_subjek_stx" ON (("kata_kunci" || "topik_kategori")) FROM "metadata";--> statement-breakpoint
ANALYZE "metadata";
