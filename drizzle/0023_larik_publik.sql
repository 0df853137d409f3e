CREATE TABLE "larik_publik" (
	"kolom" text NOT NULL,
	"nilai" text NOT NULL,
	"jumlah" integer NOT NULL,
	CONSTRAINT "larik_publik_kolom_nilai_pk" PRIMARY KEY("kolom","nilai")
);
--> statement-breakpoint
-- Counts of PUBLISHED records per value of topik_kategori and format (lib/db/schema/larik.ts), changed by the same
-- statement that changes a record's values or status, as kata_publik (0020) is for words. A value repeated in one
-- record counts the record once, as `@>` matches it once. Keys are upserted in sorted order, so two statements
-- touching the same values take their row locks in one order.
CREATE FUNCTION "larik_publik_nilai"("topik" text[], "format" text[]) RETURNS TABLE ("kolom" text, "nilai" text)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT x.k, x.v FROM (SELECT 'topik_kategori', unnest("topik") UNION ALL SELECT 'format', unnest("format")) AS x(k, v)
  WHERE x.v IS NOT NULL
$$;
--> statement-breakpoint
INSERT INTO "larik_publik" ("kolom", "nilai", "jumlah")
  SELECT v."kolom", v."nilai", count(*)::int FROM "metadata" m, "larik_publik_nilai"(m."topik_kategori", m."format") v
  WHERE m."status" = 'PUBLISHED' GROUP BY v."kolom", v."nilai";
--> statement-breakpoint
CREATE FUNCTION "larik_publik_sisip"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "larik_publik" AS l ("kolom", "nilai", "jumlah")
    SELECT v."kolom", v."nilai", count(*)::int FROM baru, "larik_publik_nilai"(baru."topik_kategori", baru."format") v
    WHERE baru."status" = 'PUBLISHED' GROUP BY v."kolom", v."nilai" ORDER BY v."kolom", v."nilai"
  ON CONFLICT ("kolom", "nilai") DO UPDATE SET "jumlah" = l."jumlah" + excluded."jumlah";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "larik_publik_hapus"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "larik_publik" AS l ("kolom", "nilai", "jumlah")
    SELECT v."kolom", v."nilai", -count(*)::int FROM lama, "larik_publik_nilai"(lama."topik_kategori", lama."format") v
    WHERE lama."status" = 'PUBLISHED' GROUP BY v."kolom", v."nilai" ORDER BY v."kolom", v."nilai"
  ON CONFLICT ("kolom", "nilai") DO UPDATE SET "jumlah" = l."jumlah" + excluded."jumlah";
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only rows whose values count changed: published with other values, or into or out of PUBLISHED.
CREATE FUNCTION "larik_publik_ubah"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "larik_publik" AS l ("kolom", "nilai", "jumlah")
    SELECT "kolom", "nilai", sum(d)::int FROM (
      SELECT v."kolom", v."nilai", 1 AS d FROM baru n JOIN lama o ON o."id" = n."id", "larik_publik_nilai"(n."topik_kategori", n."format") v
        WHERE n."status" = 'PUBLISHED' AND (o."status" <> 'PUBLISHED' OR o."topik_kategori" <> n."topik_kategori" OR o."format" <> n."format")
      UNION ALL
      SELECT v."kolom", v."nilai", -1 FROM lama o JOIN baru n ON o."id" = n."id", "larik_publik_nilai"(o."topik_kategori", o."format") v
        WHERE o."status" = 'PUBLISHED' AND (n."status" <> 'PUBLISHED' OR o."topik_kategori" <> n."topik_kategori" OR o."format" <> n."format")
    ) AS beda GROUP BY "kolom", "nilai" HAVING sum(d) <> 0 ORDER BY "kolom", "nilai"
  ON CONFLICT ("kolom", "nilai") DO UPDATE SET "jumlah" = l."jumlah" + excluded."jumlah";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "larik_publik_kosongkan"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "larik_publik";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "larik_publik_sisip" AFTER INSERT ON "metadata" REFERENCING NEW TABLE AS baru
  FOR EACH STATEMENT EXECUTE FUNCTION "larik_publik_sisip"();
--> statement-breakpoint
CREATE TRIGGER "larik_publik_hapus" AFTER DELETE ON "metadata" REFERENCING OLD TABLE AS lama
  FOR EACH STATEMENT EXECUTE FUNCTION "larik_publik_hapus"();
--> statement-breakpoint
CREATE TRIGGER "larik_publik_ubah" AFTER UPDATE ON "metadata" REFERENCING OLD TABLE AS lama NEW TABLE AS baru
  FOR EACH STATEMENT EXECUTE FUNCTION "larik_publik_ubah"();
--> statement-breakpoint
CREATE TRIGGER "larik_publik_kosongkan" AFTER TRUNCATE ON "metadata"
  FOR EACH STATEMENT EXECUTE FUNCTION "larik_publik_kosongkan"();
