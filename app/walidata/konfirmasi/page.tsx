import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "Konfirmasi Walidata", robots: { index: false } };

const PESAN_GALAT: Record<string, string> = {
  "tanpa-token": "Tautan konfirmasi tidak memuat kode konfirmasinya, mungkin terpotong oleh aplikasi e-mail. Buka tautan lengkap dari e-mail, atau setujui metadata dari dasbor.",
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
  // Opened directly (a bookmark, a typed address): no link was processed, and nothing failed.
  if (q.hasil !== "berhasil" && q.hasil !== "galat") {
    return (
      <main style={{ maxWidth: 640, margin: "4rem auto", padding: "0 1rem" }}>
        <h1>Tidak ada konfirmasi yang diproses</h1>
        <p role="status">
          Halaman ini menampilkan hasil tautan persetujuan satu klik dari e-mail Walidata. Alamat ini dibuka tanpa tautan tersebut, jadi tidak ada metadata yang disetujui atau
          diubah. Buka tautan lengkap dari e-mail, atau setujui metadata dari dasbor.
        </p>
        <Link href="/dashboard">Ke dasbor</Link>
      </main>
    );
  }
  const berhasil = q.hasil === "berhasil";
  // A failure page without a known reason (an edited address) is not a server fault either.
  const alasan = typeof q.alasan === "string" && q.alasan in PESAN_GALAT ? q.alasan : "tanpa-token";
  return (
    <main style={{ maxWidth: 640, margin: "4rem auto", padding: "0 1rem" }}>
      <h1>{berhasil ? "Metadata disetujui dan diterbitkan" : "Konfirmasi tidak berhasil"}</h1>
      <p role={berhasil ? "status" : "alert"}>{berhasil ? "Terima kasih. Metadata kini tampil di katalog publik." : PESAN_GALAT[alasan]}</p>
      {berhasil && typeof q.id === "string" ? <Link href={`/katalog/${encodeURIComponent(q.id)}`}>Lihat di katalog</Link> : null}
    </main>
  );
}
