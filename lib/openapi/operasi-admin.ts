import { PengaturanCswInput } from "@/lib/admin/csw";
import { IdentitasInput } from "@/lib/identitas/skema";
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
  {
    metode: "get", path: "/api/admin/identitas", tag: "Admin", akses: "sesi", ringkasan: "Identitas situs: nama katalog, instansi, alamat, kontak, halaman, logo dan favicon",
    deskripsi: "Sebelum pertama disimpan: isian bawaan. `logoUrl`/`faviconUrl` null bila belum diunggah.",
    respons: { 200: { deskripsi: "Identitas", json: "objek" } },
  },
  {
    metode: "patch", path: "/api/admin/identitas", tag: "Admin", akses: "sesi", ringkasan: "Ubah identitas situs (berlaku di semua instans pada permintaan berikutnya)",
    deskripsi: "`tentang`, `kebijakanPrivasi`, `syaratPenggunaan` dalam Markdown; HTML di dalamnya ditampilkan sebagai teks.",
    body: { json: IdentitasInput }, respons: { 200: { deskripsi: "Identitas baru", json: "objek" } },
  },
  {
    metode: "put", path: "/api/admin/identitas/{gambar}", tag: "Admin", akses: "sesi", ringkasan: "Unggah logo atau favicon (`gambar`: logo | favicon)",
    deskripsi: "PNG atau JPEG, maksimum 512 KB dan 4096 piksel per sisi, dinilai dari isinya. SVG ditolak (415). Badan permintaan berisi gambar itu sendiri, atau kolom `berkas` formulir multipart.",
    body: { media: "image/png", deskripsi: "Gambar PNG atau JPEG" },
    respons: { 200: { deskripsi: "Identitas baru", json: "objek" }, 413: { deskripsi: "Terlalu besar" }, 415: { deskripsi: "Bukan PNG/JPEG (SVG ditolak)" } },
  },
  { metode: "delete", path: "/api/admin/identitas/{gambar}", tag: "Admin", akses: "sesi", ringkasan: "Hapus logo atau favicon (kembali ke gambar bawaan)", respons: { 200: { deskripsi: "Identitas baru", json: "objek" } } },
];
