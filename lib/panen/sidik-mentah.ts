import crypto from "node:crypto";
import type { XmlElement } from "@/lib/csw/xml-tree";

/**
 * Bump when the XML → document mapping (lib/xml/parse) changes what it makes of the same XML: records whose
 * element tree did not change would otherwise be recognised as unchanged and keep their old mapping.
 */
// 2: a link whose protocol is an Esri URN (urn:x-esri:…) is typed by its URL, as an "ESRI…" protocol was.
const VERSI_BACA = 2;

/**
 * SHA-256 of a record element as the source sent it: names by namespace URI (not prefix), attributes, text, and
 * the namespace bindings an element declares (QNames in text and xsi:type depend on them). Walking the tree the
 * page parse already built costs a small fraction of mapping and validating the record, which an unchanged
 * record is spared.
 */
export function sidikMentah(el: XmlElement): string {
  // One string hashed once: a hash update per node costs more than the walk.
  let teks = `v${VERSI_BACA}`;
  const jalan = (e: XmlElement, nsInduk: ReadonlyMap<string, string> | undefined) => {
    teks += `\u0001${e.uri}\u0002${e.local}`;
    for (const [k, v] of e.attrs) teks += `\u0003${k}\u0002${v}`;
    if (e.ns !== nsInduk) for (const [k, v] of e.ns) teks += `\u0004${k}\u0002${v}`;
    if (e.text.trim()) teks += `\u0005${e.text}`;
    for (const c of e.children) jalan(c, e.ns);
    teks += "\u0006";
  };
  jalan(el, undefined);
  return crypto.createHash("sha256").update(teks).digest("base64url");
}

/**
 * SHA-256 of a record's bytes exactly as the source sent them, with the namespace bindings its page put in scope
 * (`konteks`, the same for every record of a page): a complete re-run recognises the record from the page's
 * bytes without decoding or parsing it. Bytes are stricter than the tree above (another attribute order is another
 * print); a record that only looks different is mapped, found unchanged, and its new print is stored. For valid
 * UTF-8 the print is the one its decoded text hashed to before, so prints stored by earlier runs still match.
 */
export function sidikMentahBita(konteks: string, bita: Uint8Array): string {
  return crypto.createHash("sha256").update(`t${VERSI_BACA}\u0001${konteks}\u0002`).update(bita).digest("base64url");
}
