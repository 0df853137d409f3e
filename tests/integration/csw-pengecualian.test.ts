import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { cswGet, cswPost, pengecualian } from "@/tests/helpers/csw";
import { createTestDatabase } from "@/tests/helpers/db";

// Conformance B and the exception cases of A, C, D, F, G: code and locator, HTTP 200, never cached.

let h: DatabaseHandle;
beforeAll(async () => {
  h = await createTestDatabase();
});
afterAll(async () => {
  await h?.close();
});

const R = "service=CSW&version=2.0.2&request=GetRecords";
const KASUS: [string, string, string, string][] = [
  ["missing service", "request=GetCapabilities", "MissingParameterValue", "service"],
  ["wrong service", "service=WMS&request=GetCapabilities", "InvalidParameterValue", "service"],
  ["missing request", "service=CSW&version=2.0.2", "MissingParameterValue", "request"],
  ["unknown request", "service=CSW&version=2.0.2&request=Foo", "InvalidParameterValue", "request"],
  ["Harvest is not offered", "service=CSW&version=2.0.2&request=Harvest", "InvalidParameterValue", "request"],
  ["Transaction is not offered", "service=CSW&version=2.0.2&request=Transaction", "InvalidParameterValue", "request"],
  ["missing version", "service=CSW&request=GetRecords", "MissingParameterValue", "version"],
  ["wrong version", "service=CSW&version=2.0.0&request=GetRecords", "InvalidParameterValue", "version"],
  ["acceptVersions without 2.0.2", "service=CSW&request=GetCapabilities&acceptVersions=3.0.0", "VersionNegotiationFailed", "acceptversions"],
  ["unknown section", "service=CSW&request=GetCapabilities&sections=Contents", "InvalidParameterValue", "sections"],
  ["unsupported acceptFormats", "service=CSW&request=GetCapabilities&acceptFormats=text/html", "InvalidParameterValue", "acceptformats"],
  ["unknown typeNames", `${R}&typeNames=csw:Foo`, "InvalidParameterValue", "typenames"],
  ["unbound typeNames prefix", `${R}&typeNames=abc:Record`, "InvalidParameterValue", "typenames"],
  ["unknown outputSchema", `${R}&outputSchema=http://example.org/x`, "InvalidParameterValue", "outputschema"],
  ["unknown ElementSetName", `${R}&ElementSetName=tiny`, "InvalidParameterValue", "elementsetname"],
  ["ElementName with ElementSetName", `${R}&ElementSetName=full&ElementName=dc:title`, "InvalidParameterValue", "elementname"],
  ["unknown resultType", `${R}&resultType=all`, "InvalidParameterValue", "resulttype"],
  ["negative maxRecords", `${R}&maxRecords=-5`, "InvalidParameterValue", "maxrecords"],
  ["non-integer maxRecords", `${R}&maxRecords=ten`, "InvalidParameterValue", "maxrecords"],
  ["startPosition 0", `${R}&startPosition=0`, "InvalidParameterValue", "startposition"],
  ["non-integer startPosition", `${R}&startPosition=1.5`, "InvalidParameterValue", "startposition"],
  ["unsupported outputFormat", `${R}&outputFormat=application/json`, "InvalidParameterValue", "outputformat"],
  ["constraint without language", `${R}&constraint=dc:title='a'`, "InvalidParameterValue", "constraint"],
  ["unknown constraint language", `${R}&constraintLanguage=SQL&constraint=1=1`, "InvalidParameterValue", "constraint"],
  ["wrong constraint version", `${R}&constraintLanguage=CQL_TEXT&constraint_language_version=2.0.0&constraint=dc:title='a'`, "InvalidParameterValue", "constraint"],
  ["malformed CQL", `${R}&constraintLanguage=CQL_TEXT&constraint=dc:title=`, "InvalidParameterValue", "constraint"],
  ["malformed filter", `${R}&constraintLanguage=FILTER&constraint=${encodeURIComponent("<ogc:Filter xmlns:ogc='http://www.opengis.net/ogc'><ogc:And>")}`, "InvalidParameterValue", "constraint"],
  ["unknown queryable", `${R}&constraintLanguage=CQL_TEXT&constraint=${encodeURIComponent("apiso:Foo = 'a'")}`, "InvalidParameterValue", "constraint"],
  ["unknown function", `${R}&constraintLanguage=CQL_TEXT&constraint=${encodeURIComponent("strlen(dc:title) = 3")}`, "InvalidParameterValue", "constraint"],
  ["unsupported CRS", `${R}&constraintLanguage=CQL_TEXT&constraint=${encodeURIComponent("BBOX(ows:BoundingBox, 0, 0, 1, 1, 'EPSG:3857')")}`, "InvalidParameterValue", "constraint"],
  ["unsortable SortBy", `${R}&sortBy=dct:abstract:A`, "InvalidParameterValue", "sortby"],
  ["unknown SortBy", `${R}&sortBy=foo:D`, "InvalidParameterValue", "sortby"],
  ["bad BBOX shortcut", `${R}&bbox=1,2,3`, "InvalidParameterValue", "bbox"],
  ["GetRecordById without id", "service=CSW&version=2.0.2&request=GetRecordById", "MissingParameterValue", "id"],
  ["DescribeRecord unbound prefix", "service=CSW&version=2.0.2&request=DescribeRecord&typeName=xyz:Record", "InvalidParameterValue", "typename"],
  ["DescribeRecord schemaLanguage", "service=CSW&version=2.0.2&request=DescribeRecord&schemaLanguage=RELAXNG", "InvalidParameterValue", "schemalanguage"],
  ["DescribeRecord outputFormat", "service=CSW&version=2.0.2&request=DescribeRecord&outputFormat=text/html", "InvalidParameterValue", "outputformat"],
  ["GetDomain unknown parameter", "service=CSW&version=2.0.2&request=GetDomain&ParameterName=GetRecords.foo", "InvalidParameterValue", "parametername"],
  ["GetDomain unknown property", "service=CSW&version=2.0.2&request=GetDomain&PropertyName=apiso:Foo", "InvalidParameterValue", "propertyname"],
];

describe("CSW exception reports", () => {
  it.each(KASUS)("%s", async (_, query, kode, locator) => {
    const j = await cswGet(query);
    expect(j.status).toBe(200);
    expect(j.headers.get("cache-control")).toBe("no-store");
    expect(j.akar.local).toBe("ExceptionReport");
    expect(j.akar.attrs.get("version")).toBe("1.2.0");
    const e = pengecualian(j);
    expect([e.kode, e.locator]).toEqual([kode, locator]);
    expect(e.teks.length).toBeGreaterThan(10);
  });

  const CSW = 'xmlns:csw="http://www.opengis.net/cat/csw/2.0.2"';
  const kendalaXml = (versi: string) =>
    `<csw:GetRecords ${CSW} xmlns:ogc="http://www.opengis.net/ogc" service="CSW" version="2.0.2"><csw:Query typeNames="csw:Record"><csw:Constraint version="${versi}"><ogc:Filter><ogc:PropertyIsEqualTo><ogc:PropertyName>dc:title</ogc:PropertyName><ogc:Literal>a</ogc:Literal></ogc:PropertyIsEqualTo></ogc:Filter></csw:Constraint></csw:Query></csw:GetRecords>`;
  const KASUS_XML: [string, string, string, string][] = [
    ["root outside the CSW namespace", `<GetRecords service="CSW" version="2.0.2"><Query typeNames="csw:Record"/></GetRecords>`, "InvalidParameterValue", "request"],
    ["root of another service", `<wfs:GetFeature xmlns:wfs="http://www.opengis.net/wfs" service="WFS" version="1.1.0"/>`, "InvalidParameterValue", "request"],
    ["CSW root that is no operation we offer", `<csw:Harvest ${CSW} service="CSW" version="2.0.2"><csw:Source>http://x</csw:Source></csw:Harvest>`, "InvalidParameterValue", "request"],
    ["GetRecords without csw:Query", `<csw:GetRecords ${CSW} service="CSW" version="2.0.2" resultType="hits"/>`, "MissingParameterValue", "query"],
    ["csw:Constraint version 2.0.0", kendalaXml("2.0.0"), "InvalidParameterValue", "constraint"],
    ["csw:Constraint without filter or CQL", `<csw:GetRecords ${CSW} service="CSW" version="2.0.2"><csw:Query typeNames="csw:Record"><csw:Constraint version="1.1.0"/></csw:Query></csw:GetRecords>`, "InvalidParameterValue", "constraint"],
    ["ows:AcceptVersions without 2.0.2", `<csw:GetCapabilities ${CSW} xmlns:ows="http://www.opengis.net/ows" service="CSW"><ows:AcceptVersions><ows:Version>3.0.0</ows:Version><ows:Version>2.0.1</ows:Version></ows:AcceptVersions></csw:GetCapabilities>`, "VersionNegotiationFailed", "acceptversions"],
    ["XML without service", `<csw:GetRecords ${CSW} version="2.0.2"><csw:Query typeNames="csw:Record"/></csw:GetRecords>`, "MissingParameterValue", "service"],
    ["XML with version 2.0.0", `<csw:GetRecords ${CSW} service="CSW" version="2.0.0"><csw:Query typeNames="csw:Record"/></csw:GetRecords>`, "InvalidParameterValue", "version"],
    ["XML unknown typeNames", `<csw:GetRecords ${CSW} service="CSW" version="2.0.2"><csw:Query typeNames="csw:Foo"/></csw:GetRecords>`, "InvalidParameterValue", "typenames"],
    ["XML unknown outputSchema", `<csw:GetRecords ${CSW} service="CSW" version="2.0.2" outputSchema="http://example.org/x"><csw:Query typeNames="csw:Record"/></csw:GetRecords>`, "InvalidParameterValue", "outputschema"],
    ["GetRecordById without csw:Id", `<csw:GetRecordById ${CSW} service="CSW" version="2.0.2"><csw:ElementSetName>full</csw:ElementSetName></csw:GetRecordById>`, "MissingParameterValue", "id"],
  ];

  it.each(KASUS_XML)("XML POST: %s", async (_, body, kode, locator) => {
    const j = await cswPost(body);
    expect([j.status, j.headers.get("cache-control"), j.akar.local]).toEqual([200, "no-store", "ExceptionReport"]);
    const e = pengecualian(j);
    expect([e.kode, e.locator]).toEqual([kode, locator]);
    expect(e.teks.length).toBeGreaterThan(10);
  });

  it("an XML Constraint version 1.1.0 (and 1.0.0) is accepted", async () => {
    for (const v of ["1.1.0", "1.0.0"]) expect((await cswPost(kendalaXml(v))).akar.local).toBe("GetRecordsResponse");
  });

  it("names the wrong value in Indonesian", async () => {
    expect(pengecualian(await cswGet(`${R}&maxRecords=banyak`)).teks).toMatch(/bilangan bulat.*banyak/);
    expect(pengecualian(await cswGet("service=CSW&version=2.0.2&request=Foo")).teks).toContain("'Foo' tidak dikenal");
  });

  it("refuses a DOCTYPE, an oversized body and deep nesting as NoApplicableCode, in bounded time", async () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><csw:GetCapabilities xmlns:csw="http://www.opengis.net/cat/csw/2.0.2" service="CSW">&x;</csw:GetCapabilities>`;
    const besar = `<csw:GetCapabilities xmlns:csw="http://www.opengis.net/cat/csw/2.0.2" service="CSW"><!--${"x".repeat(1024 * 1024)}--></csw:GetCapabilities>`;
    const dalam = `${"<a>".repeat(100)}${"</a>".repeat(100)}`;
    for (const body of [xxe, besar, dalam, "bukan xml"]) {
      const t0 = Date.now();
      const j = await cswPost(body, "text/xml");
      expect(pengecualian(j).kode).toBe("NoApplicableCode");
      expect(j.teks).not.toContain("root:");
      expect(Date.now() - t0).toBeLessThan(2000);
    }
  });

  it("refuses other POST content types at `request`", async () => {
    const j = await cswPost("{}", "application/json");
    expect([pengecualian(j).kode, pengecualian(j).locator]).toEqual(["InvalidParameterValue", "request"]);
  });

  it("hides internal faults behind NoApplicableCode without SQL or paths", async () => {
    const tutup = await createTestDatabase();
    await tutup.close();
    const j = await cswGet("service=CSW&version=2.0.2&request=GetRecords");
    const e = pengecualian(j);
    expect(e.kode).toBe("NoApplicableCode");
    expect(e.locator).toBeUndefined();
    expect(j.teks).not.toMatch(/select|metadata|\/work|at .*\.ts/i);
  });
});
