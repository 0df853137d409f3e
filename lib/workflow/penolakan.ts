import { and, desc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { auditLog, pengguna } from "@/lib/db/schema";

/** The last rejection of a record, as the producer is shown it. */
export type Penolakan = { alasan: string; waktu: string; oleh: string | null; peran: string | null };

/**
 * The standing rejection of each record: its newest "tolak" row, unless the record was submitted again since
 * (a fixed and resubmitted record no longer carries it). Rejected records and drafts revised after a rejection
 * have one. No access check: callers pass ids they have already read (a list, a record page).
 */
export async function penolakanBerlaku(db: DbOrTx, ids: string[]): Promise<Map<string, Penolakan>> {
  const hasil = new Map<string, Penolakan>();
  if (ids.length === 0) return hasil;
  const baris = await db
    .selectDistinctOn([auditLog.entitasId], { id: auditLog.entitasId, aksi: auditLog.aksi, catatan: auditLog.catatan, waktu: auditLog.waktu, oleh: pengguna.namaLengkap, peran: pengguna.peran })
    .from(auditLog)
    .leftJoin(pengguna, eq(pengguna.id, auditLog.penggunaId))
    .where(and(eq(auditLog.entitas, "metadata"), inArray(auditLog.entitasId, ids), inArray(auditLog.aksi, ["tolak", "ajukan"])))
    .orderBy(auditLog.entitasId, desc(auditLog.waktu), desc(auditLog.id));
  for (const b of baris) {
    if (b.aksi === "tolak") hasil.set(b.id, { alasan: b.catatan ?? "", waktu: b.waktu.toISOString(), oleh: b.oleh, peran: b.peran });
  }
  return hasil;
}
