import type { Operasi, Parameter } from "./jenis";
import { KUALITAS_PUBLIK, URUT_PUBLIK } from "@/lib/metadata/publik/query";

const paging: Parameter[] = [
  { nama: "page", deskripsi: "Halaman, mulai 1", jenis: "integer" },
  { nama: "pageSize", deskripsi: "Jumlah per halaman (≤ 100; lebih besar dipangkas)", jenis: "integer" },
];
const bbox: Parameter[] = ["bboxN", "bboxS", "bboxE", "bboxW"].map((nama) => ({
  nama,
  deskripsi: "Kotak batas (keempatnya sekaligus; W > E melintasi antimeridian)",
  jenis: "number" as const,
}));

/**
 * The facet filters of /katalog (issue 18); items carry tahun, provinsi, skala and qa to match. Each may be
 * repeated (OR within the parameter, AND across them), said in its text: see docs/decisions.md.
 */
const ULANG = ". Dapat diulang: rekaman cocok bila memiliki salah satu nilainya (ATAU), dan semua parameter berbeda (DAN).";
const faset: Parameter[] = [
  { nama: "organisasi", deskripsi: "Kode instansi (seperti /organisasi/{kode}); kode tak dikenal memberi hasil kosong" + ULANG },
  { nama: "tahun", deskripsi: "Tahun data, empat angka: akhir cakupan waktu, selain itu tanggal dibuat/terbit/revisi sumber daya" + ULANG, jenis: "integer" },
  { nama: "format", deskripsi: "Nama format distribusi, persis seperti tertulis di metadata (mis. GeoJSON)" + ULANG },
  { nama: "provinsi", deskripsi: "Kode BPS provinsi (mis. 32), atau ID untuk nasional: dari kode wilayah rekaman, selain itu dari kotak batasnya" + ULANG },
  { nama: "kualitas", deskripsi: "qa: memiliki dokumen QA bertanda tangan; tanpa-qa: belum (mis. hasil panen)" + ULANG, pilihan: KUALITAS_PUBLIK },
];

/** What a public read may also answer (lib/http/serentak.ts, the public pool's statement_timeout). */
const bebanPublik = {
  429: { deskripsi: "Terlalu banyak permintaan serentak dari IP ini (PUBLIC_CONCURRENT_PER_IP); coba lagi setelah Retry-After" },
  503: { deskripsi: "Kueri melewati batas waktu (DATABASE_PUBLIC_TIMEOUT_SECONDS)" },
} as const;

/** Public REST (spec 4.1), verification, standards, reference lists, health and the CSW endpoint. */
export const OPERASI_PUBLIK: Operasi[] = [
  {
    metode: "get", path: "/api/public/metadata", tag: "Publik", akses: "publik",
    ringkasan: "Cari metadata berstatus PUBLISHED",
    kueri: [{ nama: "q", deskripsi: "Teks penuh (setiap kata, awalan)" }, ...paging, { nama: "kategori", deskripsi: "Kategori topik ISO" + ULANG }, { nama: "tipeData", deskripsi: "Tipe data" + ULANG }, ...faset, ...bbox, { nama: "urut", deskripsi: "Urutan: relevansi (bawaan bila ada q), terbaru (bawaan tanpa q), diperbarui, judul (A–Z); id memutus seri", pilihan: URUT_PUBLIK }],
    respons: { 200: { deskripsi: "Halaman hasil", json: "objek" }, 400: { deskripsi: "Parameter salah" }, ...bebanPublik },
  },
  { metode: "get", path: "/api/public/metadata/{id}", tag: "Publik", akses: "publik", ringkasan: "Detail satu metadata PUBLISHED", respons: { 200: { deskripsi: "Detail", json: "objek" }, 404: { deskripsi: "Tidak ada atau belum terbit" }, ...bebanPublik } },
  {
    metode: "get", path: "/api/public/metadata/{id}/xml", tag: "Publik", akses: "publik", ringkasan: "Unduh XML ISO metadata PUBLISHED",
    kueri: [{ nama: "format", deskripsi: "Profil XML (bawaan mdb2016)", pilihan: ["mdb2016", "mdb2018", "gmd", "xslt"] }],
    respons: { 200: { deskripsi: "Berkas XML", media: "application/xml" }, 400: { deskripsi: "Format tidak dikenal" }, 404: { deskripsi: "Tidak ditemukan" }, ...bebanPublik },
  },
  {
    metode: "get", path: "/api/public/metadata/{id}/kualitas/{tipe}/pdf", tag: "Publik", akses: "publik", ringkasan: "PDF QC/QE/QA bertanda tangan dari metadata PUBLISHED",
    respons: { 200: { deskripsi: "PDF", media: "application/pdf" }, 404: { deskripsi: "Tidak ditemukan" } },
  },
  { metode: "get", path: "/api/public/stats", tag: "Publik", akses: "publik", ringkasan: "Statistik katalog", respons: { 200: { deskripsi: "Statistik", json: "objek" }, ...bebanPublik } },
  {
    metode: "get", path: "/api/metadata/{id}/kualitas", tag: "Publik", akses: "publik", ringkasan: "Status QC/QE/QA sebuah metadata",
    deskripsi: "Publik untuk metadata PUBLISHED; pengguna yang masuk melihat metadata yang boleh dibacanya.",
    respons: { 200: { deskripsi: "Status kualitas", json: "objek" }, 404: { deskripsi: "Tidak ditemukan" } },
  },
  { metode: "get", path: "/api/standar", tag: "Publik", akses: "publik", ringkasan: "Daftar standar yang diterbitkan", respons: { 200: { deskripsi: "Daftar", json: "larik" }, ...bebanPublik } },
  { metode: "get", path: "/api/standar/{slug}", tag: "Publik", akses: "publik", ringkasan: "Satu standar", respons: { 200: { deskripsi: "Standar", json: "objek" }, 404: { deskripsi: "Tidak ditemukan" }, ...bebanPublik } },
  { metode: "get", path: "/api/referensi/{jenis}", tag: "Publik", akses: "publik", ringkasan: "Kode satu daftar referensi", respons: { 200: { deskripsi: "Kode", json: "larik" }, 404: { deskripsi: "Daftar tidak dikenal" }, ...bebanPublik } },
  { metode: "get", path: "/api/health", tag: "Publik", akses: "publik", ringkasan: "Kesehatan layanan: {status, db, timestamp}", respons: { 200: { deskripsi: "Sehat", json: "objek" }, 503: { deskripsi: "Basis data tidak terhubung", json: "objek" } } },
  {
    metode: "get", path: "/api/verify/{token}", tag: "Verifikasi", akses: "publik", ringkasan: "Verifikasi dokumen QC/QE/QA bertanda tangan",
    deskripsi: "20 permintaan per IP per menit.",
    respons: { 200: { deskripsi: "Hasil verifikasi", json: "objek" }, 404: { deskripsi: "Token tidak dikenal" }, 429: { deskripsi: "Batas tercapai" } },
  },
  {
    metode: "get", path: "/api/verify/{token}/bukti", tag: "Verifikasi", akses: "publik", ringkasan: "Muatan bertanda tangan dan tanda tangannya, untuk pemeriksaan luring",
    deskripsi: "{kid, signedPayload, signature}; periksa dengan kunci dari /api/verify/kunci-publik. Batas yang sama dengan verifikasi.",
    respons: { 200: { deskripsi: "Bukti", json: "objek" }, 404: { deskripsi: "Token tidak dikenal" }, 429: { deskripsi: "Batas tercapai" } },
  },
  { metode: "get", path: "/api/verify/kunci-publik", tag: "Verifikasi", akses: "publik", ringkasan: "Kunci publik untuk memeriksa tanda tangan", respons: { 200: { deskripsi: "Kunci", json: "objek" } } },
  {
    metode: "get", path: "/api/openapi.json", tag: "Dokumentasi", akses: "sesi", ringkasan: "Dokumen OpenAPI 3.1 ini (Admin)",
    respons: { 200: { deskripsi: "Dokumen OpenAPI", json: "objek" } },
  },
  ...(["get", "post", "options"] as const).map(
    (metode): Operasi => ({
      metode, path: "/csw", tag: "CSW", akses: "publik",
      ringkasan: { get: "OGC CSW 2.0.2, permintaan key-value", post: "OGC CSW 2.0.2, permintaan XML (atau key-value berbentuk formulir)", options: "Preflight CORS" }[metode],
      deskripsi: "Bukan JSON: GetCapabilities, GetRecords (Filter 1.1.0 dan CQL), GetRecordById, DescribeRecord, GetDomain. Galat berupa `ows:ExceptionReport`. Hanya metadata PUBLISHED.",
      kueri: metode === "get" ? [{ nama: "service", deskripsi: "CSW", pilihan: ["CSW"] }, { nama: "request", deskripsi: "Operasi CSW", pilihan: ["GetCapabilities", "GetRecords", "GetRecordById", "DescribeRecord", "GetDomain"] }] : undefined,
      body: metode === "post" ? { media: "application/xml", deskripsi: "Permintaan CSW dalam XML" } : undefined,
      respons: metode === "options" ? { 204: { deskripsi: "Tanpa isi" } } : {
            200: { deskripsi: "Jawaban CSW, atau ows:ExceptionReport untuk permintaan yang salah, filter di atas batasnya, atau kueri yang melewati batas waktu (HTTP 200, seperti yang diharapkan klien CSW)", media: "application/xml" },
            429: { deskripsi: "ows:ExceptionReport NoApplicableCode: terlalu banyak permintaan serentak dari IP ini; coba lagi setelah Retry-After", media: "application/xml" },
          },
    }),
  ),
];
