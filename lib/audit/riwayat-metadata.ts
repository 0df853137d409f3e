import { and, desc, eq, or, sql } from "drizzle-orm";
import type { Ctx } from "@/lib/context";
import { auditLog, pengguna } from "@/lib/db/schema";
import { aktorPenggunaOrThrow } from "@/lib/metadata/kelola/akses";
import { getRecordOrThrow } from "@/lib/metadata/kelola/get";

/** One history line of a record page: who did what, when, from which state to which, and why. */
export type EntriRiwayat = {
  id: number;
  waktu: string;
  aksi: string;
  dari: string | null;
  ke: string | null;
  catatan: string | null;
  /** QC, QE or QA for rows about a quality document; null for the record itself. */
  tipeDokumen: string | null;
  pelaku: string | null;
};

export const RIWAYAT_MAKS = 200;

/**
 * The audit rows of a record the actor may read (else 404 like the record): its own rows and those of its quality
 * documents (which name the record in `data.metadataId`), newest first. Only display fields leave: `data` can hold
 * hashes and internal ids.
 */
export async function riwayatMetadataOrThrow({ ctx, id }: { ctx: Ctx; id: string }): Promise<EntriRiwayat[]> {
  await getRecordOrThrow({ db: ctx.db, id, aktor: aktorPenggunaOrThrow(ctx) });
  const baris = await ctx.db
    .select({
      id: auditLog.id,
      waktu: auditLog.waktu,
      aksi: auditLog.aksi,
      dari: auditLog.dari,
      ke: auditLog.ke,
      catatan: auditLog.catatan,
      tipe: sql<string | null>`${auditLog.data}->>'tipe'`,
      entitas: auditLog.entitas,
      pelaku: pengguna.namaLengkap,
    })
    .from(auditLog)
    .leftJoin(pengguna, eq(pengguna.id, auditLog.penggunaId))
    .where(
      or(
        and(eq(auditLog.entitas, "metadata"), eq(auditLog.entitasId, id)),
        and(eq(auditLog.entitas, "dokumen_kualitas"), sql`${auditLog.data}->>'metadataId' = ${id}`),
      ),
    )
    .orderBy(desc(auditLog.waktu), desc(auditLog.id))
    .limit(RIWAYAT_MAKS);
  return baris.map((b) => ({
    id: b.id,
    waktu: b.waktu.toISOString(),
    aksi: b.aksi,
    dari: b.dari,
    ke: b.ke,
    catatan: b.catatan,
    tipeDokumen: b.entitas === "dokumen_kualitas" ? (b.tipe?.toUpperCase() ?? null) : null,
    pelaku: b.pelaku,
  }));
}
