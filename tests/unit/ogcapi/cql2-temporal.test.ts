import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { compileFilter, type Filter } from "@/lib/csw/filter";
import { uraiPeriode } from "@/lib/csw/filter/nilai";
import { parseCql2Json } from "@/lib/ogcapi/cql2/json";
import { OP_TEMPORAL } from "@/lib/ogcapi/cql2/temporal";
import { parseCql2Teks } from "@/lib/ogcapi/cql2/teks";
import { ALLEN } from "@/tests/helpers/allen";

// Every CQL2 temporal function (OGC 21-065, temporal-functions) in cql2-text and cql2-json, on the record's time
// extent and on a date queryable, with instants, intervals and open ends: the filter tree is evaluated here over
// every kind of extent around the literal and compared with Allen's relations written out from the standard's table.

const HARI = 86_400_000;
const t = (d: number) => new Date(Date.UTC(2020, 0, 1) + d * HARI).toISOString();

type Rek = { id: string; mulai: number | null; selesai: number | null; diubah: number | null };
const NILAI: Record<string, (r: Rek) => number | null> = {
  "apiso:TempExtent_begin": (r) => r.mulai,
  "apiso:TempExtent_end": (r) => r.selesai,
  "dct:modified": (r) => r.diubah,
};

/** The filter tree's meaning, as compile.ts gives it for date queryables: two-valued, a literal naming its period. */
function nilai(f: Filter, r: Rek): boolean {
  switch (f.op) {
    case "And":
      return f.anak.every((a) => nilai(a, r));
    case "Or":
      return f.anak.some((a) => nilai(a, r));
    case "Not":
      return !nilai(f.anak, r);
    case "PropertyIsNull":
      return NILAI[f.properti.queryable.nama[0]!]!(r) === null;
    case "PropertyIsEqualTo":
    case "PropertyIsNotEqualTo":
    case "PropertyIsLessThan":
    case "PropertyIsLessThanOrEqualTo":
    case "PropertyIsGreaterThan":
    case "PropertyIsGreaterThanOrEqualTo": {
      if (f.properti.queryable.nama[0] === "dc:identifier") return r.id === f.nilai;
      const v = NILAI[f.properti.queryable.nama[0]!]!(r);
      if (v === null) return false;
      const per = uraiPeriode(f.nilai)!;
      const m = Date.parse(per.mulai);
      const a = per.akhir === undefined ? undefined : Date.parse(per.akhir);
      const sama = a === undefined ? v === m : v >= m && v < a;
      return {
        PropertyIsEqualTo: sama,
        PropertyIsNotEqualTo: !sama,
        PropertyIsLessThan: v < m,
        PropertyIsLessThanOrEqualTo: a === undefined ? v <= m : v < a,
        PropertyIsGreaterThan: a === undefined ? v > m : v >= a,
        PropertyIsGreaterThanOrEqualTo: v >= m,
      }[f.op];
    }
    default:
      throw new Error(`tidak diharapkan: ${f.op}`);
  }
}

// Extents over days 0–7 (every interval, every instant), records without time; the literals' bounds are days 2–5.
const rekaman: Rek[] = [];
for (let a = 0; a <= 7; a++) {
  rekaman.push({ id: `i${a}`, mulai: Date.parse(t(a)), selesai: null, diubah: Date.parse(t(a)) });
  for (let b = a; b <= 7; b++) rekaman.push({ id: `r${a}-${b}`, mulai: Date.parse(t(a)), selesai: Date.parse(t(b)), diubah: null });
}
rekaman.push({ id: "kosong", mulai: null, selesai: null, diubah: null });

type Literal = { teks: string; json: unknown; l: number; h: number };
const LITERAL: Literal[] = [
  { teks: `TIMESTAMP('${t(4)}')`, json: { timestamp: t(4) }, l: Date.parse(t(4)), h: Date.parse(t(4)) },
  { teks: `INTERVAL('${t(2)}', '${t(5)}')`, json: { interval: [t(2), t(5)] }, l: Date.parse(t(2)), h: Date.parse(t(5)) },
  { teks: `INTERVAL('..', '${t(4)}')`, json: { interval: ["..", t(4)] }, l: -Infinity, h: Date.parse(t(4)) },
  { teks: `INTERVAL('${t(3)}', '..')`, json: { interval: [t(3), ".."] }, l: Date.parse(t(3)), h: Infinity },
  { teks: `INTERVAL('${t(3)}', '${t(3)}')`, json: { interval: [t(3), t(3)] }, l: Date.parse(t(3)), h: Date.parse(t(3)) },
];

const luas = (r: Rek) => (r.mulai === null ? null : ([r.mulai, r.selesai ?? r.mulai] as const));
const titik = (r: Rek) => (r.diubah === null ? null : ([r.diubah, r.diubah] as const));

function periksa(op: string, kiri: { teks: string; json: unknown }, lit: Literal, selang: (r: Rek) => readonly [number, number] | null, tukar: boolean) {
  const [a, b] = tukar ? [lit, kiri] : [kiri, lit];
  const teks = `${op}(${a.teks}, ${b.teks})`;
  const dariTeks = parseCql2Teks(teks);
  expect(parseCql2Json({ op: op.toLowerCase(), args: [a.json, b.json] }), teks).toEqual(dariTeks);
  const harap = rekaman.filter((r) => {
    const s = selang(r);
    if (!s) return false;
    return tukar ? ALLEN[op]!(lit.l, lit.h, s[0], s[1]) : ALLEN[op]!(s[0], s[1], lit.l, lit.h);
  });
  expect(rekaman.filter((r) => nilai(dariTeks, r)).map((r) => r.id), teks).toEqual(harap.map((r) => r.id));
  return harap.length;
}

describe("CQL2 temporal functions", () => {
  it("the class is complete: all fifteen operators", () => {
    expect(OP_TEMPORAL).toEqual(Object.keys(ALLEN).sort());
    expect(OP_TEMPORAL).toHaveLength(15);
  });

  for (const op of Object.keys(ALLEN)) {
    it(`${op} on time and on a date queryable, instants, intervals and open ends, both encodings, either order`, () => {
      let cocok = 0;
      for (const lit of LITERAL) {
        for (const tukar of [false, true]) {
          cocok += periksa(op, { teks: "time", json: { property: "time" } }, lit, luas, tukar);
          cocok += periksa(op, { teks: "updated", json: { property: "updated" } }, lit, titik, tukar);
        }
      }
      // Each operator selects some extents for some literal (no operator is vacuously right by matching nothing).
      expect(cocok, op).toBeGreaterThan(0);
    });
  }

  it("a record without a temporal extent satisfies no temporal function, T_DISJOINT included", () => {
    const kosong = rekaman.find((r) => r.id === "kosong")!;
    for (const op of OP_TEMPORAL) expect(nilai(parseCql2Teks(`${op}(time, INTERVAL('..', '..'))`), kosong), op).toBe(false);
  });

  it("DATE is the whole day: T_EQUALS matches any time on it, T_AFTER only after it", () => {
    const pagi = { id: "pagi", mulai: Date.parse("2020-01-03T08:00:00Z"), selesai: null, diubah: Date.parse("2020-01-03T08:00:00Z") };
    expect(nilai(parseCql2Teks("T_EQUALS(updated, DATE('2020-01-03'))"), pagi)).toBe(true);
    expect(nilai(parseCql2Json({ op: "t_after", args: [{ property: "updated" }, { date: "2020-01-03" }] }), pagi)).toBe(false);
    expect(nilai(parseCql2Teks("T_AFTER(time, DATE('2020-01-02'))"), pagi)).toBe(true);
  });

  it("compiles every bound as a parameter; an unbounded relation to the constant false", () => {
    const dialek = new PgDialect();
    const { sql, params } = dialek.sqlToQuery(compileFilter(parseCql2Teks(`T_OVERLAPS(time, INTERVAL('${t(2)}', '${t(5)}'))`)));
    expect(sql).not.toContain("2020");
    expect(params).toEqual(expect.arrayContaining([t(2), t(5)]));
    expect(dialek.sqlToQuery(compileFilter(parseCql2Teks(`T_AFTER(time, INTERVAL('${t(2)}', '..'))`))).sql).toBe("false");
  });

  it("refuses what has no temporal meaning", () => {
    for (const f of [
      "T_AFTER(title, TIMESTAMP('2020-01-01T00:00:00Z'))",
      "T_AFTER(time, 'kemarin')",
      "T_DURING(time, INTERVAL('2021-01-01', '2020-01-01'))",
      "T_MEETS(time, INTERVAL('kemarin', '..'))",
      "T_SOMETIME(time, DATE('2020-01-01'))",
    ]) {
      expect(() => parseCql2Teks(f), f).toThrow();
    }
  });
});
