import { describe, expect, it } from "vitest";
import { CswError, keCswError, renderExceptionReport } from "@/lib/csw/exception";
import { parseXmlTree } from "@/lib/csw/xml-tree";
import { validasiBanyak } from "@/tests/helpers/xmllint";

describe("renderExceptionReport", () => {
  it("renders an OWS exception report, version 1.2.0, with code, locator and Indonesian text", () => {
    const xml = renderExceptionReport(new CswError("InvalidParameterValue", "Properti 'dc:foo' tidak dikenal.", "constraint"));
    expect(xml.startsWith(`<?xml version="1.0" encoding="UTF-8"?>`)).toBe(true);
    const root = parseXmlTree(xml);
    expect(root).toMatchObject({ uri: "http://www.opengis.net/ows", local: "ExceptionReport" });
    expect(root.attrs.get("version")).toBe("1.2.0");
    expect(root.attrs.get("language")).toBe("id");
    expect(root.attrs.get("{http://www.w3.org/2001/XMLSchema-instance}schemaLocation")).toBe(
      "http://www.opengis.net/ows http://schemas.opengis.net/ows/1.0.0/owsExceptionReport.xsd",
    );
    const ex = root.children[0]!;
    expect([ex.local, ex.attrs.get("exceptionCode"), ex.attrs.get("locator")]).toEqual(["Exception", "InvalidParameterValue", "constraint"]);
    expect(ex.children[0]!.text).toBe("Properti 'dc:foo' tidak dikenal.");
  });

  it("escapes markup and control characters from user values", () => {
    const xml = renderExceptionReport(new CswError("InvalidParameterValue", `Nilai '<a href="x">&amp;</a>\u0001' salah`, `a"b`));
    const ex = parseXmlTree(xml).children[0]!;
    expect(ex.attrs.get("locator")).toBe(`a"b`);
    expect(ex.children[0]!.text).toBe(`Nilai '<a href="x">&amp;</a>' salah`);
  });

  it("omits the locator when there is none", () => {
    expect(renderExceptionReport(new CswError("NoApplicableCode", "x"))).not.toContain("locator");
  });

  it("hides the text of unexpected errors", () => {
    const e = keCswError(new Error("relation \"metadata\" does not exist at /srv/app"));
    expect(e.code).toBe("NoApplicableCode");
    expect(e.message).not.toContain("metadata");
    const asli = new CswError("MissingParameterValue", "x", "service");
    expect(keCswError(asli)).toBe(asli);
  });

  it("validates against the OWS 1.0.0 schema for every code", () => {
    const kode = ["MissingParameterValue", "InvalidParameterValue", "OperationNotSupported", "VersionNegotiationFailed", "NoApplicableCode"] as const;
    const dokumen = kode.map((k, i) => renderExceptionReport(new CswError(k, `Pesan <${k}> & "uji"`, i % 2 ? "constraint" : undefined)));
    for (const hasil of validasiBanyak(dokumen, "csw")) expect(hasil).toEqual({ ok: true, galat: "" });
  });
});
