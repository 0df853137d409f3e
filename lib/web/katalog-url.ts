import { GRUP_FASET, type GrupFaset } from "@/lib/metadata/publik/grup";

/** The query parameters of /katalog: the public API's filters, so a page URL and an API URL read alike. */
export const PARAM_KATALOG = ["q", "kategori", "tipeData", "organisasi", "tahun", "format", "provinsi", "kualitas", "bboxN", "bboxS", "bboxE", "bboxW", "urut", "pageSize"] as const;
export type ParamKatalog = (typeof PARAM_KATALOG)[number];
type ParamTunggal = Exclude<ParamKatalog, GrupFaset>;

const GRUP = new Set<string>(GRUP_FASET);
/** A facet group's parameter: repeated in the URL, one value each (OR within the group). */
export const adalahGrup = (p: string): p is GrupFaset => GRUP.has(p);

/**
 * The search form's values as typed (strings), kept even when invalid so the visitor can correct them; a facet
 * group holds every value chosen in it.
 */
export type IsianKatalog = Record<ParamTunggal, string> & Record<GrupFaset, string[]>;

/** What hrefKatalog takes: any subset, a group as its values or (a link from elsewhere) one value. */
export type IsianTautan = Partial<Record<ParamTunggal, string> & Record<GrupFaset, string | readonly string[]>>;

/** What Next passes a page as `searchParams`. */
export type ParamHalaman = Record<string, string | string[] | undefined>;

/** Next's searchParams as URLSearchParams, a repeated key with every value (a facet group's choices). */
export function keUrlSearchParams(sp: ParamHalaman): URLSearchParams {
  const hasil = new URLSearchParams();
  for (const [k, v] of Object.entries(sp)) {
    for (const nilai of Array.isArray(v) ? v : [v]) if (nilai !== undefined) hasil.append(k, nilai);
  }
  return hasil;
}

export function isianDari(params: URLSearchParams): IsianKatalog {
  return Object.fromEntries(
    PARAM_KATALOG.map((p) => [p, adalahGrup(p) ? [...new Set(params.getAll(p).map((v) => v.trim().slice(0, 500)).filter(Boolean))] : (params.get(p) ?? "").slice(0, 500)]),
  ) as IsianKatalog;
}

/**
 * A shareable /katalog URL: the given filters in a fixed order (a group's values repeated, in the order chosen),
 * empty ones left out, page only past the first.
 */
export function hrefKatalog(isian: IsianTautan, page = 1, dasar = "/katalog"): string {
  const q = new URLSearchParams();
  for (const p of PARAM_KATALOG) {
    const v = isian[p];
    for (const satu of typeof v === "string" || v === undefined ? [v] : v) {
      const t = satu?.trim();
      if (t) q.append(p, t);
    }
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
