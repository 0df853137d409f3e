-- Every harvest run sets jalan_terakhir_id on each provenance row it sees (100,000 rows for a complete run of a
-- national source). With that column indexed, each such update wrote a new entry into all four indexes; without it,
-- and with room left on each page, the update stays on its page (HOT) and touches no index. Retiring reads all of a
-- source's rows anyway (through asal_panen_sumber_pengenal_uq), so the index served nothing.
DROP INDEX "asal_panen_sumber_jalan_idx";--> statement-breakpoint
ALTER TABLE "asal_panen" SET (fillfactor = 80);
