import { kendalaTidakValid } from "@/lib/csw/exception";

export type JenisToken = "(" | ")" | "," | "op" | "teks" | "angka" | "tanggal" | "nama" | "akhir";
export type Token = { jenis: JenisToken; nilai: string; posisi: number };

// Sticky expressions: each is tried at the current offset only, so lexing is linear in the input.
const RE_SPASI = /\s+/y;
const RE_TANGGAL = /\d{4}-\d{2}(?:-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?)?(?![\w:.-])/y;
const RE_ANGKA = /[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y;
const RE_NAMA = /[A-Za-z_][A-Za-z0-9_.]*(?::[A-Za-z_][A-Za-z0-9_.]*)?/y;
const RE_OP = /<>|!=|<=|>=|=|<|>/y;

function cocok(re: RegExp, teks: string, i: number): string | undefined {
  re.lastIndex = i;
  return re.exec(teks)?.[0];
}

/**
 * Split CQL text into tokens, one at a time as the parser asks: a hostile input (half a million parentheses) is
 * refused at the parser's depth bound after a few dozen tokens instead of being tokenized whole first.
 * Strings are single-quoted with '' for a quote; names may be double-quoted.
 */
export function* tokenCql(teks: string): Generator<Token, void, undefined> {
  let i = 0;
  while (i < teks.length) {
    const spasi = cocok(RE_SPASI, teks, i);
    if (spasi) {
      i += spasi.length;
      continue;
    }
    const c = teks[i] as string;
    if (c === "(" || c === ")" || c === ",") {
      yield { jenis: c, nilai: c, posisi: i };
      i += 1;
    } else if (c === "'" || c === '"') {
      const [nilai, akhir] = kutipan(teks, i, c);
      yield { jenis: c === "'" ? "teks" : "nama", nilai, posisi: i };
      i = akhir;
    } else {
      const [jenis, nilai] = lainnya(teks, i);
      yield { jenis, nilai, posisi: i };
      i += nilai.length;
    }
  }
  yield { jenis: "akhir", nilai: "", posisi: teks.length };
}

function lainnya(teks: string, i: number): [JenisToken, string] {
  const tanggal = cocok(RE_TANGGAL, teks, i);
  if (tanggal) return ["tanggal", tanggal];
  const angka = cocok(RE_ANGKA, teks, i);
  if (angka) return ["angka", angka];
  const nama = cocok(RE_NAMA, teks, i);
  if (nama) return ["nama", nama];
  const op = cocok(RE_OP, teks, i);
  if (op) return ["op", op === "!=" ? "<>" : op];
  throw kendalaTidakValid(`CQL tidak sah: karakter '${teks[i]}' tak terduga pada posisi ${i + 1}.`);
}

function kutipan(teks: string, mulai: number, q: string): [string, number] {
  let nilai = "";
  let i = mulai + 1;
  for (;;) {
    const j = teks.indexOf(q, i);
    if (j < 0) throw kendalaTidakValid(`CQL tidak sah: kutipan yang dibuka pada posisi ${mulai + 1} tidak ditutup.`);
    nilai += teks.slice(i, j);
    if (teks[j + 1] === q) {
      nilai += q;
      i = j + 2;
    } else return [nilai, j + 1];
  }
}
