import { z } from "@/lib/validation/zod";
import { JENIS_TANGGAL, TIPE_DATA, kodeDari } from "./kode";
import { masalahUrl, type JenisUrl } from "./url";

const teks = (max: number) => z.string().trim().min(1).max(max);
/** ISO 8601 date (YYYY-MM-DD) or date-time with offset, as ISO 19115 gco:Date / gco:DateTime. */
const tanggalIso = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);
/** An absolute URL whose scheme this kind of field allows (lib/metadata/url.ts), trimmed. */
const url = (jenis: JenisUrl) =>
  z
    .url()
    .trim()
    .max(2000)
    .superRefine((v, ctx) => {
      // Not a URL at all: zod's own message already says so.
      if (!URL.canParse(v)) return;
      const masalah = masalahUrl(v, jenis);
      if (masalah) ctx.addIssue({ code: "custom", message: masalah });
    });
const kode = (jenis: Parameters<typeof kodeDari>[0]) => z.enum(kodeDari(jenis));

export const Tanggal = z.object({ tanggal: tanggalIso, jenis: z.enum(JENIS_TANGGAL) });
export type Tanggal = z.infer<typeof Tanggal>;

/** CI_Responsibility / CI_ResponsibleParty: who, in which role (CI_RoleCode). */
export const Kontak = z
  .object({
    peran: kode("PERAN_KONTAK"),
    namaIndividu: teks(200).optional(),
    namaOrganisasi: teks(300).optional(),
    jabatan: teks(200).optional(),
    email: z.email().max(254).optional(),
    telepon: teks(50).optional(),
    alamat: teks(500).optional(),
    kota: teks(100).optional(),
    provinsi: teks(100).optional(),
    kodePos: teks(20).optional(),
    negara: teks(100).optional(),
    url: url("kontak").optional(),
  })
  .refine((k) => k.namaIndividu !== undefined || k.namaOrganisasi !== undefined, {
    message: "Isi nama individu atau nama organisasi kontak ini",
    path: ["namaOrganisasi"],
  });
export type Kontak = z.infer<typeof Kontak>;

/** MD_Keywords: a group of words of one type, optionally from a thesaurus. */
export const KataKunci = z.object({
  kata: z.array(teks(200)).min(1).max(100),
  jenis: kode("JENIS_KATAKUNCI").optional(),
  tesaurus: z.object({ judul: teks(500), tanggal: Tanggal.optional() }).optional(),
});
export type KataKunci = z.infer<typeof KataKunci>;

const lintang = z.number().finite().min(-90).max(90);
const bujur = z.number().finite().min(-180).max(180);

/** EX_GeographicBoundingBox in WGS84 decimal degrees; west ≤ east (records do not cross the antimeridian). */
export const KotakBatas = z
  .object({ barat: bujur, timur: bujur, selatan: lintang, utara: lintang })
  .refine((b) => b.selatan <= b.utara, { message: "Batas selatan tidak boleh lebih besar dari batas utara", path: ["selatan"] })
  .refine((b) => b.barat <= b.timur, { message: "Batas barat tidak boleh lebih besar dari batas timur", path: ["barat"] });
export type KotakBatas = z.infer<typeof KotakBatas>;

export const Identifikasi = z.object({
  judul: teks(500),
  judulAlternatif: teks(500).optional(),
  abstrak: teks(20_000),
  tujuan: teks(5_000).optional(),
  tanggal: z.array(Tanggal).min(1).max(20),
  edisi: teks(100).optional(),
  statusProgres: kode("STATUS_PROGRES").optional(),
  frekuensiPembaruan: kode("FREKUENSI_PEMBARUAN").optional(),
  bahasa: z.array(kode("BAHASA")).min(1).max(10),
  tipeData: z.enum(TIPE_DATA),
  representasiSpasial: z.array(kode("REPRESENTASI_SPASIAL")).max(6).default([]),
  /** MD_Resolution: an equivalent scale (denominator) and/or a ground distance. */
  resolusi: z
    .object({
      skala: z.number().int().positive().max(100_000_000).optional(),
      jarak: z.object({ nilai: z.number().positive().finite(), satuan: teks(20) }).optional(),
    })
    .optional(),
  topikKategori: z.array(kode("TOPIK_KATEGORI")).min(1).max(21),
  kataKunci: z.array(KataKunci).max(50).default([]),
  klasifikasiKeamanan: kode("KLASIFIKASI_KEAMANAN").optional(),
  /** MD_Constraints: use limitation statements, licence (MD_LegalConstraints otherConstraints) and access note. */
  batasan: z
    .object({
      penggunaan: z.array(teks(2_000)).max(20).default([]),
      lisensi: teks(2_000).optional(),
      aksesBatasan: teks(2_000).optional(),
    })
    .default({ penggunaan: [] }),
  grafik: z.array(z.object({ url: url("grafik"), deskripsi: teks(500).optional(), tipe: teks(50).optional() })).max(10).default([]),
  kontak: z.array(Kontak).min(1).max(20),
});
export type Identifikasi = z.infer<typeof Identifikasi>;

export const Cakupan = z.object({
  bbox: KotakBatas,
  temporal: z
    .object({ mulai: tanggalIso.optional(), selesai: tanggalIso.optional() })
    .refine((t) => !t.mulai || !t.selesai || t.mulai <= t.selesai, { message: "Tanggal mulai harus sebelum tanggal selesai", path: ["selesai"] })
    .optional(),
  /** EX_GeographicDescription: named regions (e.g. BPS province codes). */
  wilayah: z.array(z.object({ kode: teks(50).optional(), nama: teks(200) })).max(100).default([]),
});
export type Cakupan = z.infer<typeof Cakupan>;

export const SumberDaring = z.object({
  url: url("sumberDaring"),
  protokol: kode("PROTOKOL_DISTRIBUSI"),
  nama: teks(300).optional(),
  deskripsi: teks(2_000).optional(),
  /** CI_OnLineFunctionCode (download, information, browsing, ...). */
  fungsi: z.enum(["download", "information", "offlineAccess", "order", "search", "completeMetadata", "browseGraphic", "upload", "emailService", "browsing", "fileAccess"]).optional(),
});
export type SumberDaring = z.infer<typeof SumberDaring>;

export const Distribusi = z.object({
  format: z.array(z.object({ nama: teks(200), versi: teks(50).optional() })).max(20).default([]),
  sumberDaring: z.array(SumberDaring).max(50).default([]),
  distributor: z.array(Kontak).max(10).default([]),
});
export type Distribusi = z.infer<typeof Distribusi>;

/** MD_ReferenceSystem by code in a code space (EPSG by default). */
export const SistemReferensi = z.object({
  kode: z.string().trim().regex(/^[0-9]{4,6}$/, "Kode EPSG harus 4–6 digit angka"),
  ruangKode: z.literal("EPSG").default("EPSG"),
});
export type SistemReferensi = z.infer<typeof SistemReferensi>;

/** One ISO 19157 report: element, method, measure, result, conformance. */
export const LaporanKualitas = z.object({
  elemen: kode("DQ_ELEMEN"),
  metodeEvaluasi: kode("METOD_EVALUASI").optional(),
  ukuran: z.object({ nama: teks(300), deskripsi: teks(2_000).optional() }).optional(),
  hasil: z.object({ nilai: teks(200), satuan: teks(50).optional() }).optional(),
  kesesuaian: z.object({ spesifikasi: teks(500), penjelasan: teks(2_000), lulus: z.boolean() }).optional(),
});
export type LaporanKualitas = z.infer<typeof LaporanKualitas>;

export const KualitasData = z.object({
  cakupan: kode("LEVEL_HIERARKI").default("dataset"),
  silsilah: z
    .object({
      pernyataan: teks(10_000).optional(),
      langkahProses: z.array(z.object({ deskripsi: teks(2_000), tanggal: tanggalIso.optional() })).max(50).default([]),
      sumber: z.array(z.object({ deskripsi: teks(2_000) })).max(50).default([]),
    })
    .optional(),
  laporan: z.array(LaporanKualitas).max(50).default([]),
});
export type KualitasData = z.infer<typeof KualitasData>;

export const InfoMetadata = z.object({
  /** fileIdentifier / metadataIdentifier; equals the record id once stored. */
  pengenal: z.string().trim().min(1).max(200).optional(),
  pengenalInduk: teks(200).optional(),
  bahasa: kode("BAHASA").default("ind"),
  levelHierarki: kode("LEVEL_HIERARKI").default("dataset"),
  namaStandar: teks(300).default("SNI 8843-1:2019 Profil Metadata Spasial Indonesia"),
  versiStandar: teks(50).default("2019"),
  /** dateStamp: set by the service on every save. */
  tanggalStempel: z.iso.datetime({ offset: true }).optional(),
  kontak: z.array(Kontak).min(1).max(10),
});
export type InfoMetadata = z.infer<typeof InfoMetadata>;

/** The full ISO 19115 dataset record: what producers write and what every XML profile is rendered from. */
export const DokumenMetadata = z.object({
  identifikasi: Identifikasi,
  cakupan: Cakupan,
  distribusi: Distribusi.default({ format: [], sumberDaring: [], distributor: [] }),
  sistemReferensi: SistemReferensi.optional(),
  kualitasData: KualitasData.optional(),
  metadataInfo: InfoMetadata,
});
export type DokumenMetadata = z.infer<typeof DokumenMetadata>;
/** The shape before defaults are applied (what a client may send). */
export type DokumenMetadataMasukan = z.input<typeof DokumenMetadata>;
