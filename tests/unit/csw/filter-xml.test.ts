import { describe, expect, it } from "vitest";
import { CswError } from "@/lib/csw/exception";
import { parseFilterElement, parseFilterXml } from "@/lib/csw/filter";
import { NS, parseXmlTree } from "@/lib/csw/xml-tree";
import { galatDari, q } from "./bantu";

const filter = (isi: string, ns = "") =>
  parseFilterXml(`<ogc:Filter xmlns:ogc="${NS.ogc}" xmlns:gml="${NS.gml}"${ns}>${isi}</ogc:Filter>`);
const prop = (n: string) => `<ogc:PropertyName>${n}</ogc:PropertyName>`;
const lit = (v: string) => `<ogc:Literal>${v}</ogc:Literal>`;

describe("parseFilterXml: comparison operators", () => {
  for (const op of ["EqualTo", "NotEqualTo", "LessThan", "GreaterThan", "LessThanOrEqualTo", "GreaterThanOrEqualTo"]) {
    it(`PropertyIs${op}`, () => {
      expect(filter(`<ogc:PropertyIs${op}>${prop("dc:title")}${lit("Batas")}</ogc:PropertyIs${op}>`)).toEqual({
        op: `PropertyIs${op}`,
        properti: { queryable: q("dc:title") },
        nilai: "Batas",
        matchCase: true,
      });
    });
  }

  it("honours matchCase=false and mirrors a literal-first comparison", () => {
    expect(filter(`<ogc:PropertyIsEqualTo matchCase="false">${prop("dc:title")}${lit("x")}</ogc:PropertyIsEqualTo>`)).toMatchObject({ matchCase: false });
    expect(filter(`<ogc:PropertyIsLessThan>${lit("2020")}${prop("dct:modified")}</ogc:PropertyIsLessThan>`)).toMatchObject({
      op: "PropertyIsGreaterThan",
      nilai: "2020",
    });
  });

  it("reads upper/lower functions on text queryables only", () => {
    const f = filter(`<ogc:PropertyIsEqualTo><ogc:Function name="upper">${prop("dc:title")}</ogc:Function>${lit("X")}</ogc:PropertyIsEqualTo>`);
    expect(f).toMatchObject({ properti: { queryable: q("dc:title"), fungsi: "upper" } });
    expect(galatDari(() => filter(`<ogc:PropertyIsEqualTo><ogc:Function name="strLength">${prop("dc:title")}</ogc:Function>${lit("3")}</ogc:PropertyIsEqualTo>`)).message).toContain("strLength");
    expect(galatDari(() => filter(`<ogc:PropertyIsEqualTo><ogc:Function name="lower">${prop("dct:modified")}</ogc:Function>${lit("2020")}</ogc:PropertyIsEqualTo>`)).locator).toBe("constraint");
  });

  it("PropertyIsLike keeps the client's characters (and reads Filter 1.0 `escape`)", () => {
    expect(filter(`<ogc:PropertyIsLike wildCard="*" singleChar="#" escapeChar="!">${prop("apiso:AnyText")}${lit("*air!*#")}</ogc:PropertyIsLike>`)).toEqual({
      op: "PropertyIsLike",
      properti: { queryable: q("csw:AnyText") },
      pola: "*air!*#",
      wildCard: "*",
      singleChar: "#",
      escapeChar: "!",
    });
    expect(filter(`<ogc:PropertyIsLike wildCard="%" singleChar="_" escape="\\">${prop("AnyText")}${lit("%a%")}</ogc:PropertyIsLike>`)).toMatchObject({ escapeChar: "\\" });
    expect(galatDari(() => filter(`<ogc:PropertyIsLike wildCard="*" singleChar="*" escapeChar="!">${prop("AnyText")}${lit("a")}</ogc:PropertyIsLike>`)).code).toBe("InvalidParameterValue");
  });

  it("PropertyIsNull and PropertyIsBetween", () => {
    expect(filter(`<ogc:PropertyIsNull>${prop("apiso:Denominator")}</ogc:PropertyIsNull>`)).toEqual({ op: "PropertyIsNull", properti: { queryable: q("apiso:Denominator") } });
    expect(
      filter(`<ogc:PropertyIsBetween>${prop("apiso:Denominator")}<ogc:LowerBoundary>${lit("1000")}</ogc:LowerBoundary><ogc:UpperBoundary>${lit("50000")}</ogc:UpperBoundary></ogc:PropertyIsBetween>`),
    ).toEqual({ op: "PropertyIsBetween", properti: { queryable: q("apiso:Denominator") }, bawah: "1000", atas: "50000" });
  });
});

describe("parseFilterXml: logic and nesting", () => {
  it("nests And/Or/Not", () => {
    const a = `<ogc:PropertyIsEqualTo>${prop("dc:type")}${lit("dataset")}</ogc:PropertyIsEqualTo>`;
    const b = `<ogc:PropertyIsNull>${prop("apiso:CRS")}</ogc:PropertyIsNull>`;
    const f = filter(`<ogc:And>${a}<ogc:Or>${b}<ogc:Not>${a}</ogc:Not></ogc:Or></ogc:And>`);
    expect(f).toMatchObject({ op: "And", anak: [{ op: "PropertyIsEqualTo" }, { op: "Or", anak: [{ op: "PropertyIsNull" }, { op: "Not", anak: { op: "PropertyIsEqualTo" } }] }] });
  });

  it("accepts nesting up to the XML depth bound and refuses beyond it", () => {
    const leaf = `<ogc:PropertyIsNull>${prop("apiso:CRS")}</ogc:PropertyIsNull>`;
    const nest = (n: number) => "<ogc:Not>".repeat(n) + leaf + "</ogc:Not>".repeat(n);
    expect(() => filter(nest(60))).not.toThrow();
    const e = galatDari(() => filter(nest(70)));
    expect([e.code, e.locator]).toEqual(["InvalidParameterValue", "constraint"]);
  });

  it("refuses an empty filter, two top-level operators, empty And and Not with two operands", () => {
    const a = `<ogc:PropertyIsNull>${prop("apiso:CRS")}</ogc:PropertyIsNull>`;
    for (const isi of ["", a + a, "<ogc:And/>", `<ogc:Not>${a}${a}</ogc:Not>`]) {
      expect(galatDari(() => filter(isi)).locator).toBe("constraint");
    }
  });
});

describe("parseFilterXml: errors", () => {
  it("unknown queryable, unbound prefix and a prefix bound elsewhere are InvalidParameterValue at constraint", () => {
    for (const nama of ["dc:foo", "nope:title", "x:title"]) {
      const e = galatDari(() => filter(`<ogc:PropertyIsNull>${prop(nama)}</ogc:PropertyIsNull>`, ` xmlns:x="urn:bukan-dc"`));
      expect([e.code, e.locator]).toEqual(["InvalidParameterValue", "constraint"]);
      expect(e.message).toContain(nama);
    }
  });

  it("resolves a non-conventional prefix the document binds", () => {
    const f = filter(`<ogc:PropertyIsNull>${prop("iso:OrganisationName")}</ogc:PropertyIsNull>`, ` xmlns:iso="${NS.apiso}"`);
    expect(f).toMatchObject({ properti: { queryable: q("apiso:OrganisationName") } });
  });

  it("reads ogc:FeatureId (Id_Capabilities FID) as identifier equality, one or several", () => {
    expect(filter(`<ogc:FeatureId fid="a"/>`)).toMatchObject({ op: "PropertyIsEqualTo", properti: { queryable: q("dc:identifier") }, nilai: "a" });
    expect(filter(`<ogc:FeatureId fid="a"/><ogc:FeatureId fid="b"/>`)).toMatchObject({ op: "Or", anak: [{ nilai: "a" }, { nilai: "b" }] });
  });

  it("refuses nested or empty ids, unlisted spatial operators and non-ogc elements", () => {
    const bersarang = `<ogc:Not><ogc:FeatureId fid="a"/></ogc:Not>`;
    for (const isi of [bersarang, `<ogc:FeatureId/>`, `<ogc:GmlObjectId/>`, `<ogc:DWithin>${prop("ows:BoundingBox")}</ogc:DWithin>`, `<foo/>`]) {
      expect(galatDari(() => filter(isi)).locator).toBe("constraint");
    }
  });

  it("refuses literals of the wrong type, naming the value", () => {
    const e = galatDari(() => filter(`<ogc:PropertyIsLessThan>${prop("apiso:Modified")}${lit("kemarin")}</ogc:PropertyIsLessThan>`));
    expect(e.message).toContain("kemarin");
    expect(() => filter(`<ogc:PropertyIsEqualTo>${prop("apiso:Denominator")}${lit("abc")}</ogc:PropertyIsEqualTo>`)).toThrow(CswError);
    expect(() => filter(`<ogc:PropertyIsEqualTo>${prop("apiso:HasSecurityConstraints")}${lit("ya")}</ogc:PropertyIsEqualTo>`)).toThrow(CswError);
    expect(() => filter(`<ogc:PropertyIsLessThan>${prop("apiso:HasSecurityConstraints")}${lit("true")}</ogc:PropertyIsLessThan>`)).toThrow(CswError);
    expect(() => filter(`<ogc:PropertyIsLessThan>${prop("AnyText")}${lit("a")}</ogc:PropertyIsLessThan>`)).toThrow(CswError);
    expect(() => filter(`<ogc:PropertyIsEqualTo>${prop("ows:BoundingBox")}${lit("a")}</ogc:PropertyIsEqualTo>`)).toThrow(CswError);
  });

  it("maps hostile or broken XML to InvalidParameterValue at constraint", () => {
    for (const xml of [`<!DOCTYPE a [<!ENTITY x "y">]><ogc:Filter xmlns:ogc="${NS.ogc}"/>`, `<ogc:Filter xmlns:ogc="${NS.ogc}">&xxe;</ogc:Filter>`, "<a", "x".repeat(2 * 1024 * 1024)]) {
      const e = galatDari(() => parseFilterXml(xml));
      expect([e.code, e.locator]).toEqual(["InvalidParameterValue", "constraint"]);
    }
    expect(galatDari(() => parseFilterXml(`<Filter xmlns="urn:lain"/>`)).message).toContain("ogc:Filter");
  });

  it("parses a Filter subtree of a larger request with its in-scope namespaces", () => {
    const req = parseXmlTree(
      `<csw:GetRecords xmlns:csw="${NS.csw}" xmlns:ogc="${NS.ogc}" xmlns:i="${NS.apiso}"><csw:Query><csw:Constraint version="1.1.0"><ogc:Filter><ogc:PropertyIsNull>${prop("i:Title")}</ogc:PropertyIsNull></ogc:Filter></csw:Constraint></csw:Query></csw:GetRecords>`,
    );
    const el = req.children[0]!.children[0]!.children[0]!;
    expect(parseFilterElement(el)).toEqual({ op: "PropertyIsNull", properti: { queryable: q("apiso:Title") } });
  });
});
