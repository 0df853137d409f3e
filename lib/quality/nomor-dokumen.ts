import type { TipeDokumen } from "./isi";

const tahunWib = (d: Date) => new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "Asia/Jakarta" }).format(d);

/**
 * The printed document number, e.g. `QA-2026-000042`: the type, the year of signing (WIB) and the document row's
 * running number (dokumen_kualitas.nomor_urut, unique, never reused). All three are fixed once the document is
 * signed, so the number on paper, on the verification page and in GET /api/verify/{token} are always the same.
 */
export function nomorDokumen(tipe: TipeDokumen, nomorUrut: number, signedAt: Date): string {
  return `${tipe}-${tahunWib(signedAt)}-${String(nomorUrut).padStart(6, "0")}`;
}
