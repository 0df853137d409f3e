import type { KualitasMetadata } from "@/lib/quality/get-kualitas";
import type { KonfigurasiPeta } from "@/lib/web/peta";
import { BagianCakupan } from "./Cakupan";
import { BagianDistribusi } from "./Distribusi";
import { BagianIdentifikasi } from "./Identifikasi";
import { BagianKataKunci } from "./KataKunci";
import { BagianKualitas, BagianSilsilah } from "./Kualitas";
import { BagianKontak, BagianMetadata } from "./Metadata";
import type { RekamanTampil } from "@/lib/web/rekaman-tampil";

const DAFTAR_ISI = [
  ["identifikasi", "Identifikasi"],
  ["cakupan", "Cakupan"],
  ["kata-kunci", "Kata kunci"],
  ["distribusi", "Distribusi"],
  ["kontak", "Kontak"],
  ["silsilah", "Silsilah"],
  ["kualitas", "Kualitas"],
  ["info-metadata", "Info metadata"],
] as const;

type Props = {
  d: RekamanTampil;
  peta: KonfigurasiPeta;
  /** QC/QE/QA badges of the public page; the dashboard leaves them out (its panels show the documents). */
  kualitas?: KualitasMetadata;
  /** Which XML download the distribution section links to. */
  xml?: "publik" | "dasbor";
};

/**
 * Every part of a record, read-only: abstract, table of contents and the sections. The public record page and
 * the dashboard's record page both show this, so checkers and reviewers read what citizens will read.
 */
export function IsiRekaman({ d, peta, kualitas, xml = "publik" }: Props) {
  const s = d.kualitasData?.silsilah;
  const adaSilsilah = Boolean(s && (s.pernyataan || s.langkahProses.length || s.sumber.length));
  return (
    <>
      <section aria-labelledby="abstrak-judul" className="bagian">
        <h2 id="abstrak-judul">Abstrak</h2>
        {d.abstrak.split(/\n{2,}/).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </section>
      <nav aria-label="Isi halaman" className="daftar-isi">
        <ul>
          {DAFTAR_ISI.filter(([bagian]) => bagian !== "silsilah" || adaSilsilah).map(([bagian, label]) => (
            <li key={bagian}>
              <a href={`#${bagian}`}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <BagianIdentifikasi d={d} />
      <BagianCakupan d={d} peta={peta} />
      <BagianKataKunci d={d} />
      <BagianDistribusi d={d} xml={xml} />
      <BagianKontak d={d} />
      <BagianSilsilah d={d} />
      <BagianKualitas d={d} kualitas={kualitas} />
      <BagianMetadata d={d} />
    </>
  );
}
