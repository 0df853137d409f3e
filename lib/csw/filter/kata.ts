import { lipat } from "@/lib/metadata/teks-lengkap";

/** One word to find in AnyText: the whole word, or (`awalan`) any word that starts with it. */
export type KataCari = { kata: string; awalan: boolean };

/**
 * How an AnyText literal or pattern is answered (docs/decisions.md "AnyText words"):
 * `kata`: records holding every word, in any order; `pola`: a LIKE pattern (escape `\`) over the stored words,
 * for a pattern with a wildcard or single character inside a word; `tidak-ada`: nothing can match.
 */
export type RencanaTeksBebas =
  | { jenis: "kata"; kata: KataCari[] }
  | { jenis: "pola"; like: string }
  | { jenis: "tidak-ada" };

/**
 * Distinct words one AnyText literal may hold: each is one more GIN lookup, and a person types a handful (the public
 * search reads 20). More is refused (bangun.ts) rather than silently dropped, which would widen the answer.
 */
export const BATAS_KATA_TEKS_BEBAS = 32;

type Unsur = { c: string } | { wild: true } | { single: true };

const HURUF = /[\p{L}\p{N}]/u;

/** Words typed without wildcards (KVP `q`, AnyText equality, QGIS's LIKE): each also the start of a longer word, as the public search reads them. */
export function rencanaKata(teks: string): RencanaTeksBebas {
  const kata = kataDari(teks).map((k) => ({ kata: k, awalan: true }));
  return kata.length ? { jenis: "kata", kata: unik(kata) } : { jenis: "tidak-ada" };
}

/**
 * A PropertyIsLike pattern on AnyText, in the client's own wildcard, single-character and escape characters.
 * Without any wildcard it is typed words (rencanaKata). Otherwise each word is the whole word, and a word that
 * ends with a wildcard but does not start with one is a prefix: `%banjir%` is the word "banjir", `banj%` any word
 * starting "banj". A wildcard never reaches inside a word from its start: AnyText matches words.
 */
export function rencanaPola(pola: string, wildCard: string, singleChar: string, escapeChar: string): RencanaTeksBebas {
  const unsur = uraiPola(pola, wildCard, singleChar, escapeChar);
  if (!unsur.some((u) => "wild" in u || "single" in u)) return rencanaKata(unsur.map((u) => ("c" in u ? u.c : "")).join(""));
  const kata: KataCari[] = [];
  for (const token of pecahToken(unsur)) {
    let awal = 0;
    let akhir = token.length;
    while (awal < akhir && "wild" in token[awal]!) awal++;
    while (akhir > awal && "wild" in token[akhir - 1]!) akhir--;
    const inti = token.slice(awal, akhir);
    if (inti.length === 0) continue;
    if (inti.some((u) => !("c" in u))) return { jenis: "pola", like: keLike(unsur) };
    // Folding may split a letter off (rare scripts): the open end stays with the last piece.
    const potongan = kataDari(inti.map((u) => ("c" in u ? u.c : "")).join(""));
    const awalan = akhir < token.length && awal === 0;
    potongan.forEach((k, i) => kata.push({ kata: k, awalan: awalan && i === potongan.length - 1 }));
  }
  // Only wildcards (`%`): LIKE answers it as every record with text.
  return kata.length ? { jenis: "kata", kata: unik(kata) } : { jenis: "pola", like: keLike(unsur) };
}

/** The words of typed text, folded as the stored AnyText is. */
export function kataDari(teks: string): string[] {
  return lipat(teks).match(/[\p{L}\p{N}]+/gu) ?? [];
}

function uraiPola(pola: string, wildCard: string, singleChar: string, escapeChar: string): Unsur[] {
  const out: Unsur[] = [];
  let lolos = false;
  for (const c of pola) {
    if (lolos) {
      out.push({ c });
      lolos = false;
    } else if (c === escapeChar) lolos = true;
    else if (c === wildCard) out.push({ wild: true });
    else if (c === singleChar) out.push({ single: true });
    else out.push({ c });
  }
  if (lolos) out.push({ c: escapeChar });
  return out;
}

/** Runs of letters, digits and wildcards; every other literal character separates words, as in the stored text. */
function pecahToken(unsur: Unsur[]): Unsur[][] {
  const token: Unsur[][] = [[]];
  for (const u of unsur) {
    if ("c" in u && !HURUF.test(u.c)) token.push([]);
    else token.at(-1)!.push(u);
  }
  return token.filter((t) => t.length > 0);
}

/** The pattern over the stored text: letters folded, each run of other literal characters one space. */
function keLike(unsur: Unsur[]): string {
  let out = "";
  for (const u of unsur) {
    if ("wild" in u) out += "%";
    else if ("single" in u) out += "_";
    else if (HURUF.test(u.c)) out += kataDari(u.c).join(" ");
    else if (!out.endsWith(" ")) out += " ";
  }
  return out;
}

function unik(kata: KataCari[]): KataCari[] {
  const peta = new Map<string, KataCari>();
  // "banjir" as a whole word and as a prefix: the whole word is the narrower condition and implies the prefix.
  for (const k of kata) peta.set(k.kata, peta.has(k.kata) ? { kata: k.kata, awalan: peta.get(k.kata)!.awalan && k.awalan } : k);
  return [...peta.values()];
}
