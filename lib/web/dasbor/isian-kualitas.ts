import type { DokumenDenganSaran } from "@/lib/quality/dokumen/baca-dokumen";
import type { Evaluasi, IsiQa, IsiQc, IsiQe, ItemPeriksa, TipeDokumen } from "@/lib/quality/isi";

/**
 * The QC/QE/QA panel's form state, every typed value a string (what inputs hold), and the PUT body built from it.
 * Types only from lib/quality: this file runs in the browser and must not pull the QC rules or zod into it.
 */
export type IsianItem = { label: string; lulus: boolean; wajib: boolean; catatan: string };
export type IsianEvaluasi = { elemen: string; metodeEvaluasi: string; ukuran: string; nilai: string; satuan: string; spesifikasi: string; penjelasan: string; lulus: boolean };
export type IsianKualitas = { catatan: string; itemManual: IsianItem[]; evaluasi: IsianEvaluasi[]; keputusan: "setujui" | "tolak" };

export const itemKosong = (): IsianItem => ({ label: "", lulus: false, wajib: true, catatan: "" });
export const evaluasiKosong = (): IsianEvaluasi => ({ elemen: "", metodeEvaluasi: "", ukuran: "", nilai: "", satuan: "", spesifikasi: "", penjelasan: "", lulus: false });

const keIsianItem = (i: ItemPeriksa): IsianItem => ({ label: i.label, lulus: i.lulus, wajib: i.wajib, catatan: i.catatan ?? "" });
export const keIsianEvaluasi = (e: Evaluasi): IsianEvaluasi => ({
  elemen: e.elemen,
  metodeEvaluasi: e.metodeEvaluasi,
  ukuran: e.ukuran,
  nilai: e.nilai,
  satuan: e.satuan ?? "",
  spesifikasi: e.spesifikasi ?? "",
  penjelasan: e.penjelasan ?? "",
  lulus: e.lulus,
});

/**
 * Where the form starts: the current draft when there is one (saving again must not drop its manual items or
 * rows), else the suggestions (QE rows from the record's own ISO 19157 reports), else one empty QE row.
 */
export function isianAwal(tipe: TipeDokumen, { dokumen, saran }: DokumenDenganSaran): IsianKualitas {
  const isi = dokumen?.isi;
  const catatan = isi?.catatan ?? "";
  if (tipe === "QE") {
    const dariDraf = (isi as IsiQe | undefined)?.evaluasi;
    const baris = dariDraf?.length ? dariDraf : (saran.evaluasi ?? []);
    return { catatan, itemManual: [], evaluasi: baris.length ? baris.map(keIsianEvaluasi) : [evaluasiKosong()], keputusan: "setujui" };
  }
  const item = (isi as IsiQc | IsiQa | undefined)?.item ?? [];
  const keputusan = tipe === "QA" ? ((isi as IsiQa | undefined)?.keputusan ?? "setujui") : "setujui";
  return { catatan, itemManual: item.filter((i) => !i.otomatis).map(keIsianItem), evaluasi: [], keputusan };
}

const opsional = (s: string) => (s.trim() ? s.trim() : undefined);
const kosongSemua = (o: Record<string, unknown>) => Object.values(o).every((v) => typeof v !== "string" || v.trim() === "");

/**
 * Why the form cannot be saved yet, one sentence per problem, or none. A manual item without a description is
 * named rather than dropped: the checker pressed "add" for a reason, and a silently missing item would read as a
 * pass.
 */
export function masalahIsian(tipe: TipeDokumen, f: IsianKualitas): string[] {
  if (tipe === "QE") return [];
  return f.itemManual.flatMap((i, n) => (i.label.trim() ? [] : [`Uraian butir manual ${n + 1} wajib diisi; isi uraiannya atau hapus butir itu.`]));
}

/**
 * The PUT /api/metadata/{id}/qcqe/{tipe} body. Manual items are sent as they are (masalahIsian stops an empty one
 * first); QE rows left entirely empty are dropped (the form starts with one), a half-filled row is sent as it is,
 * so the API names its missing field.
 */
export function badanSimpan(tipe: TipeDokumen, f: IsianKualitas): Record<string, unknown> {
  const catatan = opsional(f.catatan);
  const itemManual = f.itemManual
    .map((i) => ({ label: i.label.trim(), lulus: i.lulus, wajib: i.wajib, catatan: opsional(i.catatan) }));
  if (tipe === "QC") return { itemManual, catatan };
  if (tipe === "QA") return { keputusan: f.keputusan, itemManual, catatan };
  const evaluasi = f.evaluasi
    .filter((e) => !kosongSemua(e))
    .map((e) => ({
      elemen: e.elemen,
      metodeEvaluasi: e.metodeEvaluasi,
      ukuran: e.ukuran.trim(),
      nilai: e.nilai.trim(),
      satuan: opsional(e.satuan),
      spesifikasi: opsional(e.spesifikasi),
      penjelasan: opsional(e.penjelasan),
      lulus: e.lulus,
    }));
  return { evaluasi, catatan };
}

/** What a QC/QE/QA panel (a client component) is given by the record page: plain data only. */
export type PropsPanel = {
  id: string;
  tipe: TipeDokumen;
  /** The current document's status, or null before the first draft. */
  status: string | null;
  awal: IsianKualitas;
  /** QA: the automatic items as they stand (QC/QE signed and conforming). QC runs its checks on request. */
  otomatisAwal: ItemPeriksa[] | null;
  /** QE: rows from the record's own ISO 19157 reports. */
  saranEvaluasi: IsianEvaluasi[];
  elemen: { kode: string; label: string }[];
  metode: { kode: string; label: string }[];
  /**
   * QA of a working copy: approving replaces the original and deletes the copy's row, so after signing the page
   * opens the original instead of reloading a record that no longer exists.
   */
  setelahSetujui?: string | null;
};
