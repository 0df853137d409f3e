-- A writer that stores a changed PUBLISHED record's forms again in the same transaction (a harvest page) says so
-- with `set_config('geokatalog.fragmen_ditulis_ulang', 'on', true)`: its upsert then replaces the rows in place,
-- where deleting them first cost 2–7 ms per record at 100,000 records (12 rows scattered over the table). Readers
-- never serve a row whose versi or updated_at is not the record's, so a row the writer could not render again is
-- never served either. A record leaving PUBLISHED loses its rows whatever the setting.
CREATE OR REPLACE FUNCTION "metadata_fragmen_basi"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'PUBLISHED' AND current_setting('geokatalog.fragmen_ditulis_ulang', true) = 'on' THEN
    RETURN NULL;
  END IF;
  DELETE FROM "metadata_fragmen" WHERE "metadata_id" = OLD."id";
  RETURN NULL;
END
$$;
