import { pratinjauAman } from "@/lib/metadata/url";

type Grafik = { url: string; deskripsi?: string };

/**
 * The producer's preview image (the first https one, see pratinjauAman). Fixed width and height (the box is reserved before the image arrives, so the page
 * does not shift) and lazy; no referrer, so the image host does not learn which record a citizen reads.
 * A plain img, not next/image: the hosts are whatever producers enter, which the optimiser would have to fetch.
 */
export function GrafikTelusur({ grafik, judul, lebar, tinggi, className }: { grafik: Grafik[] | undefined; judul: string; lebar: number; tinggi: number; className: string }) {
  const g = pratinjauAman(grafik);
  if (!g) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above: arbitrary producer hosts
    <img className={className} src={g.url} alt={g.deskripsi ?? `Pratinjau ${judul}`} width={lebar} height={tinggi} loading="lazy" decoding="async" referrerPolicy="no-referrer" />
  );
}
