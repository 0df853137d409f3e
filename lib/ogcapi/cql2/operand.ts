import { kendalaTidakValid } from "@/lib/csw/exception";
import type { Filter, Geometri, OpSpasial, Properti } from "@/lib/csw/filter";
import { buatAntara, buatBanding, buatLogika, buatProperti, buatSeperti, buatSpasial } from "@/lib/csw/filter/bangun";
import { CERMIN } from "@/lib/csw/filter/ast";
import { OP_BANDING_CQL } from "@/lib/csw/filter/cql-pembaca";
import { lipatAksen } from "@/lib/csw/filter/compile";
import { uraiQName } from "@/lib/csw/xml-tree";
import { namaCswDari, PROPERTI_WAKTU } from "../queryables";

/**
 * CQL2 (OGC 21-065) operands and predicates, shared by the text and JSON encodings, built into the CSW filter tree
 * (lib/csw/filter) through its own constructors: one tree, one compiler, the same checks and cost bounds as /csw.
 */
export type Fungsi = { casei: boolean; accenti: boolean };
export type Operand =
  | ({ jenis: "properti"; nama: string } & Fungsi)
  | ({ jenis: "literal"; nilai: string } & Fungsi)
  /** TIMESTAMP/DATE (mulai = akhir) or INTERVAL; null is an open end (`'..'`). */
  | { jenis: "waktu"; mulai: string | null; akhir: string | null }
  | { jenis: "geometri"; geometri: Geometri };

export const tanpaFungsi: Fungsi = { casei: false, accenti: false };

const TEKS = ["teks", "teks-larik"];

/** The CSW queryable an OGC API (or CSW) property name means, with ACCENTI as the `aksen` function. */
export function properti(o: Operand): Properti {
  if (o.jenis !== "properti") throw kendalaTidakValid("CQL2 tidak sah: salah satu operand harus berupa properti.");
  if (o.nama.toLowerCase() === PROPERTI_WAKTU) throw kendalaTidakValid("Properti time hanya dapat dipakai dengan operator temporal (T_INTERSECTS, T_DURING, …).");
  const nama = namaCswDari(o.nama) ?? o.nama;
  const p = buatProperti(uraiQName(nama, new Map()), o.nama);
  if (!o.accenti) return p;
  if (!TEKS.includes(p.queryable.tipe)) throw kendalaTidakValid(`ACCENTI hanya berlaku untuk properti teks, bukan ${o.nama}.`);
  return { ...p, fungsi: "aksen" };
}

function nilaiLiteral(o: Operand): string {
  if (o.jenis === "literal") return o.accenti ? lipatAksen(o.nilai) : o.nilai;
  if (o.jenis === "waktu" && o.mulai !== null && o.mulai === o.akhir) return o.mulai;
  throw kendalaTidakValid("CQL2 tidak sah: operand pembanding harus berupa nilai literal, TIMESTAMP atau DATE.");
}

const OP = OP_BANDING_CQL;

/** `a op b`, the property on either side; CASEI on both sides compares case-insensitively. */
export function banding(op: string, a: Operand, b: Operand): Filter {
  const opTree = OP[op];
  if (!opTree) throw kendalaTidakValid(`Operator pembanding '${op}' tidak dikenal.`);
  const [p, l, o] = a.jenis === "properti" ? [a, b, opTree] : [b, a, CERMIN[opTree]];
  const casei = p.jenis === "properti" && p.casei;
  return buatBanding(o, properti(p), nilaiLiteral(l), !casei);
}

/**
 * LIKE with CQL2's `%`, `_` and `\`: case-sensitive as OGC 21-065 has it (unlike CSW's PropertyIsLike), unless
 * the property is wrapped in CASEI, exactly as `=` (banding) decides.
 */
export function seperti(a: Operand, pola: Operand): Filter {
  return buatSeperti(properti(a), nilaiLiteral(pola), "%", "_", "\\", !(a.jenis === "properti" && a.casei));
}

export function antara(a: Operand, bawah: Operand, atas: Operand): Filter {
  return buatAntara(properti(a), nilaiLiteral(bawah), nilaiLiteral(atas));
}

export function dalam(a: Operand, daftar: Operand[]): Filter {
  const p = properti(a);
  return buatLogika("Or", daftar.map((d) => buatBanding("PropertyIsEqualTo", p, nilaiLiteral(d), !(a.jenis === "properti" && a.casei))));
}

const SPASIAL: Record<string, { op: OpSpasial; balik: OpSpasial }> = {
  S_INTERSECTS: { op: "Intersects", balik: "Intersects" },
  S_WITHIN: { op: "Within", balik: "Contains" },
  S_CONTAINS: { op: "Contains", balik: "Within" },
  S_DISJOINT: { op: "Disjoint", balik: "Disjoint" },
  S_EQUALS: { op: "Equals", balik: "Equals" },
  S_OVERLAPS: { op: "Overlaps", balik: "Overlaps" },
};

export const OP_SPASIAL = Object.keys(SPASIAL);

/** S_… on the record's extent (`geometry`), the geometry on either side (S_WITHIN(G, geometry) is S_CONTAINS). */
export function spasial(nama: string, a: Operand, b: Operand): Filter {
  const s = SPASIAL[nama.toUpperCase()];
  if (!s) throw kendalaTidakValid(`Operator spasial '${nama}' tidak dikenal.`);
  const [p, g, op] = a.jenis === "properti" ? [a, b, s.op] : [b, a, s.balik];
  if (g.jenis !== "geometri") throw kendalaTidakValid(`CQL2 tidak sah: ${nama} memerlukan properti geometri dan literal geometri.`);
  return buatSpasial(op, properti(p), g.geometri);
}

/** An interval bound: `'..'` (or empty) is open; anything else must be a date or date-time. */
export function batasWaktu(teks: string): string | null {
  return teks === ".." || teks === "" ? null : teks;
}
