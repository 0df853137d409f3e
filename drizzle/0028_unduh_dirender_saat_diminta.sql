-- Downloads (unduh/gmd, unduh/mdb2016, unduh/mdb2018) are no longer stored: they are rendered when a person asks
-- for one. Their rows would never be read again, and a record's change would no longer replace them.
DELETE FROM "metadata_fragmen" WHERE "bentuk" LIKE 'unduh/%';
