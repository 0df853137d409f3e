import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { barisHasil } from "@/lib/db/baris";

/** The harvest component of the admin status page (spec 2.8 + issue 20): runs queued, running, failed in 24 h. */
export type StatusPanen = { antri: number; berjalan: number; gagal24Jam: number; sumber: number };

export async function statusPanen(db: DbOrTx): Promise<StatusPanen> {
  const [b] = barisHasil<{ antri: number; berjalan: number; gagal: number; sumber: number }>(
    await db.execute(sql`select
      (select count(*)::int from jalan_panen where keadaan = 'antri') as antri,
      (select count(*)::int from jalan_panen where keadaan = 'berjalan') as berjalan,
      (select count(*)::int from jalan_panen where keadaan = 'gagal' and selesai_at > now() - interval '24 hours') as gagal,
      (select count(*)::int from sumber_panen) as sumber`),
  );
  return { antri: b?.antri ?? 0, berjalan: b?.berjalan ?? 0, gagal24Jam: b?.gagal ?? 0, sumber: b?.sumber ?? 0 };
}
