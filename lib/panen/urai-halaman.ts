import { parseXmlTree, type XmlElement } from "@/lib/csw/xml-tree";
import { BATAS_HALAMAN, uraiAmplop, uraiHalaman, uraiXmlHalaman, type Halaman } from "@/lib/xml/harvest/klien";
import { potongHalaman } from "@/lib/xml/harvest/potong-halaman";
import { profilRekaman, type HasilParse } from "@/lib/xml/parse";
import { sidikMentah, sidikMentahBita } from "./sidik-mentah";

/**
 * A record of a page not yet parsed: its raw fingerprint, its element on demand, and a guess at its id for reports.
 * `pra`: its reading, made ahead while the page before was saved (lib/panen/pra-baca.ts).
 */
export type RekamanMentah = { sidikMentah: string; mentah: () => XmlElement; pengenalMentah: () => string | undefined; pra?: HasilParse | { galat: string } };

export type HalamanMentah = Omit<Halaman, "rekaman"> & { rekaman: RekamanMentah[] };

/**
 * A harvest page as the source sent it: the envelope parsed, each record fingerprinted from its bytes and decoded
 * and parsed only when asked (a record recognised by its fingerprint never is). A page the cut does not understand,
 * or whose SearchResults holds anything but records, is decoded and parsed whole as before, with the tree's
 * fingerprints.
 */
export function uraiHalamanPanen(bita: Uint8Array): HalamanMentah {
  const b = Buffer.from(bita.buffer, bita.byteOffset, bita.byteLength);
  const cut = potongHalaman(b);
  if (cut) {
    const { hasil, ...angka } = uraiAmplop(uraiXmlHalaman(cut.kerangka));
    const anak = hasil.children;
    if (anak.length === cut.potongan.length && anak.every((el) => el.children.length === 0 && profilRekaman(el, true))) {
      const konteks = deklarasiNamespace(hasil.ns);
      const rekaman = cut.potongan.map(({ mulai, akhir }): RekamanMentah => {
        const teks = () => b.toString("utf8", mulai, akhir);
        return { sidikMentah: sidikMentahBita(konteks, b.subarray(mulai, akhir)), mentah: () => parseRekaman(konteks, teks()), pengenalMentah: () => pengenalDariTeks(teks()) };
      });
      return { ...angka, dikembalikan: angka.dikembalikan ?? rekaman.length, rekaman };
    }
  }
  const hal = uraiHalaman(new TextDecoder().decode(b));
  return { ...hal, rekaman: hal.rekaman.map((el) => ({ sidikMentah: sidikMentah(el), mentah: () => el, pengenalMentah: () => undefined })) };
}

/** The bindings in scope at SearchResults as attributes, in a fixed order (they are also hashed). */
function deklarasiNamespace(ns: ReadonlyMap<string, string>): string {
  return [...ns]
    .filter(([k]) => k !== "xml" && k !== "xmlns")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => ` ${k ? `xmlns:${k}` : "xmlns"}="${v.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll('"', "&quot;")}"`)
    .join("");
}

/** The record alone, inside an element declaring what its page had in scope; the page's limits apply. */
function parseRekaman(konteks: string, teks: string): XmlElement {
  const el = parseXmlTree(`<w${konteks}>${teks}</w>`, BATAS_HALAMAN).children[0];
  if (!el) throw new Error("rekaman kosong");
  return el;
}

/** The fileIdentifier (or dc:identifier) as written, for the report of a record that does not parse. */
function pengenalDariTeks(teks: string): string | undefined {
  const m =
    /<(?:[\w.-]+:)?fileIdentifier\b[^>]*>\s*<(?:[\w.-]+:)?CharacterString\b[^>]*>([^<]{1,500})</.exec(teks) ??
    /<(?:[\w.-]+:)?metadataIdentifier\b[\s\S]{0,400}?<(?:[\w.-]+:)?code\b[^>]*>\s*<(?:[\w.-]+:)?CharacterString\b[^>]*>([^<]{1,500})</.exec(teks) ??
    /<(?:[\w.-]+:)?identifier\b[^>]*>([^<]{1,500})</.exec(teks);
  return m?.[1]?.trim() || undefined;
}
