import fs from "node:fs";
import path from "node:path";
import jsonld from "jsonld";
import { Parser, Store, type Quad } from "n3";
import { RdfXmlParser } from "rdfxml-streaming-parser";

/** Turtle → quads with n3 (a conformant RDF 1.1 Turtle parser). */
export function parseTurtle(teks: string): Quad[] {
  return new Parser({ format: "text/turtle" }).parse(teks);
}

/** JSON-LD → quads: jsonld.js expands and converts to N-Quads (no document loader: the context is inline). */
export async function parseJsonLd(teks: string): Promise<Quad[]> {
  const nquads = (await jsonld.toRDF(JSON.parse(teks) as object, {
    format: "application/n-quads",
    documentLoader: async (url: string) => {
      throw new Error(`Tidak boleh memuat konteks jarak jauh: ${url}`);
    },
  })) as unknown as string;
  return new Parser({ format: "application/n-quads" }).parse(nquads);
}

/** RDF/XML → quads with rdfxml-streaming-parser (the RDF/JS RDF/XML parser, on saxes). */
export function parseRdfXml(teks: string): Promise<Quad[]> {
  return new Promise((selesai, gagal) => {
    const hasil: Quad[] = [];
    const p = new RdfXmlParser();
    p.on("data", (q: Quad) => hasil.push(q));
    p.on("error", gagal);
    p.on("end", () => selesai(hasil));
    p.write(teks);
    p.end();
  });
}

/** One line per triple, term types and datatypes included, for comparing graphs as sets. */
export function kunciTriple(q: Quad): string {
  const o = q.object;
  const obj = o.termType === "Literal" ? `"${o.value}"^^${o.datatype.value}@${o.language}` : `${o.termType}:${o.value}`;
  return `${q.subject.termType}:${q.subject.value} ${q.predicate.value} ${obj}`;
}

export const toko = (quads: Quad[]) => new Store(quads);

export const RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type";
export const kelasDari = (st: Store, kelas: string) => st.getSubjects(RDF_TYPE, kelas, null).map((s) => s.value);
export const nilai = (st: Store, s: string, p: string) => st.getObjects(s, p, null).map((o) => o.value);

const FIXTURE = path.resolve(import.meta.dirname, "../fixtures/dcat");
/** The DCAT-AP 3.0.1 mandatory/recommended table (tests/fixtures/dcat/README.md). */
export const KEWAJIBAN_DCAT_AP = JSON.parse(fs.readFileSync(path.join(FIXTURE, "dcat-ap-3.0.1-kewajiban.json"), "utf8")).kelas as Record<
  string,
  { mandatory?: string[]; recommended?: string[] }
>;
export const SHACL_DCAT_AP = () => fs.readFileSync(path.join(FIXTURE, "dcat-ap-3.0.1-SHACL.ttl"), "utf8");
