import type { Tx } from "@/lib/db/client";
import { metadata } from "@/lib/db/schema";
import { kolomDariDokumen } from "@/lib/metadata/kolom";
import type { DokumenMetadata } from "@/lib/metadata/schema";
import type { AktorPengguna } from "./akses";

/**
 * Insert a new DRAFT owned by the actor in the actor's organisation, with its indexed columns, inside the caller's
 * transaction (the caller writes the audit row that says how it came: created in the editor, imported, …).
 */
export async function sisipkanDraf(tx: Tx, aktor: AktorPengguna, baru: { id: string; waktu: Date; dokumen: DokumenMetadata }): Promise<void> {
  await tx.insert(metadata).values({
    id: baru.id,
    status: "DRAFT",
    pemilikId: aktor.id,
    organisasiId: aktor.organisasiId,
    dokumen: baru.dokumen,
    ...kolomDariDokumen(baru.dokumen),
    createdAt: baru.waktu,
    updatedAt: baru.waktu,
  });
}
