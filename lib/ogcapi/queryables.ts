import { sql, type SQL } from "drizzle-orm";
import { QUERYABLES, type Queryable } from "@/lib/csw/queryables";
import { metadata as m } from "@/lib/db/schema";

/**
 * The OGC API – Records queryables: the record schema's property names, each one of the CSW queryables (so CQL2,
 * the query parameters and CSW filters compile through the same tree to the same indexed columns). Any CSW name
 * (`apiso:TempExtent_begin`, `dc:subject`) is accepted as well; these are the ones /queryables advertises.
 */
export type QueryableOgc = { nama: string; csw: string; judul: string; skema: Record<string, unknown> };

const teks = { type: "string" };
const waktu = { type: "string", format: "date-time" };
const larik = { type: "array", items: { type: "string" } };

export const QUERYABLE_OGC: readonly QueryableOgc[] = [
  { nama: "id", csw: "dc:identifier", judul: "Pengenal rekaman", skema: teks },
  { nama: "title", csw: "dc:title", judul: "Judul", skema: teks },
  { nama: "description", csw: "dct:abstract", judul: "Abstrak", skema: teks },
  { nama: "keywords", csw: "dc:subject", judul: "Kata kunci dan kategori topik", skema: larik },
  { nama: "type", csw: "dc:type", judul: "Jenis sumber daya (MD_ScopeCode)", skema: teks },
  { nama: "updated", csw: "dct:modified", judul: "Terakhir diperbarui", skema: waktu },
  { nama: "created", csw: "apiso:CreationDate", judul: "Tanggal pembuatan sumber daya", skema: waktu },
  { nama: "published", csw: "apiso:PublicationDate", judul: "Tanggal terbit sumber daya", skema: waktu },
  { nama: "language", csw: "apiso:Language", judul: "Bahasa metadata (ISO 639-2)", skema: teks },
  { nama: "formats", csw: "dc:format", judul: "Format distribusi", skema: larik },
  { nama: "publisher", csw: "dc:publisher", judul: "Penerbit", skema: larik },
  { nama: "organisation", csw: "apiso:OrganisationName", judul: "Organisasi penanggung jawab", skema: larik },
  { nama: "themes", csw: "apiso:TopicCategory", judul: "Kategori topik ISO 19115", skema: larik },
  { nama: "license", csw: "apiso:OtherConstraints", judul: "Lisensi", skema: teks },
  { nama: "crs", csw: "apiso:CRS", judul: "Sistem referensi", skema: teks },
  { nama: "time_begin", csw: "apiso:TempExtent_begin", judul: "Awal cakupan waktu", skema: waktu },
  { nama: "time_end", csw: "apiso:TempExtent_end", judul: "Akhir cakupan waktu", skema: waktu },
  { nama: "geometry", csw: "ows:BoundingBox", judul: "Cakupan geografis (kotak batas)", skema: { $ref: "https://geojson.org/schema/Polygon.json", "x-ogc-role": "primary-geometry" } },
  { nama: "q", csw: "csw:AnyText", judul: "Seluruh teks rekaman (kata, seperti pencarian publik)", skema: teks },
];

const cswPerNama = new Map(QUERYABLES.flatMap((q) => q.nama.map((n) => [n, q] as const)));

/** The CSW queryable of a canonical CSW name (a programming error when absent, hence the throw). */
export function queryableCsw(nama: string): Queryable {
  const q = cswPerNama.get(nama);
  if (!q) throw new Error(`queryable CSW ${nama} tidak ada`);
  return q;
}

const PER_NAMA_OGC = new Map(QUERYABLE_OGC.map((q) => [q.nama.toLowerCase(), q.csw]));

/** The CSW name an OGC API property name means, or undefined (then it is tried as a CSW name). */
export const namaCswDari = (nama: string): string | undefined => PER_NAMA_OGC.get(nama.toLowerCase());

/** The virtual property of T_ operators and `datetime`: the record's temporal extent [time_begin, time_end]. */
export const PROPERTI_WAKTU = "time";

/**
 * Sort keys of `sortby`: each with a (key, id) index in both directions (lib/db/schema/metadata-indeks-csw.ts),
 * its SQL type for binding a cursor's value back, and whether it can be NULL (NULLS LAST in both directions).
 */
export type KunciUrut = { nama: string; sql: SQL; tipe: "text" | "timestamptz" | "float8"; bolehNull: boolean };

export const KUNCI_URUT: readonly KunciUrut[] = [
  { nama: "title", sql: sql`${m.judul} collate "C"`, tipe: "text", bolehNull: false },
  { nama: "updated", sql: sql`${m.updatedAt}`, tipe: "timestamptz", bolehNull: false },
  { nama: "type", sql: sql`${m.levelHierarki}`, tipe: "text", bolehNull: false },
  { nama: "created", sql: sql`${m.tanggalDibuat}`, tipe: "timestamptz", bolehNull: true },
  { nama: "published", sql: sql`${m.tanggalTerbit}`, tipe: "timestamptz", bolehNull: true },
  { nama: "time_begin", sql: sql`${m.temporalMulai}`, tipe: "timestamptz", bolehNull: true },
  { nama: "time_end", sql: sql`${m.temporalSelesai}`, tipe: "timestamptz", bolehNull: true },
];
