-- AnyText now holds all text of a record as words (lib/metadata/teks-lengkap.ts). Existing rows keep version 0
-- here and are rewritten right after the migrations by lib/db/segarkan-teks-lengkap.ts, the code every save uses.
ALTER TABLE "metadata" ADD COLUMN "teks_lengkap_versi" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "metadata_teks_lengkap_versi_idx" ON "metadata" USING btree ("teks_lengkap_versi");