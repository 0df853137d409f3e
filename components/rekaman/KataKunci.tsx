import Link from "next/link";
import type { RekamanTampil } from "@/lib/web/rekaman-tampil";
import { hrefKatalog } from "@/lib/web/katalog-url";
import { labelKode } from "@/lib/web/label";
import { Bagian } from "./Baris";

/** Topic categories (each a link to the catalogue filtered by it) and keyword groups with type and thesaurus. */
export function BagianKataKunci({ d }: { d: RekamanTampil }) {
  return (
    <Bagian id="kata-kunci" judul="Kategori dan kata kunci">
      <h3>Kategori topik</h3>
      <ul className="label-daftar">
        {d.topikKategori.map((k) => (
          <li key={k}>
            <Link className="label" href={hrefKatalog({ kategori: k })}>
              {labelKode("TOPIK_KATEGORI", k)}
            </Link>
          </li>
        ))}
      </ul>
      {d.identifikasi.kataKunci.map((g, i) => (
        <div key={i}>
          <h3>
            {g.jenis ? labelKode("JENIS_KATAKUNCI", g.jenis) : "Kata kunci"}
            {g.tesaurus ? <span className="redup"> — {g.tesaurus.judul}</span> : null}
          </h3>
          <ul className="label-daftar">
            {g.kata.map((k) => (
              <li key={k}>
                <Link className="label" href={hrefKatalog({ q: k })}>
                  {k}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Bagian>
  );
}
