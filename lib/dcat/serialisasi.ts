import { NS, adalahIri, pisahAwalan, type Objek, type Simpul } from "./rdf";

/**
 * The three RDF serialisations, each written node by node (a header, one piece per node, a footer) so a
 * catalogue page streams without building the whole document. Written here rather than with an RDF library:
 * our graphs are flat lists of IRI-named nodes, and each writer is a few escaping rules (docs/decisions.md).
 */
export type Penulis = { tipeKonten: string; kepala(): string; simpul(s: Simpul, pertama: boolean): string; ekor(): string };

const RDF_TYPE = `${NS.rdf}type`;

// ---- Turtle (RDF 1.1 Turtle) ----

const escTurtle = (t: string) => t.replace(/[\\"\n\r\t]/g, (c) => ({ "\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t" })[c]!);
/** IRIREF may not hold spaces, controls or <>"{}|^`\ : those are written as \u escapes. */
const iriTurtle = (i: string) => `<${i.replace(/[\u0000-\u0020<>"{}|^`\\]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)}>`;
const namaTurtle = (i: string) => {
  const pa = pisahAwalan(i);
  return pa ? `${pa[0]}:${pa[1]}` : iriTurtle(i);
};
function objekTurtle(o: Objek): string {
  if (adalahIri(o)) return iriTurtle(o.iri);
  const teks = `"${escTurtle(o.nilai)}"`;
  return o.bahasa ? `${teks}@${o.bahasa}` : o.tipe ? `${teks}^^${namaTurtle(o.tipe)}` : teks;
}

export const turtle: Penulis = {
  tipeKonten: "text/turtle; charset=utf-8",
  kepala: () => `${Object.entries(NS).map(([a, ns]) => `@prefix ${a}: <${ns}> .`).join("\n")}\n`,
  simpul(s) {
    const baris = [...(s.kelas.length ? [`a ${s.kelas.map(namaTurtle).join(", ")}`] : []), ...s.sifat.map(([pr, o]) => `${namaTurtle(pr)} ${objekTurtle(o)}`)];
    return `\n${iriTurtle(s.id)}\n    ${baris.join(" ;\n    ")} .\n`;
  },
  ekor: () => "",
};

// ---- RDF/XML ----

const escXmlTeks = (t: string) => t.replace(/[&<>\r]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", "\r": "&#13;" })[c]!);
const escXmlAtribut = (t: string) => t.replace(/[&<"\t\n\r]/g, (c) => ({ "&": "&amp;", "<": "&lt;", '"': "&quot;", "\t": "&#9;", "\n": "&#10;", "\r": "&#13;" })[c]!);
function qname(i: string): string {
  const pa = pisahAwalan(i);
  // Every predicate we write comes from NS; a foreign one is a programming error, not data.
  if (!pa) throw new Error(`Predikat tanpa awalan yang dikenal: ${i}`);
  return `${pa[0]}:${pa[1]}`;
}

export const rdfXml: Penulis = {
  tipeKonten: "application/rdf+xml; charset=utf-8",
  kepala: () => `<?xml version="1.0" encoding="UTF-8"?>\n<rdf:RDF${Object.entries(NS).map(([a, ns]) => `\n    xmlns:${a}="${ns}"`).join("")}>\n`,
  simpul(s) {
    const isi = [
      ...s.kelas.map((k) => `    <rdf:type rdf:resource="${escXmlAtribut(k)}"/>`),
      ...s.sifat.map(([pr, o]) => {
        const q = qname(pr);
        if (adalahIri(o)) return `    <${q} rdf:resource="${escXmlAtribut(o.iri)}"/>`;
        const atribut = o.bahasa ? ` xml:lang="${escXmlAtribut(o.bahasa)}"` : o.tipe ? ` rdf:datatype="${escXmlAtribut(o.tipe)}"` : "";
        return `    <${q}${atribut}>${escXmlTeks(o.nilai)}</${q}>`;
      }),
    ];
    return `  <rdf:Description rdf:about="${escXmlAtribut(s.id)}">\n${isi.join("\n")}\n  </rdf:Description>\n`;
  },
  ekor: () => "</rdf:RDF>\n",
};

// ---- JSON-LD 1.1 (flattened: one object per node in @graph, the context only maps our prefixes) ----

function nilaiJsonLd(o: Objek): unknown {
  if (adalahIri(o)) return { "@id": o.iri };
  if (o.bahasa) return { "@value": o.nilai, "@language": o.bahasa };
  if (o.tipe) return { "@value": o.nilai, "@type": namaTurtle(o.tipe) };
  return o.nilai;
}

/** The @context: our prefixes only, inline, so no processor has to fetch anything to read a page. */
export const KONTEKS_JSONLD = Object.fromEntries(Object.entries(NS).map(([a, ns]) => [a, ns]));

export const jsonLd: Penulis = {
  tipeKonten: "application/ld+json; charset=utf-8",
  kepala: () => `{\n"@context": ${JSON.stringify(KONTEKS_JSONLD)},\n"@graph": [\n`,
  simpul(s, pertama) {
    const obj: Record<string, unknown> = { "@id": s.id };
    if (s.kelas.length) obj["@type"] = s.kelas.map(namaTurtle);
    for (const [pr, o] of s.sifat) {
      const k = pr === RDF_TYPE ? "@type" : namaTurtle(pr).replace(/^<(.*)>$/, "$1");
      ((obj[k] ??= []) as unknown[]).push(nilaiJsonLd(o));
    }
    for (const [k, v] of Object.entries(obj)) if (Array.isArray(v) && v.length === 1 && k !== "@type") obj[k] = v[0];
    return `${pertama ? "" : ",\n"}${JSON.stringify(obj)}`;
  },
  ekor: () => "\n]\n}\n",
};

export const PENULIS = { jsonld: jsonLd, ttl: turtle, rdf: rdfXml } as const;
export type FormatRdf = keyof typeof PENULIS;

/** A whole document as one string (single records; catalogue pages use alirkan()). */
export function tulis(penulis: Penulis, simpul: Simpul[]): string {
  return penulis.kepala() + simpul.map((s, i) => penulis.simpul(s, i === 0)).join("") + penulis.ekor();
}
