import { UbahMetadataInput } from "@/lib/metadata/kelola/update";
import { DokumenMetadata } from "@/lib/metadata/schema";
import { SKEMA_MASUKAN } from "@/lib/quality";
import { z } from "@/lib/validation/zod";
import { TransisiInput } from "@/lib/workflow";
import type { Operasi, Parameter } from "./jenis";

const daftar: Parameter[] = [
  { nama: "q", deskripsi: "Teks penuh" },
  { nama: "page", deskripsi: "Halaman, mulai 1", jenis: "integer" },
  { nama: "pageSize", deskripsi: "Jumlah per halaman", jenis: "integer" },
];
const transisi = (path: string, tag: string, ringkasan: string, deskripsi?: string): Operasi => ({
  metode: "post", path, tag, akses: "sesi", ringkasan, deskripsi,
  body: { json: TransisiInput },
  respons: { 200: { deskripsi: "{dari, ke, detail}", json: "objek" }, 404: { deskripsi: "Tidak ditemukan" }, 409: { deskripsi: "Status atau versi tidak sesuai" } },
});
/** The same shape app/api/walidata/[id]/visibilitas/route.ts validates (a route file may export only handlers). */
const VisibilitasInput = TransisiInput.extend({ status: z.enum(["PRIVATE", "PUBLISHED"]) });
/** QC, QE and QA bodies differ; the document offers each (the path's `tipe` picks one). */
const MasukanDokumen = z.union([SKEMA_MASUKAN.QC, SKEMA_MASUKAN.QE, SKEMA_MASUKAN.QA]);

/** Records (all roles), QC/QE/QA (Pemeriksa, Walidata, Admin) and review (Walidata, Admin). */
export const OPERASI_METADATA: Operasi[] = [
  {
    metode: "get", path: "/api/metadata", tag: "Metadata", akses: "sesi", ringkasan: "Metadata yang dikerjakan pengguna (sesuai peran)",
    kueri: [{ nama: "status", deskripsi: "Status alur kerja" }, ...daftar], respons: { 200: { deskripsi: "Halaman hasil", json: "objek" } },
  },
  { metode: "post", path: "/api/metadata", tag: "Metadata", akses: "sesi", ringkasan: "Buat DRAFT dari dokumen metadata lengkap", body: { json: DokumenMetadata }, respons: { 201: { deskripsi: "Dibuat", json: "objek" } } },
  { metode: "get", path: "/api/metadata/{id}", tag: "Metadata", akses: "sesi", ringkasan: "Detail metadata yang boleh dibaca", respons: { 200: { deskripsi: "Detail", json: "objek" }, 404: { deskripsi: "Tidak ditemukan" } } },
  {
    metode: "patch", path: "/api/metadata/{id}", tag: "Metadata", akses: "sesi", ringkasan: "Ubah dokumen (merge-patch) dengan versi yang dibaca",
    deskripsi: "`versi` (atau header If-Match) wajib cocok. PATCH atas metadata PUBLISHED membuat salinan kerja (201).",
    body: { json: UbahMetadataInput },
    respons: { 200: { deskripsi: "Diubah", json: "objek" }, 201: { deskripsi: "Salinan kerja dibuat", json: "objek" }, 409: { deskripsi: "Versi usang" } },
  },
  { metode: "delete", path: "/api/metadata/{id}", tag: "Metadata", akses: "sesi", ringkasan: "Hapus DRAFT (pemilik atau Admin)", respons: { 204: { deskripsi: "Dihapus" }, 409: { deskripsi: "Bukan DRAFT" } } },
  {
    metode: "get", path: "/api/metadata/{id}/export/xml", tag: "Metadata", akses: "sesi", ringkasan: "Ekspor XML metadata yang boleh dibaca",
    kueri: [{ nama: "format", deskripsi: "Profil XML", pilihan: ["mdb2016", "mdb2018", "gmd"] }], respons: { 200: { deskripsi: "XML", media: "application/xml" } },
  },
  {
    metode: "post", path: "/api/metadata/import", tag: "Metadata", akses: "sesi", ringkasan: "Impor XML ISO 19139 / 19115-3 atau zip → DRAFT",
    body: { media: "multipart/form-data", deskripsi: "Berkas XML atau zip" }, respons: { 200: { deskripsi: "Laporan per berkas", json: "objek" }, 413: { deskripsi: "Terlalu besar" } },
  },
  transisi("/api/metadata/{id}/ajukan", "Alur kerja", "Ajukan DRAFT untuk QC/QE"),
  transisi("/api/metadata/{id}/revisi", "Alur kerja", "Kembalikan REJECTED ke DRAFT"),
  transisi("/api/metadata/{id}/qcqe/selesai", "QC/QE/QA", "QC dan QE ditandatangani → REVIEW"),
  transisi("/api/metadata/{id}/qcqe/tolak", "QC/QE/QA", "Tolak saat QC/QE (catatan wajib)"),
  { metode: "get", path: "/api/metadata/{id}/qcqe/{tipe}", tag: "QC/QE/QA", akses: "sesi", ringkasan: "Dokumen QC/QE/QA terkini dan saran isian", respons: { 200: { deskripsi: "Dokumen", json: "objek" } } },
  {
    metode: "put", path: "/api/metadata/{id}/qcqe/{tipe}", tag: "QC/QE/QA", akses: "sesi", ringkasan: "Simpan draf dokumen QC/QE/QA",
    body: { json: MasukanDokumen }, respons: { 200: { deskripsi: "Disimpan", json: "objek" }, 409: { deskripsi: "Dokumen tidak dapat diubah" } },
  },
  { metode: "post", path: "/api/metadata/{id}/qcqe/{tipe}/ajukan", tag: "QC/QE/QA", akses: "sesi", ringkasan: "Ajukan draf untuk ditandatangani (DRAFT → PENDING)", respons: { 200: { deskripsi: "Diajukan", json: "objek" } } },
  { metode: "post", path: "/api/metadata/{id}/qcqe/{tipe}/tandatangani", tag: "QC/QE/QA", akses: "sesi", ringkasan: "Tanda tangani (PKI); QA menyetujui atau menolak", respons: { 200: { deskripsi: "Ditandatangani", json: "objek" } } },
  {
    metode: "post", path: "/api/metadata/{id}/qcqe/{tipe}/unggah", tag: "QC/QE/QA", akses: "sesi", ringkasan: "Unggah PDF bertanda tangan pengganti",
    body: { media: "multipart/form-data", deskripsi: "Berkas PDF" }, respons: { 200: { deskripsi: "Diunggah", json: "objek" }, 415: { deskripsi: "Bukan PDF" } },
  },
  { metode: "get", path: "/api/metadata/{id}/qcqe/{tipe}/pdf", tag: "QC/QE/QA", akses: "sesi", ringkasan: "PDF bertanda tangan", respons: { 200: { deskripsi: "PDF", media: "application/pdf" } } },
  { metode: "get", path: "/api/walidata/antrean", tag: "Walidata", akses: "sesi", ringkasan: "Antrean tinjauan (REVIEW) organisasi", kueri: daftar, respons: { 200: { deskripsi: "Halaman hasil", json: "objek" } } },
  transisi("/api/walidata/{id}/setujui", "Walidata", "Setujui dan terbitkan (QA harus sudah ditandatangani)"),
  transisi("/api/walidata/{id}/tolak", "Walidata", "Tolak metadata REVIEW (catatan wajib)"),
  {
    metode: "post", path: "/api/walidata/{id}/visibilitas", tag: "Walidata", akses: "sesi", ringkasan: "PUBLISHED ↔ PRIVATE",
    body: { json: VisibilitasInput }, respons: { 200: { deskripsi: "{dari, ke, detail}", json: "objek" }, 409: { deskripsi: "Status tidak sesuai" } },
  },
  {
    metode: "get", path: "/api/walidata/konfirmasi", tag: "Walidata", akses: "sesi", ringkasan: "Persetujuan satu klik dari e-mail",
    deskripsi: "Selalu menjawab dengan pengalihan 303 ke halaman hasil.",
    kueri: [{ nama: "token", deskripsi: "Token 43 karakter dari e-mail", wajib: true }], respons: { 303: { deskripsi: "Pengalihan ke /walidata/konfirmasi" } },
  },
];
