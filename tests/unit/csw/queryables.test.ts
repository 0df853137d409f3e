import { describe, expect, it } from "vitest";
import { QUERYABLES, QUERYABLE_DC, QUERYABLE_ISO, QUERYABLE_ISO_TAMBAHAN, cariQueryable } from "@/lib/csw/queryables";
import { NS } from "@/lib/csw/xml-tree";
import { q } from "./bantu";

// Conformance E: the names marked "S" must be sortable.
const SORTABLE = [
  "dc:identifier", "dc:title", "dc:type", "dct:modified", "apiso:Title", "apiso:Identifier", "apiso:Modified", "apiso:Type",
  "apiso:RevisionDate", "apiso:CreationDate", "apiso:PublicationDate", "apiso:OrganisationName", "apiso:TopicCategory",
  "apiso:Denominator", "apiso:TempExtent_begin", "apiso:TempExtent_end",
];

describe("queryables", () => {
  it("every name of conformance E resolves", () => {
    for (const nama of [...QUERYABLE_DC, ...QUERYABLE_ISO, ...QUERYABLE_ISO_TAMBAHAN]) expect(q(nama).nama).toContain(nama);
    expect(QUERYABLE_ISO).toHaveLength(33);
    expect(QUERYABLE_ISO_TAMBAHAN).toHaveLength(10);
  });

  it("every table entry is listed somewhere in the capabilities lists", () => {
    const daftar = new Set<string>([...QUERYABLE_DC, ...QUERYABLE_ISO, ...QUERYABLE_ISO_TAMBAHAN]);
    for (const entri of QUERYABLES) expect(entri.nama.some((n) => daftar.has(n))).toBe(true);
  });

  it("sortable exactly where conformance E says S", () => {
    for (const nama of SORTABLE) expect(q(nama).urut, nama).toBeDefined();
    expect(q("dct:abstract").urut).toBeUndefined();
    expect(q("csw:AnyText").urut).toBeUndefined();
  });

  it("matches qualified or bare, case-insensitively, and DC and ISO spellings share definitions", () => {
    expect(cariQueryable({ uri: NS.apiso, local: "anytext" })).toBe(q("csw:AnyText"));
    expect(cariQueryable({ uri: undefined, local: "AnyText" })).toBe(q("csw:AnyText"));
    expect(cariQueryable({ uri: undefined, local: "title" })).toBe(q("apiso:Title"));
    expect(cariQueryable({ uri: NS.dc, local: "Title" })).toBe(q("dc:title"));
    expect(cariQueryable({ uri: undefined, local: "boundingbox" })).toBe(q("ows:BoundingBox"));
    expect(cariQueryable({ uri: NS.dc, local: "Abstract" })).toBeUndefined();
    expect(cariQueryable({ uri: "urn:lain", local: "title" })).toBeUndefined();
    expect(cariQueryable({ uri: undefined, local: "judul" })).toBeUndefined();
  });

  it("a bare local name means one thing, except language (DC, resource) / Language (ISO AP, metadata)", () => {
    const per = new Map<string, Set<unknown>>();
    for (const entri of QUERYABLES) {
      for (const n of entri.nama) {
        const lokal = n.split(":")[1]!.toLowerCase();
        per.set(lokal, (per.get(lokal) ?? new Set()).add(entri));
      }
    }
    for (const [lokal, entri] of per) expect(entri.size, lokal).toBe(lokal === "language" ? 2 : 1);
    expect(cariQueryable({ uri: undefined, local: "language" })).toBe(q("dc:language"));
    expect(cariQueryable({ uri: undefined, local: "Language" })).toBe(q("apiso:Language"));
    expect(cariQueryable({ uri: NS.dc, local: "Language" })).toBe(q("dc:language"));
  });
});
