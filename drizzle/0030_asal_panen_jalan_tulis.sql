-- The run that last wrote a harvested record (not merely saw it): at its end it stores the CSW forms of exactly
-- those records (lib/panen/bentuk-jalan.ts). Not indexed: set only on rows a page writes anyway.
ALTER TABLE "asal_panen" ADD COLUMN "jalan_tulis_id" uuid;
