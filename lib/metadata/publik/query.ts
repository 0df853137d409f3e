import { permintaanTidakValid } from "@/lib/http/errors";
import { bilanganBulatPositif, bilanganDesimal, teksOpsional } from "@/lib/http/query";
import wilayah from "@/lib/data/wilayah.json";
import { TIPE_DATA, kodeDari } from "@/lib/metadata/kode";

export const PAGE_SIZE_BAWAAN = 12;
export const PAGE_SIZE_MAKS = 100;
const PAGE_MAKS = 1_000_000;

export type KotakKueri = { utara: number; selatan: number; timur: number; barat: number };

export type KueriDaftarPublik = {
  q?: string;
  page: number;
  pageSize: number;
  kategori?: string;
  tipeData?: string;
  bbox?: KotakKueri;
  /** Facet filters (issue 18): organisation code, year of the data, distribution format, BPS province code ("ID" national), QA. */
  organisasi?: string;
  tahun?: number;
  format?: string;
  provinsi?: string;
  kualitas?: KualitasPublik;
  /** Absent means the default: relevance with search words, else newest published. */
  urut?: UrutPublik;
  /** Set by /organisasi/{kode} only, never read from the query string. */
  organisasiId?: string;
};

/** `qa`: a signed QA document (approved through the workflow); `tanpa-qa`: none (e.g. harvested records). */
export const KUALITAS_PUBLIK = ["qa", "tanpa-qa"] as const;
export type KualitasPublik = (typeof KUALITAS_PUBLIK)[number];

export const URUT_PUBLIK = ["relevansi", "terbaru", "diperbarui", "judul"] as const;
export type UrutPublik = (typeof URUT_PUBLIK)[number];
const URUT = new Set<string>(URUT_PUBLIK);

/** `urut` as given, or a 400 naming the parameter and the values it takes. */
export function parseUrut(params: URLSearchParams): UrutPublik | undefined {
  const urut = teksOpsional(params, "urut", 50);
  if (urut !== undefined && !URUT.has(urut)) {
    throw permintaanTidakValid(`Parameter urut "${urut.slice(0, 40)}" tidak dikenal. Nilai yang tersedia: ${URUT_PUBLIK.join(", ")}.`);
  }
  return urut as UrutPublik | undefined;
}

const BBOX_PARAM = [
  ["bboxN", "utara"],
  ["bboxS", "selatan"],
  ["bboxE", "timur"],
  ["bboxW", "barat"],
] as const;

const TOPIK = new Set<string>(kodeDari("TOPIK_KATEGORI"));
const TIPE = new Set<string>(TIPE_DATA);

/**
 * Parse the public list's query string (spec 4.1). pageSize above the maximum is clamped, not refused;
 * every other bad value is a 400 naming the parameter. Unknown parameters are ignored.
 */
export function parseKueriDaftarPublik(params: URLSearchParams): KueriDaftarPublik {
  const page = bilanganBulatPositif(params, "page", 1, PAGE_MAKS);
  const pageSize = Math.min(bilanganBulatPositif(params, "pageSize", PAGE_SIZE_BAWAAN, Number.MAX_SAFE_INTEGER), PAGE_SIZE_MAKS);
  const kategori = teksOpsional(params, "kategori", 100);
  if (kategori !== undefined && !TOPIK.has(kategori)) {
    throw permintaanTidakValid(`Kategori "${kategori.slice(0, 40)}" tidak dikenal. Gunakan kode kategori topik ISO 19115, misalnya boundaries atau elevation.`);
  }
  const tipeData = teksOpsional(params, "tipeData", 50);
  if (tipeData !== undefined && !TIPE.has(tipeData)) {
    throw permintaanTidakValid(`Tipe data "${tipeData.slice(0, 40)}" tidak dikenal. Nilai yang tersedia: ${TIPE_DATA.join(", ")}.`);
  }
  const urut = parseUrut(params);
  const faset = parseFaset(params);
  return { q: teksOpsional(params, "q", 500), page, pageSize, kategori, tipeData, bbox: parseBbox(params), ...faset, ...(urut ? { urut } : {}) };
}

const PROVINSI = new Set<string>(["ID", ...wilayah.provinsi.map((p) => p.kode)]);
const KUALITAS = new Set<string>(KUALITAS_PUBLIK);

/** The facet parameters; each is one value (the facet's link replaces it), absent ones are left out. */
function parseFaset(params: URLSearchParams): Pick<KueriDaftarPublik, "organisasi" | "tahun" | "format" | "provinsi" | "kualitas"> {
  const hasil: Pick<KueriDaftarPublik, "organisasi" | "tahun" | "format" | "provinsi" | "kualitas"> = {};
  const organisasi = teksOpsional(params, "organisasi", 50);
  if (organisasi) hasil.organisasi = organisasi;
  const tahun = teksOpsional(params, "tahun", 10);
  if (tahun !== undefined) {
    if (!/^[0-9]{4}$/.test(tahun)) throw permintaanTidakValid(`Parameter tahun harus tahun empat angka, misalnya 2024, bukan "${tahun}".`);
    hasil.tahun = Number(tahun);
  }
  const format = teksOpsional(params, "format", 100);
  if (format) hasil.format = format;
  const provinsi = teksOpsional(params, "provinsi", 10);
  if (provinsi !== undefined) {
    if (!PROVINSI.has(provinsi)) throw permintaanTidakValid(`Parameter provinsi "${provinsi}" tidak dikenal. Gunakan kode BPS provinsi (misalnya 32 untuk Jawa Barat) atau ID untuk nasional.`);
    hasil.provinsi = provinsi;
  }
  const kualitas = teksOpsional(params, "kualitas", 20);
  if (kualitas !== undefined) {
    if (!KUALITAS.has(kualitas)) throw permintaanTidakValid(`Parameter kualitas "${kualitas.slice(0, 20)}" tidak dikenal. Nilai yang tersedia: ${KUALITAS_PUBLIK.join(", ")}.`);
    hasil.kualitas = kualitas as KualitasPublik;
  }
  return hasil;
}

function parseBbox(params: URLSearchParams): KotakKueri | undefined {
  const nilai = BBOX_PARAM.map(([nama]) => [nama, bilanganDesimal(params, nama)] as const);
  const hilang = nilai.filter(([, v]) => v === undefined).map(([nama]) => nama);
  if (hilang.length === 4) return undefined;
  if (hilang.length > 0) {
    throw permintaanTidakValid(`Filter bbox memerlukan keempat parameter bboxN, bboxS, bboxE dan bboxW; yang belum ada: ${hilang.join(", ")}.`);
  }
  const [utara, selatan, timur, barat] = nilai.map(([, v]) => v as number) as [number, number, number, number];
  for (const [nama, v] of [["bboxN", utara], ["bboxS", selatan]] as const) {
    if (v < -90 || v > 90) throw permintaanTidakValid(`Parameter ${nama} adalah lintang dan harus di antara -90 dan 90.`);
  }
  for (const [nama, v] of [["bboxE", timur], ["bboxW", barat]] as const) {
    if (v < -180 || v > 180) throw permintaanTidakValid(`Parameter ${nama} adalah bujur dan harus di antara -180 dan 180.`);
  }
  if (selatan > utara) throw permintaanTidakValid("Parameter bboxS (selatan) tidak boleh lebih besar dari bboxN (utara).");
  return { utara, selatan, timur, barat };
}
