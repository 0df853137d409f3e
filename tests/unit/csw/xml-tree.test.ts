import { describe, expect, it } from "vitest";
import { NS, XmlTidakValid, parseXmlTree, uraiQName, type JenisXmlTidakValid } from "@/lib/csw/xml-tree";

function tolak(xml: string, jenis: JenisXmlTidakValid): void {
  let galat: unknown;
  try {
    parseXmlTree(xml);
  } catch (err) {
    galat = err;
  }
  expect(galat).toBeInstanceOf(XmlTidakValid);
  expect((galat as XmlTidakValid).jenis).toBe(jenis);
}

describe("parseXmlTree", () => {
  it("resolves element namespaces from the document's own declarations, not the prefix text", () => {
    const root = parseXmlTree(
      `<x:Filter xmlns:x="${NS.ogc}" xmlns:q="${NS.apiso}"><x:PropertyIsNull><x:PropertyName>q:Title</x:PropertyName></x:PropertyIsNull></x:Filter>`,
    );
    expect(root).toMatchObject({ uri: NS.ogc, local: "Filter" });
    const nama = root.children[0]!.children[0]!;
    expect(nama.text).toBe("q:Title");
    expect(uraiQName(nama.text, nama.ns)).toEqual({ uri: NS.apiso, local: "Title", teks: "q:Title" });
  });

  it("falls back to KVP bindings, then conventional prefixes, for QNames in text; unknown prefix is null", () => {
    const ns = new Map([["dc", "urn:lain"]]);
    expect(uraiQName("dc:title", ns)?.uri).toBe("urn:lain");
    expect(uraiQName("iso:Title", new Map(), new Map([["iso", NS.apiso]]))?.uri).toBe(NS.apiso);
    expect(uraiQName("apiso:Title", new Map())?.uri).toBe(NS.apiso);
    expect(uraiQName("  AnyText ", new Map())).toEqual({ uri: undefined, local: "AnyText", teks: "AnyText" });
    expect(uraiQName("foo:Title", new Map())).toBeNull();
  });

  it("keeps attributes, text, CDATA and the five predefined entities and character references", () => {
    const root = parseXmlTree(`<a b="1 &amp; 2" xmlns:x="urn:x" x:c="3">&lt;&gt;&quot;&apos;&#65;&#x42;<![CDATA[<&>]]></a>`);
    expect(root.attrs.get("b")).toBe("1 & 2");
    expect(root.attrs.get("{urn:x}c")).toBe("3");
    expect(root.text).toBe(`<>"'AB<&>`);
  });

  it("refuses any DOCTYPE, with or without entity declarations", () => {
    tolak(`<!DOCTYPE a><a/>`, "doctype");
    tolak(`<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>`, "doctype");
    tolak(`<!DOCTYPE a SYSTEM "file:///etc/passwd"><a/>`, "doctype");
    tolak(`<!DOCTYPE a [<!ENTITY xxe SYSTEM "http://example.org/x">]><a>&xxe;</a>`, "doctype");
  });

  it("refuses a billion-laughs document before expanding anything", () => {
    const lol = Array.from({ length: 10 }, (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`).join("");
    const mulai = Date.now();
    tolak(`<!DOCTYPE a [<!ENTITY l0 "lol">${lol}]><a>&l10;</a>`, "doctype");
    expect(Date.now() - mulai).toBeLessThan(1000);
  });

  it("refuses undefined entities (there is no DTD to define them)", () => {
    tolak(`<a>&xxe;</a>`, "sintaks");
    tolak(`<a>&nbsp;</a>`, "sintaks");
  });

  it("bounds size, depth and element count", () => {
    tolak(`<a>${"x".repeat(1024 * 1024)}</a>`, "ukuran");
    // Multi-byte characters count in UTF-8 bytes, not UTF-16 units.
    tolak(`<a>${"é".repeat(600 * 1024)}</a>`, "ukuran");
    tolak(`${"<a>".repeat(65)}${"</a>".repeat(65)}`, "kedalaman");
    expect(() => parseXmlTree(`${"<a>".repeat(64)}${"</a>".repeat(64)}`)).not.toThrow();
    tolak(`<a>${"<b/>".repeat(20_000)}</a>`, "jumlah");
  });

  it("fails fast on a deeply nested hostile document", () => {
    const mulai = Date.now();
    tolak(`${"<a>".repeat(200_000)}`, "kedalaman");
    expect(Date.now() - mulai).toBeLessThan(1000);
  });

  it("refuses malformed XML, unbound element prefixes and empty input", () => {
    tolak(`<a><b></a>`, "sintaks");
    tolak(`<ogc:Filter/>`, "sintaks");
    tolak(``, "sintaks");
    tolak(`<a/><b/>`, "sintaks");
  });
});
