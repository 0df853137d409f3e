import crypto from "node:crypto";
import { kanonik } from "./kanonik";

/**
 * What a signature covers (version 1): the document, the record it is about, its results, the signer, the time,
 * the PDF's SHA-256 and the token's hash. Serialised with `kanonik`, these exact UTF-8 bytes are signed.
 */
export type MuatanTandaTangan = {
  v: 1;
  /** Key id (see /api/verify/kunci-publik). */
  kid: string;
  alg: string;
  dokumen: { id: string; tipe: "QC" | "QE" | "QA" };
  /** The record's public identifier (a working copy signs as the record it will replace). */
  metadata: { id: string; judul: string; organisasi: { id: string; nama: string } };
  hasil: { sesuai: boolean; passed: number; total: number; isi: unknown };
  penandatangan: { id: string; namaLengkap: string; jabatan: string; organisasi: { id: string; nama: string } };
  signedAt: string;
  /**
   * SHA-256 of the PDF; null when the signature covers the facts only and the PDF is rendered from them on first
   * download (seeded documents): the row then records the rendered file's hash for the download check.
   */
  pdfSha256: string | null;
  uploadedDoc: boolean;
  tokenSha256: string;
};

export const sha256Hex = (data: Uint8Array | string): string => crypto.createHash("sha256").update(data).digest("hex");

/** The row fields a stored payload must agree with: any edit of the row after signing breaks verification. */
export type BarisUntukCek = {
  id: string;
  tipe: string;
  metadataId: string;
  sesuai: boolean;
  passed: number;
  total: number;
  isi: unknown;
  pemeriksaId: string | null;
  organisasiPemeriksaId: string | null;
  signedAt: Date | null;
  pdfSha256: string | null;
  uploadedDoc: boolean;
  signatureTokenHash: string | null;
};

/** Parse a stored payload and check it is canonical and describes this row exactly; null otherwise. */
export function muatanCocok(signedPayload: string, b: BarisUntukCek): MuatanTandaTangan | null {
  let m: MuatanTandaTangan;
  try {
    m = JSON.parse(signedPayload) as MuatanTandaTangan;
  } catch {
    return null;
  }
  if (kanonik(m) !== signedPayload || m.v !== 1) return null;
  const sama =
    m.dokumen?.id === b.id &&
    m.dokumen.tipe === b.tipe &&
    m.metadata?.id === b.metadataId &&
    m.hasil?.sesuai === b.sesuai &&
    m.hasil.passed === b.passed &&
    m.hasil.total === b.total &&
    kanonik(m.hasil.isi) === kanonik(b.isi) &&
    m.penandatangan?.id === b.pemeriksaId &&
    m.penandatangan.organisasi?.id === b.organisasiPemeriksaId &&
    m.signedAt === b.signedAt?.toISOString() &&
    (m.pdfSha256 === null ? !m.uploadedDoc : m.pdfSha256 === b.pdfSha256) &&
    m.uploadedDoc === b.uploadedDoc &&
    m.tokenSha256 === b.signatureTokenHash;
  return sama ? m : null;
}
