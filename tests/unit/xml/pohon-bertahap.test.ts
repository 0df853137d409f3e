import { describe, expect, it } from "vitest";
import { parseXmlTree, parseXmlTreeBertahap, XmlTidakValid, type XmlElement } from "@/lib/csw/xml-tree";

// The sliced parser used by imports (64 Ki characters at a time) builds the same tree and refuses the same input
// as the one-shot parser, also where a slice ends inside a surrogate pair, an entity or a tag.

const BATAS = { maxBytes: 8 * 1024 * 1024, maxDepth: 64, maxElements: 20_000 };
const ringkas = (e: XmlElement): unknown => ({ n: `${e.uri}|${e.local}`, a: [...e.attrs], t: e.text, c: e.children.map(ringkas) });

function dokumen(geser: number): string {
  const awal = '<?xml version="1.0"?><a xmlns="urn:x"><b k="v">';
  // the boundary at 65,536 falls inside "😀", "&amp;" or "<c/>" depending on `geser`
  const isi = "x".repeat(65_536 - awal.length - geser) + "😀&amp;<c/>ä" + "y".repeat(70_000);
  return `${awal}${isi}</b><d>${"z".repeat(140_000)}</d></a>`;
}

describe("parseXmlTreeBertahap", () => {
  it.each([0, 1, 2, 3, 5, 8])("same tree as parseXmlTree with a slice boundary %i characters before the tricky part", async (geser) => {
    const xml = dokumen(geser);
    expect(ringkas(await parseXmlTreeBertahap(xml, BATAS))).toEqual(ringkas(parseXmlTree(xml, BATAS)));
  });

  it("the same refusals: unclosed element past the first slice, DOCTYPE, size", async () => {
    const rusak = `<a>${"x".repeat(100_000)}<b></a>`;
    await expect(parseXmlTreeBertahap(rusak, BATAS)).rejects.toMatchObject({ jenis: "sintaks" });
    expect(() => parseXmlTree(rusak, BATAS)).toThrow(XmlTidakValid);
    await expect(parseXmlTreeBertahap('<!DOCTYPE a [<!ENTITY e "x">]><a/>', BATAS)).rejects.toMatchObject({ jenis: "doctype" });
    await expect(parseXmlTreeBertahap(`<a>${"x".repeat(2_000)}</a>`, { ...BATAS, maxBytes: 1_000 })).rejects.toMatchObject({ jenis: "ukuran" });
  });
});
