import { DAFTAR_REFERENSI, kodeDari } from "@/lib/metadata/kode";
import type { DokumenMetadata } from "@/lib/metadata/schema";
import { z } from "@/lib/validation/zod";
import { tanggalWib } from "@/lib/waktu/wib";
import { ATURAN_QC } from "./qc/aturan";

export const TIPE_DOKUMEN = ["QC", "QE", "QA"] as const;
export type TipeDokumen = (typeof TIPE_DOKUMEN)[number];

const teks = (max: number) => z.string().trim().min(1).max(max);

/** One checklist line: automatic (from ATURAN_QC or the QA review) or written by the checker. */
export const ItemPeriksa = z.object({
  kode: teks(60),
  label: teks(300),
  wajib: z.boolean(),
  lulus: z.boolean(),
  otomatis: z.boolean(),
  catatan: teks(1_000).optional(),
});
export type ItemPeriksa = z.infer<typeof ItemPeriksa>;

/** A manual item as the checker sends it; the service gives it its `kode`. */
export const ItemManual = z.object({
  label: teks(300),
  lulus: z.boolean(),
  wajib: z.boolean().default(true),
  catatan: teks(1_000).optional(),
});

export const MasukanQc = z.object({ itemManual: z.array(ItemManual).max(50).default([]), catatan: teks(5_000).optional() }).strict();
export type MasukanQc = z.infer<typeof MasukanQc>;

/** ISO 19157 evaluation of one data-quality element. */
export const Evaluasi = z.object({
  elemen: z.enum(kodeDari("DQ_ELEMEN")),
  metodeEvaluasi: z.enum(kodeDari("METOD_EVALUASI")),
  ukuran: teks(300),
  nilai: teks(200),
  satuan: teks(50).optional(),
  spesifikasi: teks(500).optional(),
  lulus: z.boolean(),
  penjelasan: teks(2_000).optional(),
});
export type Evaluasi = z.infer<typeof Evaluasi>;

export const MasukanQe = z.object({ evaluasi: z.array(Evaluasi).max(50), catatan: teks(5_000).optional() }).strict();
export type MasukanQe = z.infer<typeof MasukanQe>;

export const KEPUTUSAN_QA = ["setujui", "tolak"] as const;
export const MasukanQa = z
  .object({ keputusan: z.enum(KEPUTUSAN_QA), catatan: teks(5_000).optional(), itemManual: z.array(ItemManual).max(50).default([]) })
  .strict();
export type MasukanQa = z.infer<typeof MasukanQa>;

export type IsiQc = { item: ItemPeriksa[]; catatan?: string };
export type IsiQe = { evaluasi: Evaluasi[]; catatan?: string };
export type IsiQa = { keputusan: (typeof KEPUTUSAN_QA)[number]; item: ItemPeriksa[]; catatan?: string };
export type Isi = IsiQc | IsiQe | IsiQa;

export type Ringkasan = { passed: number; total: number; sesuai: boolean };

/** passed/total from the real items; conforming when every required item passes (and there is at least one). */
export function ringkasItem(item: readonly ItemPeriksa[]): Ringkasan {
  const passed = item.filter((i) => i.lulus).length;
  const wajib = item.filter((i) => i.wajib);
  return { passed, total: item.length, sesuai: wajib.length > 0 && wajib.every((i) => i.lulus) };
}

const manual = (daftar: MasukanQc["itemManual"], awalan: string): ItemPeriksa[] =>
  daftar.map((m, i) => ({ kode: `${awalan}${i + 1}`, label: m.label, wajib: m.wajib, lulus: m.lulus, otomatis: false, ...(m.catatan ? { catatan: m.catatan } : {}) }));

/** The automatic QC items of a record, in ATURAN_QC order. `hariIni` is the day of the check, YYYY-MM-DD in WIB. */
export function periksaOtomatis(dok: DokumenMetadata, hariIni = tanggalWib(new Date())): ItemPeriksa[] {
  return ATURAN_QC.map((a) => {
    const alasan = a.cek(dok, hariIni);
    return { kode: a.kode, label: a.label, wajib: a.wajib, lulus: alasan === null, otomatis: true, ...(alasan ? { catatan: alasan } : {}) };
  });
}

/** QC: the automatic checklist of the record plus the checker's manual items. */
export function susunQc(dok: DokumenMetadata, masukan: MasukanQc, hariIni?: string): { isi: IsiQc } & Ringkasan {
  const item = [...periksaOtomatis(dok, hariIni), ...manual(masukan.itemManual, "manual_")];
  return { isi: { item, ...(masukan.catatan ? { catatan: masukan.catatan } : {}) }, ...ringkasItem(item) };
}

/** QE: one result per evaluated element; conforming when there is at least one and every one conforms. */
export function susunQe(masukan: MasukanQe): { isi: IsiQe } & Ringkasan {
  const passed = masukan.evaluasi.filter((e) => e.lulus).length;
  const total = masukan.evaluasi.length;
  return { isi: { evaluasi: masukan.evaluasi, ...(masukan.catatan ? { catatan: masukan.catatan } : {}) }, passed, total, sesuai: total > 0 && passed === total };
}

/** What QA reviews of the current QC and QE documents. */
export type StatusQcQe = { tipe: "QC" | "QE"; status: string; sesuai: boolean } | undefined;

/**
 * QA: automatic review items (QC and QE signed, QC and QE conforming) plus the reviewer's items; `sesuai` is the
 * final decision (approve). Approving over a non-conforming QC/QE is allowed only with a written reason.
 */
export function susunQa(masukan: MasukanQa, qc: StatusQcQe, qe: StatusQcQe): { isi: IsiQa } & Ringkasan {
  const otomatis: ItemPeriksa[] = [];
  for (const [tipe, d] of [["QC", qc], ["QE", qe]] as const) {
    const ditandatangani = d?.status === "SIGNED";
    otomatis.push({ kode: `${tipe.toLowerCase()}_ditandatangani`, label: `Dokumen ${tipe} telah ditandatangani`, wajib: true, lulus: ditandatangani, otomatis: true });
    otomatis.push({ kode: `${tipe.toLowerCase()}_sesuai`, label: `Hasil ${tipe} dinyatakan sesuai`, wajib: true, lulus: ditandatangani && !!d?.sesuai, otomatis: true });
  }
  const item = [...otomatis, ...manual(masukan.itemManual, "manual_")];
  const { passed, total } = ringkasItem(item);
  return {
    isi: { keputusan: masukan.keputusan, item, ...(masukan.catatan ? { catatan: masukan.catatan } : {}) },
    passed,
    total,
    sesuai: masukan.keputusan === "setujui",
  };
}

/** Suggested QE rows from the record's own ISO 19157 reports, for a first draft. */
export function evaluasiDariRekaman(dok: DokumenMetadata): Evaluasi[] {
  return (dok.kualitasData?.laporan ?? []).flatMap((l) =>
    l.hasil && l.ukuran
      ? [
          {
            elemen: l.elemen,
            metodeEvaluasi: l.metodeEvaluasi ?? "directInternal",
            ukuran: l.ukuran.nama,
            nilai: l.hasil.nilai,
            ...(l.hasil.satuan ? { satuan: l.hasil.satuan } : {}),
            ...(l.kesesuaian ? { spesifikasi: l.kesesuaian.spesifikasi, penjelasan: l.kesesuaian.penjelasan } : {}),
            lulus: l.kesesuaian?.lulus ?? false,
          } as Evaluasi,
        ]
      : [],
  );
}

const LABEL = (jenis: "DQ_ELEMEN" | "METOD_EVALUASI") => new Map(DAFTAR_REFERENSI[jenis].map((i) => [i.kode, i.label]));
const LABEL_ELEMEN = LABEL("DQ_ELEMEN");
const LABEL_METODE = LABEL("METOD_EVALUASI");
export const labelElemen = (kode: string) => LABEL_ELEMEN.get(kode) ?? kode;
export const labelMetode = (kode: string) => LABEL_METODE.get(kode) ?? kode;
