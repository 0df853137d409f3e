import { ambilAman } from "@/lib/http/ambil-aman";
import { bacaBadan } from "@/lib/http/badan";
import { GalatPanen } from "@/lib/xml/harvest/klien";
import { izinAlamatPanen } from "./jaringan";

/** A directory listing of even 100,000 files stays far below this. */
const BATAS_DAFTAR = 32 * 1024 * 1024;
const MAKS_BERKAS = 500_000;

/**
 * The .xml files of a WAF ("web accessible folder"): the hrefs of an HTTP directory listing (Apache, nginx
 * autoindex, IIS, or any HTML page of links) that end in .xml, resolved against the folder and kept only
 * inside it, so a listing cannot send the harvester to another host or up the tree. Sorted, so a run's
 * position (files done) means the same files after a restart.
 */
export function tautanXml(html: string, dasar: string): string[] {
  const folder = new URL(dasar);
  if (!folder.pathname.endsWith("/")) folder.pathname += "/";
  const hasil = new Set<string>();
  for (const m of html.matchAll(/href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
    const href = (m[1] ?? m[2] ?? m[3] ?? "").replaceAll("&amp;", "&");
    let u: URL;
    try {
      u = new URL(href, folder);
    } catch {
      continue;
    }
    u.hash = "";
    if (u.origin !== folder.origin || !u.pathname.startsWith(folder.pathname) || !/\.xml$/i.test(u.pathname)) continue;
    hasil.add(u.toString());
    if (hasil.size >= MAKS_BERKAS) break;
  }
  return [...hasil].sort();
}

/** The listing of a WAF folder, through the SSRF guard and the bounded reader. */
export async function daftarWaf(url: string, kepala: Record<string, string>, batasWaktuMs: number, sinyal?: AbortSignal): Promise<string[]> {
  const waktu = AbortSignal.timeout(batasWaktuMs);
  const res = await ambilAman(url, { headers: { accept: "text/html, */*", "accept-encoding": "identity", ...kepala }, signal: sinyal ? AbortSignal.any([waktu, sinyal]) : waktu }, izinAlamatPanen());
  if (!res.ok) {
    await res.body?.cancel().catch(() => {});
    throw new GalatPanen(`Folder WAF menjawab HTTP ${res.status}.`, res.status >= 500 || res.status === 429);
  }
  const bita = await bacaBadan(res, BATAS_DAFTAR, () => new GalatPanen("Daftar folder WAF melebihi 32 MiB."));
  return tautanXml(new TextDecoder().decode(bita), url);
}

/** One file of a WAF as bytes (the record parser decodes by BOM or XML declaration). */
export async function ambilBerkasWaf(url: string, kepala: Record<string, string>, batasWaktuMs: number, maks: number, sinyal?: AbortSignal): Promise<Uint8Array> {
  const waktu = AbortSignal.timeout(batasWaktuMs);
  const res = await ambilAman(url, { headers: { accept: "application/xml", "accept-encoding": "identity", ...kepala }, signal: sinyal ? AbortSignal.any([waktu, sinyal]) : waktu }, izinAlamatPanen());
  if (!res.ok) {
    await res.body?.cancel().catch(() => {});
    throw new GalatPanen(`Berkas menjawab HTTP ${res.status}.`, res.status >= 500 || res.status === 429);
  }
  return bacaBadan(res, maks, () => new GalatPanen(`Berkas melebihi ${maks / 1024 / 1024} MiB.`));
}
