import { permintaanTidakValid } from "@/lib/http/errors";
import { bilanganBulatPositif, bilanganDesimal, teksOpsional } from "@/lib/http/query";
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
  /** Absent means the default: relevance with search words, else newest published. */
  urut?: UrutPublik;
  /** Set by /organisasi/{kode} only, never read from the query string. */
  organisasiId?: string;
};

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
  return { q: teksOpsional(params, "q", 500), page, pageSize, kategori, tipeData, bbox: parseBbox(params), ...(urut ? { urut } : {}) };
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
