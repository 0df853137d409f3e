import { kendalaTidakValid } from "@/lib/csw/exception";
import type { TipeQueryable } from "@/lib/csw/queryables";
import { masalahTeks } from "@/lib/http/nilai-masukan";
import { lipat } from "@/lib/metadata/teks-lengkap";

/**
 * A date literal as the period it names, both ends ISO instants in UTC: `2020` is all of 2020, `2020-05` all of
 * May, `2020-05-01` that day, and a date-time the instant itself (`akhir` undefined). Comparisons then read
 * naturally: `Modified <= 2020` includes December 2020, `Modified = 2020-05` matches any time in May.
 */
export type Periode = { mulai: string; akhir?: string };

const RE_TAHUN = /^(\d{4})$/;
const RE_BULAN = /^(\d{4})-(\d{2})$/;
const RE_HARI = /^(\d{4})-(\d{2})-(\d{2})$/;
const RE_WAKTU = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/;

// Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear does not.
function utc(y: number, m0: number, d: number): number {
  const t = new Date(0);
  t.setUTCFullYear(y, m0, d);
  return t.getTime();
}
// The period after 9999 ends at infinity (Postgres cannot read ISO's expanded "+010000" years).
const iso = (ms: number) => (new Date(ms).getUTCFullYear() > 9999 ? "infinity" : new Date(ms).toISOString());

function hariSah(y: number, m: number, d: number): boolean {
  const t = new Date(utc(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/** Parse a date literal (conformance D10 forms); null when it is not one. Times without offset are UTC. */
export function uraiPeriode(teks: string): Periode | null {
  const s = teks.trim();
  let m = RE_TAHUN.exec(s);
  if (m) {
    const y = Number(m[1]);
    return { mulai: iso(utc(y, 0, 1)), akhir: iso(utc(y + 1, 0, 1)) };
  }
  m = RE_BULAN.exec(s);
  if (m) {
    const [y, mo] = [Number(m[1]), Number(m[2])];
    if (mo < 1 || mo > 12) return null;
    return { mulai: iso(utc(y, mo - 1, 1)), akhir: iso(utc(y, mo, 1)) };
  }
  m = RE_HARI.exec(s);
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (!hariSah(y, mo, d)) return null;
    return { mulai: iso(utc(y, mo - 1, d)), akhir: iso(utc(y, mo - 1, d + 1)) };
  }
  m = RE_WAKTU.exec(s);
  if (m) {
    const [y, mo, d, h, mi, sec] = [1, 2, 3, 4, 5, 6].map((i) => Number(m?.[i] ?? 0)) as [number, number, number, number, number, number];
    if (!hariSah(y, mo, d) || h > 23 || mi > 59 || sec > 59) return null;
    const zona = m[8] ?? "Z";
    if (zona !== "Z" && !/^[+-](0\d|1[0-4]):?[0-5]\d$/.test(zona)) return null;
    // Keep the client's digits (microseconds survive); Postgres reads this form as timestamptz exactly.
    return { mulai: `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? "00"}${m[7] ?? ""}${zona}` };
  }
  return null;
}

/** A finite decimal number, or null. */
export function uraiAngka(teks: string): number | null {
  const s = teks.trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

/** `true`/`false`/`1`/`0` (xsd:boolean), case-insensitive; null otherwise. */
export function uraiBoolean(teks: string): boolean | null {
  const s = teks.trim().toLowerCase();
  if (s === "true" || s === "1") return true;
  if (s === "false" || s === "0") return false;
  return null;
}

/**
 * Refuse a literal with control characters or lone surrogates (XML 1.1 and CQL can carry them; Postgres refuses a
 * NUL, which would surface as NoApplicableCode). Every literal and LIKE pattern passes here when it becomes a value.
 */
export function periksaKarakterLiteral(teks: string, nama: string): void {
  const masalah = masalahTeks(teks);
  if (masalah) throw kendalaTidakValid(`Nilai untuk ${nama}: ${masalah}`);
}

/** Refuse a literal that cannot be a value of the queryable's type, naming the value (conformance B1). */
export function periksaLiteral(tipe: TipeQueryable, teks: string, nama: string): void {
  periksaKarakterLiteral(teks, nama);
  const gagal = (jenis: string) => kendalaTidakValid(`Nilai '${teks}' untuk ${nama} bukan ${jenis} yang sah.`);
  if (tipe === "tanggal" && !uraiPeriode(teks)) throw gagal("tanggal (YYYY, YYYY-MM, YYYY-MM-DD atau tanggal-waktu ISO 8601)");
  if (tipe === "angka" && uraiAngka(teks) === null) throw gagal("angka");
  if (tipe === "boolean" && uraiBoolean(teks) === null) throw gagal("nilai boolean (true/false)");
}

/** Fold text the way AnyText compares it: diacritics removed (NFD, combining marks dropped) and lower case. */
export const lipatTeks = lipat;
