import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { asalPanen, jalanPanen, metadata } from "@/lib/db/schema";
import { kurangFragmen, tulisFragmen } from "@/lib/xml/fragmen";

/** Records per read of ids; tulisFragmen reads their documents 50 at a time. */
const PER_BATCH = 500;

/**
 * A harvested record's `dipanen_at` is stamped by the clock of the instance that wrote it, the run's `mulai_at` by
 * Postgres's: records written up to this long before the run's start on the database's clock still count.
 */
const SELISIH_JAM = sql`interval '1 hour'`;

/**
 * Store the CSW forms of the PUBLISHED records a run wrote (new or changed), once the run has ended. A page
 * writes its records without them, so a run's records are searchable and served (rendered per request, exactly
 * as stored forms would be) as soon as the run ends, and the ≈ 3 ms of rendering and compressing each record's
 * 12 forms runs afterwards. The run's records are those it saw (`jalan_terakhir_id`) and wrote since it began,
 * whichever instance wrote them (a run taken over is filled by the one that ends it), that still lack a current
 * form. A crash here loses nothing: the startup fill (isiFragmenTertinggal) completes what is left.
 * Returns how many records were stored.
 */
export async function isiBentukJalan(db: Db, jalanId: string): Promise<number> {
  const [j] = await db.select({ sumberId: jalanPanen.sumberId, mulaiAt: jalanPanen.mulaiAt }).from(jalanPanen).where(eq(jalanPanen.id, jalanId)).limit(1);
  if (!j?.mulaiAt) return 0;
  const ids = (
    await db
      .select({ id: asalPanen.metadataId })
      .from(asalPanen)
      .innerJoin(metadata, eq(metadata.id, asalPanen.metadataId))
      .where(
        and(
          eq(asalPanen.sumberId, j.sumberId),
          eq(asalPanen.jalanTerakhirId, jalanId),
          gte(asalPanen.dipanenAt, sql`${j.mulaiAt.toISOString()}::timestamptz - ${SELISIH_JAM}`),
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
