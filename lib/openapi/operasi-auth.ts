import { MasukInput } from "@/lib/auth/masuk";
import { GantiKataSandiInput, UbahProfilInput } from "@/lib/auth/profil";
import { AturUlangSandiInput, LupaSandiInput } from "@/lib/auth/reset";
import { OtpInput } from "@/lib/auth/verifikasi-otp";
import type { Operasi } from "./jenis";

/** Sign-in (spec 5) and the signed-in user's own profile. */
export const OPERASI_AUTH: Operasi[] = [
  {
    metode: "post", path: "/api/auth/login", tag: "Autentikasi", akses: "publik", ringkasan: "Masuk dengan e-mail dan kata sandi",
    deskripsi: "Memasang cookie `gk_sesi`, atau menjawab `{requiresOtp: true}` dengan cookie login tertunda.",
    body: { json: MasukInput },
    respons: { 200: { deskripsi: "Masuk, atau OTP diperlukan", json: "objek" }, 401: { deskripsi: "Kredensial salah" }, 429: { deskripsi: "Terlalu banyak percobaan" } },
  },
  {
    metode: "post", path: "/api/auth/otp", tag: "Autentikasi", akses: "publik", ringkasan: "Kode OTP 6 angka dari login tertunda",
    body: { json: OtpInput },
    respons: { 200: { deskripsi: "Masuk", json: "objek" }, 401: { deskripsi: "Kode salah atau kedaluwarsa" }, 429: { deskripsi: "Terlalu banyak percobaan" } },
  },
  {
    metode: "post", path: "/api/auth/formulir", tag: "Autentikasi", akses: "publik", ringkasan: "Formulir HTML halaman /masuk (tanpa JavaScript)",
    deskripsi: "`langkah=masuk|otp|keluar` (halaman /masuk) dan `langkah=lupa|atur-ulang` (halaman /lupa-sandi dan /atur-ulang-sandi); selalu menjawab dengan pengalihan 303.",
    body: { media: "application/x-www-form-urlencoded", deskripsi: "Isian formulir: langkah, email, password, otp, lanjut; token, kataSandiBaru, kataSandiUlang" },
    respons: { 303: { deskripsi: "Pengalihan ke tujuan atau kembali ke /masuk" } },
  },
  {
    metode: "post", path: "/api/auth/lupa-sandi", tag: "Autentikasi", akses: "publik", ringkasan: "Lupa kata sandi: tautan atur ulang sekali pakai lewat e-mail",
    deskripsi: "Jawaban sama untuk alamat terdaftar maupun tidak. Tautan berlaku 30 menit. Batas: 10 permintaan per IP per 15 menit dan 3 per alamat e-mail per jam.",
    body: { json: LupaSandiInput },
    respons: { 200: { deskripsi: "`{pesan}`, sama untuk setiap alamat", json: "objek" }, 429: { deskripsi: "Terlalu banyak permintaan dari IP ini atau untuk alamat ini" } },
  },
  {
    metode: "post", path: "/api/auth/atur-ulang-sandi", tag: "Autentikasi", akses: "publik", ringkasan: "Kata sandi baru lewat tautan atur ulang (semua sesi akun berakhir)",
    body: { json: AturUlangSandiInput },
    respons: { 200: { deskripsi: "Diganti", json: "objek" }, 400: { deskripsi: "Tautan tidak berlaku (dipakai, kedaluwarsa, diganti) atau kata sandi melanggar aturan" } },
  },
  { metode: "post", path: "/api/auth/logout", tag: "Autentikasi", akses: "publik", ringkasan: "Keluar: akhiri sesi dan hapus cookie", respons: { 200: { deskripsi: "Keluar", json: "objek" } } },
  { metode: "get", path: "/api/user/profil", tag: "Profil", akses: "sesi", ringkasan: "Profil pengguna yang masuk", respons: { 200: { deskripsi: "Profil", json: "objek" } } },
  {
    metode: "patch", path: "/api/user/profil", tag: "Profil", akses: "sesi", ringkasan: "Ubah nama, jabatan, telepon, OTP",
    body: { json: UbahProfilInput }, respons: { 200: { deskripsi: "Profil baru", json: "objek" } },
  },
  {
    metode: "post", path: "/api/user/profil/kata-sandi", tag: "Profil", akses: "sesi", ringkasan: "Ganti kata sandi sendiri (sesi lain berakhir)",
    body: { json: GantiKataSandiInput },
    respons: { 200: { deskripsi: "Diganti; cookie sesi baru", json: "objek" }, 400: { deskripsi: "Kata sandi lama salah, atau kata sandi baru melanggar aturan (pesan menyebut aturannya)" }, 429: { deskripsi: "Terlalu banyak percobaan kata sandi (batas yang sama dengan masuk)" } },
  },
];
