import type { KotakBatas } from "@/lib/metadata/schema";

/**
 * A record's box as WKT (CRS84, longitude first: GeoSPARQL's default, so no CRS prefix) and as GeoJSON
 * (RFC 7946, exterior ring counter-clockwise). A box of zero width and height is a point, of zero width or
 * height a line, so no literal holds a degenerate polygon.
 */
export function wktKotak(b: KotakBatas): string {
  const { barat: w, timur: e, selatan: s, utara: n } = b;
  if (w === e && s === n) return `POINT(${w} ${s})`;
  if (w === e || s === n) return `LINESTRING(${w} ${s}, ${e} ${n})`;
  return `POLYGON((${w} ${s}, ${e} ${s}, ${e} ${n}, ${w} ${n}, ${w} ${s}))`;
}

export function geoJsonKotak(b: KotakBatas): string {
  const { barat: w, timur: e, selatan: s, utara: n } = b;
  if (w === e && s === n) return JSON.stringify({ type: "Point", coordinates: [w, s] });
  if (w === e || s === n) return JSON.stringify({ type: "LineString", coordinates: [[w, s], [e, n]] });
  return JSON.stringify({ type: "Polygon", coordinates: [[[w, s], [e, s], [e, n], [w, n], [w, s]]] });
}

export function wktPusat(b: KotakBatas): string {
  return `POINT(${(b.barat + b.timur) / 2} ${(b.selatan + b.utara) / 2})`;
}
