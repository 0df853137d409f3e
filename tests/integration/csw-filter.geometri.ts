import type { KotakBatas } from "@/lib/metadata/schema";

// Reference semantics of the OGC spatial operators (DE-9IM) for the filter tests, written from the definitions
// with plain geometry, never from the SQL: a record extent R is a closed rectangle (possibly a point or a line),
// the operand G a rectangle, a query box across the antimeridian (two rectangles), or a filled polygon.

type Titik = [number, number];
export type Cincin = Titik[];

export const potong = (a: KotakBatas, b: KotakBatas) => a.barat <= b.timur && a.timur >= b.barat && a.selatan <= b.utara && a.utara >= b.selatan;
export const dalam = (a: KotakBatas, b: KotakBatas) => a.barat >= b.barat && a.timur <= b.timur && a.selatan >= b.selatan && a.utara <= b.utara;
export const berluas = (a: KotakBatas) => a.barat < a.timur && a.selatan < a.utara;
export const sama = (a: KotakBatas, b: KotakBatas) => a.barat === b.barat && a.timur === b.timur && a.selatan === b.selatan && a.utara === b.utara;

/** Relative interiors of two closed intervals meet (an interval's interior is open; a point's is the point). */
function intervalInteriorBertemu(a1: number, a2: number, b1: number, b2: number): boolean {
  if (a1 < a2 && b1 < b2) return a1 < b2 && b1 < a2;
  if (a1 === a2 && b1 === b2) return a1 === b1;
  if (a1 === a2) return b1 < a1 && a1 < b2;
  return a1 < b1 && b1 < a2;
}

/** Interiors of two rectangles meet: a rectangle's interior is the product of its axes' interiors. */
export const interiorBertemu = (a: KotakBatas, b: KotakBatas) =>
  intervalInteriorBertemu(a.barat, a.timur, b.barat, b.timur) && intervalInteriorBertemu(a.selatan, a.utara, b.selatan, b.utara);

/** The operators on rectangles: G is one rectangle or the two halves of a box across the antimeridian. */
export const kotakOp = {
  intersects: (r: KotakBatas, g: KotakBatas[]) => g.some((h) => potong(r, h)),
  disjoint: (r: KotakBatas, g: KotakBatas[]) => !g.some((h) => potong(r, h)),
  // R is connected and never crosses the antimeridian: inside G means inside one half.
  within: (r: KotakBatas, g: KotakBatas[]) => g.some((h) => dalam(r, h) && interiorBertemu(r, h)),
  contains: (r: KotakBatas, g: KotakBatas[]) => g.every((h) => dalam(h, r)) && g.some((h) => interiorBertemu(r, h)),
  equals: (r: KotakBatas, g: KotakBatas[]) => g.length === 1 && sama(r, g[0]!),
  overlaps: (r: KotakBatas, g: KotakBatas[]) =>
    berluas(r) && g.every(berluas) && g.some((h) => interiorBertemu(r, h)) && !kotakOp.within(r, g) && !kotakOp.contains(r, g),
};

const silang = (o: Titik, a: Titik, b: Titik) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
const diAntara = (p: Titik, a: Titik, b: Titik) =>
  Math.min(a[0], b[0]) <= p[0] && p[0] <= Math.max(a[0], b[0]) && Math.min(a[1], b[1]) <= p[1] && p[1] <= Math.max(a[1], b[1]);
const sisi = (c: Cincin): [Titik, Titik][] => c.map((p, i) => [p, c[(i + 1) % c.length]!]);

/** Closed segments share a point. */
function segmenBertemu(p1: Titik, p2: Titik, q1: Titik, q2: Titik): boolean {
  const d1 = silang(q1, q2, p1);
  const d2 = silang(q1, q2, p2);
  const d3 = silang(p1, p2, q1);
  const d4 = silang(p1, p2, q2);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (d1 === 0 && diAntara(p1, q1, q2)) || (d2 === 0 && diAntara(p2, q1, q2)) || (d3 === 0 && diAntara(q1, p1, p2)) || (d4 === 0 && diAntara(q2, p1, p2));
}

/** A point inside, on the boundary of, or outside a polygon (ray casting after the boundary test). */
export function letakTitik(p: Titik, c: Cincin): "dalam" | "tepi" | "luar" {
  if (sisi(c).some(([a, b]) => silang(a, b, p) === 0 && diAntara(p, a, b))) return "tepi";
  let di = false;
  for (const [a, b] of sisi(c)) {
    if (a[1] > p[1] !== b[1] > p[1] && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0]) di = !di;
  }
  return di ? "dalam" : "luar";
}

/** A segment passes through the open rectangle (Liang–Barsky with strict bounds). */
function segmenMenembus(a: Titik, b: Titik, k: KotakBatas): boolean {
  let bawah = -Infinity;
  let atas = Infinity;
  for (const [p, d, g1, g2] of [[a[0], b[0] - a[0], k.barat, k.timur], [a[1], b[1] - a[1], k.selatan, k.utara]] as const) {
    if (d === 0) {
      if (!(g1 < p && p < g2)) return false;
      continue;
    }
    const [t1, t2] = [(g1 - p) / d, (g2 - p) / d].sort((x, y) => x - y) as [number, number];
    bawah = Math.max(bawah, t1);
    atas = Math.min(atas, t2);
  }
  return bawah < atas && bawah < 1 && atas > 0;
}

const sudut = (k: KotakBatas): Titik[] => [[k.barat, k.selatan], [k.timur, k.selatan], [k.timur, k.utara], [k.barat, k.utara]];
const sisiKotak = (k: KotakBatas) => sisi(sudut(k));
export const amplopCincin = (c: Cincin): KotakBatas => ({
  barat: Math.min(...c.map((p) => p[0])),
  timur: Math.max(...c.map((p) => p[0])),
  selatan: Math.min(...c.map((p) => p[1])),
  utara: Math.max(...c.map((p) => p[1])),
});

/** The operators on a record rectangle with area and a polygon (the tests keep flat extents away from polygons). */
export const poligonOp = {
  intersects(r: KotakBatas, c: Cincin): boolean {
    if (!potong(r, amplopCincin(c))) return false;
    if (!berluas(r)) throw new Error("data uji: rekaman tanpa luas di dekat poligon");
    return sudut(r).some((p) => letakTitik(p, c) !== "luar") || c.some((p) => dalam({ barat: p[0], timur: p[0], selatan: p[1], utara: p[1] }, r)) ||
      sisi(c).some(([a, b]) => sisiKotak(r).some(([p, q]) => segmenBertemu(a, b, p, q)));
  },
  within(r: KotakBatas, c: Cincin): boolean {
    if (!dalam(r, amplopCincin(c))) return false;
    if (!berluas(r)) throw new Error("data uji: rekaman tanpa luas di dekat poligon");
    // Corners in the closed polygon, and its boundary never entering R's interior: R's interior is then inside.
    return sudut(r).every((p) => letakTitik(p, c) !== "luar") && !sisi(c).some(([a, b]) => segmenMenembus(a, b, r));
  },
  contains: (r: KotakBatas, c: Cincin) => c.every((p) => dalam({ barat: p[0], timur: p[0], selatan: p[1], utara: p[1] }, r)),
  equals: (r: KotakBatas, c: Cincin) => sama(r, amplopCincin(c)) && poligonOp.within(r, c),
  overlaps(r: KotakBatas, c: Cincin): boolean {
    if (!poligonOp.intersects(r, c)) return false;
    const interior = sisi(c).some(([a, b]) => segmenMenembus(a, b, r)) || poligonOp.within(r, c);
    return interior && !poligonOp.within(r, c) && !poligonOp.contains(r, c);
  },
};
