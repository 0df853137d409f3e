import { and, eq, ilike, max, min } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/csw/route";
import type { DatabaseHandle } from "@/lib/db/client";
import { metadata } from "@/lib/db/schema";
import { kodeDari } from "@/lib/metadata/kode";
import { seedDatabase } from "@/lib/seed";
import { cswGet, cswPost, hasilCari, pengecualian, semua, urai } from "@/tests/helpers/csw";
import { createTestDatabase } from "@/tests/helpers/db";
import { sisipkanRekaman } from "@/tests/helpers/rekaman";
import { validasiBanyak } from "@/tests/helpers/xmllint";

// Conformance H (GetDomain), J1 on streamed pages, the ISO 19115-3:2016 record type and CQL prefixes in XML
// requests, each checked against what the seeded catalogue (250 records, 150 PUBLISHED) really holds.

const CSW = "http://www.opengis.net/cat/csw/2.0.2";
const MDB1 = "http://standards.iso.org/iso/19115/-3/mdb/1.0";
const DASAR = "service=CSW&version=2.0.2";
const publik = eq(metadata.status, "PUBLISHED");
let h: DatabaseHandle;
let topikPribadi: string;

/** Seconds precision in UTC, as GetDomain writes dates. */
const detik = (d: Date | null) => d && `${d.toISOString().slice(0, 19)}Z`;

beforeAll(async () => {
  h = await createTestDatabase();
  await seedDatabase(h.db, { count: 250 });
  // A topic only a private record has: GetDomain must not reveal it.
  const dipakai = new Set((await h.db.select({ t: metadata.topikKategori }).from(metadata).where(publik)).flatMap((r) => r.t));
  topikPribadi = kodeDari("TOPIK_KATEGORI").find((k) => !dipakai.has(k))!;
  const [pemilik] = await h.db.select({ organisasiId: metadata.organisasiId, penggunaId: metadata.pemilikId }).from(metadata).limit(1);
  await sisipkanRekaman(h.db, pemilik!, [{ judul: "Rekaman Pribadi Uji Domain", status: "PRIVATE", topikKategori: [topikPribadi] }]);
});
afterAll(async () => {
  await h?.close();
});

describe("GetDomain (conformance H)", () => {
  const domain = async (q: string) => (await cswGet(`${DASAR}&request=GetDomain&${q}`)).akar;

  it("ParameterName lists the allowed values of an operation parameter", async () => {
    const nilai = async (p: string) => semua(await domain(`ParameterName=${p}`), "Value").map((v) => v.text);
    expect(await nilai("GetRecords.resultType")).toEqual(["results", "hits", "validate"]);
    expect(await nilai("GetRecords.typeNames")).toEqual(["csw:Record", "gmd:MD_Metadata", "mdb:MD_Metadata"]);
    expect(await nilai("GetRecords.CONSTRAINTLANGUAGE")).toEqual(["FILTER", "CQL_TEXT"]);
    expect(await nilai("GetRecords.outputSchema")).toContain(MDB1);
  });

  it("apiso:TopicCategory lists exactly the distinct topics of PUBLISHED records", async () => {
    const akar = await domain("PropertyName=apiso:TopicCategory");
    const nilai = semua(akar, "Value").map((v) => v.text);
    const harapan = [...new Set((await h.db.select({ t: metadata.topikKategori }).from(metadata).where(publik)).flatMap((r) => r.t))];
    expect([...nilai].sort()).toEqual(harapan.sort());
    expect(new Set(nilai).size).toBe(nilai.length);
    expect(nilai).not.toContain(topikPribadi);
    expect(semua(akar, "PropertyName")[0]!.text).toBe("apiso:TopicCategory");
  });

  it.each([
    ["apiso:Modified", metadata.updatedAt],
    ["apiso:TempExtent_begin", metadata.temporalMulai],
  ] as const)("%s is a RangeOfValues from the earliest to the latest PUBLISHED value", async (nama, kolom) => {
    const akar = await domain(`PropertyName=${nama}`);
    const [r] = await h.db.select({ a: min(kolom), b: max(kolom) }).from(metadata).where(publik);
    expect(r!.a).not.toBeNull();
    expect(semua(akar, "ListOfValues")).toEqual([]);
    expect(semua(akar, "MinValue")[0]!.text).toBe(detik(r!.a));
    expect(semua(akar, "MaxValue")[0]!.text).toBe(detik(r!.b));
  });
});

describe("streamed pages validate (conformance J1)", () => {
  it("150 records in one page, gmd full, DC full and ISO 19115-3:2016 full, are streamed and schema-valid", async () => {
    const skema = ["http://www.isotc211.org/2005/gmd", CSW, MDB1];
    const dokumen: string[] = [];
    for (const s of skema) {
      const res = await GET(new Request(`http://localhost/csw?${DASAR}&request=GetRecords&maxRecords=150&outputSchema=${encodeURIComponent(s)}&elementSetName=full`));
      expect(res.body).toBeInstanceOf(ReadableStream);
      const teks = await res.text();
      const r = hasilCari(urai(teks));
      expect([r.cocok, r.kembali, r.rekaman.length, r.berikut]).toEqual([150, 150, 150, 0]);
      dokumen.push(teks);
    }
    const hasil = validasiBanyak(dokumen, "all");
    expect(hasil.map((r, i) => (r.ok ? "ok" : `${skema[i]}: ${r.galat.slice(0, 600)}`))).toEqual(["ok", "ok", "ok"]);
  }, 120_000);
});

describe("the ISO 19115-3:2016 record type and prefixes of XML requests", () => {
  it("typeNames bound to mdb/1.0 gives 2016 records by default", async () => {
    const r = hasilCari((await cswGet(`${DASAR}&request=GetRecords&typeNames=m:MD_Metadata&NAMESPACE=xmlns(m=${MDB1})&maxRecords=3`)).akar);
    expect(r.el.attrs.get("recordSchema")).toBe(MDB1);
    expect(r.rekaman.map((e) => `${e.uri} ${e.local}`)).toEqual(Array(3).fill(`${MDB1} MD_Metadata`));
    const xml = `<csw:GetRecords xmlns:csw="${CSW}" xmlns:m="${MDB1}" service="CSW" version="2.0.2" maxRecords="2"><csw:Query typeNames="m:MD_Metadata"><csw:ElementSetName>brief</csw:ElementSetName></csw:Query></csw:GetRecords>`;
    expect(hasilCari((await cswPost(xml)).akar).el.attrs.get("recordSchema")).toBe(MDB1);
  });

  it("csw:CqlText resolves prefixes through the document's own bindings", async () => {
    const harapan = await h.db.select({ id: metadata.id }).from(metadata).where(and(publik, ilike(metadata.judul, "%jalan%")));
    expect(harapan.length).toBeGreaterThan(0);
    const cql = (prefiks: string, teks: string) =>
      `<csw:GetRecords xmlns:csw="${CSW}" ${prefiks} service="CSW" version="2.0.2" resultType="hits"><csw:Query typeNames="csw:Record"><csw:Constraint version="1.1.0"><csw:CqlText>${teks}</csw:CqlText></csw:Constraint></csw:Query></csw:GetRecords>`;
    const j = await cswPost(cql('xmlns:t="http://purl.org/dc/elements/1.1/"', "t:title LIKE '%Jalan%'"));
    expect(hasilCari(j.akar).cocok).toBe(harapan.length);
    // The document's binding wins over the conventional meaning of a prefix: here dc means Dublin Core terms.
    const dct = await cswPost(cql('xmlns:dc="http://purl.org/dc/terms/"', "dc:abstract LIKE '%data%'"));
    const kvp = await cswGet(`${DASAR}&request=GetRecords&resultType=hits&constraintLanguage=CQL_TEXT&constraint=${encodeURIComponent("dct:abstract LIKE '%data%'")}`);
    expect(hasilCari(dct.akar).cocok).toBe(hasilCari(kvp.akar).cocok);
    expect(hasilCari(dct.akar).cocok).toBeGreaterThan(0);
    for (const tanpaIkatan of ["zz:title LIKE '%Jalan%'", "dc:abstract LIKE '%data%'"]) {
      const e = pengecualian(await cswPost(cql("", tanpaIkatan)));
      expect([e.kode, e.locator]).toEqual(["InvalidParameterValue", "constraint"]);
    }
  });
});
