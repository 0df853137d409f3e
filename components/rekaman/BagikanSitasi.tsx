import type { AsalPanen } from "@/lib/metadata/publik/asal-panen";
import { TombolSalin } from "./TombolSalin";

/** Permalink (visible and selectable without JavaScript), citation text, and the harvest source when there is one. */
export function BagikanSitasi({ url, sitasi, asal }: { url: string; sitasi: string; asal: AsalPanen | null }) {
  return (
    <section id="bagikan" aria-labelledby="bagikan-judul" className="bagian">
      <h2 id="bagikan-judul">Bagikan dan kutip</h2>
      <p>
        <label htmlFor="tautan-permanen">Tautan permanen</label>{" "}
        <input id="tautan-permanen" type="url" readOnly value={url} size={50} /> <TombolSalin teks={url} />
      </p>
      <h3>Sitasi</h3>
      <p className="sitasi">{sitasi}</p>
      {asal ? (
        <p className="asal-panen">
          Dipanen dari{" "}
          <a href={asal.rekaman} rel="nofollow noopener">
            {asal.host}
          </a>
        </p>
      ) : null}
    </section>
  );
}
