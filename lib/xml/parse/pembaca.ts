import type { XmlElement } from "@/lib/csw/xml-tree";

/** One line of the import report: where in the source document, and what happened (Indonesian). */
export type ButirLaporan = { path: string; pesan: string };

const ISO19115_3 = /^http:\/\/standards\.iso\.org\/iso\/19115\/-3\/([a-z0-9]+)\/\d+\.\d+$/;
const ISO19157_2 = /^http:\/\/standards\.iso\.org\/iso\/19157\/-2\/([a-z0-9]+)\/\d+\.\d+$/;

/**
 * Namespace URI → the conventional prefix. Versions are folded (mdb/1.0 and mdb/2.0 are both `mdb`, GML 3.1.1
 * and 3.2 are both `gml`): the parsers ask for `cit:title` and get it from either schema generation, which is
 * what lets one module read both ISO 19115-3 versions and the GML of older GeoNetwork records.
 */
const PAKET: Readonly<Record<string, string>> = {
  "http://www.isotc211.org/2005/gmd": "gmd",
  "http://www.isotc211.org/2005/gco": "gco",
  "http://www.isotc211.org/2005/gmx": "gmx",
  "http://www.isotc211.org/2005/gts": "gts",
  "http://www.isotc211.org/2005/srv": "srv",
  "http://www.isotc211.org/2005/gmi": "gmi",
  "http://standards.iso.org/iso/19115/-2/gmi/1.0": "gmi",
  "http://www.geocat.ch/2008/che": "che",
  "http://www.opengis.net/gml/3.2": "gml",
  "http://www.opengis.net/gml": "gml",
  "http://www.w3.org/1999/xlink": "xlink",
  // csw:Record (Dublin Core)
  "http://www.opengis.net/cat/csw/2.0.2": "csw",
  "http://purl.org/dc/elements/1.1/": "dc",
  "http://purl.org/dc/terms/": "dct",
  "http://www.opengis.net/ows": "ows",
  "http://www.opengis.net/ows/1.1": "ows",
  "http://www.opengis.net/ows/2.0": "ows",
};

const cachePaket = new Map<string, string>();

export function paketDari(uri: string): string {
  let p = cachePaket.get(uri);
  if (p === undefined) {
    p = PAKET[uri] ?? ISO19115_3.exec(uri)?.[1] ?? ISO19157_2.exec(uri)?.[1] ?? `{${uri}}`;
    cachePaket.set(uri, p);
  }
  return p;
}

const cacheKunci = new WeakMap<XmlElement, string>();

/** `prefix:local` of an element with the prefix folded as above (asked many times per element, so kept). */
export function kunci(el: XmlElement): string {
  let k = cacheKunci.get(el);
  if (k === undefined) {
    k = `${paketDari(el.uri)}:${el.local}`;
    cacheKunci.set(el, k);
  }
  return k;
}

/** XML Schema's nil marker: a property without a value (gco:nilReason is on the property itself). */
function nihil(el: XmlElement): boolean {
  for (const k of el.attrs.keys()) if (k.endsWith("}nilReason") || k === "nilReason") return el.children.length === 0;
  return false;
}

/**
 * Walks a parsed record, remembering which elements a mapping used, so that everything left over can be
 * reported as "not mapped" at the end without each mapping having to list what it ignores.
 */
export class Pembaca {
  readonly laporan: ButirLaporan[] = [];
  /** Links dropped for their scheme or form: also in `laporan`; a harvest reports them for records it keeps. */
  readonly tautanDibuang: ButirLaporan[] = [];
  private readonly dipakai = new WeakSet<XmlElement>();
  // parents are only needed for report paths, which most elements never get: built on first use
  private induk: WeakMap<XmlElement, XmlElement> | undefined;

  constructor(readonly akar: XmlElement) {
    this.dipakai.add(akar);
  }

  /** The element path from the root, with folded prefixes (e.g. gmd:MD_Metadata/gmd:contact). */
  jalur(el: XmlElement): string {
    if (!this.induk) {
      const induk = new WeakMap<XmlElement, XmlElement>();
      const tumpukan = [this.akar];
      while (tumpukan.length > 0) {
        const e = tumpukan.pop()!;
        for (const c of e.children) {
          induk.set(c, e);
          tumpukan.push(c);
        }
      }
      this.induk = induk;
    }
    const bagian: string[] = [];
    for (let e: XmlElement | undefined = el; e; e = this.induk.get(e)) bagian.push(kunci(e));
    return bagian.reverse().join("/");
  }

  catat(el: XmlElement, pesan: string): void {
    this.laporan.push({ path: this.jalur(el), pesan });
  }

  catatTautan(el: XmlElement, pesan: string): void {
    this.catat(el, pesan);
    this.tautanDibuang.push(this.laporan.at(-1)!);
  }

  pakai(el: XmlElement): XmlElement {
    this.dipakai.add(el);
    return el;
  }

  /** Mark a whole subtree used (a leaf value read in one go, or a part dropped on purpose and reported). */
  pakaiSemua(el: XmlElement): void {
    const tumpukan = [el];
    while (tumpukan.length > 0) {
      const e = tumpukan.pop()!;
      this.dipakai.add(e);
      tumpukan.push(...e.children);
    }
  }

  /** Child elements with one of the keys (`gmd:title`), marked used; nil properties are skipped but used. */
  semua(el: XmlElement | undefined, ...kunciAnak: string[]): XmlElement[] {
    if (!el) return [];
    const hasil: XmlElement[] = [];
    for (const c of el.children) {
      if (!kunciAnak.includes(kunci(c))) continue;
      this.dipakai.add(c);
      if (nihil(c)) continue;
      hasil.push(c);
    }
    return hasil;
  }

  /** Children read on purpose as nothing (character set, code spaces…): used, so not reported. */
  abaikan(el: XmlElement | undefined, ...kunciAnak: string[]): void {
    for (const c of el?.children ?? []) if (kunciAnak.includes(kunci(c))) this.pakaiSemua(c);
  }

  satu(el: XmlElement | undefined, ...kunciAnak: string[]): XmlElement | undefined {
    return this.semua(el, ...kunciAnak)[0];
  }

  /** The object inside a property (`gmd:citation` → `gmd:CI_Citation`), whatever its class name. */
  objek(prop: XmlElement | undefined): XmlElement | undefined {
    const c = prop?.children[0];
    return c ? this.pakai(c) : undefined;
  }

  /** prop → its object, for a path of property keys: `jalan(md, "gmd:identificationInfo")`. */
  jalan(el: XmlElement | undefined, ...props: string[]): XmlElement | undefined {
    let e = el;
    for (const p of props) e = this.objek(this.satu(e, p));
    return e;
  }

  /**
   * Free text of a property: gco:CharacterString, gmx/gcx:Anchor, any gco type, or the first translation of a
   * PT_FreeText. Trimmed; empty and nil give undefined.
   */
  teks(prop: XmlElement | undefined): string | undefined {
    if (!prop) return undefined;
    this.pakaiSemua(prop);
    let nilai: string | undefined;
    for (const c of prop.children) {
      if (c.local === "PT_FreeText") continue;
      nilai = c.children.length === 0 ? c.text : undefined;
      if (nilai !== undefined) break;
    }
    if (nilai === undefined || nilai.trim() === "") {
      nilai = cariLokal(prop);
    }
    if (nilai === undefined && prop.children.length === 0) nilai = prop.text;
    const t = nilai?.trim();
    return t ? t : undefined;
  }

  /** A code list value: codeListValue, else the element's text (older records leave the attribute empty). */
  kode(prop: XmlElement | undefined): string | undefined {
    if (!prop) return undefined;
    this.pakaiSemua(prop);
    const c = prop.children[0];
    if (!c) return prop.text.trim() || undefined;
    const v = c.attrs.get("codeListValue")?.trim() || c.text.trim();
    return v || undefined;
  }

  /** Report every element no mapping used, once per distinct path (with a count), deepest first unused only. */
  laporkanSisa(): void {
    const hitung = new Map<string, number>();
    const tumpukan = [this.akar];
    while (tumpukan.length > 0) {
      const el = tumpukan.pop()!;
      for (const c of el.children) {
        if (this.dipakai.has(c)) tumpukan.push(c);
        else {
          const j = this.jalur(c);
          hitung.set(j, (hitung.get(j) ?? 0) + 1);
        }
      }
    }
    for (const [path, n] of hitung) {
      this.laporan.push({ path, pesan: n > 1 ? `Tidak dipetakan, diabaikan (${n}×).` : "Tidak dipetakan, diabaikan." });
    }
  }
}

function cariLokal(el: XmlElement): string | undefined {
  for (const c of el.children) {
    if (c.local === "LocalisedCharacterString" && c.text.trim()) return c.text;
    const dalam = cariLokal(c);
    if (dalam !== undefined) return dalam;
  }
  return undefined;
}
