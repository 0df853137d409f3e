import { PengaturanCswInput } from "@/lib/admin/csw";
import { OrganisasiInput, UbahOrganisasiInput } from "@/lib/admin/organisasi";
import { PenggunaInput, UbahPenggunaInput } from "@/lib/admin/pengguna";
import { PERAN_PENGGUNA } from "@/lib/metadata/kode";
import type { Operasi } from "./jenis";

/** Administration (Admin only). */
export const OPERASI_ADMIN: Operasi[] = [
  { metode: "get", path: "/api/admin/organisasi", tag: "Admin", akses: "sesi", ringkasan: "Daftar organisasi dengan jumlah pengguna", respons: { 200: { deskripsi: "Daftar", json: "larik" } } },
  {
    metode: "post", path: "/api/admin/organisasi", tag: "Admin", akses: "sesi", ringkasan: "Buat organisasi",
    body: { json: OrganisasiInput }, respons: { 201: { deskripsi: "Dibuat", json: "objek" }, 409: { deskripsi: "Kode sudah dipakai" } },
  },
  {
    metode: "patch", path: "/api/admin/organisasi/{id}", tag: "Admin", akses: "sesi", ringkasan: "Ubah organisasi, (non)aktifkan, atur allowLintasOrgReviewer",
    deskripsi: "Mematikan allowLintasOrgReviewer saat masih ada butir QC/QE aktif dari pemeriksa organisasi lain ditolak (409) kecuali `paksa: true`.",
    body: { json: UbahOrganisasiInput }, respons: { 200: { deskripsi: "Diubah", json: "objek" }, 409: { deskripsi: "Kode dipakai, atau pekerjaan lintas organisasi masih aktif" } },
  },
  {
    metode: "get", path: "/api/admin/organisasi/lintas-org-check", tag: "Admin", akses: "sesi", ringkasan: "Butir QC/QE aktif dari pemeriksa organisasi lain",
    kueri: [{ nama: "organisasiId", deskripsi: "Organisasi (bawaan: organisasi Admin)" }], respons: { 200: { deskripsi: "{draft, pending, total}", json: "objek" } },
  },
  { metode: "get", path: "/api/admin/organisasi/status", tag: "Admin", akses: "sesi", ringkasan: "Status komponen: SMTP, WA, penyimpanan, CSW", respons: { 200: { deskripsi: "Status", json: "objek" } } },
  {
    metode: "get", path: "/api/admin/pengguna", tag: "Admin", akses: "sesi", ringkasan: "Daftar akun",
    kueri: [
      { nama: "q", deskripsi: "Nama atau e-mail" },
      { nama: "organisasiId", deskripsi: "Organisasi" },
      { nama: "peran", deskripsi: "Peran", pilihan: PERAN_PENGGUNA },
      { nama: "aktif", deskripsi: "true: akun aktif saja; false: akun nonaktif saja", pilihan: ["true", "false"] },
      { nama: "page", deskripsi: "Halaman", jenis: "integer" },
      { nama: "pageSize", deskripsi: "Jumlah per halaman (≤ 200)", jenis: "integer" },
    ],
    respons: { 200: { deskripsi: "{records, total, page, pageSize}", json: "objek" } },
  },
  {
    metode: "post", path: "/api/admin/pengguna", tag: "Admin", akses: "sesi", ringkasan: "Buat akun (kata sandi sementara dikirim lewat e-mail)",
    body: { json: PenggunaInput }, respons: { 201: { deskripsi: "Dibuat", json: "objek" }, 409: { deskripsi: "E-mail sudah dipakai" } },
  },
  {
    metode: "patch", path: "/api/admin/pengguna/{id}", tag: "Admin", akses: "sesi", ringkasan: "Ubah akun; aktif=false menonaktifkan dan mengakhiri sesinya",
    body: { json: UbahPenggunaInput }, respons: { 200: { deskripsi: "Diubah", json: "objek" }, 409: { deskripsi: "E-mail dipakai, atau mengubah akun sendiri" } },
  },
  {
    metode: "post", path: "/api/admin/pengguna/{id}/matikan-otp", tag: "Admin", akses: "sesi", ringkasan: "Matikan OTP pengguna (mis. ponsel hilang); diaudit, pengguna diberi tahu",
    respons: { 200: { deskripsi: "`{id, otpAktif: false}`", json: "objek" }, 404: { deskripsi: "Pengguna tidak ditemukan" }, 409: { deskripsi: "OTP akun ini sudah tidak aktif" } },
  },
  { metode: "post", path: "/api/admin/pengguna/{id}/reset-kata-sandi", tag: "Admin", akses: "sesi", ringkasan: "Atur ulang kata sandi (dikirim lewat e-mail)", respons: { 200: { deskripsi: "{ok: true}", json: "objek" } } },
  {
    metode: "get", path: "/api/admin/csw", tag: "Admin", akses: "sesi", ringkasan: "Identitas layanan CSW (spec 4.4)",
    deskripsi: "`penyedia: builtin`: pengaturan admin (404 sebelum pertama disimpan). `penyedia: external`: nilai variabel CSW_* (hanya baca) beserta `dilaporkanPenyedia`, identitas yang ditampilkan GetCapabilities penyedia itu.",
    respons: { 200: { deskripsi: "Pengaturan", json: "objek" } },
  },
  {
    metode: "patch", path: "/api/admin/csw", tag: "Admin", akses: "sesi", ringkasan: "Ubah identitas layanan CSW",
    body: { json: PengaturanCswInput }, respons: { 200: { deskripsi: "Pengaturan baru", json: "objek" }, 409: { deskripsi: "Penyedia eksternal: identitas diatur lewat variabel CSW_* lalu penyedia dimulai ulang" } },
  },
];
