import { kendalaTidakValid } from "@/lib/csw/exception";
import { cariQueryable, type TipeQueryable } from "@/lib/csw/queryables";
import { BATAS_KATA_TEKS_BEBAS, rencanaKata, rencanaPola, type RencanaTeksBebas } from "./kata";
import type { NamaTerurai } from "@/lib/csw/xml-tree";
import type {
  Filter,
  FilterAntara,
  FilterBanding,
  FilterNull,
  FilterSeperti,
  FilterSpasial,
  FungsiTeks,
  Geometri,
  OpBanding,
  OpSpasial,
  Properti,
} from "./ast";
import { periksaPanjangLiteral, periksaWildcard } from "./batas";
import { periksaKarakterLiteral, periksaLiteral } from "./nilai";

// Constructors shared by the XML and CQL parsers, so both reject exactly the same filters with the same messages.

const namaTampil = (p: Properti) => p.queryable.nama[0];
const TEKS: readonly TipeQueryable[] = ["teks", "teks-larik"];
const TERURUT: readonly TipeQueryable[] = ["teks", "teks-larik", "tanggal", "angka"];

/** Resolve a property name (null: its prefix is bound to nothing) to a queryable, with an optional function. */
export function buatProperti(nama: NamaTerurai | null, teks: string, fungsi?: string): Properti {
  if (nama === null) throw kendalaTidakValid(`Awalan namespace pada properti '${teks.trim()}' tidak dikenal.`);
  const queryable = cariQueryable(nama);
  if (!queryable) throw kendalaTidakValid(`Properti '${teks.trim()}' bukan queryable yang dikenal katalog ini.`);
  if (fungsi === undefined) return { queryable };
  const f = fungsi.toLowerCase();
  if (f !== "upper" && f !== "lower") throw kendalaTidakValid(`Fungsi '${fungsi}' tidak didukung; yang tersedia: upper, lower.`);
  if (!TEKS.includes(queryable.tipe)) throw kendalaTidakValid(`Fungsi ${f} hanya berlaku untuk properti teks, bukan ${queryable.nama[0]}.`);
  return { queryable, fungsi: f as FungsiTeks };
}

function periksaJumlahKata(rencana: RencanaTeksBebas, p: Properti): void {
  if (rencana.jenis === "kata" && rencana.kata.length > BATAS_KATA_TEKS_BEBAS) {
    throw kendalaTidakValid(`Teks pencarian untuk ${namaTampil(p)} memuat ${rencana.kata.length} kata; paling banyak ${BATAS_KATA_TEKS_BEBAS} kata berbeda.`);
  }
}

function tolakTipe(p: Properti, operasi: string): never {
  throw kendalaTidakValid(`Operasi ${operasi} tidak berlaku untuk properti ${namaTampil(p)}.`);
}

/** A binary comparison of a property with a literal. */
export function buatBanding(op: OpBanding, properti: Properti, nilai: string, matchCase = true): FilterBanding {
  const tipe = properti.queryable.tipe;
  const kesamaan = op === "PropertyIsEqualTo" || op === "PropertyIsNotEqualTo";
  if (tipe === "geometri") tolakTipe(properti, op);
  if ((tipe === "boolean" || tipe === "teks-bebas") && !kesamaan) tolakTipe(properti, op);
  periksaPanjangLiteral(nilai, namaTampil(properti));
  periksaLiteral(tipe, nilai, namaTampil(properti));
  if (tipe === "teks-bebas") periksaJumlahKata(rencanaKata(nilai), properti);
  return { op, properti, nilai, matchCase };
}

/** PropertyIsLike with the client's own special characters; each must be one character, all distinct. */
export function buatSeperti(properti: Properti, pola: string, wildCard = "%", singleChar = "_", escapeChar = "\\", matchCase?: boolean): FilterSeperti {
  const tipe = properti.queryable.tipe;
  if (tipe === "geometri" || tipe === "boolean") tolakTipe(properti, "PropertyIsLike");
  periksaKarakterLiteral(pola, namaTampil(properti));
  const chars = [wildCard, singleChar, escapeChar];
  if (chars.some((c) => [...c].length !== 1) || new Set(chars).size !== 3) {
    throw kendalaTidakValid("Atribut wildCard, singleChar dan escapeChar harus berupa satu karakter yang berbeda satu sama lain.");
  }
  periksaPanjangLiteral(pola, namaTampil(properti));
  periksaWildcard(pola, wildCard, escapeChar);
  if (tipe === "teks-bebas") periksaJumlahKata(rencanaPola(pola, wildCard, singleChar, escapeChar), properti);
  return { op: "PropertyIsLike", properti, pola, wildCard, singleChar, escapeChar, ...(matchCase ? { matchCase } : {}) };
}

export function buatNull(properti: Properti): FilterNull {
  return { op: "PropertyIsNull", properti };
}

/** PropertyIsBetween, bounds inclusive. */
export function buatAntara(properti: Properti, bawah: string, atas: string): FilterAntara {
  if (!TERURUT.includes(properti.queryable.tipe)) tolakTipe(properti, "PropertyIsBetween");
  for (const n of [bawah, atas]) periksaPanjangLiteral(n, namaTampil(properti));
  periksaLiteral(properti.queryable.tipe, bawah, namaTampil(properti));
  periksaLiteral(properti.queryable.tipe, atas, namaTampil(properti));
  return { op: "PropertyIsBetween", properti, bawah, atas };
}

/** A spatial operator on the bounding box queryable. */
export function buatSpasial(op: OpSpasial, properti: Properti, geometri: Geometri): FilterSpasial {
  if (properti.queryable.tipe !== "geometri") tolakTipe(properti, op);
  if (op === "BBOX" && geometri.jenis !== "kotak") throw kendalaTidakValid("Operator BBOX memerlukan gml:Envelope.");
  return { op, properti, geometri };
}

/** And/Or of one or more operands (Filter 1.1.0 wants two; one is accepted as harmless). */
export function buatLogika(op: "And" | "Or", anak: Filter[]): Filter {
  if (anak.length === 0) throw kendalaTidakValid(`Operator ${op} memerlukan sedikitnya satu operand.`);
  return { op, anak };
}
