import { sql, type SQL } from "drizzle-orm";
import { metadata } from "@/lib/db/schema";
import { NS } from "@/lib/csw/xml-tree";

/**
 * What a queryable's SQL expression yields, which decides the operators it accepts:
 * teks (text), teks-larik (text[]: any element may match), tanggal (timestamptz), angka (float8), boolean,
 * geometri (the `bbox` box), teks-bebas (AnyText: full text for words, ILIKE for patterns).
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
   * AnyText backed by stored columns: `sql` is then text already folded by `lipatTeks` (so ILIKE can use a
   * trigram index) and `tsvector` its indexed tsvector. Without it, both are computed per row.
   */
  readonly terlipat?: { tsvector: SQL };
};

// Paths and jsonpaths below are constants of this file, never request text, so sql.raw is safe here.
const dok = metadata.dokumen;
const teksDok = (...path: string[]) => sql`(${dok} #>> ${sql.raw(`'{${path.join(",")}}'`)})`;
const larikDok = (jsonpath: string) => sql`array(select t.v #>> '{}' from jsonb_path_query(${dok}, ${sql.raw(`'${jsonpath}'`)}) as t(v))`;

/** A document date (`YYYY-MM-DD`, or date-time with offset) as timestamptz; bare dates are UTC midnight. */
export const tanggalDariTeks = (t: SQL) => sql`(case when length(${t}) = 10 then ${t} || 'T00:00:00Z' else ${t} end)::timestamptz`;

const tanggalKutipan = (jenis: string) =>
  sql`(select max(${tanggalDariTeks(sql`e->>'tanggal'`)}) from jsonb_array_elements(${dok}->'identifikasi'->'tanggal') as e where e->>'jenis' = ${sql.raw(`'${jenis}'`)})`;

// Parties as the Dublin Core renderer (lib/xml/dc.ts) names them, so a filter matches what a client was shown.
const pihakPeran = (peran: string[]) =>
  sql`array(select coalesce(k->>'namaOrganisasi', k->>'namaIndividu') from jsonb_array_elements((${dok}->'identifikasi'->'kontak') || coalesce(${dok}->'distribusi'->'distributor', '[]'::jsonb)) as k where k->>'peran' in (${sql.raw(peran.map((p) => `'${p}'`).join(", "))}))`;
const PERAN_PENCIPTA = ["originator", "author", "coAuthor", "principalInvestigator"];
// Without a creator role the renderer names the first resource contact, and so does this.
const pencipta = sql`(case when cardinality(${pihakPeran(PERAN_PENCIPTA)}) > 0 then ${pihakPeran(PERAN_PENCIPTA)} else array[coalesce(${dok}->'identifikasi'->'kontak'->0->>'namaOrganisasi', ${dok}->'identifikasi'->'kontak'->0->>'namaIndividu')] end)`;

const namaOrganisasi = larikDok("$.identifikasi.kontak[*].namaOrganisasi");

/**
 * Everything AnyText searches (conformance E): title, alternate title, abstract, keywords, topic categories,
 * organisation names, lineage and identifier. Only judul/abstrak/keywords are in `cari_teks` today; the rest is
 * read from `dokumen` until the recommended `teks_lengkap` column exists (see the CSW filter report).
 */
export const TEKS_LENGKAP = sql`concat_ws(' ', ${metadata.judul}, ${teksDok("identifikasi", "judulAlternatif")}, ${metadata.abstrak}, ${metadata.kataKunciTeks}, array_to_string(${metadata.topikKategori}, ' '), array_to_string(${namaOrganisasi}, ' '), ${teksDok("kualitasData", "silsilah", "pernyataan")}, ${metadata.id}::text)`;

const teksKosong = sql`null::text`;
const larikKosong = sql`'{}'::text[]`;

/**
 * All queryables, Dublin Core and ISO AP. Records here are datasets, so the service queryables of the ISO AP
 * (ServiceType, Operation, …) exist but are always empty, and comparisons on them match nothing.
 */
export const QUERYABLES: readonly Queryable[] = [
  // Stored, folded by lib/metadata/kolom.ts, words GIN-indexed by that expression (migration 0004); TEKS_LENGKAP is the same text from the row.
  { nama: ["csw:AnyText", "apiso:AnyText"], tipe: "teks-bebas", sql: sql`${metadata.teksLengkap}`, terlipat: { tsvector: sql`to_tsvector('simple'::regconfig, ${metadata.teksLengkap})` } },
  { nama: ["dc:identifier", "apiso:Identifier"], tipe: "teks", sql: sql`${metadata.id}::text`, urut: sql`${metadata.id}`, uuid: true },
  { nama: ["dc:title", "apiso:Title"], tipe: "teks", sql: sql`${metadata.judul}`, urut: sql`${metadata.judul}` },
  { nama: ["apiso:AlternateTitle"], tipe: "teks", sql: teksDok("identifikasi", "judulAlternatif") },
  { nama: ["dct:abstract", "apiso:Abstract"], tipe: "teks", sql: sql`${metadata.abstrak}` },
  { nama: ["dc:subject", "apiso:Subject"], tipe: "teks-larik", sql: sql`(${metadata.kataKunci} || ${metadata.topikKategori})` },
  {
    nama: ["dc:type", "apiso:Type"],
    tipe: "teks",
    sql: sql`coalesce(${teksDok("metadataInfo", "levelHierarki")}, 'dataset')`,
    urut: sql`coalesce(${teksDok("metadataInfo", "levelHierarki")}, 'dataset')`,
  },
  { nama: ["dc:format", "apiso:Format"], tipe: "teks-larik", sql: larikDok("$.distribusi.format[*].nama") },
  { nama: ["dct:modified", "apiso:Modified"], tipe: "tanggal", sql: sql`${metadata.updatedAt}`, urut: sql`${metadata.updatedAt}` },
  { nama: ["dc:creator"], tipe: "teks-larik", sql: pencipta },
  { nama: ["dc:publisher"], tipe: "teks-larik", sql: pihakPeran(["publisher"]) },
  // ISO AP Language is the metadata's language; dc:language, as the DC renderer writes it, the resource's.
  { nama: ["apiso:Language"], tipe: "teks", sql: sql`coalesce(${teksDok("metadataInfo", "bahasa")}, 'ind')` },
  { nama: ["dc:language"], tipe: "teks-larik", sql: larikDok("$.identifikasi.bahasa[*]") },
  { nama: ["ows:BoundingBox", "apiso:BoundingBox"], tipe: "geometri", sql: sql`${metadata.bbox}` },
  { nama: ["apiso:CRS"], tipe: "teks", sql: sql`('EPSG:' || ${teksDok("sistemReferensi", "kode")})` },
  { nama: ["apiso:RevisionDate"], tipe: "tanggal", sql: tanggalKutipan("revision"), urut: tanggalKutipan("revision") },
  { nama: ["apiso:CreationDate"], tipe: "tanggal", sql: tanggalKutipan("creation"), urut: tanggalKutipan("creation") },
  { nama: ["apiso:PublicationDate"], tipe: "tanggal", sql: tanggalKutipan("publication"), urut: tanggalKutipan("publication") },
  { nama: ["apiso:OrganisationName"], tipe: "teks-larik", sql: namaOrganisasi, urut: sql`(${namaOrganisasi})[1]` },
  { nama: ["apiso:HasSecurityConstraints"], tipe: "boolean", sql: sql`(${teksDok("identifikasi", "klasifikasiKeamanan")} is not null)` },
  { nama: ["apiso:ResourceIdentifier"], tipe: "teks", sql: sql`${metadata.id}::text`, uuid: true },
  { nama: ["apiso:ParentIdentifier"], tipe: "teks", sql: teksDok("metadataInfo", "pengenalInduk") },
  { nama: ["apiso:KeywordType"], tipe: "teks-larik", sql: larikDok("$.identifikasi.kataKunci[*].jenis") },
  { nama: ["apiso:TopicCategory"], tipe: "teks-larik", sql: sql`${metadata.topikKategori}`, urut: sql`${metadata.topikKategori}[1]` },
  { nama: ["apiso:ResourceLanguage"], tipe: "teks-larik", sql: larikDok("$.identifikasi.bahasa[*]") },
  { nama: ["apiso:GeographicDescriptionCode"], tipe: "teks-larik", sql: larikDok("$.cakupan.wilayah[*].kode") },
  {
    nama: ["apiso:Denominator"],
    tipe: "angka",
    sql: sql`(${teksDok("identifikasi", "resolusi", "skala")})::float8`,
    urut: sql`(${teksDok("identifikasi", "resolusi", "skala")})::float8`,
  },
  { nama: ["apiso:DistanceValue"], tipe: "angka", sql: sql`(${teksDok("identifikasi", "resolusi", "jarak", "nilai")})::float8` },
  { nama: ["apiso:DistanceUOM"], tipe: "teks", sql: teksDok("identifikasi", "resolusi", "jarak", "satuan") },
  {
    nama: ["apiso:TempExtent_begin"],
    tipe: "tanggal",
    sql: tanggalDariTeks(teksDok("cakupan", "temporal", "mulai")),
    urut: tanggalDariTeks(teksDok("cakupan", "temporal", "mulai")),
  },
  {
    nama: ["apiso:TempExtent_end"],
    tipe: "tanggal",
    sql: tanggalDariTeks(teksDok("cakupan", "temporal", "selesai")),
    urut: tanggalDariTeks(teksDok("cakupan", "temporal", "selesai")),
  },
  { nama: ["apiso:ServiceType"], tipe: "teks", sql: teksKosong },
  { nama: ["apiso:ServiceTypeVersion"], tipe: "teks", sql: teksKosong },
  { nama: ["apiso:Operation"], tipe: "teks-larik", sql: larikKosong },
  { nama: ["apiso:OperatesOn"], tipe: "teks-larik", sql: larikKosong },
  { nama: ["apiso:CouplingType"], tipe: "teks", sql: teksKosong },
  // AdditionalQueryables of the ISO AP.
  {
    nama: ["apiso:Degree"],
    tipe: "boolean",
    sql: sql`(select bool_and((l->'kesesuaian'->>'lulus')::boolean) from jsonb_array_elements(${dok}->'kualitasData'->'laporan') as l where l->'kesesuaian' is not null)`,
  },
  { nama: ["apiso:AccessConstraints"], tipe: "teks", sql: teksDok("identifikasi", "batasan", "aksesBatasan") },
  { nama: ["apiso:OtherConstraints"], tipe: "teks", sql: teksDok("identifikasi", "batasan", "lisensi") },
  { nama: ["apiso:Classification"], tipe: "teks", sql: teksDok("identifikasi", "klasifikasiKeamanan") },
  { nama: ["apiso:ConditionApplyingToAccessAndUse"], tipe: "teks-larik", sql: larikDok("$.identifikasi.batasan.penggunaan[*]") },
  { nama: ["apiso:Lineage"], tipe: "teks", sql: teksDok("kualitasData", "silsilah", "pernyataan") },
  { nama: ["apiso:ResponsiblePartyRole"], tipe: "teks-larik", sql: larikDok("$.identifikasi.kontak[*].peran") },
  { nama: ["apiso:SpecificationTitle"], tipe: "teks-larik", sql: larikDok("$.kualitasData.laporan[*].kesesuaian.spesifikasi") },
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
