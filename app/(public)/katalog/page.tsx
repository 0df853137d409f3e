import Link from "next/link";
import type { Metadata } from "next";
import { KartuRekaman } from "@/components/KartuRekaman";
import { Paginasi } from "@/components/Paginasi";
import { IsianWilayah } from "@/components/peta/IsianWilayah";
import { PetaSvg } from "@/components/peta/PetaSvg";
import { DAFTAR_REFERENSI, TIPE_DATA } from "@/lib/metadata/kode";
import { formatAngka } from "@/lib/web/format";
import { muatHalamanKatalog } from "@/lib/web/halaman-katalog";
import { stringKueriUmpan } from "@/lib/web/umpan-atom";
import { hrefKatalog, keUrlSearchParams, type ParamHalaman } from "@/lib/web/katalog-url";
import { konteksPublik } from "@/lib/web/konteks";
import { kodeOrganisasiTercache } from "@/lib/web/publik-tercache";
import { labelKode, labelTipeData } from "@/lib/web/label";
import { konfigurasiPeta, kotakDari } from "@/lib/web/peta";

export const dynamic = "force-dynamic";

const PILIHAN_URUT = [
  ["relevansi", "Paling relevan"],
  ["terbaru", "Terbaru diterbitkan"],
  ["diperbarui", "Terakhir diperbarui"],
  ["judul", "Judul A–Z"],
] as const;

type Props = { searchParams: Promise<ParamHalaman> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const p = keUrlSearchParams(await searchParams);
  const q = p.get("q")?.trim();
  const kategori = p.get("kategori");
  const judul = q ? `Hasil pencarian “${q.slice(0, 60)}”` : kategori ? `Kategori ${labelKode("TOPIK_KATEGORI", kategori)}` : "Katalog metadata";
  return { title: judul, description: "Cari metadata data geospasial instansi pemerintah Indonesia menurut kata, kategori topik, tipe data, dan wilayah.", alternates: { canonical: "/katalog" } };
}

export default async function Katalog({ searchParams }: Props) {
  const params = keUrlSearchParams(await searchParams);
  const ctx = await konteksPublik();
  const [halaman, kodeOrganisasi] = await Promise.all([muatHalamanKatalog({ ctx, params }), kodeOrganisasiTercache(ctx)]);
  const { isian, hasil, galat } = halaman;
  const peta = konfigurasiPeta();
  const kotak = hasil ? hasil.records.map(kotakDari) : [];
  const filter = halaman.kueri?.bbox;
  const jumlahHalaman = hasil ? Math.ceil(hasil.total / hasil.pageSize) : 0;
  const umpan = `/feed.atom${stringKueriUmpan(params)}`;
  return (
    <>
      {/* Hoisted into <head> beside the site-wide feed: readers offered this page subscribe to this search. */}
      {hasil ? <link rel="alternate" type="application/atom+xml" title="GeoKatalog – umpan pencarian ini" href={umpan} /> : null}
      <h1>Katalog metadata</h1>
      {/* Keyed by the query: after a client-side navigation the fields must show the new URL, not what was typed. */}
      <form key={params.toString()} className="filter" action="/katalog" method="get" role="search" aria-describedby={galat ? "galat-kueri" : undefined}>
        <div className="filter-baris">
          <label className="filter-q">
            Kata pencarian
            <input name="q" type="search" defaultValue={isian.q} maxLength={500} placeholder="misalnya: tutupan lahan" />
          </label>
          <label>
            Kategori topik
            <select name="kategori" defaultValue={isian.kategori}>
              <option value="">Semua kategori</option>
              {DAFTAR_REFERENSI.TOPIK_KATEGORI.map((k) => (
                <option key={k.kode} value={k.kode}>
                  {k.label}
                </option>
              ))}
            </select>
          </label>
          <label>
            Tipe data
            <select name="tipeData" defaultValue={isian.tipeData}>
              <option value="">Semua tipe</option>
              {TIPE_DATA.map((t) => (
                <option key={t} value={t}>
                  {labelTipeData(t)}
                </option>
              ))}
            </select>
          </label>
          <label>
            Urutkan
            <select name="urut" defaultValue={isian.urut}>
              <option value="">Otomatis (relevansi bila ada kata, selain itu terbaru)</option>
              {PILIHAN_URUT.map(([nilai, label]) => (
                <option key={nilai} value={nilai}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        </div>
        <IsianWilayah nilai={{ bboxN: isian.bboxN, bboxS: isian.bboxS, bboxE: isian.bboxE, bboxW: isian.bboxW }} tileUrl={peta.tileUrl} atribusi={peta.atribusi} kotak={kotak}>
          <PetaSvg kotak={kotak} filter={filter} label={`Peta cakupan ${kotak.length} hasil di halaman ini${filter ? " dan kotak pencarian (garis putus-putus)" : ""}`} />
        </IsianWilayah>
        {isian.pageSize ? <input type="hidden" name="pageSize" value={isian.pageSize} /> : null}
        <div className="filter-aksi">
          <button type="submit">Cari</button>
          <Link href="/katalog">Hapus semua filter</Link>
        </div>
      </form>

      <section aria-labelledby="judul-hasil" className="hasil">
        <h2 id="judul-hasil" className="visually-hidden">
          Hasil
        </h2>
        {galat ? (
          <div className="pesan pesan-galat" role="alert" id="galat-kueri">
            <p>
              <strong>Pencarian belum dapat dijalankan.</strong> {galat}
            </p>
            <p>Perbaiki isian di atas lalu tekan Cari, atau <Link href="/katalog">mulai pencarian baru</Link>.</p>
          </div>
        ) : hasil ? (
          <>
            <p className="jumlah-hasil" role="status">
              {hasil.total === 0
                ? "Tidak ada metadata yang cocok dengan pencarian ini."
                : `${formatAngka(hasil.total)} metadata ditemukan${jumlahHalaman > 1 ? ` · halaman ${formatAngka(hasil.page)} dari ${formatAngka(jumlahHalaman)}` : ""}`}
            </p>
            {hasil.total > 0 && hasil.records.length === 0 ? (
              <p className="pesan">
                Halaman {formatAngka(hasil.page)} tidak ada. <Link href={hrefKatalog(isian)}>Kembali ke halaman pertama</Link>.
              </p>
            ) : null}
            {hasil.total === 0 ? <p>Coba kata lain, hapus sebagian filter, atau perbesar kotak wilayah.</p> : null}
            <ol className="daftar-hasil" start={(hasil.page - 1) * hasil.pageSize + 1}>
              {hasil.records.map((r) => (
                <li key={r.id}>
                  <KartuRekaman r={r} kodeOrganisasi={kodeOrganisasi[r.createdBy.organisasi]} />
                </li>
              ))}
            </ol>
            <Paginasi isian={isian} page={hasil.page} jumlahHalaman={jumlahHalaman} />
            <p className="umpan-pencarian">
              <a href={umpan}>Ikuti pencarian ini (umpan Atom)</a>
            </p>
          </>
        ) : null}
      </section>
    </>
  );
}
