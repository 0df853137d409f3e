import type { XmlElement } from "@/lib/csw/xml-tree";
import { angka, potong } from "./normal";
import type { Pembaca } from "./pembaca";

export type KotakM = { barat: number; timur: number; selatan: number; utara: number };
type Urutan = "bujur-lintang" | "lintang-bujur";

/** EPSG:4326 named by URN or URI: the EPSG axis order, latitude first (pycsw, GeoNetwork, our own DC output). */
const LINTANG_DULU = /^(urn:(x-)?ogc:def:crs:EPSG:[\d.]*:4326|https?:\/\/www\.opengis\.net\/def\/crs\/EPSG\/0\/4326)$/i;
/** CRS84 and the old "EPSG:4326" spelling: longitude first, as GIS software has always written them. */
const BUJUR_DULU = /^(EPSG:4326|CRS:84|urn:ogc:def:crs:OGC:(1\.3)?:CRS84|https?:\/\/www\.opengis\.net\/def\/crs\/OGC\/1\.3\/CRS84)$/i;

/**
 * The bounding box of a csw:Record. ows:WGS84BoundingBox is longitude/latitude by definition and wins; an
 * ows:BoundingBox is read in the axis order its crs names, and without a crs as longitude/latitude (what Esri
 * Geoportal writes). Corners whose "latitude" is beyond ±90 while the other axis fits were written in the other
 * order: read swapped, and reported. Another CRS cannot be read without reprojection and is reported.
 */
export function bbox(p: Pembaca, rek: XmlElement): KotakM | undefined {
  // Both taken up front: the box not read (Esri writes the same box twice) is not "unmapped".
  const wgs84 = p.semua(rek, "ows:WGS84BoundingBox");
  const lain = p.semua(rek, "ows:BoundingBox");
  for (const e of [...wgs84, ...lain]) p.pakaiSemua(e);
  for (const e of wgs84) {
    const k = baca(p, e, "bujur-lintang");
    if (k) return k;
  }
  for (const e of lain) {
    const crs = e.attrs.get("crs")?.trim() ?? "";
    const urutan: Urutan | undefined = crs === "" || BUJUR_DULU.test(crs) ? "bujur-lintang" : LINTANG_DULU.test(crs) ? "lintang-bujur" : undefined;
    if (!urutan) {
      p.catat(e, `Kotak batas dalam CRS "${potong(crs)}" bukan WGS 84, diabaikan.`);
      continue;
    }
    const k = baca(p, e, urutan);
    if (k) return k;
  }
  return undefined;
}

function sudut(p: Pembaca, e: XmlElement, k: string): [number, number] | undefined {
  const t = p.teks(p.satu(e, k))?.split(/\s+/);
  const a = angka(t?.[0]);
  const b = angka(t?.[1]);
  return t?.length === 2 && a !== undefined && b !== undefined ? [a, b] : undefined;
}

function baca(p: Pembaca, e: XmlElement, urutan: Urutan): KotakM | undefined {
  const bawah = sudut(p, e, "ows:LowerCorner");
  const atas = sudut(p, e, "ows:UpperCorner");
  if (!bawah || !atas) {
    p.catat(e, "Sudut kotak batas (ows:LowerCorner/ows:UpperCorner) tidak berisi dua angka, diabaikan.");
    return undefined;
  }
  const [x1, y1] = urutan === "bujur-lintang" ? bawah : [bawah[1], bawah[0]];
  const [x2, y2] = urutan === "bujur-lintang" ? atas : [atas[1], atas[0]];
  const lintangSah = (a: number, b: number) => Math.abs(a) <= 90 && Math.abs(b) <= 90;
  if (!lintangSah(y1, y2) && lintangSah(x1, x2)) {
    p.catat(e, `Urutan sumbu kotak batas tertukar (lintang di luar ±90): dibaca sebagai ${urutan === "bujur-lintang" ? "lintang bujur" : "bujur lintang"}.`);
    return { barat: y1, selatan: x1, timur: y2, utara: x2 };
  }
  return { barat: x1, selatan: y1, timur: x2, utara: y2 };
}
