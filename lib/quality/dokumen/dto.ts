import type { Isi, TipeDokumen } from "../isi";
import { hashToken, turunkanToken } from "../tanda-tangan/token";
import type { BarisDokumen } from "./akses";

/** A quality document as the authenticated qcqe API shows it (no hashes, signatures or storage keys). */
export type DokumenKualitasDto = {
  id: string;
  tipe: TipeDokumen;
  status: BarisDokumen["status"];
  sesuai: boolean;
  passed: number;
  total: number;
  isi: Isi;
  pemeriksa: { id: string; namaLengkap: string } | null;
  signedAt: string | null;
  signatureMethod: string | null;
  signatureToken: string | null;
  uploadedDoc: boolean;
  createdAt: string;
  updatedAt: string;
};

/**
 * The token of a signed document, derived again (it is never stored). Null when the derivation no longer matches
 * the stored hash (AUTH_SECRET changed): printed QR codes still verify, only this display is lost.
 */
export function tokenTampil(d: Pick<BarisDokumen, "id" | "status" | "signedAt" | "signatureTokenHash">): string | null {
  if (d.status !== "SIGNED" || !d.signedAt || !d.signatureTokenHash) return null;
  const t = turunkanToken(d.id, d.signedAt);
  return hashToken(t) === d.signatureTokenHash ? t : null;
}

export function keDto(d: BarisDokumen, namaPemeriksa: string | null): DokumenKualitasDto {
  return {
    id: d.id,
    tipe: d.tipe,
    status: d.status,
    sesuai: d.sesuai,
    passed: d.passed,
    total: d.total,
    isi: d.isi as Isi,
    pemeriksa: d.pemeriksaId ? { id: d.pemeriksaId, namaLengkap: namaPemeriksa ?? "" } : null,
    signedAt: d.signedAt?.toISOString() ?? null,
    signatureMethod: d.signatureMethod,
    signatureToken: tokenTampil(d),
    uploadedDoc: d.uploadedDoc,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}
