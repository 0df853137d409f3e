/**
 * Section "filter" of `npm run bench:batas`: the most expensive CSW filters a client can build within the bounds
 * of lib/csw/filter/batas.ts, sent anonymously to the production server, each one new (the cache never answers),
 * with its wall time and the growth of the server's resident memory; and the two filters of issue 16 that kept
 * Postgres busy for a minute, which must now be refused at once.
 *
 * Why these: every pattern is one- and two-letter segments between 10 wildcards (no trigram, so no index can
 * narrow it) with a pair no record holds, so each of the 100 ORed patterns is false and Postgres evaluates all of
 * them against every public record's text.
 */
import crypto from "node:crypto";
import { BATAS_FILTER } from "@/lib/csw/filter/batas";
import { BATAS_XML_BAWAAN } from "@/lib/csw/xml-tree";
import { ukurPermintaan } from "../lib/rss";
import type { BagianBatas, BarisBatas, KonteksBatas } from "./jenis";

const B = BATAS_FILTER;
/** What docs/security.md promises: a public query stops after DATABASE_PUBLIC_TIMEOUT_SECONDS (5 s), a GetRecords runs at most three. */
const DETIK_DIJAWAB = 15;
/** A refused filter is refused before any SQL: the time to read and parse a body of at most 1 MB (~0.15 s of CPU). */
const DETIK_DITOLAK = 2;

const NS = 'xmlns:csw="http://www.opengis.net/cat/csw/2.0.2" xmlns:ogc="http://www.opengis.net/ogc" xmlns:gml="http://www.opengis.net/gml"';
const getRecords = (filter: string, resultType = "results") =>
  `<csw:GetRecords ${NS} service="CSW" version="2.0.2" resultType="${resultType}" maxRecords="10" outputSchema="http://www.opengis.net/cat/csw/2.0.2"><csw:Query typeNames="csw:Record"><csw:ElementSetName>summary</csw:ElementSetName><csw:Constraint version="1.1.0"><ogc:Filter>${filter}</ogc:Filter></csw:Constraint></csw:Query></csw:GetRecords>`;

const HURUF = "aeiounkrtslmpgb";
/**
 * A pattern of `wildcardPerPola` wildcards: random one-letter segments and a pair no text holds, wildcards at both
 * ends too, so pg_trgm finds no trigram in it (not even a padded one at an end) and no index can narrow it.
 */
function polaMahal(): string {
  const acak = crypto.randomBytes(B.wildcardPerPola);
  const segmen = Array.from({ length: B.wildcardPerPola - 2 }, (_, i) => HURUF[acak[i]! % HURUF.length]);
  return `%${[...segmen, "zq"].join("%")}%`;
}

const seperti = (properti: string) =>
  `<ogc:PropertyIsLike wildCard="%" singleChar="_" escapeChar="\\"><ogc:PropertyName>${properti}</ogc:PropertyName><ogc:Literal>${polaMahal()}</ogc:Literal></ogc:PropertyIsLike>`;
const atau = (n: number, buat: () => string) => `<ogc:Or>${Array.from({ length: n }, buat).join("")}</ogc:Or>`;

/** A ring of `n` positions (closed) around Java with a random wobble: no two requests share a polygon. */
function poligon(n: number): string {
  const pusatX = 106 + Math.random() * 8;
  const titik = Array.from({ length: n - 1 }, (_, i) => {
    const a = (2 * Math.PI * i) / (n - 1);
    const r = 1 + 0.3 * Math.sin(7 * a) + Math.random() * 0.01;
    return `${(pusatX + r * Math.cos(a)).toFixed(6)} ${(-7 + r * Math.sin(a)).toFixed(6)}`;
  });
  const pos = [...titik, titik[0]].join(" ");
  return `<ogc:Intersects><ogc:PropertyName>ows:BoundingBox</ogc:PropertyName><gml:Polygon><gml:exterior><gml:LinearRing><gml:posList>${pos}</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon></ogc:Intersects>`;
}

/** As many 1,000-position polygons ORed as the operator bound and the 1 MB body allow. */
function banyakPoligon(): { body: string; n: number } {
  const daftar: string[] = [];
  for (;;) {
    const calon = [...daftar, poligon(B.titikPoligon)];
    if (calon.length > B.operator || getRecords(`<ogc:Or>${calon.join("")}</ogc:Or>`).length > BATAS_XML_BAWAAN.maxBytes - 1024) break;
    daftar.push(calon.at(-1)!);
  }
  return { body: getRecords(`<ogc:Or>${daftar.join("")}</ogc:Or>`), n: daftar.length };
}

/** The status and the gist of a CSW answer: the exception code and text, or the match count. */
function ringkas(status: number, teks: string): string {
  const kode = /exceptionCode="([^"]+)"/.exec(teks)?.[1];
  if (kode) return `${status} ${kode}: ${(/<ows:ExceptionText>([^<]*)/.exec(teks)?.[1] ?? "").slice(0, 70)}`;
  const cocok = /numberOfRecordsMatched="(\d+)"/.exec(teks)?.[1];
  return cocok === undefined ? `${status} ${teks.slice(0, 60)}` : `${status} GetRecordsResponse, ${cocok} cocok`;
}

async function ukur(k: KonteksBatas, kasus: string, batasDetik: number, kirim: () => Promise<Response>): Promise<BarisBatas> {
  const { hasil, detik, memoriMB } = await ukurPermintaan(k.pgid, async () => {
    const res = await kirim();
    return ringkas(res.status, await res.text());
  });
  return { kasus, detik, batasDetik, memoriMB, jawaban: hasil };
}

const post = (k: KonteksBatas, body: string) => () =>
  fetch(`${k.url}/csw`, { method: "POST", headers: { "content-type": "application/xml" }, body, signal: AbortSignal.timeout(120_000) });
const cql = (k: KonteksBatas, teks: string) => () =>
  fetch(`${k.url}/csw?${new URLSearchParams({ service: "CSW", version: "2.0.2", request: "GetRecords", typeNames: "csw:Record", resultType: "results", maxRecords: "10", constraintLanguage: "CQL_TEXT", constraint_language_version: "1.1.0", constraint: teks })}`, {
    signal: AbortSignal.timeout(120_000),
  });

const bagian: BagianBatas = {
  nama: "filter",
  async jalankan(k) {
    const hasil: BarisBatas[] = [];
    const n = B.operator;
    const w = B.wildcardPerPola;
    hasil.push(await ukur(k, `ogc:Or ${n} PropertyIsLike dc:subject, ${w} wildcard`, DETIK_DIJAWAB, post(k, getRecords(atau(n, () => seperti("dc:subject"))))));
    hasil.push(await ukur(k, `ogc:Or ${n} PropertyIsLike csw:AnyText, ${w} wildcard`, DETIK_DIJAWAB, post(k, getRecords(atau(n, () => seperti("csw:AnyText"))))));
    hasil.push(await ukur(k, `ogc:Or ${n} PropertyIsLike dc:subject, hits`, DETIK_DIJAWAB, post(k, getRecords(atau(n, () => seperti("dc:subject")), "hits"))));
    const cqlTeks = Array.from({ length: n }, () => `dc:subject ILIKE '${polaMahal()}'`).join(" OR ");
    hasil.push(await ukur(k, `CQL ${n} ILIKE dc:subject, ${w} wildcard`, DETIK_DIJAWAB, cql(k, cqlTeks)));
    const p = banyakPoligon();
    hasil.push(await ukur(k, `ogc:Or ${p.n} Intersects poligon ${B.titikPoligon} titik (${Math.round(p.body.length / 1024)} KB)`, DETIK_DIJAWAB, post(k, p.body)));
    // Issue 16's attacks: refused before any SQL.
    hasil.push(await ukur(k, "ogc:Or 4.000 PropertyIsLike dc:subject (issue 16)", DETIK_DITOLAK, post(k, getRecords(atau(4000, () => seperti("dc:subject"))))));
    const dan = Array.from({ length: 20_000 }, (_, i) => `dc:title = 'j${i}'`).join(" AND ");
    hasil.push(await ukur(k, "CQL AND 20.000 perbandingan, POST (issue 16)", DETIK_DITOLAK, post(k, `<csw:GetRecords ${NS} service="CSW" version="2.0.2" resultType="hits"><csw:Query typeNames="csw:Record"><csw:Constraint version="1.1.0"><csw:CqlText>${dan}</csw:CqlText></csw:Constraint></csw:Query></csw:GetRecords>`)));
    return hasil;
  },
};

export default bagian;
