import Link from "next/link";
import type { ReactNode } from "react";
import { HALAMAN_IDENTITAS, type Identitas } from "@/lib/identitas";
import { identitasPublik } from "@/lib/web/identitas-publik";

/**
 * The public site's frame: skip link, header with the catalogue's name (and the agency's logo when uploaded),
 * navigation and "Masuk", the main region, and the footer with the agency's address, contact and pages.
 */
export async function Kerangka({ children }: { children: ReactNode }) {
  const idn = await identitasPublik();
  return (
    <>
      {/* React hoists these into <head>: browsers offer the catalogue as a search engine and feed readers find the feed. */}
      <link rel="search" type="application/opensearchdescription+xml" title={idn.namaKatalog} href="/opensearch.xml" />
      <link rel="alternate" type="application/atom+xml" title={`${idn.namaKatalog} – metadata terbaru`} href="/feed.atom" />
      <a className="lewati" href="#konten">
        Langsung ke konten utama
      </a>
      <header className="kepala">
        <div className="kepala-isi">
          <Link className="merek" href="/">
            {idn.logoUrl ? (
              // The Admin's upload, served same-origin with its content hash in the URL; its size is unknown here.
              // eslint-disable-next-line @next/next/no-img-element
              <img className="merek-logo" src={idn.logoUrl} alt="" height={36} />
            ) : (
              <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
                <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
                <path d="M2 12h20M12 2c3 3 3 17 0 20M12 2c-3 3-3 17 0 20" fill="none" stroke="currentColor" strokeWidth="1.5" />
              </svg>
            )}
            <span className="merek-teks">
              {idn.namaKatalog}
              {idn.namaInstansi ? <span className="merek-instansi">{idn.namaInstansi}</span> : null}
            </span>
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
              <li>
                <Link className="masuk" href="/masuk">
                  Masuk
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main id="konten" tabIndex={-1}>
        {children}
      </main>
      <KakiSitus idn={idn} />
    </>
  );
}

function KakiSitus({ idn }: { idn: Identitas }) {
  return (
    <footer className="kaki">
      <div className="kaki-isi">
        <address className="kaki-alamat">
          <strong>{idn.namaInstansi || idn.namaKatalog}</strong>
          {idn.alamat ? <span className="kaki-baris">{idn.alamat}</span> : null}
          {idn.telepon ? <span>Telepon {idn.telepon}</span> : null}
          {idn.telepon && idn.email ? " · " : null}
          {idn.email ? (
            <span>
              E-mail <a href={`mailto:${idn.email}`}>{idn.email}</a>
            </span>
          ) : null}
        </address>
        <nav aria-label="Informasi situs">
          <ul className="kaki-tautan">
            {HALAMAN_IDENTITAS.map((h) => (
              <li key={h.jalur}>
                <Link href={h.jalur}>{h.judul}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p>
        Untuk aplikasi:{" "}
        {/* A JSON route handler, not a page: a full request, never a client-side navigation. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/api/public/metadata">API publik (JSON)</a> · <a href="/csw?service=CSW&amp;request=GetCapabilities">CSW 2.0.2</a> · <a href="/ogcapi">OGC API – Records</a> · <a href="/dcat/catalog.jsonld">DCAT-AP</a> · <a href="/feed.atom">Umpan Atom</a>
      </p>
    </footer>
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
