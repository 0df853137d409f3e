-- A stored CSW form keeps only its compressed piece (deflate): its markup was the same bytes again, four times
-- larger, compressed once more by TOAST on every write. Readers inflate the piece for an uncompressed answer.
-- Rows written before keep their markup until the record changes (both are served the same).
ALTER TABLE "metadata_fragmen" ALTER COLUMN "xml" DROP NOT NULL;
