import type { SumberDaring } from "@/lib/metadata/schema";
import { daftarAkses, type JenisAkses, type SumberAkses } from "@/lib/web/akses-data";
import { TombolSalin } from "./TombolSalin";

const LABEL_JENIS: Record<JenisAkses, string> = {
  wms: "Peta (WMS)",
  wmts: "Ubin peta (WMTS)",
  wfs: "Vektor (WFS)",
  wcs: "Raster (WCS)",
  ogcapi: "OGC API – Features",
  arcgis: "ArcGIS REST",
  csw: "Katalog (CSW)",
  unduh: "Berkas",
  tautan: "Tautan",
};

// External hosts: no referrer details beyond the origin, no window.opener, no ranking credit.
const REL = "noopener noreferrer nofollow";

function Aksi({ a }: { a: SumberAkses }) {
  return (
    <div className="akses-aksi">
      {a.unduh ? (
        <a className="tombol-kecil tombol-utama" href={a.unduh} rel={REL}>
          Unduh data
        </a>
      ) : null}
      {a.pratinjau ? (
        <>
          <a className="tombol-kecil" href="#cakupan">
            Lihat di peta
          </a>
          <a className="tombol-kecil" href={a.pratinjau.legenda} rel={REL}>
            Legenda
          </a>
        </>
      ) : null}
      {a.layanan ? <TombolSalin teks={a.layanan} label="Tambah ke QGIS" nama={`Tambah ke QGIS: salin alamat layanan ${a.nama}`} berhasil="Alamat layanan disalin; tempel di QGIS lewat Layer › Add Layer." /> : null}
      {a.buka ? (
        <a className="tombol-kecil" href={a.buka} rel={REL}>
          Buka layanan
        </a>
      ) : null}
      {a.tautan ? (
        <a className="tombol-kecil" href={a.tautan} rel={REL}>
          Buka tautan
        </a>
      ) : null}
    </div>
  );
}

/**
 * "Akses data" at the top of the record: every online resource with the action its kind calls for, map previews
 * and downloads first. The service address stays visible as text, so it can be copied without JavaScript.
 */
export function AksesData({ sumber }: { sumber: readonly SumberDaring[] }) {
  const daftar = daftarAkses(sumber);
  return (
    <section id="akses-data" aria-labelledby="akses-data-judul" className="akses-data">
      <h2 id="akses-data-judul">Akses data</h2>
      {daftar.length ? (
        <ul className="akses-daftar">
          {daftar.map((a, i) => (
            <li key={i}>
              <p className="akses-nama">
                <span className="label label-protokol">{LABEL_JENIS[a.jenis]}</span> {a.nama}
              </p>
              {a.deskripsi ? <p className="redup">{a.deskripsi}</p> : null}
              <Aksi a={a} />
              {a.layanan ? <p className="url-mentah">{a.layanan}</p> : null}
              {a.tanpaPratinjau ? <p className="redup akses-catatan">{a.tanpaPratinjau}</p> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="redup">
          Data ini tidak memiliki tautan akses daring; hubungi distributornya (lihat <a href="#distribusi">Distribusi dan akses</a>).
        </p>
      )}
    </section>
  );
}
