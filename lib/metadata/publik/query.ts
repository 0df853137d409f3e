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
  /**
   * The facet groups (issue 18): topic category, data type, organisation code, year of the data, distribution
   * format, BPS province code ("ID" national), QA. Each holds the values chosen in its group, repeated in the
   * URL (`organisasi=BIG&organisasi=BPS`): a record matches a group when it has any of them (OR), and every
   * given group (AND). Absent or empty means no filter.
   */
  kategori?: string[];
  tipeData?: string[];
  organisasi?: string[];
  tahun?: number[];
  format?: string[];
  provinsi?: string[];
  kualitas?: KualitasPublik[];
  bbox?: KotakKueri;
  /** Absent means the default: relevance with search words, else newest published. */
  urut?: UrutPublik;
  /** Set by /organisasi/{kode} only, never read from the query string. */
  organisasiId?: string;
};

/** Values one facet group may carry: more than a facet panel could offer, few enough to keep a query cheap. */
export const MAKS_NILAI_GRUP = 20;

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
  const urut = parseUrut(params);
  const faset = parseFaset(params);
  return { q: teksOpsional(params, "q", 500), page, pageSize, ...faset, bbox: parseBbox(params), ...(urut ? { urut } : {}) };
}

const PROVINSI = new Set<string>(["ID", ...wilayah.provinsi.map((p) => p.kode)]);
const KUALITAS = new Set<string>(KUALITAS_PUBLIK);

type Faset = Pick<KueriDaftarPublik, "kategori" | "tipeData" | "organisasi" | "tahun" | "format" | "provinsi" | "kualitas">;

/** Every non-empty value of a repeated parameter, trimmed, once each, in the order given. */
function semuaNilai(params: URLSearchParams, nama: string, maks: number): string[] {
  const nilai = [...new Set(params.getAll(nama).map((v) => v.trim()).filter(Boolean))];
  if (nilai.length > MAKS_NILAI_GRUP) throw permintaanTidakValid(`Parameter ${nama} terlalu banyak nilai (maksimum ${MAKS_NILAI_GRUP}).`);
  for (const v of nilai) if (v.length > maks) throw permintaanTidakValid(`Parameter ${nama} terlalu panjang (maksimum ${maks} karakter).`);
  return nilai;
}

/** The facet parameters, each repeatable (OR within the group); each value is checked as a single one was. */
function parseFaset(params: URLSearchParams): Faset {
  const hasil: Faset = {};
  const kategori = semuaNilai(params, "kategori", 100);
  for (const k of kategori) {
    if (!TOPIK.has(k)) throw permintaanTidakValid(`Kategori "${k.slice(0, 40)}" tidak dikenal. Gunakan kode kategori topik ISO 19115, misalnya boundaries atau elevation.`);
  }
  if (kategori.length) hasil.kategori = kategori;
  const tipeData = semuaNilai(params, "tipeData", 50);
  for (const t of tipeData) {
    if (!TIPE.has(t)) throw permintaanTidakValid(`Tipe data "${t.slice(0, 40)}" tidak dikenal. Nilai yang tersedia: ${TIPE_DATA.join(", ")}.`);
  }
  if (tipeData.length) hasil.tipeData = tipeData;
  const organisasi = semuaNilai(params, "organisasi", 50);
  if (organisasi.length) hasil.organisasi = organisasi;
  const tahun = semuaNilai(params, "tahun", 10);
  for (const t of tahun) {
    if (!/^[0-9]{4}$/.test(t)) throw permintaanTidakValid(`Parameter tahun harus tahun empat angka, misalnya 2024, bukan "${t}".`);
  }
  if (tahun.length) hasil.tahun = tahun.map(Number);
  const format = semuaNilai(params, "format", 100);
  if (format.length) hasil.format = format;
  const provinsi = semuaNilai(params, "provinsi", 10);
  for (const p of provinsi) {
    if (!PROVINSI.has(p)) throw permintaanTidakValid(`Parameter provinsi "${p}" tidak dikenal. Gunakan kode BPS provinsi (misalnya 32 untuk Jawa Barat) atau ID untuk nasional.`);
  }
  if (provinsi.length) hasil.provinsi = provinsi;
  const kualitas = semuaNilai(params, "kualitas", 20);
  for (const k of kualitas) {
    if (!KUALITAS.has(k)) throw permintaanTidakValid(`Parameter kualitas "${k.slice(0, 20)}" tidak dikenal. Nilai yang tersedia: ${KUALITAS_PUBLIK.join(", ")}.`);
  }
  if (kualitas.length) hasil.kualitas = kualitas as KualitasPublik[];
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
