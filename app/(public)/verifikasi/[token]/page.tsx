import Link from "next/link";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { BuktiLuring } from "@/components/BuktiLuring";
import { getDb } from "@/lib/db";
import { verifikasiUntukHalaman, type HasilHalaman } from "@/lib/quality/verifikasi-halaman";
import { formatTanggalWaktu } from "@/lib/web/format";
import s from "./page.module.css";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Verifikasi dokumen kualitas",
  robots: { index: false, follow: false },
};

const NAMA_TIPE = { QC: "Kendali Mutu (QC)", QE: "Evaluasi Kualitas Data (QE)", QA: "Penjaminan Mutu (QA)" } as const;

// Malformed and unknown codes go to not-found.tsx.
const ALASAN: Record<Exclude<Exclude<HasilHalaman, { valid: true }>["alasan"], "format" | "tidak-dikenal">, { judul: string; teks: string }> = {
  digantikan: {
    judul: "Dokumen sudah tidak berlaku",
    teks: "Dokumen ini pernah ditandatangani, tetapi sudah digantikan oleh pemeriksaan yang lebih baru atas metadata yang sama. Mintalah dokumen terbaru.",
  },
  "tanda-tangan": {
    judul: "Tanda tangan tidak cocok",
    teks: "Isi dokumen yang tercatat tidak cocok dengan tanda tangan digitalnya. Dokumen mungkin telah diubah; jangan dipercaya.",
  },
  batas: {
    judul: "Terlalu banyak permintaan",
    teks: "Terlalu banyak pemeriksaan dari jaringan Anda dalam satu menit. Tunggu sebentar, lalu muat ulang halaman ini.",
  },
};

// The page a person reaches by scanning a document's QR code: clearly valid, or clearly not and why.
export default async function HalamanVerifikasi({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const hasil = await verifikasiUntukHalaman(getDb, token, await headers());

  // A malformed or unknown code names no document: the not-found page says "not valid" with HTTP 404 (as GET
  // /api/verify/{token} does). A known document that is superseded or tampered keeps its own explanation.
  if (!hasil.valid) {
    if (hasil.alasan === "format" || hasil.alasan === "tidak-dikenal") notFound();
    const a = ALASAN[hasil.alasan];
    return (
      <main className={s.wadah}>
        <section className={`${s.kartu} ${s.tidakSah}`} aria-labelledby="judul-verifikasi">
          <div className={s.kepala}>
            <span className={s.ikon} aria-hidden="true">✕</span>
            <h1 className={s.judul} id="judul-verifikasi">Tidak sah: {a.judul}</h1>
          </div>
          <p className={s.penjelasan}>{a.teks}</p>
        </section>
      </main>
    );
  }

  return (
    <main className={s.wadah}>
      <section className={`${s.kartu} ${s.sah}`} aria-labelledby="judul-verifikasi">
        <div className={s.kepala}>
          <span className={s.ikon} aria-hidden="true">✓</span>
          <h1 className={s.judul} id="judul-verifikasi">Dokumen sah dan asli</h1>
        </div>
        <dl className={s.fakta}>
          <div><dt>Jenis dokumen</dt><dd>{NAMA_TIPE[hasil.tipe]}</dd></div>
          <div><dt>Nomor dokumen</dt><dd>{hasil.nomor}</dd></div>
          <div><dt>Metadata</dt><dd>{hasil.metadata.judul}</dd></div>
          <div><dt>Instansi</dt><dd>{hasil.metadata.organisasi}</dd></div>
          <div><dt>Hasil</dt><dd>{hasil.sesuai ? "Sesuai" : "Tidak sesuai"} ({hasil.passed} dari {hasil.total} butir lulus)</dd></div>
          <div><dt>Ditandatangani oleh</dt><dd>{hasil.signedBy.namaLengkap}, {hasil.signedBy.jabatan}</dd></div>
          <div><dt>Waktu tanda tangan</dt><dd>{formatTanggalWaktu(hasil.signedAt)}</dd></div>
          <div><dt>Metode</dt><dd>Tanda tangan digital (PKI), diperiksa sekarang</dd></div>
        </dl>
        <p className={s.catatan}>
          Pastikan isi dokumen yang Anda pegang sama dengan data di atas. <Link href={`/katalog/${hasil.metadata.id}`}>Lihat metadata</Link> (bila sudah diterbitkan).
        </p>
        <BuktiLuring token={token} />
      </section>
    </main>
  );
}
