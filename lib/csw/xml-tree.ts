import { SaxesParser, type SaxesTagNS } from "saxes";

/** Namespaces of CSW 2.0.2 requests and of the queryables they name. */
export const NS = {
  csw: "http://www.opengis.net/cat/csw/2.0.2",
  ogc: "http://www.opengis.net/ogc",
  gml: "http://www.opengis.net/gml",
  gml32: "http://www.opengis.net/gml/3.2",
  ows: "http://www.opengis.net/ows",
  dc: "http://purl.org/dc/elements/1.1/",
  dct: "http://purl.org/dc/terms/",
  apiso: "http://www.opengis.net/cat/csw/apiso/1.0",
  gmd: "http://www.isotc211.org/2005/gmd",
  mdb: "http://standards.iso.org/iso/19115/-3/mdb/2.0",
  xsi: "http://www.w3.org/2001/XMLSchema-instance",
} as const;

/** Prefixes understood when a request does not bind them itself (conformance A4). */
export const PREFIKS_KONVENSIONAL: ReadonlyMap<string, string> = new Map(
  (["csw", "gmd", "mdb", "dc", "dct", "ows", "apiso", "ogc", "gml"] as const).map((p) => [p, NS[p]]),
);

/** One element with its namespace resolved. Text is the concatenation of its direct text and CDATA. */
export type XmlElement = {
  readonly uri: string;
  readonly local: string;
  /** Attributes by local name (unqualified ones) or by `{uri}local` (qualified ones). */
  readonly attrs: ReadonlyMap<string, string>;
  readonly children: XmlElement[];
  text: string;
  /** Prefix → namespace bindings in scope here, to resolve QNames written in text (`apiso:Title`). */
  readonly ns: ReadonlyMap<string, string>;
};

export type BatasXml = { maxBytes: number; maxDepth: number; maxElements: number };

/** Conformance A3: 1 MiB and 64 levels; 20,000 elements is far above any real request. */
export const BATAS_XML_BAWAAN: BatasXml = { maxBytes: 1024 * 1024, maxDepth: 64, maxElements: 20_000 };

export type JenisXmlTidakValid = "doctype" | "ukuran" | "kedalaman" | "jumlah" | "sintaks";

/** The document is refused before any of it is used; callers choose the CSW exception (body vs. constraint). */
export class XmlTidakValid extends Error {
  readonly jenis: JenisXmlTidakValid;
  constructor(jenis: JenisXmlTidakValid, message: string) {
    super(message);
    this.name = "XmlTidakValid";
    this.jenis = jenis;
  }
}

/**
 * Parse a request document into a light element tree, namespace-aware and without DTDs: a DOCTYPE is refused
 * (so no external or custom entity is ever read or expanded; only the five predefined entities and character
 * references exist), and size, depth and element count are bounded, so hostile input fails in linear time.
 */
export function parseXmlTree(xml: string, batas: BatasXml = BATAS_XML_BAWAAN): XmlElement {
  const p = pengurai(xml, batas);
  p.tulis(xml);
  return p.selesai();
}

/** Characters handed to the parser at a time by `parseXmlTreeBertahap`: a few milliseconds of work each. */
const POTONGAN_TEKS = 64 * 1024;

/**
 * `parseXmlTree` for large documents (an 8 MiB imported record): the text is parsed in slices with a turn of
 * the event loop between them, so other requests are answered while it runs. Same bounds, same errors.
 */
export async function parseXmlTreeBertahap(xml: string, batas: BatasXml = BATAS_XML_BAWAAN): Promise<XmlElement> {
  const p = pengurai(xml, batas);
  for (let i = 0; i < xml.length; i += POTONGAN_TEKS) {
    p.tulis(xml.slice(i, i + POTONGAN_TEKS));
    if (i + POTONGAN_TEKS < xml.length) await new Promise<void>((r) => setImmediate(r));
  }
  return p.selesai();
}

/** One parse: the size check, then a parser fed by `tulis` that builds the tree `selesai` returns. */
function pengurai(xml: string, batas: BatasXml): { tulis: (bagian: string) => void; selesai: () => XmlElement } {
  // Bytes ≥ UTF-16 units, so the cheap check first; the exact UTF-8 length only for borderline input.
  if (xml.length > batas.maxBytes || Buffer.byteLength(xml, "utf8") > batas.maxBytes) {
    throw new XmlTidakValid("ukuran", `Dokumen XML melebihi batas ${batas.maxBytes} bita.`);
  }
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let count = 0;

  parser.on("doctype", () => {
    throw new XmlTidakValid("doctype", "Deklarasi DOCTYPE tidak diizinkan dalam permintaan XML.");
  });
  parser.on("error", (e) => {
    throw new XmlTidakValid("sintaks", `XML tidak dapat diurai: ${e.message}`);
  });
  parser.on("opentag", (tag: SaxesTagNS) => {
    if (stack.length >= batas.maxDepth) {
      throw new XmlTidakValid("kedalaman", `Kedalaman elemen XML melebihi batas ${batas.maxDepth}.`);
    }
    if (++count > batas.maxElements) {
      throw new XmlTidakValid("jumlah", `Jumlah elemen XML melebihi batas ${batas.maxElements}.`);
    }
    const parent = stack[stack.length - 1];
    const { attrs, ns } = bacaAtribut(tag, parent?.ns);
    const el: XmlElement = { uri: tag.uri, local: tag.local, attrs, children: [], text: "", ns };
    if (parent) parent.children.push(el);
    else root = el;
    stack.push(el);
  });
  parser.on("text", (t) => appendText(stack, t));
  parser.on("cdata", (t) => appendText(stack, t));
  parser.on("closetag", () => {
    stack.pop();
  });

  const jaga = (f: () => void) => {
    try {
      f();
    } catch (err) {
      if (err instanceof XmlTidakValid) throw err;
      throw new XmlTidakValid("sintaks", "XML tidak dapat diurai.");
    }
  };
  return {
    tulis: (bagian) => jaga(() => parser.write(bagian)),
    selesai: () => {
      jaga(() => parser.close());
      if (!root) throw new XmlTidakValid("sintaks", "Dokumen XML tidak memiliki elemen akar.");
      return root;
    },
  };
}


function appendText(stack: XmlElement[], t: string): void {
  const top = stack[stack.length - 1];
  if (top) top.text += t;
}

/** Shared by every element without attributes (most of an ISO record's): the tree is never changed after parsing. */
const TANPA_ATRIBUT: ReadonlyMap<string, string> = new Map();
const TANPA_NAMESPACE: ReadonlyMap<string, string> = new Map();

/**
 * The element's attributes by name, and the bindings in scope (copy-on-declare: an element that binds nothing
 * shares its parent's map), in one pass over the attributes.
 */
function bacaAtribut(tag: SaxesTagNS, parent: ReadonlyMap<string, string> | undefined): { attrs: ReadonlyMap<string, string>; ns: ReadonlyMap<string, string> } {
  let attrs: Map<string, string> | undefined;
  let own: Map<string, string> | undefined;
  for (const nama in tag.attributes) {
    const a = tag.attributes[nama]!;
    if (a.prefix === "xmlns" || a.name === "xmlns") {
      own ??= new Map(parent);
      own.set(a.prefix === "xmlns" ? a.local : "", a.value);
    } else (attrs ??= new Map()).set(a.uri ? `{${a.uri}}${a.local}` : a.local, a.value);
  }
  return { attrs: attrs ?? TANPA_ATRIBUT, ns: own ?? parent ?? TANPA_NAMESPACE };
}

/** Child elements with the given namespace and local name. */
export function anakElemen(el: XmlElement, uri: string | readonly string[], local: string): XmlElement[] {
  const uris = typeof uri === "string" ? [uri] : uri;
  return el.children.filter((c) => c.local === local && uris.includes(c.uri));
}

/** An unqualified attribute's value. */
export function atribut(el: XmlElement, nama: string): string | undefined {
  return el.attrs.get(nama);
}

/** A QName written in text or an attribute value, resolved against the element's in-scope bindings. */
export type NamaTerurai = { uri: string | undefined; local: string; teks: string };

/**
 * Resolve `prefix:local` written in content. The document's own bindings win, then `tambahan` (KVP NAMESPACE),
 * then the conventional prefixes; a bare name has no namespace (uri undefined). An unknown prefix yields null.
 */
export function uraiQName(
  teks: string,
  ns: ReadonlyMap<string, string>,
  tambahan?: ReadonlyMap<string, string>,
): NamaTerurai | null {
  const t = teks.trim();
  const i = t.indexOf(":");
  if (i < 0) return { uri: undefined, local: t, teks: t };
  const prefix = t.slice(0, i);
  const uri = ns.get(prefix) ?? tambahan?.get(prefix) ?? PREFIKS_KONVENSIONAL.get(prefix);
  return uri === undefined ? null : { uri, local: t.slice(i + 1), teks: t };
}
