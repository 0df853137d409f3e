CREATE TABLE "metadata_cari" (
	"id" uuid PRIMARY KEY NOT NULL,
	"status" "status_metadata" DEFAULT 'PUBLISHED' NOT NULL,
	"kata_lengkap" "tsvector" NOT NULL,
	"bbox_barat" double precision NOT NULL,
	"bbox_timur" double precision NOT NULL,
	"bbox_selatan" double precision NOT NULL,
	"bbox_utara" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "metadata_cari" ADD CONSTRAINT "metadata_cari_id_metadata_id_fk" FOREIGN KEY ("id") REFERENCES "public"."metadata"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "metadata_cari_kata_idx" ON "metadata_cari" USING gin ("kata_lengkap");--> statement-breakpoint
CREATE INDEX "metadata_cari_kotak_idx" ON "metadata_cari" USING gist ("bbox_barat","bbox_timur","bbox_selatan","bbox_utara");--> statement-breakpoint
ALTER TABLE "metadata_cari" ADD CONSTRAINT "metadata_cari_publik" CHECK ("status" = 'PUBLISHED');
--> statement-breakpoint
INSERT INTO "metadata_cari" ("id", "kata_lengkap", "bbox_barat", "bbox_timur", "bbox_selatan", "bbox_utara")
  SELECT "id", "kata_lengkap", "bbox_barat", "bbox_timur", "bbox_selatan", "bbox_utara" FROM "metadata" WHERE "status" = 'PUBLISHED';
--> statement-breakpoint
-- The narrow copy of PUBLISHED records (lib/db/schema/cari.ts), written by the statement that writes the records:
-- statement triggers with transition tables, so a harvest page is one insert. Deleting a record cascades.
CREATE FUNCTION "metadata_cari_sisip"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "metadata_cari" ("id", "kata_lengkap", "bbox_barat", "bbox_timur", "bbox_selatan", "bbox_utara")
    SELECT "id", "kata_lengkap", "bbox_barat", "bbox_timur", "bbox_selatan", "bbox_utara" FROM baru WHERE "status" = 'PUBLISHED';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "metadata_cari_ubah"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "metadata_cari" c USING baru n WHERE c."id" = n."id" AND n."status" <> 'PUBLISHED';
  INSERT INTO "metadata_cari" AS c ("id", "kata_lengkap", "bbox_barat", "bbox_timur", "bbox_selatan", "bbox_utara")
    SELECT n."id", n."kata_lengkap", n."bbox_barat", n."bbox_timur", n."bbox_selatan", n."bbox_utara"
    FROM baru n JOIN lama o ON o."id" = n."id"
    WHERE n."status" = 'PUBLISHED' AND (o."status" <> 'PUBLISHED' OR o."kata_lengkap" <> n."kata_lengkap"
      OR (o."bbox_barat", o."bbox_timur", o."bbox_selatan", o."bbox_utara") IS DISTINCT FROM (n."bbox_barat", n."bbox_timur", n."bbox_selatan", n."bbox_utara"))
    ORDER BY n."id"
  ON CONFLICT ("id") DO UPDATE SET "kata_lengkap" = excluded."kata_lengkap", "bbox_barat" = excluded."bbox_barat",
    "bbox_timur" = excluded."bbox_timur", "bbox_selatan" = excluded."bbox_selatan", "bbox_utara" = excluded."bbox_utara";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "metadata_cari_sisip" AFTER INSERT ON "metadata" REFERENCING NEW TABLE AS baru
  FOR EACH STATEMENT EXECUTE FUNCTION "metadata_cari_sisip"();
--> statement-breakpoint
CREATE TRIGGER "metadata_cari_ubah" AFTER UPDATE ON "metadata" REFERENCING OLD TABLE AS lama NEW TABLE AS baru
  FOR EACH STATEMENT EXECUTE FUNCTION "metadata_cari_ubah"();
