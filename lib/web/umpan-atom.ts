import { createHash } from "node:crypto";
import { create } from "xmlbuilder2";
import { parseKueriDaftarPublik, type KueriDaftarPublik } from "@/lib/metadata/publik";
import { ENTRI_UMPAN_BAWAAN, type EntriUmpan } from "@/lib/metadata/publik/umpan";
import { labelKode } from "./label";

const NS_ATOM = "http://www.w3.org/2005/Atom";
/** Filters that make the feed a search's feed, in the order /katalog writes them. */
const PARAM_UMPAN = ["q", "kategori", "tipeData", "organisasi", "tahun", "format", "provinsi", "kualitas", "bboxN", "bboxS", "bboxE", "bboxW"] as const;
/** An abstract is a summary, not the record: long ones are cut at a word so one entry stays readable. */
const PANJANG_RINGKASAN = 600;

/**
 * The feed's query string, parsed with the public list's own rules (same names, same 400 messages). Empty
 * values count as absent, as on /katalog: OpenSearch clients fill an unused optional template parameter with
 * "" (`page=`), and that must not be an error. pageSize defaults to 50 here, not to the list's 12.
 */
export function parseKueriUmpan(params: URLSearchParams): KueriDaftarPublik {
  const diisi = new URLSearchParams([...params].filter(([, v]) => v.trim() !== ""));
  const kueri = parseKueriDaftarPublik(diisi);
  return diisi.has("pageSize") ? kueri : { ...kueri, pageSize: ENTRI_UMPAN_BAWAAN };
}

/** The filters of a parsed query as a query string (fixed order, paging left out), "" for the whole catalogue. */
export function stringKueriUmpan(params: URLSearchParams): string {
  const q = new URLSearchParams();
  // Every value of a repeated facet parameter (OR within its group), as /katalog writes them.
  for (const p of PARAM_UMPAN) {
    for (const v of new Set(params.getAll(p).map((x) => x.trim()))) if (v) q.append(p, v);
  }
  const s = q.toString();
  return s ? `?${s}` : "";
}

function ringkas(teks: string): string {
  const satu = teks.replace(/\s+/g, " ").trim();
  if (satu.length <= PANJANG_RINGKASAN) return satu;
  const potong = satu.slice(0, PANJANG_RINGKASAN);
  return `${potong.slice(0, Math.max(potong.lastIndexOf(" "), PANJANG_RINGKASAN / 2))}…`;
}

/**
 * An Atom 1.0 feed (RFC 4287) of published records. `saring` is the search's query string (from
 * stringKueriUmpan): the feed's id and self link are that search's feed URL, its alternate the same search on
 * /katalog. Title, subtitle and author carry the Admin's catalogue name. Elements are written in one fixed order, which tests/schemas/wrappers/atom.xsd checks.
 */
export function umpanAtomXml(opsi: { base: string; namaKatalog: string; saring: string; q?: string; entri: EntriUmpan[]; page: number; pageSize: number; sekarang: Date }): string {
  const { base, namaKatalog: nama, saring, entri } = opsi;
  const url = (jalur: string) => new URL(jalur, base).toString();
  const urlUmpan = (page: number) => url(`/feed.atom${saring}${page > 1 ? `${saring ? "&" : "?"}page=${page}` : ""}`);
  const feed = create({ version: "1.0", encoding: "UTF-8" }).ele(NS_ATOM, "feed").att("xml:lang", "id");
  feed.ele("id").txt(urlUmpan(opsi.page));
  feed.ele("title").txt(opsi.q ? `${nama} – hasil pencarian “${opsi.q.slice(0, 100)}”` : saring ? `${nama} – hasil pencarian` : `${nama} – metadata terbaru`);
  feed.ele("subtitle").txt(`Metadata data geospasial yang baru diterbitkan di ${nama}, terbaru lebih dulu.`);
  // An empty feed has no newest entry; "now" then says when this (empty) answer was made.
  const terbaru = entri.reduce<Date | undefined>((m, e) => (!m || e.updatedAt > m ? e.updatedAt : m), undefined) ?? opsi.sekarang;
  feed.ele("updated").txt(terbaru.toISOString());
  feed.ele("author").ele("name").txt(nama).up().ele("uri").txt(url("/"));
  feed.ele("link").att({ rel: "self", type: "application/atom+xml", href: urlUmpan(opsi.page) });
  feed.ele("link").att({ rel: "alternate", type: "text/html", href: url(`/katalog${saring}`) });
  // RFC 5005 paging: "next" only while a page came back full.
  if (opsi.page > 1) feed.ele("link").att({ rel: "previous", type: "application/atom+xml", href: urlUmpan(opsi.page - 1) });
  if (entri.length === opsi.pageSize) feed.ele("link").att({ rel: "next", type: "application/atom+xml", href: urlUmpan(opsi.page + 1) });
  // The generator is the software that wrote the feed (RFC 4287 4.2.4), not the catalogue: it keeps the product's name.
  feed.ele("generator").att("uri", url("/")).txt("GeoKatalog");
  feed.ele("icon").txt(url("/favicon.ico"));
  for (const e of entri) {
    const en = feed.ele("entry");
    en.ele("id").txt(`urn:uuid:${e.id}`);
    en.ele("title").att("type", "text").txt(e.judul);
    en.ele("updated").txt(e.updatedAt.toISOString());
    en.ele("published").txt(e.publishedAt.toISOString());
    en.ele("author").ele("name").txt(e.organisasi);
    en.ele("summary").att("type", "text").txt(ringkas(e.abstrak));
    en.ele("link").att({ rel: "alternate", type: "text/html", href: url(`/katalog/${e.id}`) });
    // Atom allows one alternate per media type, so the ISO 19139 copy is "related" beside the default ISO 19115-3.
    en.ele("link").att({ rel: "alternate", type: "application/xml", title: "ISO 19115-3 (XML)", href: url(`/api/public/metadata/${e.id}/xml`) });
    en.ele("link").att({ rel: "related", type: "application/xml", title: "ISO 19139 (XML)", href: url(`/api/public/metadata/${e.id}/xml?format=gmd`) });
    for (const k of e.topikKategori) en.ele("category").att({ term: k, scheme: url("/katalog?kategori="), label: labelKode("TOPIK_KATEGORI", k) });
    for (const k of new Set(e.kataKunci.map((x) => x.trim()).filter(Boolean))) en.ele("category").att({ term: k });
  }
  return feed.end({ prettyPrint: true });
}

const HEADER_UMPAN = { "Cache-Control": "public, max-age=300", Vary: "Accept-Encoding" };

/**
 * The feed's answer with a strong ETag over its bytes. Feed readers poll every few minutes: a reader that sends
 * the ETag back gets a 304 without the body, and shared caches may keep the feed for five minutes.
 */
export function responsAtom(xml: string, ifNoneMatch: string | null = null): Response {
  const etag = `"${createHash("sha256").update(xml).digest("base64url").slice(0, 27)}"`;
  if (ifNoneMatch?.split(",").some((t) => t.trim().replace(/^W\//, "") === etag)) {
    return new Response(null, { status: 304, headers: { ...HEADER_UMPAN, ETag: etag } });
  }
  return new Response(xml, { headers: { ...HEADER_UMPAN, ETag: etag, "content-type": "application/atom+xml; charset=utf-8" } });
}
