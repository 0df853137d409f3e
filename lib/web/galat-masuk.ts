import { PESAN_KATA_SANDI } from "@/lib/auth/aturan-kata-sandi";
import { PESAN_KREDENSIAL_SALAH } from "@/lib/auth/masuk";
import { PESAN_TAUTAN_TIDAK_BERLAKU } from "@/lib/auth/reset/atur-ulang";
import { KEBIJAKAN } from "@/lib/ratelimit/policies";
import { PESAN_OTP } from "@/lib/auth/verifikasi-otp";
import { ApiError } from "@/lib/http/errors";

/**
 * The sign-in form's failures travel in the redirect as a short code, never as text: a URL must not be able to
 * put arbitrary words on our sign-in page.
 */
export const PESAN_GALAT_MASUK = {
  kredensial: PESAN_KREDENSIAL_SALAH,
  "otp-salah": PESAN_OTP.salah,
  "otp-kedaluwarsa": PESAN_OTP.kedaluwarsa,
  "otp-terpakai": PESAN_OTP.sudahDipakai,
  "otp-dibatalkan": PESAN_OTP.dibatalkan,
  "otp-tanpa-login": PESAN_OTP.tanpaLogin,
  batas: "Terlalu banyak percobaan masuk. Tunggu beberapa menit, lalu coba lagi.",
  "tidak-valid": "Isian belum lengkap atau tidak valid. Periksa e-mail, kata sandi, atau kode OTP.",
  "lintas-situs": "Permintaan ditolak karena tidak berasal dari situs ini. Muat ulang halaman, lalu coba lagi.",
  sesi: "Sesi Anda telah berakhir. Silakan masuk kembali.",
  // The forgotten-password forms (/lupa-sandi, /atur-ulang-sandi) travel the same way.
  "batas-lupa-ip": KEBIJAKAN.lupaSandiIp.pesan,
  "batas-lupa-akun": KEBIJAKAN.lupaSandiAkun.pesan,
  "email-kosong": "Isi alamat e-mail akun Anda.",
  tautan: PESAN_TAUTAN_TIDAK_BERLAKU,
  "sandi-beda": "Kedua isian kata sandi baru tidak sama. Ketik kata sandi yang sama dua kali.",
  "sandi-pendek": PESAN_KATA_SANDI.pendek,
  "sandi-panjang": PESAN_KATA_SANDI.panjang,
  "sandi-produk": PESAN_KATA_SANDI.produk,
  "sandi-email": PESAN_KATA_SANDI.email,
  "sandi-umum": PESAN_KATA_SANDI.umum,
  "sandi-pola": PESAN_KATA_SANDI.pola,
  server: "Terjadi kesalahan pada server. Silakan coba lagi nanti.",
} as const;
export type KodeGalatMasuk = keyof typeof PESAN_GALAT_MASUK;

const DARI_PESAN = new Map<string, KodeGalatMasuk>(
  (Object.entries(PESAN_GALAT_MASUK) as [KodeGalatMasuk, string][]).map(([k, p]) => [p, k]),
);

/** The code of an error thrown by a sign-in or forgotten-password service (or the request checks before them). */
export function kodeGalatMasuk(err: unknown): KodeGalatMasuk {
  if (!(err instanceof ApiError)) return "server";
  // A message we know by its words first: a password rule or a limit of its own keeps its own text.
  const dikenal = DARI_PESAN.get(err.message) ?? DARI_PESAN.get(err.detail?.[0]?.pesan ?? "");
  if (dikenal) return dikenal;
  if (err.kode === "terlalu_banyak_permintaan") return "batas";
  if (err.kode === "dilarang") return "lintas-situs";
  if (err.kode === "permintaan_tidak_valid") return "tidak-valid";
  return "server";
}

/** The message for a `?galat=` code, or null for an unknown one. */
export function pesanGalatMasuk(kode: string | undefined): string | null {
  return kode && Object.hasOwn(PESAN_GALAT_MASUK, kode) ? PESAN_GALAT_MASUK[kode as KodeGalatMasuk] : null;
}
