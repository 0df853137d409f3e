import { z } from "@/lib/validation/zod";

/** Every error of the REST API (lib/http/respond.ts): `{error}` in Indonesian, field details on a 400. */
export const GalatApi = z
  .object({
    error: z.string().describe("Pesan galat dalam bahasa Indonesia"),
    detail: z.array(z.object({ path: z.string(), pesan: z.string() })).optional().describe("Rincian per isian (400)"),
  });

/** The HTTP statuses an error may carry, with the reason in Indonesian. */
export const ALASAN_GALAT: Record<number, string> = {
  400: "Permintaan tidak valid (JSON rusak atau isian salah; rincian di `detail`)",
  401: "Belum masuk atau sesi berakhir",
  403: "Peran tidak memiliki akses",
  404: "Tidak ditemukan",
  409: "Konflik dengan keadaan saat ini",
  413: "Berkas terlalu besar",
  415: "Tipe konten tidak didukung",
  429: "Terlalu banyak permintaan",
  503: "Layanan tidak tersedia",
};
