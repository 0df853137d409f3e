import { describe, expect, it } from "vitest";
import { KEMAMPUAN_FILTER, parseFilterXml } from "@/lib/csw/filter";
import { NS } from "@/lib/csw/xml-tree";

const filter = (isi: string) => parseFilterXml(`<ogc:Filter xmlns:ogc="${NS.ogc}" xmlns:gml="${NS.gml}">${isi}</ogc:Filter>`);
const prop = (n: string) => `<ogc:PropertyName>${n}</ogc:PropertyName>`;
const lit = (v: string) => `<ogc:Literal>${v}</ogc:Literal>`;
const GEOMETRI: Record<string, string> = {
  "gml:Envelope": `<gml:Envelope><gml:lowerCorner>1 2</gml:lowerCorner><gml:upperCorner>3 4</gml:upperCorner></gml:Envelope>`,
  "gml:Polygon": `<gml:Polygon><gml:exterior><gml:LinearRing><gml:posList>1 2 3 2 3 4 1 2</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon>`,
  "gml:Point": `<gml:Point><gml:pos>1 2</gml:pos></gml:Point>`,
};
// Filter_Capabilities spells comparison operators differently from the filter elements.
const ELEMEN: Record<string, string> = {
  EqualTo: `<ogc:PropertyIsEqualTo>${prop("dc:title")}${lit("a")}</ogc:PropertyIsEqualTo>`,
  NotEqualTo: `<ogc:PropertyIsNotEqualTo>${prop("dc:title")}${lit("a")}</ogc:PropertyIsNotEqualTo>`,
  LessThan: `<ogc:PropertyIsLessThan>${prop("dc:title")}${lit("a")}</ogc:PropertyIsLessThan>`,
  GreaterThan: `<ogc:PropertyIsGreaterThan>${prop("dc:title")}${lit("a")}</ogc:PropertyIsGreaterThan>`,
  LessThanEqualTo: `<ogc:PropertyIsLessThanOrEqualTo>${prop("dc:title")}${lit("a")}</ogc:PropertyIsLessThanOrEqualTo>`,
  GreaterThanEqualTo: `<ogc:PropertyIsGreaterThanOrEqualTo>${prop("dc:title")}${lit("a")}</ogc:PropertyIsGreaterThanOrEqualTo>`,
  Like: `<ogc:PropertyIsLike wildCard="*" singleChar="." escapeChar="!">${prop("dc:title")}${lit("a*")}</ogc:PropertyIsLike>`,
  Between: `<ogc:PropertyIsBetween>${prop("dc:title")}<ogc:LowerBoundary>${lit("a")}</ogc:LowerBoundary><ogc:UpperBoundary>${lit("b")}</ogc:UpperBoundary></ogc:PropertyIsBetween>`,
  NullCheck: `<ogc:PropertyIsNull>${prop("dc:title")}</ogc:PropertyIsNull>`,
};

describe("KEMAMPUAN_FILTER lists only what parses (conformance C4)", () => {
  it("every spatial operator with every geometry operand (BBOX: envelope only)", () => {
    for (const op of KEMAMPUAN_FILTER.operatorSpasial) {
      for (const operand of KEMAMPUAN_FILTER.operandGeometri) {
        if (op === "BBOX" && operand !== "gml:Envelope") continue;
        expect(filter(`<ogc:${op}>${prop("ows:BoundingBox")}${GEOMETRI[operand]}</ogc:${op}>`)).toMatchObject({ op });
      }
    }
  });

  it("every comparison operator and function", () => {
    for (const op of KEMAMPUAN_FILTER.operatorPerbandingan) expect(() => filter(ELEMEN[op]!)).not.toThrow();
    for (const { nama } of KEMAMPUAN_FILTER.fungsi) {
      expect(filter(`<ogc:PropertyIsEqualTo><ogc:Function name="${nama}">${prop("dc:title")}</ogc:Function>${lit("A")}</ogc:PropertyIsEqualTo>`)).toMatchObject({ properti: { fungsi: nama } });
    }
  });
});
