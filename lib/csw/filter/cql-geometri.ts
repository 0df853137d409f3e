import { kendalaTidakValid } from "@/lib/csw/exception";
import type { Geometri } from "./ast";
import type { Token } from "./cql-lexer";
import { buatKotak, buatPoligon, buatTitik } from "./geometri";

/** What the geometry reader needs of the CQL parser. */
export type Pembaca = {
  lihat(k?: number): Token;
  maju(): Token;
  kata(k: string): boolean;
  harus(jenis: Token["jenis"], kata?: string): Token;
  angka(): number;
};

/**
 * The geometry operand of a CQL spatial predicate. For BBOX: `minx, miny, maxx, maxy[, 'crs']`, the axis order
 * following the CRS exactly as a gml srsName does (none: longitude first). Otherwise WKT-style `POINT(x y)`,
 * `POLYGON((x y, …))` or 07-006r1's `ENVELOPE(west, east, north, south)`, always longitude first: CQL has no
 * way to name their CRS.
 */
export function geometriCql(p: Pembaca, bbox: boolean): Geometri {
  if (bbox) {
    const [minx, miny, maxx, maxy] = [p.angka(), koma(p), koma(p), koma(p)];
    let crs: string | undefined;
    if (p.lihat().jenis === ",") {
      p.maju();
      crs = p.harus("teks").nilai;
    }
    return buatKotak([minx, miny], [maxx, maxy], crs);
  }
  if (p.kata("ENVELOPE")) {
    p.harus("(");
    const [barat, timur, utara, selatan] = [p.angka(), koma(p), koma(p), koma(p)];
    p.harus(")");
    return buatKotak([barat, selatan], [timur, utara], undefined);
  }
  if (p.kata("POINT")) {
    p.harus("(");
    const titik = posisi(p);
    p.harus(")");
    return buatTitik(titik, undefined);
  }
  if (p.kata("POLYGON")) {
    p.harus("(");
    const luar = cincin(p);
    // Holes are read for syntax only: the envelope we search by comes from the exterior ring.
    while (p.lihat().jenis === ",") {
      p.maju();
      cincin(p);
    }
    p.harus(")");
    return buatPoligon(luar, undefined);
  }
  const t = p.lihat();
  throw kendalaTidakValid(`CQL tidak sah: diharapkan ENVELOPE, POLYGON atau POINT pada posisi ${t.posisi + 1}, ditemukan '${t.nilai || "akhir teks"}'.`);
}

function koma(p: Pembaca): number {
  p.harus(",");
  return p.angka();
}

function posisi(p: Pembaca): [number, number] {
  return [p.angka(), p.angka()];
}

function cincin(p: Pembaca): Array<[number, number]> {
  p.harus("(");
  const out = [posisi(p)];
  while (p.lihat().jenis === ",") {
    p.maju();
    out.push(posisi(p));
  }
  p.harus(")");
  return out;
}
