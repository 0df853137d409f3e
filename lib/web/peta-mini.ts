import wilayah from "@/lib/data/wilayah.json";
import type { KotakBatas } from "@/lib/metadata/schema";

/** The shared outline's id: defined once per page (DasarPetaMini), drawn by every card's small map with <use>. */
export const ID_DASAR_PETA_MINI = "peta-mini-dasar";

/** Two decimals (about 1 km) are plenty at 96 px and keep the shared outline small. */
export const angka = (n: number) => String(Math.round(n * 100) / 100);

/** The province extents the no-JS map draws, as plate carrée rectangles (x = longitude, y = −latitude). */
export const PERSEGI_PROVINSI = wilayah.provinsi.map((p) => ({ x: angka(p.bbox.barat), y: angka(-p.bbox.utara), w: angka(p.bbox.timur - p.bbox.barat), h: angka(p.bbox.utara - p.bbox.selatan) }));

/** Width : height of the card's thumbnail (96 × 72). */
const RASIO = 4 / 3;

/**
 * The part of the map a card shows: the record's box with a margin, never narrower than 8° (so a city's box still
 * shows its island), widened or heightened to the thumbnail's 4:3. A box crossing the antimeridian is shown on
 * all of Indonesia's longitudes instead.
 */
export function pandanganPetaMini(k: KotakBatas): { x: number; y: number; w: number; h: number } {
  const [barat, timur] = k.barat <= k.timur ? [k.barat, k.timur] : [94.97, 141.03];
  const lebar = timur - barat;
  const tinggi = k.utara - k.selatan;
  const jeda = Math.max(0.5, 0.15 * Math.max(lebar, tinggi));
  let w = Math.max(lebar + 2 * jeda, 8);
  let h = Math.max(tinggi + 2 * jeda, w / RASIO);
  w = Math.max(w, h * RASIO);
  h = w / RASIO;
  return { x: (barat + timur) / 2 - w / 2, y: -(k.utara + k.selatan) / 2 - h / 2, w, h };
}
