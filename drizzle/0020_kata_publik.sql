CREATE TABLE "kata_publik" (
	"kata" text PRIMARY KEY NOT NULL,
	"jumlah" integer NOT NULL
);
--> statement-breakpoint
-- Counts of AnyText words over PUBLISHED records (lib/db/schema/kata.ts), changed by the same statement that changes
-- a record's words or status. Statement triggers with transition tables: a harvest page of 500 records is one
-- grouped upsert, not 500. Words are upserted in sorted order, so two statements touching the same words take
-- their row locks in one order.
INSERT INTO "kata_publik" ("kata", "jumlah")
  SELECT w, count(*)::int FROM "metadata", unnest(tsvector_to_array("kata_lengkap")) AS w
  WHERE "status" = 'PUBLISHED' GROUP BY w;
--> statement-breakpoint
CREATE FUNCTION "kata_publik_sisip"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "kata_publik" AS k ("kata", "jumlah")
    SELECT w, count(*)::int FROM baru, unnest(tsvector_to_array(baru."kata_lengkap")) AS w
    WHERE baru."status" = 'PUBLISHED' GROUP BY w ORDER BY w
  ON CONFLICT ("kata") DO UPDATE SET "jumlah" = k."jumlah" + excluded."jumlah";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "kata_publik_hapus"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "kata_publik" AS k ("kata", "jumlah")
    SELECT w, -count(*)::int FROM lama, unnest(tsvector_to_array(lama."kata_lengkap")) AS w
    WHERE lama."status" = 'PUBLISHED' GROUP BY w ORDER BY w
  ON CONFLICT ("kata") DO UPDATE SET "jumlah" = k."jumlah" + excluded."jumlah";
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only rows whose words count changed: published with other words, or into or out of PUBLISHED.
CREATE FUNCTION "kata_publik_ubah"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "kata_publik" AS k ("kata", "jumlah")
    SELECT w, sum(d)::int FROM (
      SELECT unnest(tsvector_to_array(n."kata_lengkap")) AS w, 1 AS d FROM baru n JOIN lama o ON o."id" = n."id"
        WHERE n."status" = 'PUBLISHED' AND (o."status" <> 'PUBLISHED' OR o."kata_lengkap" <> n."kata_lengkap")
      UNION ALL
      SELECT unnest(tsvector_to_array(o."kata_lengkap")), -1 FROM lama o JOIN baru n ON o."id" = n."id"
        WHERE o."status" = 'PUBLISHED' AND (n."status" <> 'PUBLISHED' OR o."kata_lengkap" <> n."kata_lengkap")
    ) AS beda GROUP BY w HAVING sum(d) <> 0 ORDER BY w
  ON CONFLICT ("kata") DO UPDATE SET "jumlah" = k."jumlah" + excluded."jumlah";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "kata_publik_kosongkan"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "kata_publik";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "kata_publik_sisip" AFTER INSERT ON "metadata" REFERENCING NEW TABLE AS baru
  FOR EACH STATEMENT EXECUTE FUNCTION "kata_publik_sisip"();
--> statement-breakpoint
CREATE TRIGGER "kata_publik_hapus" AFTER DELETE ON "metadata" REFERENCING OLD TABLE AS lama
  FOR EACH STATEMENT EXECUTE FUNCTION "kata_publik_hapus"();
--> statement-breakpoint
CREATE TRIGGER "kata_publik_ubah" AFTER UPDATE ON "metadata" REFERENCING OLD TABLE AS lama NEW TABLE AS baru
  FOR EACH STATEMENT EXECUTE FUNCTION "kata_publik_ubah"();
--> statement-breakpoint
CREATE TRIGGER "kata_publik_kosongkan" AFTER TRUNCATE ON "metadata"
  FOR EACH STATEMENT EXECUTE FUNCTION "kata_publik_kosongkan"();
