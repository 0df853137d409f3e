import { and, eq, sql } from "drizzle-orm";
import { barisHasil } from "@/lib/db/baris";
import type { Db } from "@/lib/db/client";
import { asalPanen, jalanPanen, metadata } from "@/lib/db/schema";
import { kurangFragmen, tulisFragmen } from "@/lib/xml/fragmen";

/** Records per read of ids; tulisFragmen reads their documents 50 at a time. */
const PER_BATCH = 500;

/**
 * Store the CSW forms of the PUBLISHED records a run wrote (new or changed), once the run has ended. A page
 * writes its records without them, so a run's records are searchable and served (rendered per request, exactly
 * as stored forms would be) as soon as the run ends, and rendering, compressing and writing each record's 12
 * forms (≈ 3–4 ms of CPU here) runs afterwards. The run's records are those it wrote (`jalan_tulis_id`),
 * whichever instance wrote them (a run taken over is filled by the one that ends it), that still lack a current
 * form. A crash here loses nothing: the startup fill (isiFragmenTertinggal) completes what is left. Returns how
 * many records were stored.
 */
export async function isiBentukJalan(db: Db, jalanId: string): Promise<number> {
  const [j] = await db.select({ sumberId: jalanPanen.sumberId }).from(jalanPanen).where(eq(jalanPanen.id, jalanId)).limit(1);
  if (!j) return 0;
  const ids = (
    await db
      .select({ id: asalPanen.metadataId })
      .from(asalPanen)
      .innerJoin(metadata, eq(metadata.id, asalPanen.metadataId))
      .where(
        and(
          eq(asalPanen.sumberId, j.sumberId),
          eq(asalPanen.jalanTulisId, jalanId),
          eq(metadata.status, "PUBLISHED"),
          kurangFragmen,
        ),
      )
      .orderBy(asalPanen.metadataId)
  ).map((b) => b.id);
  let jumlah = 0;
  for (let i = 0; i < ids.length; i += PER_BATCH) jumlah += await tulisFragmen(db, ids.slice(i, i + PER_BATCH));
  return jumlah;
}

/**
 * Merge the pending lists of the record table's GIN indexes into the indexes, in bulk, once a run has ended: its
 * pages let them grow (simpan.ts), and a list left long makes every search that uses its index read all of it,
 * and the next writer under the default limit merge it inside its own statement. Returns the pages merged.
 */
export async function bersihkanAntreanGin(db: Db): Promise<number> {
  const [b] = barisHasil<{ n: number | null }>(
    await db.execute(sql`
      select sum(gin_clean_pending_list(i.indexrelid))::int as n
      from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
      where i.indrelid = 'metadata'::regclass and a.amname = 'gin'`),
  );
  return b?.n ?? 0;
}
