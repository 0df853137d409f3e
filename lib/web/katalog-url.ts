/** The query parameters of /katalog: the public API's filters, so a page URL and an API URL read alike. */
export const PARAM_KATALOG = ["q", "kategori", "tipeData", "organisasi", "tahun", "format", "provinsi", "kualitas", "bboxN", "bboxS", "bboxE", "bboxW", "urut", "pageSize"] as const;
export type ParamKatalog = (typeof PARAM_KATALOG)[number];

/** The search form's values as typed (strings), kept even when invalid so the visitor can correct them. */
export type IsianKatalog = Record<ParamKatalog, string>;

/** What Next passes a page as `searchParams`. */
export type ParamHalaman = Record<string, string | string[] | undefined>;

/** Next's searchParams as URLSearchParams; a repeated key keeps its first value, like URLSearchParams.get. */
export function keUrlSearchParams(sp: ParamHalaman): URLSearchParams {
  const hasil = new URLSearchParams();
  for (const [k, v] of Object.entries(sp)) {
    const nilai = Array.isArray(v) ? v[0] : v;
    if (nilai !== undefined) hasil.set(k, nilai);
  }
  return hasil;
}

export function isianDari(params: URLSearchParams): IsianKatalog {
  return Object.fromEntries(PARAM_KATALOG.map((p) => [p, (params.get(p) ?? "").slice(0, 500)])) as IsianKatalog;
}

/** A shareable /katalog URL: the given filters in a fixed order, empty ones left out, page only past the first. */
export function hrefKatalog(isian: Partial<IsianKatalog>, page = 1, dasar = "/katalog"): string {
  const q = new URLSearchParams();
  for (const p of PARAM_KATALOG) {
    const v = isian[p]?.trim();
    if (v) q.set(p, v);
  }
  if (page > 1) q.set("page", String(page));
  const s = q.toString();
  return s ? `${dasar}?${s}` : dasar;
}

/**
 * Page numbers to show: the first, the last, and a window around the current one; `null` marks a gap.
 * E.g. page 7 of 20 → 1 … 6 7 8 … 20.
 */
export function nomorHalaman(sekarang: number, jumlahHalaman: number, sisi = 1): (number | null)[] {
  if (jumlahHalaman <= 1) return jumlahHalaman === 1 ? [1] : [];
  const tampil = new Set<number>([1, jumlahHalaman]);
  for (let i = sekarang - sisi; i <= sekarang + sisi; i++) if (i >= 1 && i <= jumlahHalaman) tampil.add(i);
  const urut = [...tampil].sort((a, b) => a - b);
  const hasil: (number | null)[] = [];
  urut.forEach((n, i) => {
    const sebelum = urut[i - 1];
    if (sebelum !== undefined && n - sebelum === 2) hasil.push(sebelum + 1);
    else if (sebelum !== undefined && n - sebelum > 2) hasil.push(null);
    hasil.push(n);
  });
  return hasil;
}
