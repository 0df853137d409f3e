import { and, eq, inArray, lt, lte, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { jalanPanen, sumberPanen } from "@/lib/db/schema";
import { jadwalBerikutnya } from "./jadwal";
import { antrekanJalan } from "./jalan";

/** Run reports are kept this long (issue 20). */
export const SIMPAN_LAPORAN_HARI = 90;

/**
 * One scheduler tick, safe on every instance at once: due sources are locked `FOR UPDATE SKIP LOCKED` in one
 * transaction, each gets a run queued (ON CONFLICT on the one-active-run index: a source still running is not
 * queued twice) and its next time moved on, so a schedule fires once across instances. Reports past 90 days go.
 */
export async function detakPenjadwal(db: Db, sekarang = new Date()): Promise<{ diantrekan: number }> {
  const diantrekan = await db.transaction(async (tx) => {
    const jatuhTempo = await tx
      .select()
      .from(sumberPanen)
      .where(and(eq(sumberPanen.aktif, true), lte(sumberPanen.berikutnyaAt, sql`${sekarang.toISOString()}::timestamptz`)))
      .limit(50)
      .for("update", { skipLocked: true });
    let n = 0;
    for (const s of jatuhTempo) {
      if (await antrekanJalan(tx, s, { pemicu: "jadwal" })) n++;
      // Counted from now, not from the missed time: an instance that was down for a day fires once, not 24 times.
      await tx.update(sumberPanen).set({ berikutnyaAt: jadwalBerikutnya(s.jadwal, sekarang) }).where(eq(sumberPanen.id, s.id));
    }
    return n;
  });
  await db
    .delete(jalanPanen)
    .where(and(inArray(jalanPanen.keadaan, ["selesai", "gagal", "dibatalkan"]), lt(jalanPanen.dibuatAt, sql`now() - make_interval(days => ${SIMPAN_LAPORAN_HARI})`)));
  return { diantrekan };
}
