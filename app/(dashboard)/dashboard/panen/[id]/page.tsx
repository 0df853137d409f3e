import type { Metadata } from "next";
import Link from "next/link";
import { daftarJalan } from "@/lib/panen/jalan";
import { LABEL_JENIS } from "@/lib/panen/jenis";
import { ambilSumber } from "@/lib/panen/sumber";
import { atau404 } from "@/lib/web/atau-404";
import { formatTanggalWaktu } from "@/lib/web/format";
import { apiPanen } from "@/lib/web/panen-api";
import { jalanAktif, LABEL_KESEHATAN } from "@/lib/web/panen-tampil";
import { organisasiTujuanPanen } from "@/lib/web/panen-organisasi";
import css from "@/components/admin/admin.module.css";
import dasbor from "@/app/(dashboard)/dashboard/dasbor.module.css";
import { AksiJalan } from "@/components/panen/AksiJalan";
import { sesiPanenOrNotFound } from "@/components/panen/akses-halaman";
import { FormSumber } from "@/components/panen/FormSumber";
import { HapusSumber } from "@/components/panen/HapusSumber";
import { KemajuanJalan } from "@/components/panen/KemajuanJalan";
import { TabelJalan } from "@/components/panen/TabelJalan";
import p from "@/components/panen/panen.module.css";

export const metadata: Metadata = { title: "Sumber panen", robots: { index: false } };

const waktu = (iso: string | null) => (iso ? formatTanggalWaktu(iso) : "belum pernah");

/** One source: what it is, "Jalankan sekarang" / "Batalkan", the live progress of its active run, its runs, and the edit form. */
export default async function HalamanSumber({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { ctx, area, semua } = await sesiPanenOrNotFound(`/dashboard/panen/${encodeURIComponent(id)}`);
  const s = await atau404(ambilSumber({ ctx, id }));
  const [jalan, org] = await Promise.all([daftarJalan({ ctx, sumberId: id }), organisasiTujuanPanen(ctx)]);
  const api = apiPanen(area);
  const aktif = s.jalanTerakhir && jalanAktif(s.jalanTerakhir.keadaan) ? s.jalanTerakhir : null;
  return (
    <div className={css.bingkai}>
      <p className="remah">
        <Link href="/dashboard/panen">Panen</Link> / {s.nama}
      </p>
      <h1>{s.nama}</h1>
      <dl className={dasbor.fakta}>
        <dt>Jenis</dt>
        <dd>{LABEL_JENIS[s.jenis] ?? s.jenis}</dd>
        <dt>URL</dt>
        <dd className={p.url}>{s.url}</dd>
        <dt>Organisasi tujuan</dt>
        <dd>{s.organisasiNama}</dd>
        <dt>Jadwal</dt>
        <dd>{s.aktif ? s.jadwalLabel : `${s.jadwalLabel} (sumber nonaktif)`}</dd>
        <dt>Jalan berikutnya</dt>
        <dd>{s.aktif && s.berikutnyaAt ? formatTanggalWaktu(s.berikutnyaAt) : "—"}</dd>
        <dt>Sukses terakhir</dt>
        <dd>{waktu(s.suksesTerakhirAt)}</dd>
        <dt>Panen penuh terakhir</dt>
        <dd>{waktu(s.penuhTerakhirAt)}</dd>
        <dt>Kesehatan</dt>
        <dd>
          <span className={p.kesehatan} data-nilai={s.kesehatan}>{LABEL_KESEHATAN[s.kesehatan] ?? s.kesehatan}</span>
        </dd>
        <dt>Kredensial</dt>
        <dd>{s.kredensial ? `tersimpan (pengguna “${s.kredensial.pengguna}”)` : "tidak ada"}</dd>
      </dl>
      {s.jalanTerakhir ? (
        <>
          <KemajuanJalan key={`${s.jalanTerakhir.id}-${s.jalanTerakhir.keadaan}`} awal={s.jalanTerakhir} urlJalan={api.jalan(s.jalanTerakhir.id)} judul={aktif ? "Jalan yang sedang berlangsung" : "Jalan terakhir"} />
          <p>
            <Link href={`/dashboard/panen/jalan/${s.jalanTerakhir.id}`}>Buka laporan jalan ini</Link>
          </p>
        </>
      ) : null}
      {aktif ? <AksiJalan urlBatal={api.batal(aktif.id)} /> : <AksiJalan urlJalankan={api.jalankan(s.id)} />}
      <h2>Riwayat jalan</h2>
      <p className="bantuan">Laporan setiap jalan disimpan 90 hari.</p>
      <TabelJalan jalan={jalan} />
      <h2>Ubah sumber</h2>
      <FormSumber
        area={area}
        awal={{ id: s.id, nama: s.nama, jenis: s.jenis, url: s.url, organisasiId: s.organisasiId, batasan: s.batasan, skemaKeluaran: s.skemaKeluaran, jadwal: s.jadwal, modeTerbit: s.modeTerbit, kebijakanHilang: s.kebijakanHilang, kredensial: s.kredensial, aktif: s.aktif }}
        organisasi={semua ? { jenis: "pilih", daftar: org } : { jenis: "tetap", id: s.organisasiId, nama: s.organisasiNama }}
      />
      {aktif ? null : (
        <>
          <h2>Hapus sumber</h2>
          <HapusSumber url={api.satuSumber(s.id)} nama={s.nama} />
        </>
      )}
    </div>
  );
}
