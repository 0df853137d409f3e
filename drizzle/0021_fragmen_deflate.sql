ALTER TABLE "metadata_fragmen" ADD COLUMN "deflate" "bytea";--> statement-breakpoint
ALTER TABLE "metadata_fragmen" ADD COLUMN "crc" integer;--> statement-breakpoint
ALTER TABLE "metadata_fragmen" ADD COLUMN "panjang" integer;--> statement-breakpoint
-- Already compressed: no pglz attempt on write (it would fail to shrink it anyway).
ALTER TABLE "metadata_fragmen" ALTER COLUMN "deflate" SET STORAGE EXTERNAL;
