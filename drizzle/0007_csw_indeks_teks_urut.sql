-- CSW queryables (lib/db/schema/metadata-indeks-csw.ts): both sort directions of every sortable key, GiST R-trees
-- over the spatial and temporal extents, and trigram indexes for LIKE on free text (extensions from migration 0006).
CREATE INDEX "metadata_publik_judul_idx" ON "metadata" USING btree ("judul" collate "C","id") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_topik_utama_idx" ON "metadata" USING btree (("topik_kategori"[1]),"id") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_diubah_naik_idx" ON "metadata" USING btree ("updated_at","id") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_judul_turun_idx" ON "metadata" USING btree ("judul" collate "C" desc nulls last,"id") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_level_turun_idx" ON "metadata" USING btree ("level_hierarki" desc nulls last,"id") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_organisasi_utama_turun_idx" ON "metadata" USING btree ("organisasi_utama" desc nulls last,"id") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_topik_utama_turun_idx" ON "metadata" USING btree (("topik_kategori"[1]) desc nulls last,"id") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_tanggal_dibuat_turun_idx" ON "metadata" USING btree ("tanggal_dibuat" desc nulls last,"id") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_tanggal_terbit_turun_idx" ON "metadata" USING btree ("tanggal_terbit" desc nulls last,"id") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_tanggal_revisi_turun_idx" ON "metadata" USING btree ("tanggal_revisi" desc nulls last,"id") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_temporal_mulai_turun_idx" ON "metadata" USING btree ("temporal_mulai" desc nulls last,"id") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_temporal_selesai_turun_idx" ON "metadata" USING btree ("temporal_selesai" desc nulls last,"id") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_skala_turun_idx" ON "metadata" USING btree ("skala" desc nulls last,"id") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_jarak_satuan_idx" ON "metadata" USING btree ("jarak_satuan") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_derajat_idx" ON "metadata" USING btree ("derajat") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_penggunaan_idx" ON "metadata" USING gin ("penggunaan") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_judul_spesifikasi_idx" ON "metadata" USING gin ("judul_spesifikasi") WHERE status = 'PUBLISHED';--> statement-breakpoint
-- INCLUDE (id), which Drizzle cannot express (as in 0002): the ids of a spatial or temporal page come from the index alone.
CREATE INDEX "metadata_publik_kotak_idx" ON "metadata" USING gist ("bbox_barat","bbox_timur","bbox_selatan","bbox_utara") INCLUDE ("id") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_temporal_idx" ON "metadata" USING gist ("temporal_mulai","temporal_selesai") INCLUDE ("id") WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_teks_trgm_idx" ON "metadata" USING gin ("teks_lengkap" gin_trgm_ops) WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_judul_trgm_idx" ON "metadata" USING gin ("judul" gin_trgm_ops) WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_abstrak_trgm_idx" ON "metadata" USING gin ("abstrak" gin_trgm_ops) WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_judul_alternatif_trgm_idx" ON "metadata" USING gin ("judul_alternatif" gin_trgm_ops) WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_silsilah_trgm_idx" ON "metadata" USING gin ("silsilah" gin_trgm_ops) WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_akses_batasan_trgm_idx" ON "metadata" USING gin ("akses_batasan" gin_trgm_ops) WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_lisensi_trgm_idx" ON "metadata" USING gin ("lisensi" gin_trgm_ops) WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_subjek_trgm_idx" ON "metadata" USING gin (csw_teks_larik(("kata_kunci" || "topik_kategori")) gin_trgm_ops) WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_format_trgm_idx" ON "metadata" USING gin (csw_teks_larik("format") gin_trgm_ops) WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_nama_organisasi_trgm_idx" ON "metadata" USING gin (csw_teks_larik("nama_organisasi") gin_trgm_ops) WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_pencipta_trgm_idx" ON "metadata" USING gin (csw_teks_larik("pencipta") gin_trgm_ops) WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_penerbit_trgm_idx" ON "metadata" USING gin (csw_teks_larik("penerbit") gin_trgm_ops) WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_penggunaan_trgm_idx" ON "metadata" USING gin (csw_teks_larik("penggunaan") gin_trgm_ops) WHERE status = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "metadata_publik_judul_spesifikasi_trgm_idx" ON "metadata" USING gin (csw_teks_larik("judul_spesifikasi") gin_trgm_ops) WHERE status = 'PUBLISHED';