import { create } from "xmlbuilder2";

const NS_OPENSEARCH = "http://a9.com/-/spec/opensearch/1.1/";

/**
 * The OpenSearch 1.1 description document (/opensearch.xml): browsers add the catalogue as a search engine from
 * it, and catalogue clients learn the search page and the Atom feed URL templates. The feed pages like the list:
 * `page` counts from 1 (OpenSearch's startPage), `pageSize` is OpenSearch's count (clamped to 100).
 */
export function deskripsiOpenSearchXml(base: string): string {
  const url = (jalur: string) => new URL(jalur, base).toString();
  const d = create({ version: "1.0", encoding: "UTF-8" }).ele(NS_OPENSEARCH, "OpenSearchDescription");
  d.ele("ShortName").txt("GeoKatalog");
  d.ele("Description").txt("Cari metadata data geospasial instansi pemerintah Indonesia di GeoKatalog.");
  d.ele("Tags").txt("geospasial metadata katalog Indonesia");
  d.ele("Url").att({ type: "text/html", method: "get", template: `${url("/katalog")}?q={searchTerms}` });
  d.ele("Url").att({ type: "application/atom+xml", method: "get", template: `${url("/feed.atom")}?q={searchTerms}&page={startPage?}&pageSize={count?}` });
  d.ele("Url").att({ type: "application/opensearchdescription+xml", rel: "self", template: url("/opensearch.xml") });
  d.ele("Image").att({ width: "16", height: "16", type: "image/x-icon" }).txt(url("/favicon.ico"));
  d.ele("Query").att({ role: "example", searchTerms: "batas desa" });
  d.ele("Language").txt("id");
  d.ele("InputEncoding").txt("UTF-8");
  d.ele("OutputEncoding").txt("UTF-8");
  return d.end({ prettyPrint: true });
}

export function responsOpenSearch(xml: string): Response {
  return new Response(xml, { headers: { "content-type": "application/opensearchdescription+xml; charset=utf-8" } });
}
