import { and, eq, sql } from "drizzle-orm";
import { barisHasil } from "@/lib/db/baris";
import type { DbOrTx } from "@/lib/db/client";
import { jalanPanen } from "@/lib/db/schema";

/**
 * Claim the oldest run that is queued, or running under a lease that expired (its instance died): one statement,
 * `FOR UPDATE SKIP LOCKED`, so two instances never claim the same run. The claimer holds it for `sewaMs` and
 * keeps it by its heartbeat (`perpanjangSewa`). Returns the run id, or null when there is nothing to do.
 */
export async function klaimJalan(db: DbOrTx, pemegang: string, sewaMs: number, jalanId?: string): Promise<string | null> {
  const hasil = await db.execute(sql`
    update jalan_panen set keadaan = 'berjalan', pemegang = ${pemegang},
      sewa_sampai = now() + make_interval(secs => ${sewaMs / 1000}), mulai_at = coalesce(mulai_at, now())
    where id = (
      select id from jalan_panen
      where (keadaan = 'antri' or (keadaan = 'berjalan' and sewa_sampai < now()))
        ${jalanId ? sql`and id = ${jalanId}` : sql``}
      order by dibuat_at, id limit 1
      for update skip locked)
    returning id`);
  return barisHasil<{ id: string }>(hasil)[0]?.id ?? null;
}

export type Detak = { dipegang: boolean; batal: boolean };

/**
 * The heartbeat: extend the lease while this instance still holds the run, and report whether someone asked to
 * cancel it. `dipegang: false` means another instance took it over (this one was too slow): stop at once.
 */
export async function perpanjangSewa(db: DbOrTx, jalanId: string, pemegang: string, sewaMs: number): Promise<Detak> {
  const [b] = await db
    .update(jalanPanen)
    .set({ sewaSampai: sql`now() + make_interval(secs => ${sewaMs / 1000})` })
    .where(and(eq(jalanPanen.id, jalanId), eq(jalanPanen.pemegang, pemegang), eq(jalanPanen.keadaan, "berjalan")))
    .returning({ batal: jalanPanen.batalDiminta });
  return { dipegang: !!b, batal: b?.batal ?? false };
}

/** Give a run back at once (this instance is shutting down): another takes it over without waiting for the lease. */
export async function lepasSewa(db: DbOrTx, jalanId: string, pemegang: string): Promise<void> {
  await db
    .update(jalanPanen)
    .set({ sewaSampai: sql`now() - interval '1 second'` })
    .where(and(eq(jalanPanen.id, jalanId), eq(jalanPanen.pemegang, pemegang), eq(jalanPanen.keadaan, "berjalan")));
}
