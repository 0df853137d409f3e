/**
 * A tiny RDF model for our own output: every node is named by an IRI (no blank nodes, so the three
 * serialisations give the same graph without relabelling), predicates and classes are full IRIs.
 */
export type Iri = { iri: string };
export type Literal = { nilai: string; tipe?: string; bahasa?: string };
export type Objek = Iri | Literal;
/** One subject with its classes and its (predicate, object) pairs, in the order they are written. */
export type Simpul = { id: string; kelas: string[]; sifat: [string, Objek][] };

export const NS = {
  rdf: "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
  rdfs: "http://www.w3.org/2000/01/rdf-schema#",
  xsd: "http://www.w3.org/2001/XMLSchema#",
  dcat: "http://www.w3.org/ns/dcat#",
  dct: "http://purl.org/dc/terms/",
  dcatap: "http://data.europa.eu/r5r/",
  foaf: "http://xmlns.com/foaf/0.1/",
  vcard: "http://www.w3.org/2006/vcard/ns#",
  locn: "http://www.w3.org/ns/locn#",
  gsp: "http://www.opengis.net/ont/geosparql#",
  skos: "http://www.w3.org/2004/02/skos/core#",
  adms: "http://www.w3.org/ns/adms#",
  owl: "http://www.w3.org/2002/07/owl#",
  hydra: "http://www.w3.org/ns/hydra/core#",
} as const;
export type Awalan = keyof typeof NS;

/** `dct:title` → full IRI; only our own prefixes, so a typo fails at the first test. */
export function p(nama: `${Awalan}:${string}`): string {
  const i = nama.indexOf(":");
  return NS[nama.slice(0, i) as Awalan] + nama.slice(i + 1);
}

export const iri = (nilai: string): Iri => ({ iri: nilai });

// Characters XML 1.0 cannot carry: dropped from every literal here, so all three serialisations hold the same text.
const KARAKTER_TERLARANG = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** A literal: plain (xsd:string), language-tagged, or typed with an `xsd:` datatype. */
export function lit(nilai: string, opsi: { bahasa?: string; tipe?: `${Awalan}:${string}` } = {}): Literal {
  return { nilai: nilai.replace(KARAKTER_TERLARANG, ""), ...(opsi.bahasa ? { bahasa: opsi.bahasa } : {}), ...(opsi.tipe ? { tipe: p(opsi.tipe) } : {}) };
}

/** An ISO 8601 date or date-time as xsd:date / xsd:dateTime, as written (GeoDCAT-AP keeps the precision). */
export function litTanggal(nilai: string | Date): Literal {
  if (nilai instanceof Date) return lit(nilai.toISOString(), { tipe: "xsd:dateTime" });
  return lit(nilai, { tipe: /^\d{4}-\d{2}-\d{2}$/.test(nilai) ? "xsd:date" : "xsd:dateTime" });
}

export const adalahIri = (o: Objek): o is Iri => "iri" in o;

/** Builds one node; `tambah` skips undefined values so mappings can pass optional fields straight in. */
export function simpul(id: string, ...kelas: `${Awalan}:${string}`[]) {
  const s: Simpul = { id, kelas: kelas.map(p), sifat: [] };
  const api = {
    s,
    tambah(pred: `${Awalan}:${string}`, ...objek: (Objek | undefined)[]) {
      for (const o of objek) if (o) s.sifat.push([p(pred), o]);
      return api;
    },
  };
  return api;
}

const AWALAN = Object.entries(NS) as [Awalan, string][];
// Predicates, classes and datatypes are a small fixed set written thousands of times per page: split each once.
const terpisah = new Map<string, [Awalan, string] | undefined>();

/** Splits an IRI into a known prefix and a local name usable as a Turtle prefixed name / XML QName, if any. */
export function pisahAwalan(nilai: string): [Awalan, string] | undefined {
  if (terpisah.has(nilai)) return terpisah.get(nilai);
  let hasil: [Awalan, string] | undefined;
  for (const [a, ns] of AWALAN) {
    const lokal = nilai.startsWith(ns) ? nilai.slice(ns.length) : undefined;
    if (lokal !== undefined && /^[A-Za-z_][A-Za-z0-9_-]*$/.test(lokal)) {
      hasil = [a, lokal];
      break;
    }
  }
  if (terpisah.size < 10_000) terpisah.set(nilai, hasil);
  return hasil;
}
