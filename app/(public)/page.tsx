import Link from "next/link";
import { FormCari } from "@/components/FormCari";
import { env } from "@/lib/env";
import { formatAngka, formatTanggal } from "@/lib/web/format";
import { dataCatalogJsonLd, jsonUntukSkrip } from "@/lib/web/json-ld";
import { hrefKatalog } from "@/lib/web/katalog-url";
import { konteksPublik } from "@/lib/web/konteks";
import { identitasPublik } from "@/lib/web/identitas-publik";
import { berandaTercache } from "@/lib/web/publik-tercache";

// Reads live data on every request; never prerendered at build time.
export const dynamic = "force-dynamic";

export default async function Beranda() {
  const [{ stat, kategori }, { namaKatalog }] = await Promise.all([berandaTercache(await konteksPublik()), identitasPublik()]);
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonUntukSkrip(dataCatalogJsonLd(env().PUBLIC_BASE_URL, { jumlah: stat.totalPublished, namaKatalog })) }} />
      <link rel="alternate" type="application/ld+json" title={`${namaKatalog} – katalog DCAT-AP`} href="/dcat/catalog.jsonld" />
      <section className="pahlawan" aria-labelledby="judul-beranda">
        <h1 id="judul-beranda">Temukan data geospasial Indonesia</h1>
        <p>Metadata peta dan data spasial dari instansi pemerintah: cari, baca rinciannya, dan unduh dalam format ISO.</p>
        <FormCari q="" />
        <dl className="angka">
          <div>
            <dt>metadata terbit</dt>
            <dd>{formatAngka(stat.totalPublished)}</dd>
          </div>
          <div>
            <dt>organisasi</dt>
            <dd>{formatAngka(stat.totalOrganisasi)}</dd>
          </div>
        </dl>
      </section>
      <div className="beranda-kolom">
        <section aria-labelledby="judul-kategori">
          <h2 id="judul-kategori">Kategori topik</h2>
          {kategori.length ? (
            <ul className="kategori">
              {kategori.map((k) => (
                <li key={k.kode}>
                  <Link href={hrefKatalog({ kategori: k.kode })}>
                    <span>{k.label}</span> <span className="jumlah">{formatAngka(k.jumlah)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="redup">Belum ada metadata yang terbit.</p>
          )}
        </section>
        <section aria-labelledby="judul-terbaru">
          <h2 id="judul-terbaru">Baru terbit</h2>
          <ul className="daftar-terbaru">
            {stat.recentPublished.map((r) => (
              <li key={r.id}>
                <Link href={`/katalog/${r.id}`}>{r.judul}</Link>
                <small>
                  Terbit <time dateTime={r.publishedAt}>{formatTanggal(r.publishedAt)}</time>
                </small>
              </li>
            ))}
          </ul>
          <p>
            <Link href="/katalog">Lihat semua metadata ›</Link>
          </p>
        </section>
      </div>
    </>
  );
}
