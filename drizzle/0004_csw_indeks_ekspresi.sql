DROP INDEX "metadata_publik_cari_lengkap_idx";--> statement-breakpoint
CREATE INDEX "metadata_publik_cari_lengkap_idx" ON "metadata" USING gin (to_tsvector('simple'::regconfig, "teks_lengkap")) WHERE status = 'PUBLISHED';--> statement-breakpoint
ALTER TABLE "metadata" DROP COLUMN "cari_lengkap";