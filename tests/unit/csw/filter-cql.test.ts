import { describe, expect, it } from "vitest";
import { parseCql, parseFilterXml } from "@/lib/csw/filter";
import { NS } from "@/lib/csw/xml-tree";
import { galatKendala, q } from "./bantu";

const xml = (isi: string) => parseFilterXml(`<ogc:Filter xmlns:ogc="${NS.ogc}" xmlns:gml="${NS.gml}">${isi}</ogc:Filter>`);
const prop = (n: string) => `<ogc:PropertyName>${n}</ogc:PropertyName>`;
const lit = (v: string) => `<ogc:Literal>${v}</ogc:Literal>`;
const bin = (op: string, p: string, v: string) => `<ogc:${op}>${prop(p)}${lit(v)}</ogc:${op}>`;
const env = (srs: string | null, a: string, b: string) =>
  `<gml:Envelope${srs ? ` srsName="${srs}"` : ""}><gml:lowerCorner>${a}</gml:lowerCorner><gml:upperCorner>${b}</gml:upperCorner></gml:Envelope>`;
const like = (p: string, pola: string) => `<ogc:PropertyIsLike wildCard="%" singleChar="_" escapeChar="\\">${prop(p)}${lit(pola)}</ogc:PropertyIsLike>`;

// Conformance D14: each CQL form means exactly what the equivalent ogc:Filter means.
const PASANGAN: Array<[string, string]> = [
  ["dc:title = 'Batas Wilayah'", bin("PropertyIsEqualTo", "dc:title", "Batas Wilayah")],
  ["dc:title <> 'a'", bin("PropertyIsNotEqualTo", "dc:title", "a")],
  ["dc:title != 'a'", bin("PropertyIsNotEqualTo", "dc:title", "a")],
  ["apiso:Denominator < 5000", bin("PropertyIsLessThan", "apiso:Denominator", "5000")],
  ["apiso:Denominator > -2.5e3", bin("PropertyIsGreaterThan", "apiso:Denominator", "-2.5e3")],
  ["dct:modified <= 2020-05-01", bin("PropertyIsLessThanOrEqualTo", "dct:modified", "2020-05-01")],
  ["dct:modified >= '2020-05-01T10:00:00Z'", bin("PropertyIsGreaterThanOrEqualTo", "dct:modified", "2020-05-01T10:00:00Z")],
  ["apiso:Modified >= 2020-05-01T10:00:00+07:00", bin("PropertyIsGreaterThanOrEqualTo", "apiso:Modified", "2020-05-01T10:00:00+07:00")],
  ["2020 < dct:modified", bin("PropertyIsGreaterThan", "dct:modified", "2020")],
  ["apiso:HasSecurityConstraints = TRUE", bin("PropertyIsEqualTo", "apiso:HasSecurityConstraints", "true")],
  ["AnyText LIKE '%batas%'", like("AnyText", "%batas%")],
  ["csw:AnyText ILIKE '%Batas%'", like("csw:AnyText", "%Batas%")],
  ["dc:title LIKE 'it''s%'", like("dc:title", "it's%")],
  ["dc:title NOT LIKE 'a%'", `<ogc:Not>${like("dc:title", "a%")}</ogc:Not>`],
  ["apiso:CRS IS NULL", `<ogc:PropertyIsNull>${prop("apiso:CRS")}</ogc:PropertyIsNull>`],
  ["apiso:CRS IS NOT NULL", `<ogc:Not><ogc:PropertyIsNull>${prop("apiso:CRS")}</ogc:PropertyIsNull></ogc:Not>`],
  [
    "apiso:Denominator BETWEEN 1000 AND 50000",
    `<ogc:PropertyIsBetween>${prop("apiso:Denominator")}<ogc:LowerBoundary>${lit("1000")}</ogc:LowerBoundary><ogc:UpperBoundary>${lit("50000")}</ogc:UpperBoundary></ogc:PropertyIsBetween>`,
  ],
  [
    "apiso:Denominator NOT BETWEEN 1000 AND 50000",
    `<ogc:Not><ogc:PropertyIsBetween>${prop("apiso:Denominator")}<ogc:LowerBoundary>${lit("1000")}</ogc:LowerBoundary><ogc:UpperBoundary>${lit("50000")}</ogc:UpperBoundary></ogc:PropertyIsBetween></ogc:Not>`,
  ],
  ["apiso:TopicCategory IN ('boundaries', 'elevation')", `<ogc:Or>${bin("PropertyIsEqualTo", "apiso:TopicCategory", "boundaries")}${bin("PropertyIsEqualTo", "apiso:TopicCategory", "elevation")}</ogc:Or>`],
  ["upper(dc:title) = 'X'", `<ogc:PropertyIsEqualTo><ogc:Function name="upper">${prop("dc:title")}</ogc:Function>${lit("X")}</ogc:PropertyIsEqualTo>`],
  [
    "dc:type = 'dataset' AND (dc:title = 'a' OR NOT dc:title = 'b')",
    `<ogc:And>${bin("PropertyIsEqualTo", "dc:type", "dataset")}<ogc:Or>${bin("PropertyIsEqualTo", "dc:title", "a")}<ogc:Not>${bin("PropertyIsEqualTo", "dc:title", "b")}</ogc:Not></ogc:Or></ogc:And>`,
  ],
  [
    "dc:title = 'a' OR dc:title = 'b' AND dc:title = 'c'",
    `<ogc:Or>${bin("PropertyIsEqualTo", "dc:title", "a")}<ogc:And>${bin("PropertyIsEqualTo", "dc:title", "b")}${bin("PropertyIsEqualTo", "dc:title", "c")}</ogc:And></ogc:Or>`,
  ],
  ["BBOX(ows:BoundingBox, 105, -9, 115, -5)", `<ogc:BBOX>${prop("ows:BoundingBox")}${env(null, "105 -9", "115 -5")}</ogc:BBOX>`],
  ["bbox(ows:BoundingBox, -9, 105, -5, 115, 'urn:ogc:def:crs:EPSG::4326')", `<ogc:BBOX>${prop("ows:BoundingBox")}${env("urn:ogc:def:crs:EPSG::4326", "-9 105", "-5 115")}</ogc:BBOX>`],
  ["BBOX(apiso:BoundingBox, 105, -9, 115, -5, 'EPSG:4326')", `<ogc:BBOX>${prop("apiso:BoundingBox")}${env(null, "105 -9", "115 -5")}</ogc:BBOX>`],
  ["INTERSECTS(ows:BoundingBox, ENVELOPE(105, 115, -5, -9))", `<ogc:Intersects>${prop("ows:BoundingBox")}${env(null, "105 -9", "115 -5")}</ogc:Intersects>`],
  [
    "WITHIN(ows:BoundingBox, POLYGON((105 -9, 115 -9, 115 -5, 105 -9)))",
    `<ogc:Within>${prop("ows:BoundingBox")}<gml:Polygon><gml:exterior><gml:LinearRing><gml:posList>105 -9 115 -9 115 -5 105 -9</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon></ogc:Within>`,
  ],
  ["CONTAINS(ows:BoundingBox, POINT(106.8 -6.2))", `<ogc:Contains>${prop("ows:BoundingBox")}<gml:Point><gml:pos>106.8 -6.2</gml:pos></gml:Point></ogc:Contains>`],
  ["DISJOINT(ows:BoundingBox, ENVELOPE(170, -170, 10, -10))", `<ogc:Disjoint>${prop("ows:BoundingBox")}${env(null, "170 -10", "-170 10")}</ogc:Disjoint>`],
  ["EQUALS(ows:BoundingBox, ENVELOPE(105, 115, -5, -9))", `<ogc:Equals>${prop("ows:BoundingBox")}${env(null, "105 -9", "115 -5")}</ogc:Equals>`],
  ["OVERLAPS(ows:BoundingBox, ENVELOPE(105, 115, -5, -9))", `<ogc:Overlaps>${prop("ows:BoundingBox")}${env(null, "105 -9", "115 -5")}</ogc:Overlaps>`],
];

describe("parseCql equals the equivalent ogc:Filter", () => {
  for (const [cql, filter] of PASANGAN) {
    it(cql, () => {
      expect(parseCql(cql)).toEqual(xml(filter));
    });
  }
});

describe("parseCql details", () => {
  it("keywords and names are case-insensitive; names may be bare or double-quoted", () => {
    expect(parseCql(`anytext like '%a%' and "dc:title" is not null`)).toEqual(parseCql(`AnyText LIKE '%a%' AND dc:title IS NOT NULL`));
    expect(parseCql("Title = 'x'")).toMatchObject({ properti: { queryable: q("apiso:Title") } });
  });

  it("resolves prefixes through KVP NAMESPACE bindings", () => {
    expect(parseCql("iso:Title = 'x'", { namespace: new Map([["iso", NS.apiso]]) })).toMatchObject({ properti: { queryable: q("apiso:Title") } });
  });

  it("POLYGON with a hole keeps the exterior ring", () => {
    expect(parseCql("WITHIN(ows:BoundingBox, POLYGON((0 0, 10 0, 10 10, 0 0), (1 1, 2 1, 2 2, 1 1)))")).toMatchObject({
      geometri: { jenis: "poligon", cincin: [[0, 0], [10, 0], [10, 10], [0, 0]] },
    });
  });

  it("nesting is bounded", () => {
    expect(() => parseCql("(".repeat(60) + "dc:title = 'a'" + ")".repeat(60))).not.toThrow();
    galatKendala(() => parseCql("(".repeat(70) + "dc:title = 'a'" + ")".repeat(70)));
    galatKendala(() => parseCql("NOT ".repeat(70) + "dc:title = 'a'"));
    const mulai = Date.now();
    galatKendala(() => parseCql("(".repeat(500_000)));
    expect(Date.now() - mulai).toBeLessThan(1000);
    galatKendala(() => parseCql("dc:title = '" + "a".repeat(1024 * 1024) + "'"));
  });

  it("refuses malformed CQL with a position", () => {
    const salah = [
      "",
      "dc:title = 'abc",
      "dc:title = ",
      "dc:title 'a'",
      "dc:title = 'a' dc:title = 'b'",
      "dc:title = 'a' AND",
      "(dc:title = 'a'",
      "dc:title = 'a')",
      "dc:title # 'a'",
      "dc:title NOT = 'a'",
      "dc:title IS NOT 'a'",
      "dc:title LIKE 5",
      "apiso:Modified > 2020-13-01",
      "BBOX(ows:BoundingBox, 1, 2, 3)",
      "BBOX(ows:BoundingBox, 1, 2, 3, 4, 'EPSG:3857')",
      "INTERSECTS(ows:BoundingBox, LINESTRING(1 2, 3 4))",
      "INTERSECTS(dc:title, POINT(1 2))",
      "dc:nope = 'a'",
      "foo(dc:title) = 'a'",
      "'a' = 'b'",
    ];
    for (const cql of salah) galatKendala(() => parseCql(cql));
    expect(galatKendala(() => parseCql("dc:title = 'a' )"))).toContain("posisi 16");
  });
});
