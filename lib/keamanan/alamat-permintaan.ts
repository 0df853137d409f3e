import { masalahKueri, masalahTeks } from "@/lib/http/nilai-masukan";

/**
 * Why a request URL cannot be served, or null. Next decodes dynamic path segments with decodeURIComponent and,
 * on a malformed escape ("/katalog/%E0%A4%A"), fails to render its error page and answers a bare 500 without our
 * headers; a NUL reaches Postgres as an error. Both are the client's mistake: a 400 before any route runs.
 * `jalur` and `kueri` are the raw (still encoded) path and query string.
 */
export function masalahAlamat(jalur: string, kueri: string): string | null {
  const segmen = dekode(jalur);
  if (segmen === null) return "Alamat berisi kode persen (%) yang rusak.";
  const masalah = masalahTeks(segmen);
  return masalah ? `Alamat: ${masalah}` : masalahKueri(kueri);
}

function dekode(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small page for a refused address: it has no route to render in, so it is plain HTML (styles inline). */
export function halamanAlamatRusak(pesan: string): string {
  return `<!DOCTYPE html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Alamat tidak valid – GeoKatalog</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a">
<main id="konten"><h1>Alamat tidak valid</h1>
<p>${escapeHtml(pesan)} Periksa kembali alamat yang Anda ketik atau tautan yang Anda ikuti.</p>
<p><a href="/">Kembali ke beranda</a> atau <a href="/katalog">lihat seluruh katalog</a>.</p></main>
</body></html>`;
}
