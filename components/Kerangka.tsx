import Link from "next/link";
import type { ReactNode } from "react";

/** The public site's frame: skip link, header with navigation, the main region, footer. */
export function Kerangka({ children }: { children: ReactNode }) {
  return (
    <>
      {/* React hoists these into <head>: browsers offer the catalogue as a search engine and feed readers find the feed. */}
      <link rel="search" type="application/opensearchdescription+xml" title="GeoKatalog" href="/opensearch.xml" />
      <link rel="alternate" type="application/atom+xml" title="GeoKatalog – metadata terbaru" href="/feed.atom" />
      <a className="lewati" href="#konten">
        Langsung ke konten utama
      </a>
      <header className="kepala">
        <div className="kepala-isi">
          <Link className="merek" href="/">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
              <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M2 12h20M12 2c3 3 3 17 0 20M12 2c-3 3-3 17 0 20" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
            GeoKatalog
          </Link>
          <nav aria-label="Navigasi utama">
            <ul>
              <li>
                <Link href="/katalog">Katalog</Link>
              </li>
              <li>
                <Link href="/organisasi">Organisasi</Link>
              </li>
              <li>
                <Link href="/standar">Standar</Link>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main id="konten" tabIndex={-1}>
        {children}
      </main>
      <footer className="kaki">
        <p>
          GeoKatalog — katalog metadata data geospasial <Link href="/organisasi">instansi pemerintah Indonesia</Link>.
        </p>
        <p>
          Untuk aplikasi:{" "}
          {/* A JSON route handler, not a page: a full request, never a client-side navigation. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/api/public/metadata">API publik (JSON)</a> · <a href="/csw?service=CSW&amp;request=GetCapabilities">CSW 2.0.2</a> · <a href="/ogcapi">OGC API – Records</a> · <a href="/feed.atom">Umpan Atom</a>
        </p>
      </footer>
    </>
  );
}

/** The 404 message, shared by the site-wide and the catalogue's not-found pages. */
export function PesanTidakDitemukan() {
  return (
    <div className="tidak-ditemukan">
      <h1>Halaman tidak ditemukan</h1>
      <p>Metadata atau halaman yang Anda cari tidak ada, sudah dipindahkan, atau belum dipublikasikan.</p>
      <form action="/katalog" method="get" role="search" className="cari">
        <label htmlFor="q-404" className="visually-hidden">
          Cari di katalog
        </label>
        <input id="q-404" name="q" type="search" placeholder="Cari dataset" />
        <button type="submit">Cari</button>
      </form>
      <p>
        <Link href="/">Kembali ke beranda</Link> atau <Link href="/katalog">lihat seluruh katalog</Link>.
      </p>
    </div>
  );
}
