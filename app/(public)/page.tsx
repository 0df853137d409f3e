import { getDb } from "@/lib/db";
import { AKTOR_PUBLIK } from "@/lib/context";
import { getPublicStats } from "@/lib/metadata/publik";

// Reads live data on every request; never prerendered at build time.
export const dynamic = "force-dynamic";

const formatTanggal = new Intl.DateTimeFormat("id-ID", { dateStyle: "long", timeZone: "Asia/Jakarta" });

export default async function Beranda() {
  const stat = await getPublicStats({ ctx: { db: await getDb(), actor: AKTOR_PUBLIK } });
  return (
    <main>
      <h1>GeoKatalog</h1>
      <p className="redup">Katalog metadata data geospasial instansi pemerintah Indonesia.</p>
      <form className="cari" action="/api/public/metadata" method="get" role="search">
        <label htmlFor="q" className="redup" hidden>
          Kata pencarian
        </label>
        <input id="q" name="q" type="search" placeholder="Cari dataset, misalnya: batas wilayah" />
        <button type="submit">Cari</button>
      </form>
      <section className="angka" aria-label="Statistik">
        <p>
          <strong>{stat.totalPublished.toLocaleString("id-ID")}</strong> metadata terbit
        </p>
        <p>
          <strong>{stat.totalOrganisasi.toLocaleString("id-ID")}</strong> organisasi
        </p>
      </section>
      <h2>Terbaru</h2>
      <ul className="daftar">
        {stat.recentPublished.map((r) => (
          <li key={r.id}>
            <a href={`/api/public/metadata/${r.id}`}>{r.judul}</a>
            <br />
            <small className="redup">Terbit {formatTanggal.format(new Date(r.publishedAt))}</small>
          </li>
        ))}
      </ul>
    </main>
  );
}
