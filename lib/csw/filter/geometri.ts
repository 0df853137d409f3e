import { kendalaTidakValid } from "@/lib/csw/exception";
import type { Geometri, Kotak, Poligon, Titik } from "./ast";
import { periksaTitikPoligon } from "./batas";

export type UrutanSumbu = "bujur-lintang" | "lintang-bujur";

// Conformance D13, followed exactly. The URN and /def/crs/EPSG/ forms of EPSG:4326 carry the EPSG axis order
// (latitude first: QGIS MetaSearch sends this); the legacy `EPSG:4326`, the gml/srs/epsg.xml URL, CRS84 and a
// missing srsName are longitude first (the interface spec's "x then y", GeoNetwork and Esri clients).
const LINTANG_DULU = [/^urn:(x-)?ogc:def:crs:epsg:([0-9.]*:)?4326$/i, /^https?:\/\/www\.opengis\.net\/def\/crs\/epsg\/0\/4326$/i];
const BUJUR_DULU = [
  /^epsg:4326$/i,
  /^https?:\/\/www\.opengis\.net\/gml\/srs\/epsg\.xml#4326$/i,
  /^urn:(x-)?ogc:def:crs:ogc:[0-9.]*:crs84$/i,
  /^https?:\/\/www\.opengis\.net\/def\/crs\/ogc\/1\.3\/crs84$/i,
  /^(crs:84|ogc:crs84|crs84)$/i,
];

/** Axis order of a CRS name; any CRS other than WGS84 in one of its spellings is refused. */
export function urutanSumbu(srsName: string | undefined): UrutanSumbu {
  const s = srsName?.trim();
  if (!s) return "bujur-lintang";
  if (LINTANG_DULU.some((re) => re.test(s))) return "lintang-bujur";
  if (BUJUR_DULU.some((re) => re.test(s))) return "bujur-lintang";
  throw kendalaTidakValid(`Sistem referensi koordinat '${s}' tidak didukung; gunakan WGS 84 (EPSG:4326 atau CRS84).`);
}

type Posisi = [number, number];

function keBujurLintang(p: Posisi, urutan: UrutanSumbu, srsName: string | undefined): Posisi {
  const [lon, lat] = urutan === "lintang-bujur" ? [p[1], p[0]] : p;
  const petunjuk = srsName ? ` (srsName '${srsName}' memakai urutan ${urutan === "lintang-bujur" ? "lintang, bujur" : "bujur, lintang"})` : " (tanpa srsName urutannya bujur, lintang)";
  if (!(lat >= -90 && lat <= 90)) throw kendalaTidakValid(`Lintang ${lat} di luar rentang -90 sampai 90${petunjuk}.`);
  if (!(lon >= -180 && lon <= 180)) throw kendalaTidakValid(`Bujur ${lon} di luar rentang -180 sampai 180${petunjuk}.`);
  return [lon, lat];
}

/**
 * A box from its lower and upper corners in the CRS's axis order. A west edge east of the east edge is kept: the
 * box crosses the antimeridian (conformance D12). South above north is an error.
 */
export function buatKotak(bawah: Posisi, atas: Posisi, srsName: string | undefined): Kotak {
  const urutan = urutanSumbu(srsName);
  const [barat, selatan] = keBujurLintang(bawah, urutan, srsName);
  const [timur, utara] = keBujurLintang(atas, urutan, srsName);
  if (selatan > utara) throw kendalaTidakValid(`Batas selatan ${selatan} lebih besar dari batas utara ${utara}.`);
  return { jenis: "kotak", barat, selatan, timur, utara };
}

/** A point in the CRS's axis order. */
export function buatTitik(p: Posisi, srsName: string | undefined): Titik {
  const [x, y] = keBujurLintang(p, urutanSumbu(srsName), srsName);
  return { jenis: "titik", x, y };
}

/** A polygon's exterior ring in the CRS's axis order; at least three positions. */
export function buatPoligon(cincin: Posisi[], srsName: string | undefined): Poligon {
  const urutan = urutanSumbu(srsName);
  if (cincin.length < 3) throw kendalaTidakValid("Poligon memerlukan sedikitnya tiga titik.");
  periksaTitikPoligon(cincin.length);
  return { jenis: "poligon", cincin: cincin.map((p) => keBujurLintang(p, urutan, srsName)) };
}

/**
 * The box the index searches by. Rule for polygons: their envelope (min/max of the exterior ring), so a polygon
 * operand is approximated by its bounding rectangle — exact for Contains (a box contains a polygon exactly when it
 * contains its envelope), a superset for Intersects/Within, and the complement of that superset for Disjoint.
 * Polygons are never read as crossing the antimeridian; send an envelope with west > east for that.
 */
export function amplop(g: Geometri): Kotak {
  if (g.jenis === "kotak") return g;
  if (g.jenis === "titik") return { jenis: "kotak", barat: g.x, selatan: g.y, timur: g.x, utara: g.y };
  // A loop, not Math.min(...xs): a ring from a 1 MiB request may exceed the engine's argument limit.
  const k: Kotak = { jenis: "kotak", barat: Infinity, selatan: Infinity, timur: -Infinity, utara: -Infinity };
  for (const [x, y] of g.cincin) {
    k.barat = Math.min(k.barat, x);
    k.timur = Math.max(k.timur, x);
    k.selatan = Math.min(k.selatan, y);
    k.utara = Math.max(k.utara, y);
  }
  return k;
}

/** A box as one or two boxes with west ≤ east: one crossing the antimeridian is split at ±180. */
export function pecahAntimeridian(k: Kotak): Kotak[] {
  if (k.barat <= k.timur) return [k];
  return [
    { ...k, timur: 180 },
    { ...k, barat: -180 },
  ];
}
