import { bandingkanUrutanJalur, labelJalur } from "./label";

/** One field that differs between the published version and its working copy. */
export type PerbedaanBidang = {
  /** Document path, e.g. "identifikasi.kontak.0.email". */
  jalur: string;
  /** The field by its label, e.g. "Identifikasi › Kontak 1 › E-mail". */
  label: string;
  jenis: "diubah" | "ditambah" | "dihapus";
  /** The value as text (a list of plain values joined by ", "); null when the field is absent on that side. */
  lama: string | null;
  baru: string | null;
};

/**
 * Stamped on every save (the copy always has a newer one): comparing it would put a change in every diff that
 * nobody made.
 */
const DIABAIKAN = new Set(["metadataInfo.tanggalStempel"]);

function teksNilai(v: unknown): string {
  if (typeof v === "boolean") return v ? "ya" : "tidak";
  return String(v);
}

const polos = (v: unknown) => v === null || typeof v !== "object";

/**
 * The document as leaf fields: path → text. A list of plain values (keywords, languages, categories) is one
 * field; a list of objects (contacts, dates, online resources) is compared item by item. Empty values and
 * empty lists count as absent, as the record page shows them.
 */
export function ratakanDokumen(nilai: unknown, jalur = "", hasil = new Map<string, string>()): Map<string, string> {
  if (nilai === undefined || nilai === null || nilai === "") return hasil;
  if (Array.isArray(nilai)) {
    if (nilai.length === 0) return hasil;
    if (nilai.every(polos)) hasil.set(jalur, nilai.map(teksNilai).join(", "));
    else nilai.forEach((v, i) => ratakanDokumen(v, jalur ? `${jalur}.${i}` : String(i), hasil));
    return hasil;
  }
  if (typeof nilai === "object") {
    for (const [k, v] of Object.entries(nilai)) ratakanDokumen(v, jalur ? `${jalur}.${k}` : k, hasil);
    return hasil;
  }
  if (!DIABAIKAN.has(jalur)) hasil.set(jalur, teksNilai(nilai));
  return hasil;
}

/**
 * Field by field difference between two documents (the published version `lama`, the working copy `baru`), in
 * the order the record page shows the fields. Unchanged fields are left out.
 */
export function bandingkanDokumen(lama: unknown, baru: unknown): PerbedaanBidang[] {
  const a = ratakanDokumen(lama);
  const b = ratakanDokumen(baru);
  const jalur = [...new Set([...a.keys(), ...b.keys()])].sort(bandingkanUrutanJalur);
  const hasil: PerbedaanBidang[] = [];
  for (const j of jalur) {
    const x = a.get(j) ?? null;
    const y = b.get(j) ?? null;
    if (x === y) continue;
    hasil.push({ jalur: j, label: labelJalur(j), jenis: x === null ? "ditambah" : y === null ? "dihapus" : "diubah", lama: x, baru: y });
  }
  return hasil;
}
