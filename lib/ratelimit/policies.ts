/** A fixed-window limit: at most `batas` requests per `jendelaDetik` seconds per key. */
export type Kebijakan = { batas: number; jendelaDetik: number; pesan: string };

/**
 * Every rate limit of the service, as data (spec 8 for verify and konfirmasi; the rest are ours, see
 * docs/decisions.md). Keys are built by the caller: per IP, per account.
 */
export const KEBIJAKAN = {
  /** POST /api/auth/login per client IP. */
  loginIp: { batas: 20, jendelaDetik: 60, pesan: "Terlalu banyak percobaan masuk dari alamat ini. Coba lagi beberapa saat lagi." },
  /** POST /api/auth/login per e-mail address (existing or not, so the limit reveals nothing). */
  loginAkun: { batas: 10, jendelaDetik: 15 * 60, pesan: "Terlalu banyak percobaan masuk untuk akun ini. Coba lagi beberapa saat lagi." },
  /** POST /api/auth/otp per client IP (each pending login also dies after 5 wrong codes). */
  otp: { batas: 20, jendelaDetik: 60, pesan: "Terlalu banyak percobaan kode OTP. Coba lagi beberapa saat lagi." },
  /** POST /api/auth/lupa-sandi per client IP: each request may send a mail. */
  lupaSandiIp: { batas: 10, jendelaDetik: 15 * 60, pesan: "Terlalu banyak permintaan atur ulang kata sandi dari alamat ini. Coba lagi dalam 15 menit." },
  /** POST /api/auth/lupa-sandi per e-mail address (existing or not, so the limit reveals nothing): no mailbox flood. */
  lupaSandiAkun: { batas: 3, jendelaDetik: 60 * 60, pesan: "Terlalu banyak permintaan atur ulang kata sandi untuk alamat ini. Periksa e-mail Anda atau coba lagi dalam satu jam." },
  /** GET /api/verify/{token} per client IP (spec 4.1, 8). */
  verify: { batas: 20, jendelaDetik: 60, pesan: "Terlalu banyak permintaan verifikasi. Coba lagi dalam satu menit." },
  /** GET /api/walidata/konfirmasi per client IP (spec 7.1, 8): exceeding redirects to an error page. */
  konfirmasi: { batas: 10, jendelaDetik: 60, pesan: "Terlalu banyak permintaan konfirmasi. Coba lagi dalam satu menit." },
} as const satisfies Record<string, Kebijakan>;

export type NamaKebijakan = keyof typeof KEBIJAKAN;
