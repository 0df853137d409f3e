-- Province codes of a record for the public facets (issue 18): the provinces named by its region codes (BPS
-- codes, a regency's "32.01"/"3201" counts for its province "32"); else the smallest province box (lib/data/wilayah.json)
-- holding the record's whole box (province boxes overlap: Jawa Timur's holds Bali, Jawa Barat's Jakarta); else those
-- its box touches. A national code "ID", or more than 5 provinces touched, is "ID"; a box outside Indonesia is '{}'.
-- Parameters by position: inside the query `kode` names the CTE's column. IMMUTABLE (constant boxes) so the generated column `provinsi` can call it.
CREATE FUNCTION provinsi_dari(kode text[], barat float8, timur float8, selatan float8, utara float8) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH p(kode, b, t, s, u) AS (VALUES
    ('11', 94.97::float8, 98.29::float8, 1.97::float8, 6.08::float8),
    ('12', 97.05::float8, 100.44::float8, -0.64::float8, 4.3::float8),
    ('13', 98.59::float8, 101.9::float8, -3.58::float8, 0.91::float8),
    ('14', 100.05::float8, 103.82::float8, -1.13::float8, 2.93::float8),
    ('15', 101.13::float8, 104.5::float8, -2.77::float8, -0.73::float8),
    ('16', 102.06::float8, 106.23::float8, -4.93::float8, -1.63::float8),
    ('17', 101.02::float8, 103.8::float8, -5.52::float8, -2.28::float8),
    ('18', 103.59::float8, 106.29::float8, -6.17::float8, -3.72::float8),
    ('19', 105.1::float8, 108.88::float8, -3.81::float8, -1.49::float8),
    ('21', 103.23::float8, 109.17::float8, -1.28::float8, 4.8::float8),
    ('31', 106.39::float8, 106.98::float8, -6.38::float8, -5.2::float8),
    ('32', 106.37::float8, 108.85::float8, -7.83::float8, -5.8::float8),
    ('33', 108.55::float8, 111.7::float8, -8.22::float8, -5.72::float8),
    ('34', 110.0::float8, 110.84::float8, -8.21::float8, -7.54::float8),
    ('35', 110.9::float8, 116.27::float8, -8.79::float8, -5.04::float8),
    ('36', 105.1::float8, 106.78::float8, -7.02::float8, -5.8::float8),
    ('51', 114.43::float8, 115.72::float8, -8.85::float8, -8.06::float8),
    ('52', 115.82::float8, 119.35::float8, -9.11::float8, -8.08::float8),
    ('53', 118.92::float8, 125.2::float8, -11.01::float8, -7.77::float8),
    ('61', 108.59::float8, 114.21::float8, -3.07::float8, 2.09::float8),
    ('62', 110.73::float8, 115.85::float8, -3.55::float8, 0.8::float8),
    ('63', 114.35::float8, 117.46::float8, -4.95::float8, -1.31::float8),
    ('64', 113.83::float8, 119.04::float8, -2.41::float8, 2.57::float8),
    ('65', 114.56::float8, 117.99::float8, 1.11::float8, 4.41::float8),
    ('71', 123.1::float8, 127.17::float8, 0.29::float8, 5.57::float8),
    ('72', 119.42::float8, 124.19::float8, -3.64::float8, 1.38::float8),
    ('73', 117.03::float8, 122.23::float8, -7.76::float8, -1.94::float8),
    ('74', 120.86::float8, 124.62::float8, -6.21::float8, -2.77::float8),
    ('75', 121.16::float8, 123.56::float8, 0.3::float8, 1.06::float8),
    ('76', 117.05::float8, 119.88::float8, -3.58::float8, -0.84::float8),
    ('81', 125.72::float8, 134.91::float8, -8.35::float8, -2.72::float8),
    ('82', 124.28::float8, 129.93::float8, -2.48::float8, 2.65::float8),
    ('91', 131.3::float8, 135.21::float8, -4.34::float8, -0.71::float8),
    ('92', 129.3::float8, 133.5::float8, -2.29::float8, 1.09::float8),
    ('94', 134.29::float8, 141.01::float8, -4.12::float8, 0.94::float8),
    ('95', 137.64::float8, 141.03::float8, -9.13::float8, -4.56::float8),
    ('96', 134.58::float8, 138.36::float8, -5.22::float8, -2.27::float8),
    ('97', 137.71::float8, 141.01::float8, -5.35::float8, -3.1::float8)),
  dari_kode AS (
    SELECT array_agg(p.kode ORDER BY p.kode) AS a FROM p
    WHERE p.kode IN (SELECT left(regexp_replace(k, '[^0-9]', '', 'g'), 2) FROM unnest($1) AS k)
  ),
  di_dalam AS (
    SELECT p.kode FROM p WHERE p.b <= $2 AND p.t >= $3 AND p.s <= $4 AND p.u >= $5 ORDER BY (p.t - p.b) * (p.u - p.s), p.kode LIMIT 1
  ),
  dari_kotak AS (
    SELECT array_agg(p.kode ORDER BY p.kode) AS a FROM p WHERE p.b <= $3 AND p.t >= $2 AND p.s <= $5 AND p.u >= $4
  )
  SELECT CASE
    WHEN (SELECT a FROM dari_kode) IS NOT NULL THEN (SELECT a FROM dari_kode)
    WHEN 'ID' = ANY($1) THEN ARRAY['ID']
    WHEN EXISTS (SELECT 1 FROM di_dalam) THEN ARRAY[(SELECT kode FROM di_dalam)]
    WHEN (SELECT a FROM dari_kotak) IS NULL THEN '{}'::text[]
    WHEN cardinality((SELECT a FROM dari_kotak)) <= 5 THEN (SELECT a FROM dari_kotak)
    ELSE ARRAY['ID']
  END
$$;--> statement-breakpoint
ALTER TABLE "metadata" ADD COLUMN "provinsi" text[] GENERATED ALWAYS AS (provinsi_dari(kode_wilayah, bbox_barat, bbox_timur, bbox_selatan, bbox_utara)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "metadata" ADD COLUMN "tahun" integer GENERATED ALWAYS AS ((extract(year from (coalesce(temporal_selesai, tanggal_dibuat, tanggal_terbit, tanggal_revisi) at time zone 'UTC')))::integer) STORED;--> statement-breakpoint
CREATE INDEX "metadata_publik_provinsi_idx" ON "metadata" USING gin ("provinsi") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_tahun_idx" ON "metadata" USING btree ("tahun") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "dokumen_kualitas_qa_sah_idx" ON "dokumen_kualitas" USING btree ("metadata_id") WHERE tipe = 'QA' and status = 'SIGNED';--> statement-breakpoint
-- The facet counts of an unfiltered (or facet-filtered) search read only these columns: an index-only scan of the
-- published rows instead of the wide heap rows (Drizzle cannot express INCLUDE; see lib/db/schema/metadata.ts).
CREATE INDEX "metadata_publik_faset_idx" ON "metadata" USING btree ("id") INCLUDE ("topik_kategori", "tipe_data", "organisasi_id", "tahun", "format", "provinsi") WHERE status = 'PUBLISHED';
