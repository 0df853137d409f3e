import { create } from "xmlbuilder2";

const NS_OPENSEARCH = "http://a9.com/-/spec/opensearch/1.1/";

/**
 * The OpenSearch 1.1 description document (/opensearch.xml): browsers add the catalogue as a search engine from
 * it, and catalogue clients learn the search page and the Atom feed URL templates. The feed pages like the list:
 * `page` counts from 1 (OpenSearch's startPage), `pageSize` is OpenSearch's count (clamped to 100). The names are
 * the Admin's catalogue name (Identitas situs), so a browser lists the catalogue as the agency calls it.
 */
export function deskripsiOpenSearchXml(base: string, { namaKatalog, email }: { namaKatalog: string; email: string }): string {
  const url = (jalur: string) => new URL(jalur, base).toString();
  const d = create({ version: "1.0", encoding: "UTF-8" }).ele(NS_OPENSEARCH, "OpenSearchDescription");
  d.ele("ShortName").txt(potongNama(namaKatalog, 16));
  d.ele("Description").txt(potongNama(`Cari metadata data geospasial instansi pemerintah Indonesia di ${namaKatalog}.`, 1024));
  d.ele("Tags").txt("geospasial metadata katalog Indonesia");
  if (email) d.ele("Contact").txt(email);
  d.ele("Url").att({ type: "text/html", method: "get", template: `${url("/katalog")}?q={searchTerms}` });
  d.ele("Url").att({ type: "application/atom+xml", method: "get", template: `${url("/feed.atom")}?q={searchTerms}&page={startPage?}&pageSize={count?}` });
  d.ele("Url").att({ type: "application/opensearchdescription+xml", rel: "self", template: url("/opensearch.xml") });
  d.ele("LongName").txt(potongNama(namaKatalog, 48));
  d.ele("Image").att({ width: "16", height: "16", type: "image/x-icon" }).txt(url("/favicon.ico"));
  d.ele("Query").att({ role: "example", searchTerms: "batas desa" });
  d.ele("Language").txt("id");
  d.ele("InputEncoding").txt("UTF-8");
  d.ele("OutputEncoding").txt("UTF-8");
  return d.end({ prettyPrint: true });
}

/**
 * A name cut to OpenSearch 1.1's limit for its element (ShortName 16 characters, LongName 48, Description 1024):
 * at the last word boundary that keeps at least half of it, else mid-word, with "…" (one character) marking the cut.
 * Counted in code points, so an emoji or accented letter is never split into half a surrogate pair.
 */
export function potongNama(nama: string, maks: number): string {
  const huruf = [...nama.trim()];
  if (huruf.length <= maks) return huruf.join("");
  const awal = huruf.slice(0, maks - 1).join("");
  const spasi = awal.lastIndexOf(" ");
  return `${(spasi >= maks / 2 ? awal.slice(0, spasi) : awal).trimEnd()}…`;
}

export function responsOpenSearch(xml: string): Response {
  return new Response(xml, { headers: { "content-type": "application/opensearchdescription+xml; charset=utf-8" } });
}
