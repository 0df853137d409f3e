import Link from "next/link";
import type { Metadata } from "next";
import { KartuRekaman } from "@/components/KartuRekaman";
import { DasarPetaMini } from "@/components/peta/PetaMini";
import { Paginasi } from "@/components/Paginasi";
import { IsianWilayah } from "@/components/peta/IsianWilayah";
import { PetaSvg } from "@/components/peta/PetaSvg";
import { ChipFilter } from "@/components/katalog/ChipFilter";
import { PanelFaset } from "@/components/katalog/PanelFaset";
import { GRUP_FASET } from "@/lib/metadata/publik/grup";
import { chipFilter } from "@/lib/web/faset-tampil";
import { labelBidang, type NamaBidang } from "@/lib/web/galat-katalog";
import { formatAngka } from "@/lib/web/format";
import { muatHalamanKatalog } from "@/lib/web/halaman-katalog";
import { stringKueriUmpan } from "@/lib/web/umpan-atom";
import { hrefKatalog, keUrlSearchParams, PARAM_KATALOG, type IsianKatalog, type ParamHalaman } from "@/lib/web/katalog-url";
import { identitasPublik } from "@/lib/web/identitas-publik";
import { konteksPublik } from "@/lib/web/konteks";
import { kodeOrganisasiTercache } from "@/lib/web/publik-tercache";
import { labelKode } from "@/lib/web/label";
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

/** Filters the search form carries along as hidden fields (every value of each group): set by the facet links, kept when new words are searched. */
const DIBAWA = GRUP_FASET;

export default async function Katalog({ searchParams }: Props) {
  const params = keUrlSearchParams(await searchParams);
  const ctx = await konteksPublik();
  const [halaman, kodeOrganisasi, { namaKatalog }] = await Promise.all([muatHalamanKatalog({ ctx, params }), kodeOrganisasiTercache(ctx), identitasPublik()]);
  const { isian, hasil, galat, faset } = halaman;
  const galatIsian = halaman.galatIsian ?? {};
  const peta = konfigurasiPeta();
  const kotak = hasil ? hasil.records.map(kotakDari) : [];
  const filter = halaman.kueri?.bbox;
  const jumlahHalaman = hasil ? Math.ceil(hasil.total / hasil.pageSize) : 0;
  const umpan = `/feed.atom${stringKueriUmpan(params)}`;
  const chip = chipFilter(isian, faset);
  const adaKotak = [isian.bboxN, isian.bboxS, isian.bboxE, isian.bboxW].some((v) => v.trim() !== "");
  const galatKotak = Object.fromEntries(Object.entries(galatIsian).filter(([k]) => k.startsWith("bbox")));
  const hapusSemua = hrefKatalog({ q: isian.q, urut: isian.urut });
  return (
    <>
      {/* Hoisted into <head> beside the site-wide feed: readers offered this page subscribe to this search. */}
      {hasil ? <link rel="alternate" type="application/atom+xml" title={`${namaKatalog} – umpan pencarian ini`} href={umpan} /> : null}
      <h1>Katalog metadata</h1>
      {/* Keyed by the query: after a client-side navigation the fields must show the new URL, not what was typed. */}
      <form key={params.toString()} id="form-katalog" className="filter" action="/katalog" method="get" role="search" aria-describedby={galat ? "galat-kueri" : undefined}>
        <div className="cari-baris">
          <label className="filter-q">
            Kata pencarian
            <input name="q" type="search" defaultValue={isian.q} maxLength={500} placeholder="misalnya: tutupan lahan" />
          </label>
          <button type="submit">Cari</button>
        </div>
        {DIBAWA.flatMap((p) => isian[p].map((v) => <input key={`${p}=${v}`} type="hidden" name={p} value={v} />))}
        {isian.urut ? <input type="hidden" name="urut" value={isian.urut} /> : null}
        {isian.pageSize ? <input type="hidden" name="pageSize" value={isian.pageSize} /> : null}
        {/* The map box behind one control, so the first results fit the first screen; open while a box is set. */}
        <details className="filter-peta" open={adaKotak || Object.keys(galatKotak).length > 0}>
          <summary>Filter peta{adaKotak ? " (kotak wilayah aktif)" : ""}</summary>
          <IsianWilayah nilai={{ bboxN: isian.bboxN, bboxS: isian.bboxS, bboxE: isian.bboxE, bboxW: isian.bboxW }} galat={galatKotak} tileUrl={peta.tileUrl} atribusi={peta.atribusi} kotak={kotak}>
            <PetaSvg kotak={kotak} filter={filter} label={`Peta cakupan ${kotak.length} hasil di halaman ini${filter ? " dan kotak pencarian (garis putus-putus)" : ""}`} />
          </IsianWilayah>
          <div className="filter-aksi">
            <button type="submit">Terapkan kotak wilayah</button>
          </div>
        </details>
      </form>

      <div className="katalog-tata">
        {faset ? (
          <aside className="faset-samping" aria-label="Saring hasil">
            <h2>Saring hasil</h2>
            <PanelFaset isian={isian} faset={faset} />
          </aside>
        ) : null}
        <section aria-labelledby="judul-hasil" className="hasil">
          <h2 id="judul-hasil" className="visually-hidden">
            Hasil
          </h2>
          {galat ? (
            <div className="pesan pesan-galat" role="alert" id="galat-kueri">
              <p>
                <strong>Pencarian belum dapat dijalankan.</strong> {galat}
              </p>
              {Object.keys(galatIsian).length > 0 ? (
                <ul>
                  {(Object.entries(galatIsian) as [NamaBidang, string][]).map(([nama, pesan]) => (
                    <li key={nama}>
                      <a href={`#isian-${nama}`}>{labelBidang(nama)}</a>: {pesan}
                    </li>
                  ))}
                </ul>
              ) : (
                <p>
                  Perbaiki isian di atas lalu tekan Cari, atau <Link href="/katalog">mulai pencarian baru</Link>.
                </p>
              )}
            </div>
          ) : hasil && faset ? (
            <>
              <details className="faset-ponsel">
                <summary>Saring hasil{chip.length ? ` (${chip.length} filter aktif)` : ""}</summary>
                <PanelFaset isian={isian} faset={faset} />
              </details>
              <ChipFilter chip={chip} hapusSemua={hapusSemua} />
              <div className="hasil-alat">
                <p className="jumlah-hasil" role="status">
                  {hasil.total === 0
                    ? "Tidak ada metadata yang cocok dengan pencarian ini."
                    : `${formatAngka(hasil.total)} metadata ditemukan${jumlahHalaman > 1 ? ` · halaman ${formatAngka(hasil.page)} dari ${formatAngka(jumlahHalaman)}` : ""}`}
                </p>
                <FormUrut isian={isian} />
              </div>
              {hasil.total > 0 && hasil.records.length === 0 ? (
                <p className="pesan">
                  Halaman {formatAngka(hasil.page)} tidak ada. <Link href={hrefKatalog(isian)}>Kembali ke halaman pertama</Link>.
                </p>
              ) : null}
              {hasil.total === 0 ? <p>Coba kata lain, hapus sebagian filter, atau perbesar kotak wilayah.</p> : null}
              {/* The small maps' shared outline, once, when a card has no browse graphic to show. */}
              {hasil.records.some((r) => !r.pratinjau) ? <DasarPetaMini /> : null}
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
      </div>
    </>
  );
}

/** The order, as its own small GET form carrying every filter, so it works without JavaScript (select, then the button). */
function FormUrut({ isian }: { isian: IsianKatalog }) {
  return (
    <form className="form-urut" action="/katalog" method="get">
      {PARAM_KATALOG.filter((p) => p !== "urut").flatMap((p) => {
        const v = isian[p];
        return (typeof v === "string" ? [v] : v).filter(Boolean).map((satu) => <input key={`${p}=${satu}`} type="hidden" name={p} value={satu} />);
      })}
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
      <button type="submit" className="tombol-kecil">
        Urutkan
      </button>
    </form>
  );
}
