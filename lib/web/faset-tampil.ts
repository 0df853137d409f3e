import wilayah from "@/lib/data/wilayah.json";
import type { FasetPublik, GrupFaset, NilaiFaset } from "@/lib/metadata/publik/faset";
import { formatAngka, formatBujur, formatLintang } from "./format";
import { hrefKatalog, type IsianKatalog } from "./katalog-url";
import { labelKode, labelTipeData } from "./label";

/** The facet groups in the order a person narrows a search, with the heading each shows. */
export const JUDUL_FASET: [GrupFaset, string][] = [
  ["kategori", "Kategori topik"],
  ["tipeData", "Tipe data"],
  ["organisasi", "Instansi"],
  ["provinsi", "Provinsi"],
  ["tahun", "Tahun data"],
  ["format", "Format"],
  ["kualitas", "Kualitas"],
];

const NAMA_PROVINSI = new Map<string, string>([["ID", "Nasional"], ...wilayah.provinsi.map((p) => [p.kode, p.nama] as [string, string])]);
const LABEL_KUALITAS: Record<string, string> = { qa: "QA ditandatangani", "tanpa-qa": "Belum ada QA" };

export const namaProvinsi = (kode: string) => NAMA_PROVINSI.get(kode) ?? kode;

/** What a person reads for a facet value: codes become their Indonesian labels. */
export function labelNilai(grup: GrupFaset, nilai: string, dariData?: string): string {
  switch (grup) {
    case "kategori":
      return labelKode("TOPIK_KATEGORI", nilai);
    case "tipeData":
      return labelTipeData(nilai);
    case "provinsi":
      return namaProvinsi(nilai);
    case "kualitas":
      return LABEL_KUALITAS[nilai] ?? nilai;
    default:
      return dariData ?? nilai;
  }
}

/** A facet value ready to render: its label, count, whether chosen, and the URL that toggles it (first page). */
export type TautanFaset = { nilai: string; label: string; jumlah: string; dipilih: boolean; href: string };

/** The group's choices with `nilai` added (at the end, so the URL keeps the order chosen) or, when chosen, removed. */
function alihkan(dipilih: readonly string[], nilai: string): string[] {
  return dipilih.includes(nilai) ? dipilih.filter((v) => v !== nilai) : [...dipilih, nilai];
}

/**
 * One group's links, multi-select: a value not chosen adds itself to the group's choices (OR within the group),
 * a chosen one removes only itself. The counts beside them are the group's own multi-select counts (hitungFaset).
 */
export function tautanGrup(isian: IsianKatalog, grup: GrupFaset, nilai: NilaiFaset[]): TautanFaset[] {
  const sekarang = isian[grup];
  const daftar = nilai.map((v) => ({
    nilai: v.nilai,
    label: labelNilai(grup, v.nilai, v.label),
    jumlah: formatAngka(v.jumlah),
    dipilih: sekarang.includes(v.nilai),
    href: hrefKatalog({ ...isian, [grup]: alihkan(sekarang, v.nilai) }),
  }));
  // A chosen value stays visible even when the current search has none of it (so it can always be removed).
  for (const v of [...sekarang].reverse()) {
    if (!daftar.some((d) => d.nilai === v)) daftar.unshift({ nilai: v, label: labelNilai(grup, v), jumlah: "0", dipilih: true, href: hrefKatalog({ ...isian, [grup]: alihkan(sekarang, v) }) });
  }
  return daftar;
}

export type Chip = { label: string; href: string };

/**
 * The active filters as removable chips, one per chosen value: each links to the same search without that value
 * (the group's other values stay). The box is one chip. Facet labels come from the counts when there (an
 * organisation's name), else from the code.
 */
export function chipFilter(isian: IsianKatalog, faset?: FasetPublik): Chip[] {
  const chip: Chip[] = [];
  for (const [grup, judul] of JUDUL_FASET) {
    for (const v of isian[grup]) {
      const dariData = faset?.[grup].find((x) => x.nilai === v)?.label;
      chip.push({ label: `${judul}: ${labelNilai(grup, v, dariData)}`, href: hrefKatalog({ ...isian, [grup]: alihkan(isian[grup], v) }) });
    }
  }
  const kotak = [isian.bboxN, isian.bboxS, isian.bboxE, isian.bboxW].map((x) => Number(x.trim()));
  if ([isian.bboxN, isian.bboxS, isian.bboxE, isian.bboxW].every((x) => x.trim() !== "") && kotak.every(Number.isFinite)) {
    const [n, s, e, w] = kotak as [number, number, number, number];
    chip.push({
      label: `Wilayah: ${formatLintang(s)} – ${formatLintang(n)}, ${formatBujur(w)} – ${formatBujur(e)}`,
      href: hrefKatalog({ ...isian, bboxN: "", bboxS: "", bboxE: "", bboxW: "" }),
    });
  }
  return chip;
}
