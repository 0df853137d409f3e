import { create } from "xmlbuilder2";
import { describe, expect, it } from "vitest";
import { DokumenMetadata } from "@/lib/metadata/schema";
import { ELEMENT_SETS, renderDublinCore, renderDublinCoreNode, renderXml, renderXmlNode, type FormatIso } from "@/lib/xml";
import { NS } from "@/lib/xml/namespaces";
import { escapeAtribut, escapeTeks } from "@/lib/xml/sink";
import { ID_MAKSIMAL, JUDUL_SULIT, STEMPEL, dokumenMaksimal, masukanMaksimal, masukanMinimal } from "@/tests/fixtures/dokumen";
import { validasiXml } from "@/tests/helpers/xmllint";
import { kanonik, nilai, urai } from "./pohon";

const FORMAT: readonly FormatIso[] = ["gmd", "mdb2016", "mdb2018"];
const JALUR_JUDUL: Record<FormatIso | "dc", string> = {
  gmd: "gmd:MD_Metadata/gmd:identificationInfo/gmd:MD_DataIdentification/gmd:citation/gmd:CI_Citation/gmd:title/gco:CharacterString",
  mdb2016: "mdb:MD_Metadata/mdb:identificationInfo/mri:MD_DataIdentification/mri:citation/cit:CI_Citation/cit:title/gco:CharacterString",
  mdb2018: "mdb:MD_Metadata/mdb:identificationInfo/mri:MD_DataIdentification/mri:citation/cit:CI_Citation/cit:title/gco:CharacterString",
  dc: "csw:Record/dc:title",
};
const JALUR_ABSTRAK: Record<FormatIso | "dc", string> = {
  gmd: "gmd:MD_Metadata/gmd:identificationInfo/gmd:MD_DataIdentification/gmd:abstract/gco:CharacterString",
  mdb2016: "mdb:MD_Metadata/mdb:identificationInfo/mri:MD_DataIdentification/mri:abstract/gco:CharacterString",
  mdb2018: "mdb:MD_Metadata/mdb:identificationInfo/mri:MD_DataIdentification/mri:abstract/gco:CharacterString",
  dc: "csw:Record/dct:abstract",
};
const ABSTRAK = masukanMaksimal().identifikasi.abstrak;

describe("teks khusus dan escaping", () => {
  it("escape teks dan atribut", () => {
    expect(escapeTeks(`a & b < c > d "e" 'f'`)).toBe(`a &amp; b &lt; c &gt; d "e" 'f'`);
    expect(escapeAtribut(`a & "b" <c>\td\ne`)).toBe("a &amp; &quot;b&quot; &lt;c&gt;&#9;d&#10;e");
    expect(escapeTeks("AT&amp;T &nbsp;")).toBe("AT&amp;amp;T &amp;nbsp;");
    // characters XML 1.0 cannot carry are dropped; astral characters (emoji) stay
    expect(escapeTeks("a\u0000b\u0008c\uFFFEd\uD800e🌊f")).toBe("abcde🌊f");
  });

  for (const format of [...FORMAT, "dc"] as const) {
    it(`${format}: &, <, kutip, entitas, emoji dan teks Indonesia utuh (string dan xmlbuilder2)`, () => {
      const dok = dokumenMaksimal();
      const opsi = { id: ID_MAKSIMAL, dateStamp: STEMPEL };
      const keluaran =
        format === "dc"
          ? [renderDublinCore(dok, opsi), renderDublinCoreNode(dok, opsi).end()]
          : [renderXml(dok, { ...opsi, format }), renderXml(dok, { ...opsi, format, pretty: true }), renderXmlNode(dok, { ...opsi, format }).end()];
      for (const xml of keluaran) {
        const akar = urai(xml);
        expect(nilai(akar, JALUR_JUDUL[format])).toEqual([JUDUL_SULIT]);
        // multi-line, <, &, quotes and non-Latin text, also through pretty-printing
        expect(nilai(akar, JALUR_ABSTRAK[format])).toEqual([ABSTRAK]);
      }
    });
  }

  it("karakter terlarang dibuang; teks yang habis menjadi nilReason", () => {
    const m = masukanMinimal();
    m.identifikasi.judul = "Judul\u0001 \u000Bbersih\uFFFF";
    m.identifikasi.abstrak = "\u0002";
    const dok = DokumenMetadata.parse(m);
    for (const format of FORMAT) {
      const xml = renderXml(dok, { format, id: "x", dateStamp: STEMPEL });
      expect(nilai(urai(xml), JALUR_JUDUL[format])).toEqual(["Judul bersih"]);
      expect(xml).toMatch(/abstract gco:nilReason="missing"\/>/);
      expect(validasiXml(xml, format === "gmd" ? "gmd" : "mdb").ok).toBe(true);
    }
  });

  it("sink string dan sink xmlbuilder2 menghasilkan dokumen yang sama", () => {
    const dok = dokumenMaksimal();
    for (const elementSet of ELEMENT_SETS) {
      for (const format of FORMAT) {
        const opsi = { format, elementSet, id: ID_MAKSIMAL, dateStamp: STEMPEL };
        expect(kanonik(urai(renderXmlNode(dok, opsi).end())), `${format}/${elementSet}`).toEqual(kanonik(urai(renderXml(dok, opsi))));
        expect(kanonik(urai(renderXml(dok, { ...opsi, pretty: true })))).toEqual(kanonik(urai(renderXml(dok, opsi))));
      }
      const opsi = { elementSet, id: ID_MAKSIMAL, dateStamp: STEMPEL };
      expect(kanonik(urai(renderDublinCoreNode(dok, opsi).end()))).toEqual(kanonik(urai(renderDublinCore(dok, opsi))));
    }
  });

  it("tanpa deklarasi XML untuk disisipkan ke respons CSW", () => {
    const xml = renderXml(dokumenMaksimal(), { format: "gmd", id: "x", dateStamp: STEMPEL, declaration: false });
    expect(xml.startsWith("<gmd:MD_Metadata ")).toBe(true);
    expect(renderXml(dokumenMaksimal(), { format: "gmd", id: "x", dateStamp: STEMPEL }).startsWith('<?xml version="1.0" encoding="UTF-8"?><gmd:MD_Metadata')).toBe(true);
    expect(renderXmlNode(dokumenMaksimal(), { format: "gmd", id: "x", dateStamp: STEMPEL }).end().startsWith("<gmd:MD_Metadata")).toBe(true);
  });

  it("beberapa rekaman dalam satu GetRecordsResponse (node xmlbuilder2) tetap valid", () => {
    for (const [format, skema] of [["gmd", NS.gmd], ["mdb2016", "http://standards.iso.org/iso/19115/-3/mdb/1.0"], ["mdb2018", "http://standards.iso.org/iso/19115/-3/mdb/2.0"]] as const) {
      const doc = create({ version: "1.0", encoding: "UTF-8" });
      const respons = doc.ele(NS.csw, "csw:GetRecordsResponse").att("version", "2.0.2");
      respons.ele(NS.csw, "csw:SearchStatus").att("timestamp", STEMPEL);
      const hasil = respons
        .ele(NS.csw, "csw:SearchResults")
        .att("numberOfRecordsMatched", "2")
        .att("numberOfRecordsReturned", "2")
        .att("nextRecord", "0")
        .att("elementSet", "full")
        .att("recordSchema", skema);
      // two records of the same document: gml:ids must still be unique in the response
      renderXmlNode(dokumenMaksimal(), { format, id: "rekaman-1", dateStamp: STEMPEL, schemaLocation: false }, hasil);
      renderXmlNode(dokumenMaksimal(), { format, id: "rekaman-2", dateStamp: STEMPEL, schemaLocation: false }, hasil);
      const h = validasiXml(doc.end(), "all");
      expect(h.galat, format).toBe("");
      expect(h.ok).toBe(true);
    }
    const doc = create({ version: "1.0", encoding: "UTF-8" });
    const hasil = doc
      .ele(NS.csw, "csw:GetRecordsResponse")
      .att("version", "2.0.2")
      .ele(NS.csw, "csw:SearchStatus")
      .att("timestamp", STEMPEL)
      .up()
      .ele(NS.csw, "csw:SearchResults")
      .att("numberOfRecordsMatched", "3")
      .att("numberOfRecordsReturned", "3")
      .att("nextRecord", "0");
    for (const elementSet of ELEMENT_SETS) renderDublinCoreNode(dokumenMaksimal(), { elementSet, id: elementSet, dateStamp: STEMPEL, namespaces: false }, hasil);
    const h = validasiXml(doc.end(), "csw");
    expect(h.galat).toBe("");
  });
});
