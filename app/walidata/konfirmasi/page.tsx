import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "Konfirmasi Walidata", robots: { index: false } };

const PESAN_GALAT: Record<string, string> = {
  token: "Tautan konfirmasi tidak dikenal. Pastikan Anda membuka tautan lengkap dari e-mail.",
  kedaluwarsa: "Tautan konfirmasi sudah kedaluwarsa. Setujui metadata dari dasbor.",
  terpakai: "Tautan konfirmasi sudah pernah digunakan.",
  "bukan-penerima": "Tautan ini dikirim kepada Walidata lain. Masuk dengan akun penerima e-mail.",
  status: "Metadata tidak lagi menunggu tinjauan (mungkin sudah disetujui atau ditolak).",
  peran: "Hanya Walidata atau Admin yang dapat menggunakan tautan konfirmasi.",
  batas: "Terlalu banyak permintaan konfirmasi. Coba lagi dalam satu menit.",
  server: "Terjadi kesalahan pada server. Coba lagi nanti.",
};

/** Result page of the one-click approval link (GET /api/walidata/konfirmasi redirects here). */
export default async function HalamanKonfirmasi({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const q = await searchParams;
  const berhasil = q.hasil === "berhasil";
  const alasan = typeof q.alasan === "string" ? q.alasan : "server";
  return (
    <main style={{ maxWidth: 640, margin: "4rem auto", padding: "0 1rem" }}>
      <h1>{berhasil ? "Metadata disetujui dan diterbitkan" : "Konfirmasi tidak berhasil"}</h1>
      <p role={berhasil ? "status" : "alert"}>{berhasil ? "Terima kasih. Metadata kini tampil di katalog publik." : (PESAN_GALAT[alasan] ?? PESAN_GALAT.server)}</p>
      {berhasil && typeof q.id === "string" ? <Link href={`/katalog/${encodeURIComponent(q.id)}`}>Lihat di katalog</Link> : null}
    </main>
  );
}
