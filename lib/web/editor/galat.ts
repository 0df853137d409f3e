import { DokumenMetadata } from "@/lib/metadata/schema";
import { kalimatIsu, type Isu } from "@/lib/validation/pesan-galat";

/** An invalid field: its document path ("identifikasi.kontak.0.email") and the sentence naming it by its label. */
export type GalatBidang = { path: string; pesan: string };

/**
 * zod issues of the client-side parse of `dokumen` in the API's `detail` shape, with the API's own sentences
 * ("Batas utara harus antara -90 dan 90."), so both sources read the same.
 */
export function galatDariIsu(isu: readonly Isu[], dokumen?: unknown): GalatBidang[] {
  return isu.map((i) => ({ path: i.path.map(String).join("."), pesan: kalimatIsu(i, { data: dokumen, skema: DokumenMetadata }) }));
}

/** Messages by path; a path may hold several (a union fails in more than one way). */
export function kelompokkanGalat(galat: readonly GalatBidang[]): Record<string, string[]> {
  const hasil: Record<string, string[]> = {};
  for (const g of galat) {
    const daftar = (hasil[g.path] ??= []);
    if (!daftar.includes(g.pesan)) daftar.push(g.pesan);
  }
  return hasil;
}

/**
 * The field that shows an issue: the longest prefix of its path that is a field on the page. A word inside a
 * keyword group ("…kataKunci.0.kata.3") belongs to the group's word editor, a bbox refinement to its number
 * field, a missing list ("identifikasi.kontak") to the list's fieldset.
 */
export function bidangUntuk(path: string, ada: (kunci: string) => boolean): string | undefined {
  const bagian = path.split(".");
  for (let n = bagian.length; n > 0; n--) {
    const kunci = bagian.slice(0, n).join(".");
    if (ada(kunci)) return kunci;
  }
  return undefined;
}

/** Messages a field shows: its own and those of paths below it that no closer field claims. */
export function pesanUntuk(kunci: string, galat: Record<string, string[]>, ada: (kunci: string) => boolean): string[] {
  const hasil: string[] = [];
  for (const [path, pesan] of Object.entries(galat)) {
    if (path === kunci || (path.startsWith(`${kunci}.`) && bidangUntuk(path, ada) === kunci)) hasil.push(...pesan);
  }
  return hasil;
}

/** The DOM id of a field's input: the document path with characters an id selector dislikes replaced. */
export const idBidang = (kunci: string) => `b-${kunci.replaceAll(".", "-")}`;
export const idPesan = (kunci: string) => `${idBidang(kunci)}-galat`;
