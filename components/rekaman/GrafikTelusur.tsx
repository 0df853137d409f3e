import { urlAman } from "@/lib/metadata/url";

type Grafik = { url: string; deskripsi?: string };

/**
 * The first browse graphic whose URL is https, or none. The schema allows http(s) (lib/metadata/url.ts), but the
 * CSP's img-src allows `https:` only and an https page would block an http image as mixed content anyway, so an
 * http graphic is left out rather than drawn as a broken image.
 */
export function grafikAman(daftar: Grafik[] | undefined): (Grafik & { url: string }) | undefined {
  for (const g of daftar ?? []) {
    const url = urlAman(g.url, "grafik");
    if (url && /^https:/i.test(url)) return { ...g, url };
  }
  return undefined;
}

/**
 * The producer's preview image. Fixed width and height (the box is reserved before the image arrives, so the page
 * does not shift) and lazy; no referrer, so the image host does not learn which record a citizen reads.
 * A plain img, not next/image: the hosts are whatever producers enter, which the optimiser would have to fetch.
 */
export function GrafikTelusur({ grafik, judul, lebar, tinggi, className }: { grafik: Grafik[] | undefined; judul: string; lebar: number; tinggi: number; className: string }) {
  const g = grafikAman(grafik);
  if (!g) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above: arbitrary producer hosts
    <img className={className} src={g.url} alt={g.deskripsi?.trim() || `Pratinjau ${judul}`} width={lebar} height={tinggi} loading="lazy" decoding="async" referrerPolicy="no-referrer" />
  );
}
