import referensi from "@/lib/data/referensi.json";

/** The twelve reference kinds of spec 2.7, in the spec's order. */
export const JENIS_REFERENSI = [
  "PERAN_KONTAK",
  "STATUS_PROGRES",
  "REPRESENTASI_SPASIAL",
  "FREKUENSI_PEMBARUAN",
  "LEVEL_HIERARKI",
  "PROTOKOL_DISTRIBUSI",
  "KLASIFIKASI_KEAMANAN",
  "BAHASA",
  "JENIS_KATAKUNCI",
  "DQ_ELEMEN",
  "METOD_EVALUASI",
  "TOPIK_KATEGORI",
] as const;
export type JenisReferensi = (typeof JENIS_REFERENSI)[number];

export type ItemReferensi = { kode: string; label: string };

/** The code lists as shipped (ISO codes with Indonesian labels); the seed copies them into the database. */
export const DAFTAR_REFERENSI = referensi as Record<JenisReferensi, ItemReferensi[]>;

export function kodeDari(jenis: JenisReferensi): [string, ...string[]] {
  const kode = DAFTAR_REFERENSI[jenis].map((i) => i.kode);
  if (kode.length === 0) throw new Error(`Daftar referensi ${jenis} kosong`);
  return kode as [string, ...string[]];
}

/** CI_DateTypeCode (ISO 19115-1); not one of the spec's reference kinds but needed for citation dates. */
export const JENIS_TANGGAL = [
  "creation",
  "publication",
  "revision",
  "expiry",
  "lastUpdate",
  "lastRevision",
  "nextUpdate",
  "unavailable",
  "inForce",
  "adopted",
  "deprecated",
  "superseded",
  "validityBegins",
  "validityExpires",
  "released",
  "distribution",
] as const;

/** Kinds of data the catalogue filters on (spec 2.1 `tipeData`), mapped from MD_SpatialRepresentationTypeCode. */
export const TIPE_DATA = ["vector", "raster", "tabular", "tin", "stereoModel", "video"] as const;
export type TipeData = (typeof TIPE_DATA)[number];

export const STATUS_METADATA = ["DRAFT", "QCQE_PROCESS", "REVIEW", "PUBLISHED", "REJECTED", "PRIVATE"] as const;
export type StatusMetadata = (typeof STATUS_METADATA)[number];

export const PERAN_PENGGUNA = ["Produsen", "Pemeriksa", "Walidata", "Admin"] as const;
export type PeranPengguna = (typeof PERAN_PENGGUNA)[number];
