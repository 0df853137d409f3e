import { kendalaTidakValid } from "@/lib/csw/exception";
import type { Filter } from "@/lib/csw/filter";
import { buatBanding, buatLogika } from "@/lib/csw/filter/bangun";
import { uraiPeriode } from "@/lib/csw/filter/nilai";
import { PROPERTI_WAKTU, queryableCsw } from "../queryables";
import { banding, properti, tanpaFungsi, type Operand } from "./operand";

/**
 * CQL2's temporal functions (OGC 21-065, class temporal-functions): Allen's relations between the left operand
 * [ll, lh] — the record's temporal extent `time`, or a date queryable as the instant [p, p] — and a TIMESTAMP,
 * DATE (an instant [t, t]) or INTERVAL [rl, rh]. Each relation is the standard's table of bound comparisons, each
 * comparison one CSW PropertyIs… on an indexed date column, so they compile through the shared tree like every
 * other CQL2 predicate. An open end `'..'` is unbounded: rl = −∞, rh = +∞.
 */
type Ujung = "awal" | "akhir";
type OpBanding = "<" | "<=" | "=" | ">=" | ">";
type Syarat = readonly [Ujung, OpBanding, Ujung];
const [A, B] = ["awal", "akhir"] as const;

const RELASI: Record<string, readonly Syarat[]> = {
  T_AFTER: [[A, ">", B]],
  T_BEFORE: [[B, "<", A]],
  T_CONTAINS: [[A, "<", A], [B, ">", B]],
  T_DURING: [[A, ">", A], [B, "<", B]],
  T_EQUALS: [[A, "=", A], [B, "=", B]],
  T_FINISHEDBY: [[A, "<", A], [B, "=", B]],
  T_FINISHES: [[A, ">", A], [B, "=", B]],
  T_INTERSECTS: [[A, "<=", B], [B, ">=", A]],
  T_MEETS: [[B, "=", A]],
  T_METBY: [[A, "=", B]],
  T_OVERLAPPEDBY: [[A, ">", A], [A, "<", B], [B, ">", B]],
  T_OVERLAPS: [[A, "<", A], [B, ">", A], [B, "<", B]],
  T_STARTEDBY: [[A, "=", A], [B, ">", B]],
  T_STARTS: [[A, "=", A], [B, "<", B]],
};

/** T_DISJOINT is "not T_INTERSECTS" among the records that have a time at all. */
export const OP_TEMPORAL = [...Object.keys(RELASI), "T_DISJOINT"].sort();

/** The relation that holds when the operands swap sides (`T_AFTER(TIMESTAMP(…), p)` is `T_BEFORE(p, …)`). */
const KEBALIKAN: Record<string, string> = {
  T_AFTER: "T_BEFORE",
  T_BEFORE: "T_AFTER",
  T_CONTAINS: "T_DURING",
  T_DURING: "T_CONTAINS",
  T_FINISHEDBY: "T_FINISHES",
  T_FINISHES: "T_FINISHEDBY",
  T_MEETS: "T_METBY",
  T_METBY: "T_MEETS",
  T_OVERLAPPEDBY: "T_OVERLAPS",
  T_OVERLAPS: "T_OVERLAPPEDBY",
  T_STARTEDBY: "T_STARTS",
  T_STARTS: "T_STARTEDBY",
};

type Selang = { mulai: string | null; akhir: string | null };

const prop = (nama: string): Operand => ({ jenis: "properti", nama, ...tanpaFungsi });
const mulaiRek = prop("time_begin");
const akhirRek = prop("time_end");
const lit = (v: string): Operand => ({ jenis: "literal", nilai: v, ...tanpaFungsi });
const ada = (o: Operand): Filter => ({ op: "Not", anak: { op: "PropertyIsNull", properti: properti(o) } });
const kosong = (o: Operand): Filter => ({ op: "PropertyIsNull", properti: properti(o) });
const dan = (xs: Filter[]): Filter => (xs.length === 1 ? xs[0]! : buatLogika("And", xs));
// The identifier compared with a non-UUID compiles to the SQL constant false (compile.ts): a relation no record
// can satisfy (e.g. T_AFTER an interval open to +∞) costs nothing.
const takPernah = (): Filter => buatBanding("PropertyIsEqualTo", { queryable: queryableCsw("dc:identifier") }, "-");

/** L op ±∞ is decided without the data. */
function takTerbatas(op: OpBanding, ujung: Ujung): boolean {
  return ujung === A ? op === ">" || op === ">=" : op === "<" || op === "<=";
}

/**
 * One bound comparison with a finite right bound `r`. The record's end is its time_end, or its start when it has
 * none (an instant); a date queryable is an instant, both its bounds the value.
 */
function bandingUjung(kiri: Operand | "waktu", u: Ujung, op: OpBanding, r: string): Filter {
  if (kiri !== "waktu") return banding(op, kiri, lit(r));
  if (u === A) return banding(op, mulaiRek, lit(r));
  return buatLogika("Or", [banding(op, akhirRek, lit(r)), dan([kosong(akhirRek), banding(op, mulaiRek, lit(r))])]);
}

/** The AND of a relation's comparisons; null when one of them is false whatever the data (an unbounded side). */
function syarat(kiri: Operand | "waktu", daftar: readonly Syarat[], s: Selang): Filter[] | null {
  const hasil: Filter[] = [];
  for (const [u, op, v] of daftar) {
    const r = v === A ? s.mulai : s.akhir;
    if (r === null) {
      if (!takTerbatas(op, v)) return null;
      continue;
    }
    hasil.push(bandingUjung(kiri, u, op, r));
  }
  return hasil;
}

/**
 * A relation of the record's time (`kiri` "waktu") or a date queryable with [mulai, akhir] (null: open). Only
 * records that have the value take part: a record without a start has no temporal extent and satisfies no T_…
 * (not even T_DISJOINT), like a NULL date.
 */
export function relasiWaktu(nama: string, kiri: Operand | "waktu", s: Selang): Filter {
  const punya = ada(kiri === "waktu" ? mulaiRek : kiri);
  if (nama === "T_DISJOINT") {
    const potong = syarat(kiri, RELASI.T_INTERSECTS!, s);
    if (potong === null) return punya;
    if (potong.length === 0) return takPernah();
    return dan([punya, { op: "Not", anak: dan(potong) }]);
  }
  const hasil = syarat(kiri, RELASI[nama]!, s);
  return hasil === null ? takPernah() : dan([punya, ...hasil]);
}

/** The record's time extent intersects [a, b] (either end open): `datetime` and T_INTERSECTS(time, …). */
export const waktuBerpotongan = (a: string | null, b: string | null): Filter => relasiWaktu("T_INTERSECTS", "waktu", { mulai: a, akhir: b });

/** T_… of a property (a date queryable, or `time`) and a TIMESTAMP, DATE or INTERVAL, in either order. */
export function temporal(nama: string, a: Operand, b: Operand): Filter {
  let op = nama.toUpperCase();
  if (!OP_TEMPORAL.includes(op)) throw kendalaTidakValid(`Operator temporal '${nama.slice(0, 40)}' tidak dikenal; yang tersedia: ${OP_TEMPORAL.join(", ")}.`);
  let [p, w] = [a, b];
  if (a.jenis === "waktu" && b.jenis === "properti") {
    [p, w] = [b, a];
    op = KEBALIKAN[op] ?? op;
  }
  if (p.jenis !== "properti" || w.jenis !== "waktu") throw kendalaTidakValid(`CQL2 tidak sah: ${op} memerlukan satu properti dan satu TIMESTAMP, DATE atau INTERVAL.`);
  const s = selangSah(w.mulai, w.akhir);
  if (p.nama.toLowerCase() === PROPERTI_WAKTU) return relasiWaktu(op, "waktu", s);
  if (properti(p).queryable.tipe !== "tanggal") throw kendalaTidakValid(`${op} hanya berlaku untuk time atau properti tanggal, bukan ${p.nama}.`);
  return relasiWaktu(op, p, s);
}

/** Both bounds dates or date-times (checked even where the relation will not need them), the start not after the end. */
function selangSah(mulai: string | null, akhir: string | null): Selang {
  const [m, a] = [mulai, akhir].map((x) => {
    if (x === null) return null;
    const per = uraiPeriode(x);
    if (!per) throw kendalaTidakValid(`Waktu '${x.slice(0, 40)}' bukan tanggal atau tanggal-waktu RFC 3339.`);
    return per;
  });
  if (m && a && Date.parse(m.mulai) > Date.parse(a.mulai)) throw kendalaTidakValid("Awal INTERVAL harus sebelum akhirnya.");
  return { mulai, akhir };
}
