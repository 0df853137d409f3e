import type { Metadata } from "next";
import Link from "next/link";
import css from "@/components/admin/admin.module.css";
import { sesiAdminOrNotFound } from "@/components/admin/akses-halaman";
import { NavAdmin } from "@/components/admin/NavAdmin";
import { daftarKotakSurat, UMUR_KOTAK_SURAT_HARI } from "@/lib/mail/kotak-surat";
import { JALUR_KOTAK_SURAT, jalurKirim } from "@/lib/mail/pengiriman";
import { formatAngka, formatTanggalWaktu } from "@/lib/web/format";

export const metadata: Metadata = { title: "Kotak surat – Admin", robots: { index: false } };

type Cari = Promise<Record<string, string | string[] | undefined>>;

/** A bad or missing `page` shows the first page: this is a reading aid, not an API. */
function halamanDari(nilai: string | string[] | undefined): number {
  const n = typeof nilai === "string" && /^[0-9]{1,6}$/.test(nilai) ? Number(nilai) : 1;
  return n >= 1 ? n : 1;
}

const SALURAN = { email: "E-mail", wa: "WA" } as const;

export default async function HalamanKotakSurat({ searchParams }: { searchParams: Cari }) {
  const { ctx } = await sesiAdminOrNotFound(JALUR_KOTAK_SURAT);
  const hasil = await daftarKotakSurat({ ctx, input: { page: halamanDari((await searchParams).page) } });
  const halamanTerakhir = Math.max(1, Math.ceil(hasil.total / hasil.pageSize));
  const lokal = (["email", "wa"] as const).filter((s) => jalurKirim(s) === "lokal").map((s) => SALURAN[s]);
  return (
    <div className={css.bingkai}>
      <h1>Kotak surat lokal</h1>
      <NavAdmin aktif={JALUR_KOTAK_SURAT} />
      <p>
        {lokal.length > 0
          ? `${lokal.join(" dan ")} tanpa server surat atau gateway WA dikirim ke sini (mode pengembangan atau demo), termasuk kode OTP, tautan konfirmasi, dan kata sandi sementara. `
          : "Tidak aktif: instans ini mengirim surat lewat SMTP dan pesan lewat gateway WA (atau, di produksi, mencatatnya gagal). "}
        Pesan terbaru di atas; disimpan {UMUR_KOTAK_SURAT_HARI} hari.
      </p>
      <p className="jumlah-hasil">
        {formatAngka(hasil.total)} pesan · halaman {hasil.page} dari {halamanTerakhir}
      </p>
      <ul className="daftar-hasil">
        {hasil.records.map((s) => (
          <li key={s.id} className="kartu">
            <h2 className={css.subjekSurat}>{s.subjek || `(${s.jenis})`}</h2>
            <p className="kartu-meta">
              {SALURAN[s.saluran]} untuk <strong>{s.tujuan}</strong> · <time dateTime={s.diterimaAt.toISOString()}>{formatTanggalWaktu(s.diterimaAt.toISOString())}</time> · jenis {s.jenis}
            </p>
            <pre className={css.isiSurat}>{s.isi}</pre>
          </li>
        ))}
      </ul>
      <nav className="paginasi" aria-label="Halaman">
        <ul>
          {hasil.page > 1 ? <li><Link href={`?page=${hasil.page - 1}`}>Lebih baru</Link></li> : null}
          {hasil.page < halamanTerakhir ? <li><Link href={`?page=${hasil.page + 1}`}>Lebih lama</Link></li> : null}
        </ul>
      </nav>
    </div>
  );
}
