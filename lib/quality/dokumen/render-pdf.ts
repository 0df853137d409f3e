import type { DbOrTx } from "@/lib/db/client";
import { kopSurat } from "@/lib/identitas/kop-surat";
import { renderPdfKualitas } from "@/lib/pdf/render";
import { nomorDokumen } from "../nomor-dokumen";
import { faktaPdfDariMuatan, type MuatanTanpaPdf } from "./segel";

/**
 * The generated PDF of a document: the signed facts, its number, and the letterhead as the Admin has set it now
 * (at signing; for a seeded document, at its first download).
 */
export async function renderPdfDokumen(db: DbOrTx, m: MuatanTanpaPdf, token: string, d: { nomorUrut: number }): Promise<Buffer> {
  return renderPdfKualitas({
    ...faktaPdfDariMuatan(m, token),
    nomor: nomorDokumen(m.dokumen.tipe, d.nomorUrut, new Date(m.signedAt)),
    kop: await kopSurat(db),
  });
}
