import { sql, type SQL } from "drizzle-orm";
import { metadata as m } from "@/lib/db/schema";
import type { FilterSpasial, Kotak, Poligon } from "./ast";
import { amplop, pecahAntimeridian } from "./geometri";
import { selKueri } from "./sel";

/**
 * OGC spatial operators on a record's extent R (a closed rectangle, west ≤ east; a point or a line when it has no
 * width or height) against the operand G: a rectangle (gml:Envelope, ENVELOPE; a point is a rectangle without
 * area), or a polygon (its exterior ring, filled). The meanings are those of DE-9IM (Simple Features):
 *   BBOX, Intersects: R ∩ G ≠ ∅ (touching counts)      Disjoint: R ∩ G = ∅
 *   Within: R ⊆ G and their interiors meet             Contains: G ⊆ R and their interiors meet
 *   Equals: R = G                                      Overlaps: both have area, their interiors meet, and
 *                                                      neither contains the other
 * R is compared through its four edge columns: plain float8 comparisons (exact, no tolerance), served by the
 * btree_gist index over the four (a 4-D R-tree) and, unlike box operators whose selectivity Postgres fixes at
 * 0.5 %, estimated from column statistics, so the planner can weigh a box against AnyText. Polygons add a
 * refinement with Postgres' own polygon tests, which check edges and vertices (poly_overlap: closed
 * intersection; poly_contained: closed containment).
 */
export function compileSpasial(f: FilterSpasial): SQL {
  const g = f.geometri;
  if (g.jenis === "poligon" && !persegi(g)) return denganPoligon(f.op, g);
  return denganKotak(f.op, amplop(g));
}

/**
 * The grid-cell condition implied by a spatial filter (migration 0025): every operator but Disjoint needs R to meet
 * G's envelope, so R shares a cell with it. Added beside a word or title condition (compile.ts), where a GIN
 * bitmap of the cells narrows the rows read; null for Disjoint, for an envelope that is not finite, and for one so
 * large (over 90° by 45°) that its cells would narrow nothing.
 */
export function syaratSel(f: FilterSpasial): SQL | null {
  if (f.op === "Disjoint") return null;
  const e = amplop(f.geometri);
  const ukuran = (e.barat <= e.timur ? e.timur - e.barat : 360 - (e.barat - e.timur)) <= 90 && e.utara - e.selatan <= 45;
  if (![e.barat, e.timur, e.selatan, e.utara].every(Number.isFinite) || !ukuran) return null;
  const sel = pecahAntimeridian(e).flatMap((k) => selKueri(k.barat, k.selatan, k.timur, k.utara));
  // One array literal as one parameter: integers need no quoting, and a custom plan reads it as a value.
  return sql`(${m.selKotak} && ${`{${[...new Set(sel)].join(",")}}`}::int[])`;
}

const [x1, x2, y1, y2] = [sql`${m.bboxBarat}`, sql`${m.bboxTimur}`, sql`${m.bboxSelatan}`, sql`${m.bboxUtara}`];
const n = (v: number) => sql`${v}::float8`;
const semua = (xs: SQL[]) => (xs.length ? sql`(${sql.join(xs, sql` and `)})` : sql`true`);
const salahSatu = (xs: SQL[]) => (xs.length === 1 ? xs[0]! : sql`(${sql.join(xs, sql` or `)})`);
const berluas = sql`(${x1} < ${x2} and ${y1} < ${y2})`;

const potongKotak = (k: Kotak) => semua([sql`${x1} <= ${n(k.timur)}`, sql`${x2} >= ${n(k.barat)}`, sql`${y1} <= ${n(k.utara)}`, sql`${y2} >= ${n(k.selatan)}`]);
const dalamKotak = (k: Kotak) => semua([sql`${x1} >= ${n(k.barat)}`, sql`${x2} <= ${n(k.timur)}`, sql`${y1} >= ${n(k.selatan)}`, sql`${y2} <= ${n(k.utara)}`]);
const memuatKotak = (k: Kotak) => semua([sql`${x1} <= ${n(k.barat)}`, sql`${x2} >= ${n(k.timur)}`, sql`${y1} <= ${n(k.selatan)}`, sql`${y2} >= ${n(k.utara)}`]);
const sumbu = [
  { bawah: x1, atas: x2, g: (k: Kotak) => [k.barat, k.timur] as const },
  { bawah: y1, atas: y2, g: (k: Kotak) => [k.selatan, k.utara] as const },
];

/**
 * The interiors of R and the box k meet. Per axis the interior of an interval is the open interval, or the point
 * itself when the interval is a point, and a rectangle's interior is the product of its axes' interiors.
 * `sumbuG` keeps only the axes where k has extent ("lebar") or none ("nol"): the others hold already.
 */
function interiorBertemu(k: Kotak, sumbuG: "semua" | "lebar" | "nol" = "semua"): SQL {
  return semua(
    sumbu.flatMap(({ bawah, atas, g }) => {
      const [g1, g2] = g(k);
      if (g1 < g2) return sumbuG === "nol" ? [] : [sql`${bawah} < ${n(g2)} and ${atas} > ${n(g1)}`];
      return sumbuG === "lebar" ? [] : [sql`((${bawah} < ${n(g1)} and ${atas} > ${n(g1)}) or (${bawah} = ${n(g1)} and ${atas} = ${n(g1)}))`];
    }),
  );
}

function denganKotak(op: FilterSpasial["op"], q: Kotak): SQL {
  const bagian = pecahAntimeridian(q);
  const potong = () => salahSatu(bagian.map(potongKotak));
  // R never crosses the antimeridian, so it lies within one half or the other; containing G means containing both.
  // Inside G, R's interior can miss G's only on an axis where G has extent: R flat on G's edge (and conversely).
  const dalam = () => salahSatu(bagian.map((k) => sql`(${dalamKotak(k)} and ${interiorBertemu(k, "lebar")})`));
  const memuat = () => semua(bagian.map((k) => sql`${memuatKotak(k)} and ${interiorBertemu(k, "nol")}`));
  return menurutOperator(op, {
    potong,
    dalam,
    memuat,
    sama: () => (bagian.length === 1 ? semua([sql`${x1} = ${n(q.barat)}`, sql`${x2} = ${n(q.timur)}`, sql`${y1} = ${n(q.selatan)}`, sql`${y2} = ${n(q.utara)}`]) : sql`false`),
    tumpang: () => {
      if (!bagian.every((k) => k.barat < k.timur && k.selatan < k.utara)) return sql`false`;
      const bertemu = salahSatu(bagian.map((k) => interiorBertemu(k)));
      return sql`(${berluas} and ${bertemu} and not ${dalam()} and not ${memuat()})`;
    },
  });
}

/** R's relations to one operand, each built only when the operator asks for it (a request compiles one). */
type Relasi = { potong: () => SQL; dalam: () => SQL; memuat: () => SQL; sama: () => SQL; tumpang: () => SQL };

/** The one mapping of OGC spatial operators onto the relations, for boxes and polygons alike. */
function menurutOperator(op: FilterSpasial["op"], r: Relasi): SQL {
  switch (op) {
    case "BBOX":
    case "Intersects":
      return r.potong();
    case "Disjoint":
      return sql`(not ${r.potong()})`;
    case "Within":
      return r.dalam();
    case "Contains":
      return r.memuat();
    case "Equals":
      return r.sama();
    case "Overlaps":
      return r.tumpang();
  }
}

/**
 * Interiors of R and a polygon meet when R shrunk by this margin (degrees, ≈ 1 m) still meets it: Postgres'
 * geometric operators treat points closer than 1e-6 as equal, so a shape that only touches R's edge must stay
 * clear of the shrunk box by more than that. The one place where the semantics carry a tolerance of their own.
 */
const SUSUT = 1e-5;

function denganPoligon(op: FilterSpasial["op"], p: Poligon): SQL {
  const e = amplop(p);
  const poli = sql`${teksPoligon(p)}::polygon`;
  const rp = sql`polygon(box(point(${x1}, ${y1}), point(${x2}, ${y2})))`;
  // The operators' functions (poly_overlap is &&, poly_contained is <@), called directly: as operators the planner
  // would estimate them at a fixed 0.5 % and walk whole indexes for pages it expects to be sparse.
  const potong = () => sql`(${potongKotak(e)} and poly_overlap(${rp}, ${poli}))`;
  // R inside the polygon: a rectangle with area then shares interior points with it; a point or a line lying
  // exactly on the polygon's boundary is the one case counted although DE-9IM would not.
  const dalam = () => sql`(${dalamKotak(e)} and poly_contained(${rp}, ${poli}))`;
  // A rectangle contains a polygon exactly when it contains the polygon's envelope.
  const memuat = () => memuatKotak(e);
  return menurutOperator(op, {
    potong,
    dalam,
    memuat,
    // The polygon lies inside its envelope; if that envelope is R and R lies inside the polygon, they are equal.
    sama: () => sql`(${x1} = ${n(e.barat)} and ${x2} = ${n(e.timur)} and ${y1} = ${n(e.selatan)} and ${y2} = ${n(e.utara)} and poly_contained(${rp}, ${poli}))`,
    tumpang: () => {
      const susut = sql`polygon(box(point(${x1} + ${n(SUSUT)}, ${y1} + ${n(SUSUT)}), point(${x2} - ${n(SUSUT)}, ${y2} - ${n(SUSUT)})))`;
      const cukup = sql`(${x2} - ${x1} > ${n(2 * SUSUT)} and ${y2} - ${y1} > ${n(2 * SUSUT)})`;
      return sql`(${potongKotak(e)} and ${cukup} and poly_overlap(${susut}, ${poli}) and not ${dalam()} and not ${memuat()})`;
    },
  });
}

/** Postgres polygon text `((x,y),…)`: one bound parameter, whatever the ring's length. */
function teksPoligon(p: Poligon): string {
  return `(${p.cincin.map(([x, y]) => `(${x},${y})`).join(",")})`;
}

/**
 * A ring that only runs along its own envelope's edges (an envelope written as a polygon, as some clients send
 * it) is that rectangle: the exact box path serves it, interiors included.
 */
function persegi(p: Poligon): boolean {
  const e = amplop(p);
  if (!(e.barat < e.timur && e.selatan < e.utara)) return false;
  const diTepiX = (x: number) => x === e.barat || x === e.timur;
  const diTepiY = (y: number) => y === e.selatan || y === e.utara;
  const c = p.cincin;
  const sudut = [[e.barat, e.selatan], [e.timur, e.selatan], [e.timur, e.utara], [e.barat, e.utara]];
  if (!sudut.every(([x, y]) => c.some(([a, b]) => a === x && b === y))) return false;
  for (let i = 0; i < c.length; i++) {
    const [x1, y1] = c[i]!;
    const [x2, y2] = c[(i + 1) % c.length]!;
    const tegak = x1 === x2 && diTepiX(x1);
    const datar = y1 === y2 && diTepiY(y1);
    if (!tegak && !datar) return false;
  }
  return true;
}
