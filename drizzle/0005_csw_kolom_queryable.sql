ALTER TABLE "metadata" ADD COLUMN "level_hierarki" text DEFAULT 'dataset' NOT NULL;--> statement-breakpoint
ALTER TABLE "metadata" ADD COLUMN "bahasa_metadata" text DEFAULT 'ind' NOT NULL;--> statement-breakpoint
ALTER TABLE "metadata" ADD COLUMN "bahasa_sumber" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "metadata" ADD COLUMN "format" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "metadata" ADD COLUMN "nama_organisasi" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "metadata" ADD COLUMN "organisasi_utama" text;--> statement-breakpoint
ALTER TABLE "metadata" ADD COLUMN "pencipta" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "metadata" ADD COLUMN "penerbit" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "metadata" ADD COLUMN "tanggal_dibuat" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "metadata" ADD COLUMN "tanggal_terbit" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "metadata" ADD COLUMN "tanggal_revisi" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "metadata" ADD COLUMN "temporal_mulai" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "metadata" ADD COLUMN "temporal_selesai" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "metadata" ADD COLUMN "skala" double precision;--> statement-breakpoint
ALTER TABLE "metadata" ADD COLUMN "jarak_nilai" double precision;--> statement-breakpoint
ALTER TABLE "metadata" ADD COLUMN "jarak_satuan" text;--> statement-breakpoint
ALTER TABLE "metadata" ADD COLUMN "crs" text;--> statement-breakpoint
ALTER TABLE "metadata" ADD COLUMN "klasifikasi" text;--> statement-breakpoint
ALTER TABLE "metadata" ADD COLUMN "judul_alternatif" text;--> statement-breakpoint
ALTER TABLE "metadata" ADD COLUMN "pengenal_induk" text;--> statement-breakpoint
ALTER TABLE "metadata" ADD COLUMN "jenis_kata_kunci" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "metadata" ADD COLUMN "kode_wilayah" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "metadata" ADD COLUMN "akses_batasan" text;--> statement-breakpoint
ALTER TABLE "metadata" ADD COLUMN "lisensi" text;--> statement-breakpoint
ALTER TABLE "metadata" ADD COLUMN "penggunaan" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "metadata" ADD COLUMN "silsilah" text;--> statement-breakpoint
ALTER TABLE "metadata" ADD COLUMN "peran_kontak" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "metadata" ADD COLUMN "judul_spesifikasi" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "metadata" ADD COLUMN "derajat" boolean;--> statement-breakpoint
-- Existing rows: the values lib/metadata/kolom-csw.ts writes on every save, read from the document the way lib/csw/queryables.ts read it before.
UPDATE "metadata" SET "level_hierarki" = coalesce(dokumen #>> '{metadataInfo,levelHierarki}', 'dataset'), "bahasa_metadata" = coalesce(dokumen #>> '{metadataInfo,bahasa}', 'ind'), "bahasa_sumber" = array(select t.v #>> '{}' from jsonb_path_query(dokumen, '$.identifikasi.bahasa[*]') as t(v)), "format" = array(select t.v #>> '{}' from jsonb_path_query(dokumen, '$.distribusi.format[*].nama') as t(v)), "nama_organisasi" = array(select t.v #>> '{}' from jsonb_path_query(dokumen, '$.identifikasi.kontak[*].namaOrganisasi') as t(v)), "organisasi_utama" = (array(select t.v #>> '{}' from jsonb_path_query(dokumen, '$.identifikasi.kontak[*].namaOrganisasi') as t(v)))[1], "pencipta" = (case when cardinality(array(select coalesce(k->>'namaOrganisasi', k->>'namaIndividu') from jsonb_array_elements((dokumen->'identifikasi'->'kontak') || coalesce(dokumen->'distribusi'->'distributor', '[]'::jsonb)) as k where k->>'peran' in ('originator', 'author', 'coAuthor', 'principalInvestigator'))) > 0 then array(select coalesce(k->>'namaOrganisasi', k->>'namaIndividu') from jsonb_array_elements((dokumen->'identifikasi'->'kontak') || coalesce(dokumen->'distribusi'->'distributor', '[]'::jsonb)) as k where k->>'peran' in ('originator', 'author', 'coAuthor', 'principalInvestigator')) else array[coalesce(dokumen->'identifikasi'->'kontak'->0->>'namaOrganisasi', dokumen->'identifikasi'->'kontak'->0->>'namaIndividu')] end), "penerbit" = array(select coalesce(k->>'namaOrganisasi', k->>'namaIndividu') from jsonb_array_elements((dokumen->'identifikasi'->'kontak') || coalesce(dokumen->'distribusi'->'distributor', '[]'::jsonb)) as k where k->>'peran' in ('publisher')), "tanggal_dibuat" = (select max((case when length(e->>'tanggal') = 10 then e->>'tanggal' || 'T00:00:00Z' else e->>'tanggal' end)::timestamptz) from jsonb_array_elements(dokumen->'identifikasi'->'tanggal') as e where e->>'jenis' = 'creation'), "tanggal_terbit" = (select max((case when length(e->>'tanggal') = 10 then e->>'tanggal' || 'T00:00:00Z' else e->>'tanggal' end)::timestamptz) from jsonb_array_elements(dokumen->'identifikasi'->'tanggal') as e where e->>'jenis' = 'publication'), "tanggal_revisi" = (select max((case when length(e->>'tanggal') = 10 then e->>'tanggal' || 'T00:00:00Z' else e->>'tanggal' end)::timestamptz) from jsonb_array_elements(dokumen->'identifikasi'->'tanggal') as e where e->>'jenis' = 'revision'), "temporal_mulai" = (case when length((dokumen #>> '{cakupan,temporal,mulai}')) = 10 then (dokumen #>> '{cakupan,temporal,mulai}') || 'T00:00:00Z' else (dokumen #>> '{cakupan,temporal,mulai}') end)::timestamptz, "temporal_selesai" = (case when length((dokumen #>> '{cakupan,temporal,selesai}')) = 10 then (dokumen #>> '{cakupan,temporal,selesai}') || 'T00:00:00Z' else (dokumen #>> '{cakupan,temporal,selesai}') end)::timestamptz, "skala" = (dokumen #>> '{identifikasi,resolusi,skala}')::float8, "jarak_nilai" = (dokumen #>> '{identifikasi,resolusi,jarak,nilai}')::float8, "jarak_satuan" = dokumen #>> '{identifikasi,resolusi,jarak,satuan}', "crs" = 'EPSG:' || (dokumen #>> '{sistemReferensi,kode}'), "klasifikasi" = dokumen #>> '{identifikasi,klasifikasiKeamanan}', "judul_alternatif" = dokumen #>> '{identifikasi,judulAlternatif}', "pengenal_induk" = dokumen #>> '{metadataInfo,pengenalInduk}', "jenis_kata_kunci" = array(select t.v #>> '{}' from jsonb_path_query(dokumen, '$.identifikasi.kataKunci[*].jenis') as t(v)), "kode_wilayah" = array(select t.v #>> '{}' from jsonb_path_query(dokumen, '$.cakupan.wilayah[*].kode') as t(v)), "akses_batasan" = dokumen #>> '{identifikasi,batasan,aksesBatasan}', "lisensi" = dokumen #>> '{identifikasi,batasan,lisensi}', "penggunaan" = array(select t.v #>> '{}' from jsonb_path_query(dokumen, '$.identifikasi.batasan.penggunaan[*]') as t(v)), "silsilah" = dokumen #>> '{kualitasData,silsilah,pernyataan}', "peran_kontak" = array(select t.v #>> '{}' from jsonb_path_query(dokumen, '$.identifikasi.kontak[*].peran') as t(v)), "judul_spesifikasi" = array(select t.v #>> '{}' from jsonb_path_query(dokumen, '$.kualitasData.laporan[*].kesesuaian.spesifikasi') as t(v)), "derajat" = (select bool_and((l->'kesesuaian'->>'lulus')::boolean) from jsonb_array_elements(dokumen->'kualitasData'->'laporan') as l where l->'kesesuaian' is not null);--> statement-breakpoint
CREATE INDEX "metadata_publik_level_idx" ON "metadata" USING btree ("level_hierarki","id") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_bahasa_idx" ON "metadata" USING btree ("bahasa_metadata","id") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_organisasi_utama_idx" ON "metadata" USING btree ("organisasi_utama","id") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_tanggal_dibuat_idx" ON "metadata" USING btree ("tanggal_dibuat","id") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_tanggal_terbit_idx" ON "metadata" USING btree ("tanggal_terbit","id") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_tanggal_revisi_idx" ON "metadata" USING btree ("tanggal_revisi","id") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_temporal_mulai_idx" ON "metadata" USING btree ("temporal_mulai","id") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_temporal_selesai_idx" ON "metadata" USING btree ("temporal_selesai","id") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_skala_idx" ON "metadata" USING btree ("skala","id") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_crs_idx" ON "metadata" USING btree ("crs") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_klasifikasi_idx" ON "metadata" USING btree ("klasifikasi") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_induk_idx" ON "metadata" USING btree ("pengenal_induk") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_jarak_idx" ON "metadata" USING btree ("jarak_nilai") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_bahasa_sumber_idx" ON "metadata" USING gin ("bahasa_sumber") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_format_idx" ON "metadata" USING gin ("format") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_nama_organisasi_idx" ON "metadata" USING gin ("nama_organisasi") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_pencipta_idx" ON "metadata" USING gin ("pencipta") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_penerbit_idx" ON "metadata" USING gin ("penerbit") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_jenis_kata_kunci_idx" ON "metadata" USING gin ("jenis_kata_kunci") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_wilayah_idx" ON "metadata" USING gin ("kode_wilayah") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_peran_kontak_idx" ON "metadata" USING gin ("peran_kontak") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_subjek_idx" ON "metadata" USING gin (("kata_kunci" || "topik_kategori")) WHERE status = 'PUBLISHED';