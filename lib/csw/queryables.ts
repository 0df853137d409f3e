import { sql, type SQL } from "drizzle-orm";
import { metadata } from "@/lib/db/schema";
import { NS } from "@/lib/csw/xml-tree";

/**
 * What a queryable's SQL expression yields, which decides the operators it accepts:
 * teks (text), teks-larik (text[]: any element may match), tanggal (timestamptz), angka (float8), boolean,
 * geometri (the `bbox` box), teks-bebas (AnyText: words, see lib/csw/filter/kata.ts).
 */
export type TipeQueryable = "teks" | "teks-larik" | "tanggal" | "angka" | "boolean" | "geometri" | "teks-bebas";

export type Queryable = {
  /** Qualified names (prefix as in NS) that mean this queryable; the first is canonical. */
  readonly nama: readonly [string, ...string[]];
  readonly tipe: TipeQueryable;
  /** Value over the `metadata` table; NULL (or an empty array) when the record lacks the property. */
  readonly sql: SQL;
  /** Sort key; present only when the queryable is sortable (conformance E "S"). */
  readonly urut?: SQL;
  /** The value is the uuid primary key as text: equality may use the key itself. */
  readonly uuid?: true;
  /**
   * AnyText backed by stored columns: `sql` is then the words already folded by lib/metadata/teks-lengkap.ts
   * (patterns are folded the same way and compared with LIKE on its trigram index) and `tsvector` its indexed
   * tsvector. Without it, both are computed per row. `terhitung`: the table kata_publik counts the PUBLISHED
   * records holding each lexeme of `tsvector` (lib/db/schema/kata.ts).
   */
  readonly terlipat?: { tsvector: SQL; terhitung?: true };
  /** A text[] column whose PUBLISHED records per value the table larik_publik counts (lib/db/schema/larik.ts). */
  readonly larikTerhitung?: "topik_kategori" | "format";
  /**
   * Its column is included in metadata_publik_faset_idx (identifier order, migration 0018): a walk in identifier
   * order tests it from that index alone, without visiting the records.
   */
  readonly faset?: true;
};

const m = metadata;

const teksKosong = sql`null::text`;
const larikKosong = sql`'{}'::text[]`;

/**
 * All queryables, Dublin Core and ISO AP. Records here are datasets, so the service queryables of the ISO AP
 * (ServiceType, Operation, …) exist but are always empty, and comparisons on them match nothing.
 */
export const QUERYABLES: readonly Queryable[] = [
  // All text of the record as folded words, stored by lib/metadata/teks-lengkap.ts with its words as a tsvector (GIN, migration 0012); trigrams on the text (0007).
  { nama: ["csw:AnyText", "apiso:AnyText"], tipe: "teks-bebas", sql: sql`${m.teksLengkap}`, terlipat: { tsvector: sql`${m.kataLengkap}`, terhitung: true } },
  { nama: ["dc:identifier", "apiso:Identifier"], tipe: "teks", sql: sql`${m.id}::text`, urut: sql`${m.id}`, uuid: true },
  // Sorted by code point, as the ordering comparisons compare (C collation), on its own (judul C, id) indexes.
  { nama: ["dc:title", "apiso:Title"], tipe: "teks", sql: sql`${m.judul}`, urut: sql`${m.judul} collate "C"` },
  { nama: ["apiso:AlternateTitle"], tipe: "teks", sql: sql`${m.judulAlternatif}` },
  { nama: ["dct:abstract", "apiso:Abstract"], tipe: "teks", sql: sql`${m.abstrak}` },
  // The expression of the GIN index metadata_publik_subjek_idx, written the same way so the planner matches it.
  { nama: ["dc:subject", "apiso:Subject"], tipe: "teks-larik", sql: sql`(${m.kataKunci} || ${m.topikKategori})` },
  { nama: ["dc:type", "apiso:Type"], tipe: "teks", sql: sql`${m.levelHierarki}`, urut: sql`${m.levelHierarki}` },
  { nama: ["dc:format", "apiso:Format"], tipe: "teks-larik", sql: sql`${m.format}`, larikTerhitung: "format", faset: true },
  { nama: ["dct:modified", "apiso:Modified"], tipe: "tanggal", sql: sql`${m.updatedAt}`, urut: sql`${m.updatedAt}` },
  { nama: ["dc:creator"], tipe: "teks-larik", sql: sql`${m.pencipta}` },
  { nama: ["dc:publisher"], tipe: "teks-larik", sql: sql`${m.penerbit}` },
  // ISO AP Language is the metadata's language; dc:language, as the DC renderer writes it, the resource's.
  { nama: ["apiso:Language"], tipe: "teks", sql: sql`${m.bahasaMetadata}` },
  { nama: ["dc:language"], tipe: "teks-larik", sql: sql`${m.bahasaSumber}` },
  { nama: ["ows:BoundingBox", "apiso:BoundingBox"], tipe: "geometri", sql: sql`${m.bbox}` },
  { nama: ["apiso:CRS"], tipe: "teks", sql: sql`${m.crs}` },
  { nama: ["apiso:RevisionDate"], tipe: "tanggal", sql: sql`${m.tanggalRevisi}`, urut: sql`${m.tanggalRevisi}` },
  { nama: ["apiso:CreationDate"], tipe: "tanggal", sql: sql`${m.tanggalDibuat}`, urut: sql`${m.tanggalDibuat}` },
  { nama: ["apiso:PublicationDate"], tipe: "tanggal", sql: sql`${m.tanggalTerbit}`, urut: sql`${m.tanggalTerbit}` },
  { nama: ["apiso:OrganisationName"], tipe: "teks-larik", sql: sql`${m.namaOrganisasi}`, urut: sql`${m.organisasiUtama}` },
  { nama: ["apiso:HasSecurityConstraints"], tipe: "boolean", sql: sql`(${m.klasifikasi} is not null)` },
  { nama: ["apiso:ResourceIdentifier"], tipe: "teks", sql: sql`${m.id}::text`, uuid: true },
  { nama: ["apiso:ParentIdentifier"], tipe: "teks", sql: sql`${m.pengenalInduk}` },
  { nama: ["apiso:KeywordType"], tipe: "teks-larik", sql: sql`${m.jenisKataKunci}` },
  { nama: ["apiso:TopicCategory"], tipe: "teks-larik", sql: sql`${m.topikKategori}`, urut: sql`${m.topikKategori}[1]`, larikTerhitung: "topik_kategori", faset: true },
  { nama: ["apiso:ResourceLanguage"], tipe: "teks-larik", sql: sql`${m.bahasaSumber}` },
  { nama: ["apiso:GeographicDescriptionCode"], tipe: "teks-larik", sql: sql`${m.kodeWilayah}` },
  { nama: ["apiso:Denominator"], tipe: "angka", sql: sql`${m.skala}`, urut: sql`${m.skala}` },
  { nama: ["apiso:DistanceValue"], tipe: "angka", sql: sql`${m.jarakNilai}` },
  { nama: ["apiso:DistanceUOM"], tipe: "teks", sql: sql`${m.jarakSatuan}` },
  { nama: ["apiso:TempExtent_begin"], tipe: "tanggal", sql: sql`${m.temporalMulai}`, urut: sql`${m.temporalMulai}` },
  { nama: ["apiso:TempExtent_end"], tipe: "tanggal", sql: sql`${m.temporalSelesai}`, urut: sql`${m.temporalSelesai}` },
  { nama: ["apiso:ServiceType"], tipe: "teks", sql: teksKosong },
  { nama: ["apiso:ServiceTypeVersion"], tipe: "teks", sql: teksKosong },
  { nama: ["apiso:Operation"], tipe: "teks-larik", sql: larikKosong },
  { nama: ["apiso:OperatesOn"], tipe: "teks-larik", sql: larikKosong },
  { nama: ["apiso:CouplingType"], tipe: "teks", sql: teksKosong },
  // AdditionalQueryables of the ISO AP.
  { nama: ["apiso:Degree"], tipe: "boolean", sql: sql`${m.derajat}` },
  { nama: ["apiso:AccessConstraints"], tipe: "teks", sql: sql`${m.aksesBatasan}` },
  { nama: ["apiso:OtherConstraints"], tipe: "teks", sql: sql`${m.lisensi}` },
  { nama: ["apiso:Classification"], tipe: "teks", sql: sql`${m.klasifikasi}` },
  { nama: ["apiso:ConditionApplyingToAccessAndUse"], tipe: "teks-larik", sql: sql`${m.penggunaan}` },
  { nama: ["apiso:Lineage"], tipe: "teks", sql: sql`${m.silsilah}` },
  { nama: ["apiso:ResponsiblePartyRole"], tipe: "teks-larik", sql: sql`${m.peranKontak}` },
  { nama: ["apiso:SpecificationTitle"], tipe: "teks-larik", sql: sql`${m.judulSpesifikasi}` },
  { nama: ["apiso:SpecificationDate"], tipe: "tanggal", sql: sql`null::timestamptz` },
  { nama: ["apiso:SpecificationDateType"], tipe: "teks", sql: teksKosong },
];

/** Dublin Core queryables of `csw:Record` (conformance E), for capabilities and GetDomain. */
export const QUERYABLE_DC = [
  "csw:AnyText", "dc:identifier", "dc:title", "dc:type", "dc:subject", "dc:format", "dct:abstract", "dct:modified",
  "dc:creator", "dc:publisher", "dc:language", "ows:BoundingBox",
] as const;

const apiso = (names: string[]) => names.map((n) => `apiso:${n}`);

/** `SupportedISOQueryables` of the ISO AP capabilities. */
export const QUERYABLE_ISO = apiso([
  "Subject", "Title", "Abstract", "AnyText", "Format", "Identifier", "Modified", "Type", "BoundingBox", "CRS",
  "AlternateTitle", "RevisionDate", "CreationDate", "PublicationDate", "OrganisationName", "HasSecurityConstraints",
  "Language", "ResourceIdentifier", "ParentIdentifier", "KeywordType", "TopicCategory", "ResourceLanguage",
  "GeographicDescriptionCode", "Denominator", "DistanceValue", "DistanceUOM", "TempExtent_begin", "TempExtent_end",
  "ServiceType", "ServiceTypeVersion", "Operation", "OperatesOn", "CouplingType",
]);

/** `AdditionalQueryables` of the ISO AP capabilities. */
export const QUERYABLE_ISO_TAMBAHAN = apiso([
  "Degree", "AccessConstraints", "OtherConstraints", "Classification", "ConditionApplyingToAccessAndUse", "Lineage",
  "ResponsiblePartyRole", "SpecificationTitle", "SpecificationDate", "SpecificationDateType",
]);

type Kunci = { uri: string; local: string };
const PREFIKS = NS as Readonly<Record<string, string>>;

function kunci(qname: string): Kunci {
  const [prefix = "", local = ""] = qname.split(":");
  const uri = PREFIKS[prefix];
  if (!uri) throw new Error(`Awalan queryable tidak dikenal: ${qname}`);
  return { uri, local };
}

const PER_NAMA = new Map<string, Queryable>();
const PER_LOKAL_PERSIS = new Map<string, Queryable>();
const PER_LOKAL = new Map<string, Queryable>();
for (const q of QUERYABLES) {
  for (const n of q.nama) {
    const k = kunci(n);
    PER_NAMA.set(`{${k.uri}}${k.local.toLowerCase()}`, q);
    PER_LOKAL_PERSIS.set(k.local, q);
    // DC and ISO spellings of one local name (title/Title) share a definition, except language/Language.
    if (!PER_LOKAL.has(k.local.toLowerCase())) PER_LOKAL.set(k.local.toLowerCase(), q);
  }
}

/**
 * The queryable a property name denotes, qualified (namespace resolved) or bare (`uri` undefined). Local names
 * match case-insensitively (clients write `anytext`, `AnyText` and `apiso:anyText` alike); a bare name first
 * tries its exact spelling, which tells `language` (DC) from `Language` (ISO AP).
 */
export function cariQueryable(nama: { uri: string | undefined; local: string }): Queryable | undefined {
  if (nama.uri !== undefined) return PER_NAMA.get(`{${nama.uri}}${nama.local.toLowerCase()}`);
  return PER_LOKAL_PERSIS.get(nama.local) ?? PER_LOKAL.get(nama.local.toLowerCase());
}
