import type { Metadata } from "next";
import Link from "next/link";
import { laporanJalan } from "@/lib/panen/jalan";
import { atau404 } from "@/lib/web/atau-404";
import { formatTanggalWaktu } from "@/lib/web/format";
import { apiPanen } from "@/lib/web/panen-api";
import { jalanAktif, LABEL_PEMICU } from "@/lib/web/panen-tampil";
import css from "@/components/admin/admin.module.css";
import dasbor from "@/app/(dashboard)/dashboard/dasbor.module.css";
import { AksiJalan } from "@/components/panen/AksiJalan";
import { sesiPanenOrNotFound } from "@/components/panen/akses-halaman";
import { DaftarCatatan } from "@/components/panen/DaftarCatatan";
import { KemajuanJalan } from "@/components/panen/KemajuanJalan";

export const metadata: Metadata = { title: "Laporan jalan panen", robots: { index: false } };

/** A run's report: counts (live while it runs), every rejected record with its reasons, retired records, failed pages, downloads. */
export default async function HalamanLaporanJalan({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { ctx, area } = await sesiPanenOrNotFound(`/dashboard/panen/jalan/${encodeURIComponent(id)}`);
  const { jalan: j, butir } = await atau404(laporanJalan({ ctx, id }));
  const api = apiPanen(area);
  const jenis = (k: string[]) => butir.filter((b) => k.includes(b.jenis));
  const unduh = "unduhan CSV/JSON";
  return (
    <div className={css.bingkai}>
      <p className="remah">
        <Link href="/dashboard/panen">Panen</Link> / <Link href={`/dashboard/panen/${j.sumberId}`}>{j.sumberNama}</Link> / Laporan jalan
      </p>
      <h1>Laporan jalan panen: {j.sumberNama}</h1>
      <dl className={dasbor.fakta}>
        <dt>Jenis jalan</dt>
        <dd>{j.penuh ? "Penuh (semua rekaman; mencari yang hilang)" : `Inkremental (diubah sejak ${j.sejak ? formatTanggalWaktu(j.sejak) : "—"})`}</dd>
        <dt>Pemicu</dt>
        <dd>{LABEL_PEMICU[j.pemicu] ?? j.pemicu}</dd>
        <dt>Diantrekan</dt>
        <dd>{formatTanggalWaktu(j.dibuatAt)}</dd>
        <dt>Dimulai</dt>
        <dd>{j.mulaiAt ? formatTanggalWaktu(j.mulaiAt) : "belum"}</dd>
        <dt>Selesai</dt>
        <dd>{j.selesaiAt ? formatTanggalWaktu(j.selesaiAt) : "belum"}</dd>
        {j.pemegang && jalanAktif(j.keadaan) ? (
          <>
            <dt>Dijalankan oleh</dt>
            <dd>{j.pemegang}</dd>
          </>
        ) : null}
      </dl>
      <KemajuanJalan key={`${j.id}-${j.keadaan}`} awal={j} urlJalan={api.jalan(j.id)} judul="Keadaan" />
      {jalanAktif(j.keadaan) ? <AksiJalan urlBatal={api.batal(j.id)} /> : null}
      <p>
        Unduh laporan: <a href={api.laporan(j.id, "csv")} download>CSV</a> · <a href={api.laporan(j.id, "json")} download>JSON</a>
      </p>
      <DaftarCatatan id="ditolak" judul="Rekaman ditolak" butir={jenis(["ditolak"])} kosong="Tidak ada rekaman yang ditolak." unduh={unduh} />
      <DaftarCatatan id="pensiun" judul="Rekaman dipensiunkan atau dihapus" butir={jenis(["dipensiunkan", "dihapus"])} kosong="Tidak ada rekaman yang hilang dari sumber." unduh={unduh} />
      <DaftarCatatan id="halaman" judul="Halaman gagal" butir={jenis(["halaman"])} kosong="Semua halaman terbaca." unduh={unduh} />
    </div>
  );
}
