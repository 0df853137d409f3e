CREATE TABLE "kotak_publik" (
	"bbox_barat" double precision NOT NULL,
	"bbox_timur" double precision NOT NULL,
	"bbox_selatan" double precision NOT NULL,
	"bbox_utara" double precision NOT NULL,
	"jumlah" integer NOT NULL,
	CONSTRAINT "kotak_publik_bbox_barat_bbox_timur_bbox_selatan_bbox_utara_pk" PRIMARY KEY("bbox_barat","bbox_timur","bbox_selatan","bbox_utara")
);
--> statement-breakpoint
CREATE INDEX "kotak_publik_kotak_idx" ON "kotak_publik" USING gist ("bbox_barat","bbox_timur","bbox_selatan","bbox_utara") INCLUDE ("jumlah");--> statement-breakpoint
-- Counts of PUBLISHED records per distinct extent (lib/db/schema/kotak.ts), changed by the same statement that
-- changes a record's box or status, as kata_publik (0020) is for words. Keys are upserted in sorted order, so two
-- statements touching the same extents take their row locks in one order; rows reaching 0 are removed.
INSERT INTO "kotak_publik" ("bbox_barat", "bbox_timur", "bbox_selatan", "bbox_utara", "jumlah")
  SELECT "bbox_barat", "bbox_timur", "bbox_selatan", "bbox_utara", count(*)::int FROM "metadata" WHERE "status" = 'PUBLISHED' GROUP BY "bbox_barat", "bbox_timur", "bbox_selatan", "bbox_utara";
--> statement-breakpoint
CREATE FUNCTION "kotak_publik_sisip"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "kotak_publik" AS k ("bbox_barat", "bbox_timur", "bbox_selatan", "bbox_utara", "jumlah")
    SELECT "bbox_barat", "bbox_timur", "bbox_selatan", "bbox_utara", count(*)::int FROM baru WHERE "status" = 'PUBLISHED'
    GROUP BY "bbox_barat", "bbox_timur", "bbox_selatan", "bbox_utara" ORDER BY "bbox_barat", "bbox_timur", "bbox_selatan", "bbox_utara"
  ON CONFLICT ("bbox_barat", "bbox_timur", "bbox_selatan", "bbox_utara") DO UPDATE SET "jumlah" = k."jumlah" + excluded."jumlah";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "kotak_publik_hapus"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "kotak_publik" AS k ("bbox_barat", "bbox_timur", "bbox_selatan", "bbox_utara", "jumlah")
    SELECT "bbox_barat", "bbox_timur", "bbox_selatan", "bbox_utara", -count(*)::int FROM lama WHERE "status" = 'PUBLISHED'
    GROUP BY "bbox_barat", "bbox_timur", "bbox_selatan", "bbox_utara" ORDER BY "bbox_barat", "bbox_timur", "bbox_selatan", "bbox_utara"
  ON CONFLICT ("bbox_barat", "bbox_timur", "bbox_selatan", "bbox_utara") DO UPDATE SET "jumlah" = k."jumlah" + excluded."jumlah";
  DELETE FROM "kotak_publik" AS k WHERE k."jumlah" = 0 AND (k."bbox_barat", k."bbox_timur", k."bbox_selatan", k."bbox_utara") IN (SELECT "bbox_barat", "bbox_timur", "bbox_selatan", "bbox_utara" FROM lama);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only rows whose extent counts changed: published with another box, or into or out of PUBLISHED.
CREATE FUNCTION "kotak_publik_ubah"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "kotak_publik" AS k ("bbox_barat", "bbox_timur", "bbox_selatan", "bbox_utara", "jumlah")
    SELECT "bbox_barat", "bbox_timur", "bbox_selatan", "bbox_utara", sum(d)::int FROM (
      SELECT n."bbox_barat", n."bbox_timur", n."bbox_selatan", n."bbox_utara", 1 AS d FROM baru n JOIN lama o ON o."id" = n."id"
        WHERE n."status" = 'PUBLISHED' AND (o."status" <> 'PUBLISHED' OR o."bbox_barat" <> n."bbox_barat" OR o."bbox_timur" <> n."bbox_timur" OR o."bbox_selatan" <> n."bbox_selatan" OR o."bbox_utara" <> n."bbox_utara")
      UNION ALL
      SELECT o."bbox_barat", o."bbox_timur", o."bbox_selatan", o."bbox_utara", -1 FROM lama o JOIN baru n ON o."id" = n."id"
        WHERE o."status" = 'PUBLISHED' AND (n."status" <> 'PUBLISHED' OR o."bbox_barat" <> n."bbox_barat" OR o."bbox_timur" <> n."bbox_timur" OR o."bbox_selatan" <> n."bbox_selatan" OR o."bbox_utara" <> n."bbox_utara")
    ) AS beda GROUP BY "bbox_barat", "bbox_timur", "bbox_selatan", "bbox_utara" HAVING sum(d) <> 0 ORDER BY "bbox_barat", "bbox_timur", "bbox_selatan", "bbox_utara"
  ON CONFLICT ("bbox_barat", "bbox_timur", "bbox_selatan", "bbox_utara") DO UPDATE SET "jumlah" = k."jumlah" + excluded."jumlah";
  DELETE FROM "kotak_publik" AS k WHERE k."jumlah" = 0 AND (k."bbox_barat", k."bbox_timur", k."bbox_selatan", k."bbox_utara") IN (SELECT "bbox_barat", "bbox_timur", "bbox_selatan", "bbox_utara" FROM lama);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "kotak_publik_kosongkan"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "kotak_publik";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "kotak_publik_sisip" AFTER INSERT ON "metadata" REFERENCING NEW TABLE AS baru
  FOR EACH STATEMENT EXECUTE FUNCTION "kotak_publik_sisip"();
--> statement-breakpoint
CREATE TRIGGER "kotak_publik_hapus" AFTER DELETE ON "metadata" REFERENCING OLD TABLE AS lama
  FOR EACH STATEMENT EXECUTE FUNCTION "kotak_publik_hapus"();
--> statement-breakpoint
CREATE TRIGGER "kotak_publik_ubah" AFTER UPDATE ON "metadata" REFERENCING OLD TABLE AS lama NEW TABLE AS baru
  FOR EACH STATEMENT EXECUTE FUNCTION "kotak_publik_ubah"();
--> statement-breakpoint
CREATE TRIGGER "kotak_publik_kosongkan" AFTER TRUNCATE ON "metadata"
  FOR EACH STATEMENT EXECUTE FUNCTION "kotak_publik_kosongkan"();
