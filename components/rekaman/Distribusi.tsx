import type { RekamanTampil } from "@/lib/web/rekaman-tampil";
import { FORMAT_XML, hrefXml, hrefXmlDasbor } from "@/lib/web/json-ld";
import { labelFungsiDaring, labelKode } from "@/lib/web/label";
import { alamatAman } from "@/lib/web/markdown";
import { Bagian } from "./Baris";
import { DaftarKontak } from "./Kontak";

/**
 * Online resources with their protocol, data formats, distributors, and the record's XML downloads: the public
 * download, or (`xml="dasbor"`) the signed-in export that serves every status the reader may read.
 */
export function BagianDistribusi({ d, xml = "publik" }: { d: RekamanTampil; xml?: "publik" | "dasbor" }) {
  const href = xml === "dasbor" ? hrefXmlDasbor : hrefXml;
  const { sumberDaring, format, distributor } = d.distribusi;
  return (
    <Bagian id="distribusi" judul="Distribusi dan akses">
      {sumberDaring.length ? (
        <ul className="sumber">
          {sumberDaring.map((s, i) => {
            const url = alamatAman(s.url);
            return (
              <li key={i}>
                <p className="sumber-nama">
                  {url ? (
                    <a href={url} rel="noopener noreferrer nofollow">
                      {s.nama ?? labelKode("PROTOKOL_DISTRIBUSI", s.protokol)}
                    </a>
                  ) : (
                    (s.nama ?? s.url)
                  )}
                </p>
                <p className="redup">
                  <span className="label label-protokol">{s.protokol}</span> {labelKode("PROTOKOL_DISTRIBUSI", s.protokol)}
                  {s.fungsi ? ` · ${labelFungsiDaring(s.fungsi)}` : ""}
                </p>
                {s.deskripsi ? <p>{s.deskripsi}</p> : null}
                <p className="url-mentah">{s.url}</p>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="redup">Tidak ada tautan akses daring.</p>
      )}
      {format.length ? (
        <>
          <h3>Format data</h3>
          <ul className="label-daftar">
            {format.map((f, i) => (
              <li key={i} className="label">
                {f.nama}
                {f.versi ? ` ${f.versi}` : ""}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {distributor.length ? (
        <>
          <h3>Distributor</h3>
          <DaftarKontak kontak={distributor} />
        </>
      ) : null}
      <h3 id="unduh-xml">Unduh metadata (XML)</h3>
      <ul className="unduhan" aria-labelledby="unduh-xml">
        {FORMAT_XML.map((f) => (
          <li key={f.kode}>
            <a className="tombol-kecil" href={href(d.id, f.kode)} download>
              {f.label}
            </a>
          </li>
        ))}
      </ul>
    </Bagian>
  );
}
