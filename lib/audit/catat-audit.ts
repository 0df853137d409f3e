import type { Actor } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { auditLog } from "@/lib/db/schema";

export type EntriAudit = {
  aktor: Actor;
  aksi: string;
  entitas: string;
  entitasId: string;
  dari?: string | null;
  ke?: string | null;
  catatan?: string | null;
  data?: Record<string, unknown>;
};

/** The row of one audit entry; `waktu` only where the moment is not now (the seed's history). */
export function barisAudit(e: EntriAudit, waktu?: Date): typeof auditLog.$inferInsert {
  return {
    ...(waktu ? { waktu } : {}),
    penggunaId: e.aktor.jenis === "pengguna" ? e.aktor.id : null,
    aksi: e.aksi,
    entitas: e.entitas,
    entitasId: e.entitasId,
    dari: e.dari ?? null,
    ke: e.ke ?? null,
    catatan: e.catatan ?? null,
    data: e.aktor.jenis === "sistem" ? { ...e.data, sistem: e.aktor.nama } : (e.data ?? null),
  };
}

/** One audit row (who, when, what, from, to, why), written in the caller's transaction. */
export async function catatAudit(db: DbOrTx, e: EntriAudit): Promise<void> {
  await db.insert(auditLog).values(barisAudit(e));
}
