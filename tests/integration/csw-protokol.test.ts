import { gunzipSync } from "node:zlib";
import { HEADER_GZIP_SIAP, HEADER_HEMAT } from "@/lib/http/gzip-rakit";
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/csw/route";
import type { DatabaseHandle } from "@/lib/db/client";
import { metadata } from "@/lib/db/schema";
import { seedDatabase } from "@/lib/seed";
import { cswGet, cswPost, hasilCari, semua, urai } from "@/tests/helpers/csw";
import { createTestDatabase } from "@/tests/helpers/db";

// Conformance A, C, D, F, G on the seeded catalogue: 250 records, 150 of them PUBLISHED.

const R = "service=CSW&version=2.0.2&request=GetRecords";
const CSW = "http://www.opengis.net/cat/csw/2.0.2";
const MDB2 = "http://standards.iso.org/iso/19115/-3/mdb/2.0";
const MDB1 = "http://standards.iso.org/iso/19115/-3/mdb/1.0";
let h: DatabaseHandle;
let publik: string[] = [];
let tidakPublik: string;

const idDari = (rekaman: ReturnType<typeof hasilCari>["rekaman"]) =>
  rekaman.map((r) => (semua(r, "identifier")[0] ?? semua(r, "fileIdentifier")[0]?.children[0])!.text);

beforeAll(async () => {
  h = await createTestDatabase();
  await seedDatabase(h.db, { count: 250 });
  publik = (await h.db.select({ id: metadata.id }).from(metadata).where(eq(metadata.status, "PUBLISHED"))).map((b) => b.id).sort();
  tidakPublik = (await h.db.select({ id: metadata.id }).from(metadata).where(and(ne(metadata.status, "PUBLISHED"))).limit(1))[0]!.id;
});
afterAll(async () => {
  await h?.close();
});

describe("GetRecords", () => {
  it("defaults: results, 100 from 1, Dublin Core summary of csw:Record, ordered by identifier", async () => {
    const j = await cswGet(R);
    const r = hasilCari(j.akar);
    expect([r.cocok, r.kembali, r.berikut]).toEqual([150, 100, 101]);
    expect(r.el.attrs.get("elementSet")).toBe("summary");
    expect(r.el.attrs.get("recordSchema")).toBe(CSW);
    expect(r.rekaman.every((e) => e.local === "SummaryRecord")).toBe(true);
    expect(idDari(r.rekaman)).toEqual(publik.slice(0, 100));
    expect(j.headers.get("content-type")).toBe("application/xml; charset=UTF-8");
    expect(j.headers.get("access-control-allow-origin")).toBe("*");
    expect(j.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    expect(j.teks.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("a paging walk in pages of 10 sees every public record exactly once, and nothing else", async () => {
    const dilihat: string[] = [];
    let mulai = 1;
    while (mulai !== 0) {
      const r = hasilCari((await cswGet(`${R}&maxRecords=10&startPosition=${mulai}&elementSetName=brief`)).akar);
      dilihat.push(...idDari(r.rekaman));
      mulai = r.berikut;
    }
    expect(dilihat).toEqual(publik);
    expect(dilihat).not.toContain(tidakPublik);
  });

  it("pages honestly (conformance D3)", async () => {
    const halaman = async (q: string) => {
      const r = hasilCari((await cswGet(`${R}&${q}`)).akar);
      return [r.cocok, r.kembali, r.berikut];
    };
    expect(await halaman("maxRecords=10&startPosition=141")).toEqual([150, 10, 0]);
    expect(await halaman("maxRecords=10&startPosition=145")).toEqual([150, 6, 0]);
    expect(await halaman("maxRecords=5&startPosition=3")).toEqual([150, 5, 8]);
    expect(await halaman("maxRecords=10&startPosition=151")).toEqual([150, 0, 0]);
    expect(await halaman("maxRecords=0&startPosition=7")).toEqual([150, 0, 7]);
    expect(await halaman("resultType=hits&startPosition=151")).toEqual([150, 0, 0]);
    expect(await halaman("maxRecords=100000")).toEqual([150, 150, 0]);
  });

  it("streams pages above 100 records and still returns them whole", async () => {
    const res = await GET(new Request(`http://localhost/csw?${R}&maxRecords=500&outputSchema=http://www.isotc211.org/2005/gmd&elementSetName=full`));
    expect(res.body).toBeInstanceOf(ReadableStream);
    const r = hasilCari(urai(await res.text()));
    expect([r.kembali, r.berikut, r.rekaman.length]).toEqual([150, 0, 150]);
    expect(r.rekaman.every((e) => e.local === "MD_Metadata")).toBe(true);
  });

  it("q and BBOX shortcuts AND with a constraint", async () => {
    const q = hasilCari((await cswGet(`${R}&resultType=hits&q=batas`)).akar).cocok;
    const qb = hasilCari((await cswGet(`${R}&resultType=hits&q=batas&bbox=95,-11,141,6`)).akar).cocok;
    const qbk = hasilCari((await cswGet(`${R}&resultType=hits&Q=batas&BBOX=95,-11,141,6&constraintLanguage=CQL_TEXT&constraint=dc:title LIKE 'zzz%'`)).akar).cocok;
    expect(q).toBeGreaterThan(0);
    expect(qb).toBeLessThanOrEqual(q);
    expect(qbk).toBe(0);
  });

  it("parameter names are case-insensitive, the first of a repeated parameter wins, unknown ones are ignored", async () => {
    const r = hasilCari((await cswGet("SERVICE=CSW&Version=2.0.2&REQUEST=GetRecords&MAXRECORDS=3&maxrecords=9&foo=bar")).akar);
    expect(r.kembali).toBe(3);
  });

  it("SortBy in KVP and XML, identifier as the tiebreaker", async () => {
    const kvp = hasilCari((await cswGet(`${R}&maxRecords=150&sortBy=dc:title:D&elementSetName=brief`)).akar);
    const judul = kvp.rekaman.map((r) => semua(r, "title")[0]!.text);
    expect(judul).toEqual([...judul].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    const xml = `<csw:GetRecords xmlns:csw="${CSW}" xmlns:ogc="http://www.opengis.net/ogc" service="CSW" version="2.0.2" maxRecords="150"><csw:Query typeNames="csw:Record"><csw:ElementSetName>brief</csw:ElementSetName><ogc:SortBy><ogc:SortProperty><ogc:PropertyName>dc:title</ogc:PropertyName><ogc:SortOrder>DESC</ogc:SortOrder></ogc:SortProperty></ogc:SortBy></csw:Query></csw:GetRecords>`;
    expect(idDari(hasilCari((await cswPost(xml)).akar).rekaman)).toEqual(idDari(kvp.rekaman));
  });

  it("QGIS MetaSearch's POST: AnyText LIKE with the typed word (no wildcard) and a lat/lon BBOX in urn:ogc:def:crs:EPSG::4326", async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?><csw:GetRecords xmlns:csw="${CSW}" xmlns:ogc="http://www.opengis.net/ogc" xmlns:gml="http://www.opengis.net/gml" service="CSW" version="2.0.2" resultType="results" startPosition="1" maxRecords="10" outputSchema="${CSW}"><csw:Query typeNames="csw:Record"><csw:ElementSetName>full</csw:ElementSetName><csw:Constraint version="1.1.0"><ogc:Filter><ogc:And><ogc:PropertyIsLike wildCard="%" singleChar="_" escapeChar="\\"><ogc:PropertyName>csw:AnyText</ogc:PropertyName><ogc:Literal>Batas</ogc:Literal></ogc:PropertyIsLike><ogc:BBOX><ogc:PropertyName>ows:BoundingBox</ogc:PropertyName><gml:Envelope srsName="urn:ogc:def:crs:EPSG::4326"><gml:lowerCorner>-11 95</gml:lowerCorner><gml:upperCorner>6 141</gml:upperCorner></gml:Envelope></ogc:BBOX></ogc:And></ogc:Filter></csw:Constraint></csw:Query></csw:GetRecords>`;
    const r = hasilCari((await cswPost(xml, "text/xml")).akar);
    const kvp = hasilCari((await cswGet(`${R}&resultType=hits&constraintLanguage=CQL_TEXT&constraint=${encodeURIComponent("csw:AnyText = 'batas' AND BBOX(ows:BoundingBox, 95, -11, 141, 6)")}`)).akar);
    expect(r.cocok).toBe(kvp.cocok);
    expect(r.cocok).toBeGreaterThan(0);
    expect(r.rekaman.every((e) => e.local === "Record")).toBe(true);
    expect(semua(r.rekaman[0]!, "references").length).toBeGreaterThan(0);
  });

  it("form-encoded POST is KVP; NAMESPACE binds other prefixes", async () => {
    const body = new URLSearchParams({ service: "CSW", version: "2.0.2", request: "GetRecords", typeNames: "x:MD_Metadata", namespace: "xmlns(x=http://www.isotc211.org/2005/gmd)", maxRecords: "2" });
    const r = hasilCari((await cswPost(body.toString(), "application/x-www-form-urlencoded")).akar);
    expect(r.el.attrs.get("recordSchema")).toBe("http://www.isotc211.org/2005/gmd");
    expect(r.rekaman.map((e) => e.local)).toEqual(["MD_Metadata", "MD_Metadata"]);
  });

  it("sends small pages as plain XML for the server to compress, large ones as gzip assembled from stored pieces (over HTTP: tests/topologi)", async () => {
    // The response shim marks each request it will label (HEADER_HEMAT); Next would drop a Content-Encoding.
    const hemat = { "accept-encoding": "gzip, deflate", [HEADER_HEMAT]: "1" };
    for (const [max, gzip] of [[5, false], [20, false], [21, true], [150, true]] as const) {
      const res = await GET(new Request(`http://localhost/csw?${R}&maxRecords=${max}`, { headers: hemat }));
      expect(res.headers.get(HEADER_GZIP_SIAP), String(max)).toBe(gzip ? "1" : null);
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      const bita = Buffer.from(await res.arrayBuffer());
      expect(hasilCari(urai((gzip ? gunzipSync(bita) : bita).toString("utf8"))).kembali).toBe(max);
    }
    // A client that does not take gzip, or a server without the shim (next dev), gets the same page as plain XML.
    for (const headers of [{ ...hemat, "accept-encoding": "identity" }, { "accept-encoding": "gzip" }]) {
      const polos = await GET(new Request(`http://localhost/csw?${R}&maxRecords=150`, { headers }));
      expect(polos.headers.get(HEADER_GZIP_SIAP)).toBeNull();
      expect(hasilCari(urai(await polos.text())).kembali).toBe(150);
    }
  });

  it("ElementName returns only the named elements", async () => {
    const r = hasilCari((await cswGet(`${R}&maxRecords=2&ElementName=dc:title,dct:modified`)).akar);
    expect(r.el.attrs.has("elementSet")).toBe(false);
    for (const rek of r.rekaman) expect(rek.children.map((c) => c.local)).toEqual(["title", "modified"]);
  });

  it("resultType=validate echoes the request without searching", async () => {
    const j = await cswGet(`${R}&resultType=validate&requestId=urn:x:1`);
    expect(j.akar.local).toBe("Acknowledgement");
    expect(semua(j.akar, "EchoedRequest")[0]!.children[0]!.local).toBe("GetRecords");
    expect(semua(j.akar, "RequestId")[0]!.text).toBe("urn:x:1");
  });

  it("DC bounding boxes are lat/lon in urn:x-ogc:def:crs:EPSG:6.11:4326", async () => {
    const [b] = await h.db.select({ id: metadata.id, s: metadata.bboxSelatan, w: metadata.bboxBarat }).from(metadata).where(eq(metadata.id, publik[0]!));
    const rek = hasilCari((await cswGet(`${R}&maxRecords=1&elementSetName=brief`)).akar).rekaman[0]!;
    const bb = semua(rek, "BoundingBox")[0]!;
    expect(bb.attrs.get("crs")).toBe("urn:x-ogc:def:crs:EPSG:6.11:4326");
    expect(semua(bb, "LowerCorner")[0]!.text.split(" ").map(Number)).toEqual([b!.s, b!.w]);
  });
});

describe("GetRecordById", () => {
  it("keeps the requested order, leaves out unknown and non-public ids, defaults to DC summary", async () => {
    const ids = [publik[5]!, "tidak-ada", tidakPublik, publik[1]!, "00000000-0000-4000-8000-000000000000"];
    const j = await cswGet(`service=CSW&version=2.0.2&request=GetRecordById&id=${ids.join(",")}`);
    expect(j.akar.local).toBe("GetRecordByIdResponse");
    expect(j.akar.children.map((c) => c.local)).toEqual(["SummaryRecord", "SummaryRecord"]);
    expect(j.akar.children.map((c) => semua(c, "identifier")[0]!.text)).toEqual([publik[5], publik[1]]);
  });

  it("gmd:MD_Metadata is a direct child of the response (owslib.iso, CKAN)", async () => {
    const j = await cswGet(`service=CSW&version=2.0.2&request=GetRecordById&id=${publik[3]}&outputSchema=http://www.isotc211.org/2005/gmd&elementSetName=full`);
    expect(j.akar.children.map((c) => `${c.uri} ${c.local}`)).toEqual(["http://www.isotc211.org/2005/gmd MD_Metadata"]);
  });

  it("an id list of only unknown ids is an empty response", async () => {
    const j = await cswGet(`service=CSW&version=2.0.2&request=GetRecordById&id=${tidakPublik}`);
    expect([j.status, j.akar.local, j.akar.children.length]).toEqual([200, "GetRecordByIdResponse", 0]);
  });
});

describe("DescribeRecord and GetCapabilities", () => {
  it("describes every type without typeName, the named one with it, nothing for an unknown qualified type", async () => {
    const ns = async (q: string) => (await cswGet(`service=CSW&version=2.0.2&request=DescribeRecord${q}`)).akar.children.map((c) => c.attrs.get("targetNamespace"));
    expect(await ns("")).toEqual([CSW, "http://www.isotc211.org/2005/gmd", MDB2, MDB1]);
    expect(await ns("&typeName=csw:Record")).toEqual([CSW]);
    expect(await ns("&typeName=mdb:MD_Metadata")).toEqual([MDB2]);
    expect(await ns(`&typeName=m:MD_Metadata&NAMESPACE=xmlns(m=${MDB1})`)).toEqual([MDB1]);
    expect(await ns("&typeName=MD_Metadata")).toEqual(["http://www.isotc211.org/2005/gmd", MDB2, MDB1]);
    expect(await ns(`&typeName=g:MD_Metadata&NAMESPACE=xmlns(g=http://www.isotc211.org/2005/gmd)`)).toEqual(["http://www.isotc211.org/2005/gmd"]);
    expect(await ns("&typeName=csw:Foo")).toEqual([]);
  });

  it("capabilities without version, sections honoured, URLs from the public base URL", async () => {
    const j = await cswGet("service=CSW&request=GetCapabilities");
    expect(j.akar.children.map((c) => c.local)).toEqual(["ServiceIdentification", "ServiceProvider", "OperationsMetadata", "Filter_Capabilities"]);
    const href = semua(j.akar, "Get").map((g) => g.attrs.get("{http://www.w3.org/1999/xlink}href"));
    expect(new Set(href)).toEqual(new Set(["http://localhost:3000/csw"]));
    expect(j.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=600");
    const s = await cswGet("service=CSW&request=GetCapabilities&sections=ServiceProvider");
    expect(s.akar.children.map((c) => c.local)).toEqual(["ServiceProvider", "Filter_Capabilities"]);
    const cl = semua(j.akar, "Parameter").find((p) => p.attrs.get("name") === "CONSTRAINTLANGUAGE")!;
    expect(cl.children.map((c) => c.text)).toEqual(["FILTER", "CQL_TEXT"]);
    const tipe = semua(j.akar, "Parameter").find((p) => p.attrs.get("name") === "typeNames")!;
    expect(tipe.children.map((c) => c.text)).toEqual(["csw:Record", "gmd:MD_Metadata", "mdb:MD_Metadata"]);
    // Both identifier kinds the filter core takes: ogc:GmlObjectId (EID) and ogc:FeatureId (FID).
    expect(semua(j.akar, "Id_Capabilities")[0]!.children.map((c) => c.local)).toEqual(["EID", "FID"]);
  });
});
