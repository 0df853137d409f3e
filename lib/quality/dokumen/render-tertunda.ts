import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { dokumenKualitas } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { getPenyimpanan } from "@/lib/storage";
import { periksaTandaTangan } from "../tanda-tangan/kunci";
import { sha256Hex, type MuatanTandaTangan } from "../tanda-tangan/muatan";
import { hashToken, turunkanToken } from "../tanda-tangan/token";
import type { BarisDokumen } from "./akses";
import { renderPdfDokumen } from "./render-pdf";
import { kunciPdf } from "./segel";

const PESAN = "Berkas PDF dokumen ini belum dapat dibuat. Hubungi administrator.";

/**
 * The PDF of a document signed without one (the seed signs the facts and leaves rendering to the first download):
 * rendered from the signed payload exactly as signing would have rendered it, stored, and its hash recorded in the
 * row for the download check. Rendering is deterministic (the creation date is the signing time), so two first
 * downloads at once store and record the same bytes, and a file lost from storage comes back identical as long as
 * the Admin has not changed the letterhead meanwhile (the signature covers the facts, not the letterhead).
 */
export async function renderPdfTertunda(db: DbOrTx, d: BarisDokumen): Promise<Buffer> {
  const muatan = muatanTanpaPdf(d);
  // The QR code carries the token, which is derived again: impossible once AUTH_SECRET has changed since signing.
  const token = turunkanToken(d.id, d.signedAt!);
  if (hashToken(token) !== d.signatureTokenHash) {
    console.error(`[kualitas] PDF ${d.id} tidak dapat dibuat: token tidak dapat diturunkan lagi (AUTH_SECRET berubah sejak penandatanganan?)`);
    throw new ApiError("layanan_tidak_tersedia", PESAN);
  }
  const pdf = await renderPdfDokumen(db, muatan, token, d);
  const storageKey = kunciPdf(d.id);
  await getPenyimpanan().simpan(storageKey, pdf, "application/pdf");
  await db
    .update(dokumenKualitas)
    .set({ storageKey, pdfSha256: sha256Hex(pdf) })
    .where(and(eq(dokumenKualitas.id, d.id), eq(dokumenKualitas.status, "SIGNED")));
  return pdf;
}

/** Whether the document's signature leaves its PDF out (so the PDF may be rendered from the signed facts). */
export function pdfDiluarTandaTangan(d: Pick<BarisDokumen, "uploadedDoc" | "signedPayload">): boolean {
  return !d.uploadedDoc && bacaMuatan(d.signedPayload)?.pdfSha256 === null;
}

function bacaMuatan(signedPayload: string | null): MuatanTandaTangan | undefined {
  try {
    return JSON.parse(signedPayload ?? "") as MuatanTandaTangan;
  } catch {
    return undefined;
  }
}

/** The payload of a document whose signature leaves the PDF out, only when that signature checks out. */
function muatanTanpaPdf(d: BarisDokumen): MuatanTandaTangan {
  const m = bacaMuatan(d.signedPayload);
  const sah =
    m?.dokumen?.id === d.id &&
    m.pdfSha256 === null &&
    !d.uploadedDoc &&
    !!d.signature &&
    !!d.signedAt &&
    periksaTandaTangan(m.kid, Buffer.from(d.signedPayload!, "utf8"), d.signature);
  if (!sah) {
    console.error(`[kualitas] PDF ${d.id} tidak dapat dibuat: muatan tanda tangan tidak sah atau mencakup PDF yang hilang`);
    throw new ApiError("layanan_tidak_tersedia", PESAN);
  }
  return m!;
}
