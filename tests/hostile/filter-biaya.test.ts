import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BATAS_FILTER } from "@/lib/csw/filter";
import type { DatabaseHandle } from "@/lib/db/client";
import { getRedis } from "@/lib/redis";
import { cswGet, cswPost, hasilCari, pengecualian, type JawabanCsw } from "@/tests/helpers/csw";
import { createTestDatabase } from "@/tests/helpers/db";
import { buatPemilik, sisipkanRekaman } from "@/tests/helpers/rekaman";
import { pakaiRedisUji } from "@/tests/helpers/sesi";

// Issue 16 item 2: filters whose cost has no bound. Each case is refused before any SQL is built, as
// InvalidParameterValue at `constraint` (or `id`) naming the bound; the largest filter within every bound is answered.

pakaiRedisUji();
let h: DatabaseHandle;

const B = BATAS_FILTER;
const CSW = 'xmlns:csw="http://www.opengis.net/cat/csw/2.0.2" xmlns:ogc="http://www.opengis.net/ogc" xmlns:gml="http://www.opengis.net/gml"';
const getRecords = (filter: string) =>
  `<csw:GetRecords ${CSW} service="CSW" version="2.0.2" resultType="hits"><csw:Query typeNames="csw:Record"><csw:Constraint version="1.1.0"><ogc:Filter>${filter}</ogc:Filter></csw:Constraint></csw:Query></csw:GetRecords>`;
const seperti = (pola: string) =>
  `<ogc:PropertyIsLike wildCard="%" singleChar="_" escapeChar="\\"><ogc:PropertyName>dc:subject</ogc:PropertyName><ogc:Literal>${pola}</ogc:Literal></ogc:PropertyIsLike>`;
const sama = (nilai: string) => `<ogc:PropertyIsEqualTo><ogc:PropertyName>dc:title</ogc:PropertyName><ogc:Literal>${nilai}</ogc:Literal></ogc:PropertyIsEqualTo>`;
const atau = (n: number, op: (i: number) => string) => `<ogc:Or>${Array.from({ length: n }, (_, i) => op(i)).join("")}</ogc:Or>`;
const cql = (constraint: string) =>
  cswGet({ service: "CSW", version: "2.0.2", request: "GetRecords", typeNames: "csw:Record", resultType: "hits", constraintLanguage: "CQL_TEXT", constraint_language_version: "1.1.0", constraint });
const filterKvp = (filter: string) =>
  cswGet({ service: "CSW", version: "2.0.2", request: "GetRecords", typeNames: "csw:Record", resultType: "hits", constraintLanguage: "FILTER", constraint_language_version: "1.1.0", constraint: `<ogc:Filter ${CSW}>${filter}</ogc:Filter>` });

/** A ring of n positions around (110, -7), closed (first = last), as "lon lat" pairs. */
function cincin(n: number): Array<[number, number]> {
  const titik = Array.from({ length: n - 1 }, (_, i): [number, number] => {
    const a = (2 * Math.PI * i) / (n - 1);
    return [Number((110 + Math.cos(a)).toFixed(6)), Number((-7 + Math.sin(a)).toFixed(6))];
  });
  return [...titik, titik[0]!];
}
const poligonGml = (n: number) =>
  `<ogc:Intersects><ogc:PropertyName>ows:BoundingBox</ogc:PropertyName><gml:Polygon><gml:exterior><gml:LinearRing><gml:posList>${cincin(n).flat().join(" ")}</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon></ogc:Intersects>`;
const poligonCql = (n: number) => `INTERSECTS(ows:BoundingBox, POLYGON((${cincin(n).map(([x, y]) => `${x} ${y}`).join(", ")})))`;

function ditolak(j: JawabanCsw, locator: string, menyebut: RegExp): void {
  expect(j.status).toBe(200);
  expect(j.akar.local).toBe("ExceptionReport");
  const e = pengecualian(j);
  expect(e).toMatchObject({ kode: "InvalidParameterValue", locator });
  expect(e.teks).toMatch(menyebut);
  expect(e.teks.length).toBeLessThan(300);
}

function dijawab(j: JawabanCsw): void {
  expect(j.akar.local, pengecualian(j).teks).toBe("GetRecordsResponse");
  expect(hasilCari(j.akar).cocok).toBeGreaterThanOrEqual(0);
}

beforeAll(async () => {
  h = await createTestDatabase();
  const p = await buatPemilik(h.db, "BIAYA");
  await sisipkanRekaman(h.db, { organisasiId: p.organisasi.id, penggunaId: p.pengguna.id }, [{ judul: "Peta biaya filter", status: "PUBLISHED" }]);
});
afterAll(async () => {
  (await getRedis())?.disconnect();
  await h?.close();
});

describe("operators per filter", () => {
  it("ogc:Or of 4,000 PropertyIsLike on dc:subject (issue 16): refused naming the bound", async () => {
    ditolak(await cswPost(getRecords(atau(4000, (i) => seperti(`%kata${i}%`)))), "constraint", new RegExp(`${B.operator} operator`));
  });
  it(`${B.operator} operators are answered, ${B.operator + 1} refused (POST and KVP FILTER)`, async () => {
    dijawab(await cswPost(getRecords(atau(B.operator, (i) => seperti(`%k${i}%`)))));
    ditolak(await cswPost(getRecords(atau(B.operator + 1, (i) => seperti(`%k${i}%`)))), "constraint", /operator/);
    ditolak(await filterKvp(atau(B.operator + 1, (i) => sama(`j${i}`))), "constraint", /operator/);
  });
  it("operators hidden under Not and And count too, and so do FeatureIds", async () => {
    const dalam = `<ogc:And>${Array.from({ length: B.operator + 1 }, (_, i) => `<ogc:Not>${sama(`n${i}`)}</ogc:Not>`).join("")}</ogc:And>`;
    ditolak(await cswPost(getRecords(dalam)), "constraint", /operator/);
    const fid = Array.from({ length: B.operator + 1 }, (_, i) => `<ogc:FeatureId fid="f${i}"/>`).join("");
    ditolak(await cswPost(getRecords(fid)), "constraint", /operator/);
  });
  it("CQL: an AND of 20,000 comparisons is refused by its length; 101 short ones by the operator count", async () => {
    const panjang = Array.from({ length: 20_000 }, (_, i) => `dc:title = 'j${i}'`).join(" AND ");
    ditolak(await cswPost(`<csw:GetRecords ${CSW} service="CSW" version="2.0.2" resultType="hits"><csw:Query typeNames="csw:Record"><csw:Constraint version="1.1.0"><csw:CqlText>${panjang}</csw:CqlText></csw:Constraint></csw:Query></csw:GetRecords>`), "constraint", new RegExp(`${B.panjangCql}`));
    ditolak(await cql(Array.from({ length: B.operator + 1 }, (_, i) => `dc:title='${i}'`).join(" AND ")), "constraint", /operator/);
    dijawab(await cql(Array.from({ length: B.operator }, (_, i) => `dc:title='${i}'`).join(" OR ")));
  });
  it("CQL: each value of an IN list counts", async () => {
    ditolak(await cql(`dc:title IN (${Array.from({ length: B.operator + 1 }, (_, i) => `'${i}'`).join(",")})`), "constraint", /operator/);
  });
});

describe("literals and patterns", () => {
  it(`a literal of ${B.panjangLiteral} characters is answered, one more refused (XML, CQL, q)`, async () => {
    dijawab(await cswPost(getRecords(sama("a".repeat(B.panjangLiteral)))));
    ditolak(await cswPost(getRecords(sama("a".repeat(B.panjangLiteral + 1)))), "constraint", new RegExp(`${B.panjangLiteral} karakter`));
    ditolak(await cql(`dc:title = '${"b".repeat(B.panjangLiteral + 1)}'`), "constraint", /karakter/);
    const q = await cswGet({ service: "CSW", version: "2.0.2", request: "GetRecords", typeNames: "csw:Record", q: "c".repeat(B.panjangLiteral + 1) });
    ditolak(q, "constraint", /karakter/);
  });
  it(`a LIKE pattern with ${B.wildcardPerPola} wildcards is answered, one more refused; escaped ones do not count`, async () => {
    dijawab(await cswPost(getRecords(seperti("%a".repeat(B.wildcardPerPola)))));
    ditolak(await cswPost(getRecords(seperti("%a".repeat(B.wildcardPerPola + 1)))), "constraint", new RegExp(`batasnya ${B.wildcardPerPola}`));
    dijawab(await cswPost(getRecords(seperti("\\%a".repeat(B.wildcardPerPola + 5)))));
    ditolak(await cql(`dc:subject LIKE '${"%x".repeat(B.wildcardPerPola + 1)}'`), "constraint", /wildcard/);
  });
});

describe("geometry and nesting", () => {
  it(`a polygon of ${B.titikPoligon} positions is answered, one more refused (GML and CQL)`, async () => {
    dijawab(await cswPost(getRecords(poligonGml(B.titikPoligon))));
    ditolak(await cswPost(getRecords(poligonGml(B.titikPoligon + 1))), "constraint", new RegExp(`batasnya ${B.titikPoligon} titik`));
    ditolak(await cql(poligonCql(B.titikPoligon + 1)), "constraint", /titik/);
  });
  it("deep nesting: XML past the document depth and CQL past 64 parentheses are refused", async () => {
    const not = (n: number) => "<ogc:Not>".repeat(n) + sama("x") + "</ogc:Not>".repeat(n);
    ditolak(await filterKvp(not(100)), "constraint", /kedalaman|bersarang|tingkat/i);
    ditolak(await cql(`${"(".repeat(100)}dc:title='x'${")".repeat(100)}`), "constraint", new RegExp(`${B.kedalaman} tingkat`));
    ditolak(await cql(`${"NOT ".repeat(100)}dc:title='x'`), "constraint", /tingkat/);
  });
});

describe("GetRecordById", () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`).join(",");
  it(`${B.idPerPermintaan} ids are answered, one more is InvalidParameterValue at id`, async () => {
    const ok = await cswGet({ service: "CSW", version: "2.0.2", request: "GetRecordById", id: ids(B.idPerPermintaan) });
    expect(ok.akar.local).toBe("GetRecordByIdResponse");
    ditolak(await cswGet({ service: "CSW", version: "2.0.2", request: "GetRecordById", id: ids(B.idPerPermintaan + 1) }), "id", new RegExp(`${B.idPerPermintaan} id`));
  });
});
