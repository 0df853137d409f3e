-- The public bbox search pages through ids ordered by publication date: carrying both in the GiST index lets
-- Postgres answer the filter, the order and the count from the index alone (index-only scan, no heap visits).
-- Drizzle's index builder has no INCLUDE, so the schema keeps the same index name and this migration adds it.
DROP INDEX IF EXISTS "metadata_publik_bbox_idx";--> statement-breakpoint
CREATE INDEX "metadata_publik_bbox_idx" ON "metadata" USING gist ("bbox") INCLUDE ("published_at", "id") WHERE status = 'PUBLISHED';
