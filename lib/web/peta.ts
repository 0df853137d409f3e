import { env } from "@/lib/env";
import type { KotakBatas } from "@/lib/metadata/schema";

/** A box to draw on a map, optionally naming the record it belongs to (plain data, safe for client props). */
export type KotakPeta = KotakBatas & { id?: string; judul?: string };

export type KonfigurasiPeta = { tileUrl: string | null; atribusi: string };

/** The tile source of the public maps, read on the server and passed to the map leaves as props. */
export function konfigurasiPeta(): KonfigurasiPeta {
  const url = env().MAP_TILE_URL.trim();
  if (!url) return { tileUrl: null, atribusi: "" };
  const osm = /(^|\.|\/)openstreetmap\.(org|fr|de)\//.test(url);
  return { tileUrl: url, atribusi: osm ? '© <a href="https://www.openstreetmap.org/copyright">kontributor OpenStreetMap</a>' : "" };
}

export const INDONESIA: KotakBatas = { barat: 94.97, timur: 141.03, selatan: -11.01, utara: 6.08 };

/** The smallest box holding all the given boxes (undefined for none). */
export function gabungKotak(kotak: readonly KotakBatas[]): KotakBatas | undefined {
  if (kotak.length === 0) return undefined;
  return {
    barat: Math.min(...kotak.map((k) => k.barat)),
    timur: Math.max(...kotak.map((k) => k.timur)),
    selatan: Math.min(...kotak.map((k) => k.selatan)),
    utara: Math.max(...kotak.map((k) => k.utara)),
  };
}

/** A record's box from the list/detail columns. */
export function kotakDari(r: { id: string; judul: string; bboxBarat: number; bboxTimur: number; bboxSelatan: number; bboxUtara: number }): KotakPeta {
  return { id: r.id, judul: r.judul, barat: r.bboxBarat, timur: r.bboxTimur, selatan: r.bboxSelatan, utara: r.bboxUtara };
}

