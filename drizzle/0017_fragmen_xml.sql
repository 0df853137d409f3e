CREATE TABLE "metadata_fragmen" (
	"metadata_id" uuid NOT NULL,
	"bentuk" text NOT NULL,
	"versi_render" integer NOT NULL,
	"diperbarui" timestamp with time zone NOT NULL,
	"versi_rekaman" integer NOT NULL,
	"xml" text NOT NULL,
	CONSTRAINT "metadata_fragmen_metadata_id_bentuk_pk" PRIMARY KEY("metadata_id","bentuk")
);
--> statement-breakpoint
ALTER TABLE "metadata_fragmen" ADD CONSTRAINT "metadata_fragmen_metadata_id_metadata_id_fk" FOREIGN KEY ("metadata_id") REFERENCES "public"."metadata"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A record's stored XML goes in the transaction that changes what it was rendered from (document, dates, version)
-- or takes it out of PUBLISHED; readers also compare updated_at and versi, so a row written by a racing fill is
-- never served either (lib/xml/fragmen).
CREATE FUNCTION "metadata_fragmen_basi"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "metadata_fragmen" WHERE "metadata_id" = OLD."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "metadata_fragmen_basi" AFTER UPDATE ON "metadata" FOR EACH ROW
  WHEN (OLD."dokumen" IS DISTINCT FROM NEW."dokumen" OR OLD."updated_at" IS DISTINCT FROM NEW."updated_at"
    OR OLD."created_at" IS DISTINCT FROM NEW."created_at" OR OLD."versi" IS DISTINCT FROM NEW."versi"
    OR OLD."id" IS DISTINCT FROM NEW."id" OR (OLD."status" = 'PUBLISHED' AND NEW."status" <> 'PUBLISHED'))
  EXECUTE FUNCTION "metadata_fragmen_basi"();
