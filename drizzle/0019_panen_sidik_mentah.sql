ALTER TABLE "asal_panen" ADD COLUMN "sidik_mentah" text;--> statement-breakpoint
CREATE INDEX "asal_panen_sumber_mentah_idx" ON "asal_panen" USING btree ("sumber_id","sidik_mentah");