/** Error codes of the service, each with its HTTP status (the one table that maps them). */
export const KODE_GALAT = {
  permintaan_tidak_valid: 400,
  tidak_terautentikasi: 401,
  dilarang: 403,
  tidak_ditemukan: 404,
  metode_tidak_diizinkan: 405,
  konflik: 409,
  terlalu_besar: 413,
  tipe_konten_tidak_didukung: 415,
  terlalu_banyak_permintaan: 429,
  kesalahan_internal: 500,
  layanan_tidak_tersedia: 503,
} as const;
export type KodeGalat = keyof typeof KODE_GALAT;

export type DetailGalat = { path: string; pesan: string };

/** The one error type of the service: a code, an Indonesian message safe to show, and optional field details. */
export class ApiError extends Error {
  readonly kode: KodeGalat;
  readonly detail?: DetailGalat[];
  /** Seconds for a Retry-After header (only the concurrency limit sends one; spec 7.1's rate limits do not). */
  readonly cobaLagiDetik?: number;

  constructor(kode: KodeGalat, pesan: string, detail?: DetailGalat[], cobaLagiDetik?: number) {
    super(pesan);
    this.name = "ApiError";
    this.kode = kode;
    this.detail = detail;
    this.cobaLagiDetik = cobaLagiDetik;
  }

  get status(): number {
    return KODE_GALAT[this.kode];
  }
}

export const tidakDitemukan = (pesan: string) => new ApiError("tidak_ditemukan", pesan);
export const permintaanTidakValid = (pesan: string, detail?: DetailGalat[]) => new ApiError("permintaan_tidak_valid", pesan, detail);
