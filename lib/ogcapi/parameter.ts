import { buatBanding, buatKotak, buatLogika, buatSpasial, type Filter } from "@/lib/csw/filter";
import { BATAS_FILTER } from "@/lib/csw/filter/batas";
import { uraiPeriode } from "@/lib/csw/filter/nilai";
import { parseCql2JsonTeks } from "./cql2/json";
import { waktuBerpotongan } from "./cql2/temporal";
import { parseCql2Teks } from "./cql2/teks";
import { parameterSalah, untukParameter } from "./galat";
import { bacaKursor, type Kursor } from "./kursor";
import { KUNCI_URUT, queryableCsw, type KunciUrut } from "./queryables";

export const LIMIT_BAWAAN = 10;
export const LIMIT_MAKS = 500;
/** Comma-separated values of `ids`, `externalIds`, `type` and search terms of `q`, each an OR of equalities. */
const NILAI_PER_DAFTAR = BATAS_FILTER.idPerPermintaan;

/** One key of `sortby` with its direction. */
export type KunciTerarah = { kunci: KunciUrut; turun: boolean };
/** The keys of `sortby` in order (empty: the id alone), and their canonical text, which a cursor is bound to. */
export type Urut = { kunci: KunciTerarah[]; nama: string };
export type KueriItems = { filter?: Filter; limit: number; urut: Urut; kursor?: Kursor };

const CRS84 = ["http://www.opengis.net/def/crs/OGC/1.3/CRS84", "http://www.opengis.net/def/crs/OGC/0/CRS84"];
const EPSG4326 = "http://www.opengis.net/def/crs/EPSG/0/4326";

const properti = (csw: string) => ({ queryable: queryableCsw(csw) });

/** `a,b,c` as trimmed non-empty values, at most NILAI_PER_DAFTAR. */
function daftar(params: URLSearchParams, nama: string): string[] | undefined {
  const mentah = params.get(nama);
  if (mentah === null || mentah.trim() === "") return undefined;
  const nilai = mentah.split(",").map((s) => s.trim()).filter(Boolean);
  if (nilai.length > NILAI_PER_DAFTAR) throw parameterSalah(nama, `Parameter ${nama} memuat ${nilai.length} nilai; paling banyak ${NILAI_PER_DAFTAR}.`);
  return nilai;
}

const atau = (fs: Filter[]): Filter => (fs.length === 1 ? fs[0]! : buatLogika("Or", fs));

/**
 * The query parameters of /collections/metadata/items (OGC API – Records Part 1 core and Part 3 filtering), every
 * one turned into the CSW filter tree and AND-ed: one WHERE, compiled once. Unknown parameters are ignored (OGC API
 * – Features /rec/core/query-param-unknown leaves it open; OWSLib and QGIS add their own).
 */
export function parseKueriItems(params: URLSearchParams): KueriItems {
  const syarat: Filter[] = [];
  const q = daftar(params, "q");
  if (q) syarat.push(untukParameter("q", () => atau(q.map((t) => buatBanding("PropertyIsEqualTo", properti("csw:AnyText"), t)))));
  const ids = daftar(params, "ids");
  if (ids) syarat.push(untukParameter("ids", () => atau(ids.map((v) => buatBanding("PropertyIsEqualTo", properti("dc:identifier"), v.toLowerCase())))));
  // Records' one external identifier is the fileIdentifier every ISO and CSW copy carries: the record id.
  const eksternal = daftar(params, "externalIds");
  if (eksternal) syarat.push(untukParameter("externalIds", () => atau(eksternal.map((v) => buatBanding("PropertyIsEqualTo", properti("dc:identifier"), v.replace(/^.*:/, "").toLowerCase())))));
  const jenis = daftar(params, "type");
  if (jenis) syarat.push(untukParameter("type", () => atau(jenis.map((v) => buatBanding("PropertyIsEqualTo", properti("dc:type"), v, false)))));
  const kotak = parseBbox(params);
  if (kotak) syarat.push(kotak);
  const waktu = parseDatetime(params);
  if (waktu) syarat.push(waktu);
  const filter = parseFilter(params);
  if (filter) syarat.push(filter);
  const urut = parseSortby(params);
  const teksKursor = params.get("kursor");
  return {
    ...(syarat.length ? { filter: syarat.length === 1 ? syarat[0]! : buatLogika("And", syarat) } : {}),
    limit: parseLimit(params),
    urut,
    ...(teksKursor ? { kursor: kursorSah(bacaKursor(teksKursor, urut.nama), urut) } : {}),
  };
}

const BENTUK_NILAI = { timestamptz: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/, float8: /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i, text: /^/ };

/** A cursor holds one value per sort key, each of the shape this service wrote for its type (bound back with a cast). */
function kursorSah(k: Kursor, urut: Urut): Kursor {
  const sah = k.nilai.length === urut.kunci.length && urut.kunci.every(({ kunci }, i) => k.nilai[i] === null || BENTUK_NILAI[kunci.tipe].test(k.nilai[i]!));
  if (!sah) throw parameterSalah("kursor", "Parameter kursor tidak sah; ikuti tautan next/prev dari halaman sebelumnya.");
  return k;
}

/** limit: a whole number ≥ 1; above LIMIT_MAKS it is lowered to it (OGC API – Features /req/core/fc-limit-response-1). */
export function parseLimit(params: URLSearchParams): number {
  const mentah = params.get("limit");
  if (mentah === null) return LIMIT_BAWAAN;
  if (!/^\s*[0-9]+\s*$/.test(mentah) || Number(mentah) < 1) throw parameterSalah("limit", `Parameter limit harus bilangan bulat 1 sampai ${LIMIT_MAKS}, bukan "${mentah.slice(0, 40)}".`);
  return Math.min(Number(mentah), LIMIT_MAKS);
}

function parseBbox(params: URLSearchParams): Filter | undefined {
  const mentah = params.get("bbox");
  if (mentah === null) return undefined;
  const n = mentah.split(",").map((s) => (s.trim() === "" ? NaN : Number(s)));
  if ((n.length !== 4 && n.length !== 6) || n.some((x) => !Number.isFinite(x))) {
    throw parameterSalah("bbox", "Parameter bbox harus berupa 4 (atau 6) angka dipisah koma: bujur barat, lintang selatan, bujur timur, lintang utara.");
  }
  const crs = params.get("bbox-crs")?.trim();
  if (crs && !CRS84.includes(crs) && crs !== EPSG4326) throw parameterSalah("bbox-crs", `bbox-crs '${crs.slice(0, 80)}' tidak didukung; gunakan ${CRS84[0]}.`);
  const [a, b, c, d] = n.length === 4 ? n : [n[0], n[1], n[3], n[4]];
  // EPSG:4326 as an OGC URI is latitude first; CRS84 (the default) longitude first.
  const srs = crs === EPSG4326 ? "urn:ogc:def:crs:EPSG::4326" : undefined;
  return untukParameter("bbox", () => buatSpasial("BBOX", properti("ows:BoundingBox"), buatKotak([a!, b!], [c!, d!], srs)));
}

/** datetime: an instant or an interval `a/b` with `..` (or nothing) for an open end, against the record's time extent. */
function parseDatetime(params: URLSearchParams): Filter | undefined {
  const mentah = params.get("datetime")?.trim();
  if (!mentah) return undefined;
  const bagian = mentah.split("/");
  if (bagian.length > 2) throw parameterSalah("datetime", "Parameter datetime berupa satu waktu atau interval 'awal/akhir' (RFC 3339, '..' untuk ujung terbuka).");
  const ujung = bagian.map((b) => (b === ".." || b === "" ? null : b));
  for (const u of ujung) {
    if (u !== null && !uraiPeriode(u)) throw parameterSalah("datetime", `Waktu '${u.slice(0, 40)}' pada datetime bukan tanggal atau tanggal-waktu RFC 3339.`);
  }
  const [a, b] = ujung.length === 1 ? [ujung[0]!, ujung[0]!] : ujung;
  if (a === null && b === null) throw parameterSalah("datetime", "Interval datetime tidak boleh terbuka di kedua ujungnya.");
  if (a && b && uraiPeriode(a)!.mulai > uraiPeriode(b)!.mulai) throw parameterSalah("datetime", "Awal interval datetime harus sebelum akhirnya.");
  return untukParameter("datetime", () => waktuBerpotongan(a ?? null, b ?? null));
}

function parseFilter(params: URLSearchParams): Filter | undefined {
  const teks = params.get("filter");
  if (teks === null || teks.trim() === "") return undefined;
  const bahasa = (params.get("filter-lang") ?? "cql2-text").trim();
  const crs = params.get("filter-crs")?.trim();
  if (crs && !CRS84.includes(crs)) throw parameterSalah("filter-crs", `filter-crs '${crs.slice(0, 80)}' tidak didukung; gunakan ${CRS84[0]}.`);
  if (bahasa === "cql2-text") return untukParameter("filter", () => parseCql2Teks(teks));
  if (bahasa === "cql2-json") return untukParameter("filter", () => parseCql2JsonTeks(teks));
  throw parameterSalah("filter-lang", `filter-lang '${bahasa.slice(0, 40)}' tidak didukung; gunakan cql2-text atau cql2-json.`);
}

/**
 * sortby: comma-separated keys, each `+`/`-` or none (ascending), applied in order; the id breaks the last ties.
 * Without it the id alone orders the walk. A key may appear once.
 */
function parseSortby(params: URLSearchParams): Urut {
  const mentah = params.get("sortby")?.trim();
  if (!mentah) return { kunci: [], nama: "" };
  const kunci: KunciTerarah[] = [];
  for (const bagian of mentah.split(",").map((s) => s.trim())) {
    const m = /^([+-]?)(\w+)$/.exec(bagian);
    const k = m && KUNCI_URUT.find((x) => x.nama === m[2]);
    if (!m || !k) throw parameterSalah("sortby", `Kunci sortby '${bagian.slice(0, 40)}' tidak dikenal; yang tersedia: ${KUNCI_URUT.map((x) => x.nama).join(", ")}.`);
    if (kunci.some((x) => x.kunci === k)) throw parameterSalah("sortby", `Kunci sortby '${k.nama}' disebut lebih dari sekali.`);
    kunci.push({ kunci: k, turun: m[1] === "-" });
  }
  return { kunci, nama: kunci.map((k) => `${k.turun ? "-" : "+"}${k.kunci.nama}`).join(",") };
}
