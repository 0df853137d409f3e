import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { seedDatabase } from "@/lib/seed";
import { cswGet, cswPost, hasilCari } from "@/tests/helpers/csw";
import { createTestDatabase } from "@/tests/helpers/db";
import { validasiBanyak } from "@/tests/helpers/xmllint";

// Conformance J1: every response of every operation, output schema and element set validates against the XSDs.

const SKEMA = {
  dc: "http://www.opengis.net/cat/csw/2.0.2",
  gmd: "http://www.isotc211.org/2005/gmd",
  mdb2018: "http://standards.iso.org/iso/19115/-3/mdb/2.0",
  mdb2016: "http://standards.iso.org/iso/19115/-3/mdb/1.0",
};
const SET = ["brief", "summary", "full"];
const DASAR = "service=CSW&version=2.0.2";

let h: DatabaseHandle;
let ids: string[] = [];

beforeAll(async () => {
  h = await createTestDatabase();
  await seedDatabase(h.db, { count: 60 });
  const j = await cswGet(`${DASAR}&request=GetRecords&maxRecords=8&elementSetName=brief`);
  ids = hasilCari(j.akar).rekaman.map((r) => r.children.find((c) => c.local === "identifier")!.text);
});
afterAll(async () => {
  await h?.close();
});

async function dokumen(): Promise<[string, string][]> {
  const d: [string, string][] = [];
  const get = async (nama: string, q: string) => d.push([nama, (await cswGet(`${DASAR}&${q}`)).teks]);
  await get("capabilities", "request=GetCapabilities");
  for (const s of ["ServiceIdentification", "ServiceProvider", "OperationsMetadata", "Filter_Capabilities"]) await get(`capabilities ${s}`, `request=GetCapabilities&sections=${s}`);
  for (const [format, uri] of Object.entries(SKEMA)) {
    for (const es of SET) {
      await get(`GetRecords ${format} ${es}`, `request=GetRecords&maxRecords=8&outputSchema=${encodeURIComponent(uri)}&elementSetName=${es}`);
      await get(`GetRecordById ${format} ${es}`, `request=GetRecordById&id=${ids.slice(0, 3).join(",")}&outputSchema=${encodeURIComponent(uri)}&elementSetName=${es}`);
    }
  }
  await get("GetRecords hits", "request=GetRecords&resultType=hits&q=peta");
  await get("GetRecords validate KVP", "request=GetRecords&resultType=validate&constraintLanguage=CQL_TEXT&constraint=dc:title%20LIKE%20'%25a%25'");
  await get("GetRecords empty page", "request=GetRecords&startPosition=100000");
  await get("GetRecords ElementName DC", "request=GetRecords&typeNames=csw:Record&ElementName=dc:title,dct:modified,ows:BoundingBox");
  await get("GetRecords requestId", "request=GetRecords&requestId=urn:uuid:7c4f9d0e-1a2b-4c3d-8e9f-0a1b2c3d4e5f&maxRecords=1");
  await get("GetRecordById none", "request=GetRecordById&id=tidak-ada");
  await get("DescribeRecord all", "request=DescribeRecord");
  for (const t of ["csw:Record", "gmd:MD_Metadata", "mdb:MD_Metadata"]) await get(`DescribeRecord ${t}`, `request=DescribeRecord&typeName=${t}`);
  await get("GetDomain parameter", "request=GetDomain&ParameterName=GetRecords.resultType");
  await get("GetDomain property", "request=GetDomain&PropertyName=apiso:TopicCategory");
  await get("GetDomain dates", "request=GetDomain&PropertyName=apiso:Modified");
  await get("exception", "request=GetRecords&maxRecords=-1");
  const validasi = `<csw:GetRecords xmlns:csw="${SKEMA.dc}" xmlns:ogc="http://www.opengis.net/ogc" service="CSW" version="2.0.2" resultType="validate"><csw:Query typeNames="csw:Record"><csw:ElementSetName>full</csw:ElementSetName><csw:Constraint version="1.1.0"><ogc:Filter><ogc:PropertyIsLike wildCard="%" singleChar="_" escapeChar="\\"><ogc:PropertyName>csw:AnyText</ogc:PropertyName><ogc:Literal>%peta%</ogc:Literal></ogc:PropertyIsLike></ogc:Filter></csw:Constraint></csw:Query></csw:GetRecords>`;
  d.push(["GetRecords validate XML", (await cswPost(validasi)).teks]);
  return d;
}

describe("CSW responses against the XSDs", () => {
  it("every operation, output schema and element set validates", async () => {
    const d = await dokumen();
    const hasil = validasiBanyak(
      d.map(([, t]) => t),
      "all",
    );
    const gagal = hasil.flatMap((r, i) => (r.ok ? [] : [`${d[i]![0]}: ${r.galat.slice(0, 600)}`]));
    expect(gagal).toEqual([]);
    expect(d.length).toBeGreaterThan(40);
  }, 120_000);
});
