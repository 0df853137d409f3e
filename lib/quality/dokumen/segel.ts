import { env } from "@/lib/env";
import type { FaktaPdf } from "@/lib/pdf/dokumen-kualitas";
import type { Isi, TipeDokumen } from "../isi";
import { kanonik } from "../tanda-tangan/kanonik";
import { tandatangani, type KunciPenandatangan } from "../tanda-tangan/kunci";
import { sha256Hex, type MuatanTandaTangan } from "../tanda-tangan/muatan";
import { hashToken, turunkanToken } from "../tanda-tangan/token";
import { barisPdf } from "./fakta-pdf";

// The signing core shared by the signing service and the demo seed (no storage, no renderer, no request): what is
// signed, how, and what the PDF prints are decided here once.

export const kunciPdf = (dokumenId: string) => `kualitas/${dokumenId}.pdf`;
export const urlVerifikasi = (token: string) => `${env().PUBLIC_BASE_URL.replace(/\/+$/, "")}/verifikasi/${token}`;

/** Who signs which document of which record, and when. */
export type FaktaTandaTangan = {
  dokumen: { id: string; tipe: TipeDokumen; isi: unknown; sesuai: boolean; passed: number; total: number; uploadedDoc: boolean };
  metadata: MuatanTandaTangan["metadata"];
  penandatangan: MuatanTandaTangan["penandatangan"];
  signedAt: Date;
};

export type MuatanTanpaPdf = Omit<MuatanTandaTangan, "pdfSha256">;

/** The token of the document and the payload to sign, all but the PDF's hash. */
export function siapkanMuatan(kunci: KunciPenandatangan, f: FaktaTandaTangan): { token: string; muatan: MuatanTanpaPdf } {
  const token = turunkanToken(f.dokumen.id, f.signedAt);
  const { id, tipe, isi, sesuai, passed, total, uploadedDoc } = f.dokumen;
  return {
    token,
    muatan: {
      v: 1,
      kid: kunci.kid,
      alg: kunci.alg,
      dokumen: { id, tipe },
      metadata: f.metadata,
      hasil: { sesuai, passed, total, isi },
      penandatangan: f.penandatangan,
      signedAt: f.signedAt.toISOString(),
      uploadedDoc,
      tokenSha256: hashToken(token),
    },
  };
}

/** What the generated PDF prints, taken from the payload: the same at signing and when rendered later. */
export function faktaPdfDariMuatan(m: MuatanTanpaPdf, token: string): Omit<FaktaPdf, "qrPng" | "nomor" | "kop"> {
  return {
    tipe: m.dokumen.tipe,
    metadata: { id: m.metadata.id, judul: m.metadata.judul, organisasi: m.metadata.organisasi.nama },
    penandatangan: { namaLengkap: m.penandatangan.namaLengkap, jabatan: m.penandatangan.jabatan, organisasi: m.penandatangan.organisasi.nama },
    signedAt: new Date(m.signedAt),
    ringkasan: { passed: m.hasil.passed, total: m.hasil.total, sesuai: m.hasil.sesuai },
    ...barisPdf(m.dokumen.tipe, m.hasil.isi as Isi),
    urlVerifikasi: urlVerifikasi(token),
  };
}

/** The columns of a document once SIGNED. */
export type NilaiTertanda = {
  status: "SIGNED";
  signedAt: Date;
  signatureMethod: "PKI";
  signatureTokenHash: string;
  signature: string;
  signedPayload: string;
  pdfSha256: string | null;
  pemeriksaId: string;
  organisasiPemeriksaId: string;
  updatedAt: Date;
};

/**
 * Sign the payload with the service key. With `pdf` the signature covers its SHA-256; with null (seeded documents)
 * it covers the facts only, and the PDF is rendered from them on first download (`render-tertunda.ts`).
 */
export function segelDokumen(kunci: KunciPenandatangan, m: MuatanTanpaPdf, pdf: Uint8Array | null): NilaiTertanda {
  const muatan: MuatanTandaTangan = { ...m, pdfSha256: pdf ? sha256Hex(pdf) : null };
  const signedPayload = kanonik(muatan);
  const signedAt = new Date(m.signedAt);
  return {
    status: "SIGNED",
    signedAt,
    signatureMethod: "PKI",
    signatureTokenHash: m.tokenSha256,
    signature: tandatangani(kunci, Buffer.from(signedPayload, "utf8")),
    signedPayload,
    pdfSha256: muatan.pdfSha256,
    pemeriksaId: m.penandatangan.id,
    organisasiPemeriksaId: m.penandatangan.organisasi.id,
    updatedAt: signedAt,
  };
}
