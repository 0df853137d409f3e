import type { Metadata } from "next";
import Link from "next/link";
import { daftarSumber } from "@/lib/panen/sumber";
import css from "@/components/admin/admin.module.css";
import { sesiPanenOrNotFound } from "@/components/panen/akses-halaman";
import { TabelSumber } from "@/components/panen/TabelSumber";

export const metadata: Metadata = { title: "Panen", robots: { index: false } };

/** Harvest sources: an Admin sees every organisation's, a Walidata their own organisation's. */
export default async function HalamanPanen() {
  const { ctx, semua } = await sesiPanenOrNotFound("/dashboard/panen");
  const sumber = await daftarSumber({ ctx });
  return (
    <div className={css.bingkai}>
      <h1>Panen metadata</h1>
      <p className="redup">
        {semua ? "Sumber panen semua organisasi." : "Sumber panen organisasi Anda."} Katalog lain (CSW 2.0.2 atau folder XML ISO) dipanen ke katalog ini
        secara manual atau terjadwal; setiap jalan mencatat rekaman yang ditolak beserta alasannya.
      </p>
      <p>
        <Link href="/dashboard/panen/baru" className="tombol-kecil">
          Tambah sumber
        </Link>
      </p>
      {sumber.length ? <TabelSumber sumber={sumber} denganOrganisasi={semua} /> : <p>Belum ada sumber panen.</p>}
    </div>
  );
}
