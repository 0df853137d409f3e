import { CswError, kendalaTidakValid, nilaiTidakValid } from "@/lib/csw/exception";
import { parseCql, parseFilterElement, type Filter } from "@/lib/csw/filter";
import { NS, XmlTidakValid, anakElemen, atribut, parseXmlTree, uraiQName, type XmlElement } from "@/lib/csw/xml-tree";
import { urutan } from "./kvp";
import type { Mentah } from "./mentah";
import type { Urutan } from "./permintaan";

const teks = (el: XmlElement | undefined) => el?.text.trim();
const anak = (el: XmlElement, uri: string, local: string) => anakElemen(el, uri, local);
const pertama = (el: XmlElement, uri: string, local: string) => anakElemen(el, uri, local)[0];
const semuaTeks = (els: XmlElement[]) => els.map((e) => e.text.trim()).filter(Boolean);

/**
 * An XML request body (conformance A3/A4) as a raw request. Hostile or broken XML (DOCTYPE, too large, too deep,
 * not well-formed) is NoApplicableCode, as pycsw answers unparsable requests; prefixes resolve through the
 * document's own namespace declarations.
 */
export function xmlKeMentah(xml: string): Mentah {
  let root: XmlElement;
  try {
    root = parseXmlTree(xml);
  } catch (err) {
    if (err instanceof XmlTidakValid) throw new CswError("NoApplicableCode", `Permintaan XML ditolak: ${err.message}`);
    throw err;
  }
  if (root.uri !== NS.csw) throw nilaiTidakValid(`Elemen akar '${root.local}' bukan permintaan CSW 2.0.2 (namespace ${NS.csw}).`, "request");
  const query = root.local === "GetRecords" ? pertama(root, NS.csw, "Query") : undefined;
  const lingkup = query ?? root;
  const m: Mentah = {
    service: atribut(root, "service"),
    version: atribut(root, "version"),
    request: root.local,
    requestId: atribut(root, "requestId"),
    outputSchema: atribut(root, "outputSchema"),
    outputFormat: atribut(root, "outputFormat"),
    resultType: atribut(root, "resultType"),
    startPosition: atribut(root, "startPosition"),
    maxRecords: atribut(root, "maxRecords"),
    schemaLanguage: atribut(root, "schemaLanguage"),
    kendala: [],
    nama: (qname) => uraiQName(qname, lingkup.ns),
    gema: () => xml.replace(/^\uFEFF?\s*<\?xml[^>]*\?>\s*/, ""),
  };
  switch (root.local) {
    case "GetCapabilities":
      m.acceptVersions = semuaTeks(anak(root, NS.ows, "AcceptVersions").flatMap((e) => anak(e, NS.ows, "Version"))).join(",") || undefined;
      m.sections = semuaTeks(anak(root, NS.ows, "Sections").flatMap((e) => anak(e, NS.ows, "Section"))).join(",") || undefined;
      m.acceptFormats = semuaTeks(anak(root, NS.ows, "AcceptFormats").flatMap((e) => anak(e, NS.ows, "OutputFormat"))).join(",") || undefined;
      break;
    case "GetRecords":
      if (!query) throw new CswError("MissingParameterValue", "GetRecords memerlukan elemen csw:Query.", "query");
      isiQuery(m, query);
      break;
    case "GetRecordById":
      m.ids = semuaTeks(anak(root, NS.csw, "Id"));
      m.elementSetName = teks(pertama(root, NS.csw, "ElementSetName"));
      break;
    case "DescribeRecord":
      m.typeNames = semuaTeks(anak(root, NS.csw, "TypeName"));
      break;
    case "GetDomain":
      m.parameterName = teks(pertama(root, NS.csw, "ParameterName"));
      m.propertyName = teks(pertama(root, NS.csw, "PropertyName"));
      break;
  }
  return m;
}

function isiQuery(m: Mentah, query: XmlElement): void {
  m.typeNames = (atribut(query, "typeNames") ?? "").split(/\s+/).filter(Boolean);
  const es = pertama(query, NS.csw, "ElementSetName");
  m.elementSetName = es ? es.text.trim() : undefined;
  const en = semuaTeks(anak(query, NS.csw, "ElementName"));
  if (en.length) m.elementNames = en;
  const kendala = pertama(query, NS.csw, "Constraint");
  if (kendala) m.kendala.push(() => kendalaXml(kendala));
  const sortBy = pertama(query, NS.ogc, "SortBy");
  if (sortBy) m.urut = () => urutXml(sortBy);
}

function kendalaXml(el: XmlElement): Filter {
  const versi = atribut(el, "version")?.trim();
  if (versi !== undefined && versi !== "1.1.0" && versi !== "1.0.0") throw kendalaTidakValid(`Versi kendala '${versi}' tidak didukung; gunakan 1.1.0.`);
  const filter = pertama(el, NS.ogc, "Filter");
  if (filter) return parseFilterElement(filter);
  const cql = pertama(el, NS.csw, "CqlText");
  // CQL names properties by prefix too: the document's own bindings in scope at csw:CqlText resolve them.
  if (cql) return parseCql(cql.text, { namespace: cql.ns });
  throw kendalaTidakValid("csw:Constraint harus berisi ogc:Filter atau csw:CqlText.");
}

function urutXml(el: XmlElement): Urutan[] {
  return anak(el, NS.ogc, "SortProperty").map((sp) => {
    const prop = pertama(sp, NS.ogc, "PropertyName");
    if (!prop?.text.trim()) throw nilaiTidakValid("ogc:SortProperty memerlukan ogc:PropertyName.", "sortby");
    const arah = teks(pertama(sp, NS.ogc, "SortOrder"))?.toUpperCase() ?? "ASC";
    if (arah !== "ASC" && arah !== "DESC") throw nilaiTidakValid(`SortOrder '${arah}' tidak dikenal; gunakan ASC atau DESC.`, "sortby");
    return urutan(prop.text, arah === "DESC", new Map(), prop.ns);
  });
}
