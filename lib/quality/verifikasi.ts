import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { dokumenKualitas, metadata } from "@/lib/db/schema";
import { periksaTandaTangan } from "./tanda-tangan/kunci";
import { nomorDokumen } from "./nomor-dokumen";
import { muatanCocok } from "./tanda-tangan/muatan";
import { formatTokenSah, hashToken } from "./tanda-tangan/token";

/** Spec 2.4 with `valid: true`. */
export type HasilVerifikasi = {
  valid: true;
  tipe: "QC" | "QE" | "QA";
  status: "SIGNED";
  sesuai: boolean;
  passed: number;
  total: number;
  signedAt: string;
  signatureMethod: string;
  metadata: { id: string; judul: string; organisasi: string };
  signedBy: { namaLengkap: string; jabatan: string };
};

/** Why a token is not valid (for the public page; the API answers only `{valid:false}`). */
export type AlasanTidakSah = "format" | "tidak-dikenal" | "digantikan" | "tanda-tangan";

/** What anyone needs to check the signature offline with a key from /api/verify/kunci-publik. */
export type BuktiTandaTangan = { kid: string; signedPayload: string; signature: string };

/**
 * Verify a signature token: the format first (no lookup), then the document by the token's hash; it must be the
 * current SIGNED document, its stored payload must describe the row exactly, and the signature over that payload
 * must check out with a published key. The facts returned are the signed ones.
 */
export async function verifikasiToken(db: DbOrTx, token: string): Promise<HasilVerifikasi | { valid: false; alasan: AlasanTidakSah }> {
  const r = await periksaToken(db, token);
  return r.valid ? r.hasil : r;
}

/**
 * The page's reading: the same check with the number printed on the document, which GET /api/verify/{token} does
 * not carry (it answers exactly the spec 2.4 fields).
 */
export async function verifikasiTokenBernomor(db: DbOrTx, token: string): Promise<(HasilVerifikasi & { nomor: string }) | { valid: false; alasan: AlasanTidakSah }> {
  const r = await periksaToken(db, token);
  return r.valid ? { ...r.hasil, nomor: r.nomor } : r;
}

/** The signed payload and signature of a valid token, for offline checking; not valid → the same reasons. */
export async function buktiToken(db: DbOrTx, token: string): Promise<({ valid: true } & BuktiTandaTangan) | { valid: false; alasan: AlasanTidakSah }> {
  const r = await periksaToken(db, token);
  return r.valid ? { valid: true, ...r.bukti } : r;
}

async function periksaToken(
  db: DbOrTx,
  token: string,
): Promise<{ valid: true; hasil: HasilVerifikasi; bukti: BuktiTandaTangan; nomor: string } | { valid: false; alasan: AlasanTidakSah }> {
  if (!formatTokenSah(token)) return { valid: false, alasan: "format" };
  const [b] = await db
    .select({ d: dokumenKualitas, rekamanId: metadata.id, salinanDari: metadata.salinanDari })
    .from(dokumenKualitas)
    .innerJoin(metadata, eq(metadata.id, dokumenKualitas.metadataId))
    .where(eq(dokumenKualitas.signatureTokenHash, hashToken(token)))
    .limit(1);
  if (!b) return { valid: false, alasan: "tidak-dikenal" };
  const { d } = b;
  if (d.status === "SUPERSEDED") return { valid: false, alasan: "digantikan" };
  if (d.status !== "SIGNED" || d.signatureMethod !== "PKI" || !d.signedPayload || !d.signature) return { valid: false, alasan: "tanda-tangan" };
  const muatan = muatanCocok(d.signedPayload, { ...d, metadataId: b.salinanDari ?? b.rekamanId });
  if (!muatan || !periksaTandaTangan(muatan.kid, Buffer.from(d.signedPayload, "utf8"), d.signature)) return { valid: false, alasan: "tanda-tangan" };
  return {
    valid: true,
    nomor: nomorDokumen(muatan.dokumen.tipe, d.nomorUrut, new Date(muatan.signedAt)),
    bukti: { kid: muatan.kid, signedPayload: d.signedPayload, signature: d.signature },
    hasil: {
      valid: true,
      tipe: muatan.dokumen.tipe,
      status: "SIGNED",
      sesuai: muatan.hasil.sesuai,
      passed: muatan.hasil.passed,
      total: muatan.hasil.total,
      signedAt: muatan.signedAt,
      signatureMethod: "PKI",
      metadata: { id: muatan.metadata.id, judul: muatan.metadata.judul, organisasi: muatan.metadata.organisasi.nama },
      signedBy: { namaLengkap: muatan.penandatangan.namaLengkap, jabatan: muatan.penandatangan.jabatan },
    },
  };
}
