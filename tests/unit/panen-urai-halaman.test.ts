import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { XmlElement } from "@/lib/csw/xml-tree";
import { uraiHalamanPanen } from "@/lib/panen/urai-halaman";
import { sidikMentah } from "@/lib/panen/sidik-mentah";
import { GalatPanen, uraiHalaman } from "@/lib/xml/harvest/klien";
import { potongHalaman } from "@/lib/xml/harvest/potong-halaman";
import { bacaRekaman } from "@/lib/xml/parse";

const DIR = path.resolve(import.meta.dirname, "../fixtures/xml/csw");
const HALAMAN = fs.readdirSync(DIR).filter((f) => f.includes("getrecords-"));
// The harvest reads a page's bytes as the source sent them.
const urai = (xml: string) => uraiHalamanPanen(Buffer.from(xml));
const potongBita = (xml: string) => potongHalaman(Buffer.from(xml));
const baca = (f: string) => fs.readFileSync(path.join(DIR, f), "utf8");

/** Everything a reader of the element sees, ns bindings included. */
function datar(el: XmlElement): unknown {
  return { uri: el.uri, local: el.local, attrs: [...el.attrs], text: el.text, ns: [...el.ns].sort(), anak: el.children.map(datar) };
}

const CSW = `xmlns:csw="http://www.opengis.net/cat/csw/2.0.2" xmlns:gmd="http://www.isotc211.org/2005/gmd" xmlns:gco="http://www.isotc211.org/2005/gco"`;
const rek = (id: string, isi = "") => `<gmd:MD_Metadata><gmd:fileIdentifier><gco:CharacterString>${id}</gco:CharacterString></gmd:fileIdentifier>${isi}</gmd:MD_Metadata>`;
const halaman = (isi: string, akar = "") =>
  `<?xml version="1.0"?>\n<csw:GetRecordsResponse ${CSW}${akar}><csw:SearchStatus timestamp="2026-01-01T00:00:00Z"/><csw:SearchResults numberOfRecordsMatched="9" numberOfRecordsReturned="3" nextRecord="4">${isi}</csw:SearchResults></csw:GetRecordsResponse>`;

describe("a harvest page cut into its records without parsing them (lib/panen/urai-halaman.ts)", () => {
  it.each(HALAMAN)("%s: the same counts, and each record parses to the element the whole-page parse gives", (f) => {
    const xml = baca(f);
    expect(potongBita(xml)).not.toBeNull();
    const utuh = uraiHalaman(xml);
    const potong = urai(xml);
    expect(utuh.rekaman.length).toBeGreaterThan(0);
    expect({ ...potong, rekaman: potong.rekaman.length }).toEqual({ ...utuh, rekaman: utuh.rekaman.length });
    for (const [i, r] of potong.rekaman.entries()) {
      const el = r.mentah();
      expect(datar(el)).toEqual(datar(utuh.rekaman[i]!));
      expect(sidikMentah(el)).toBe(sidikMentah(utuh.rekaman[i]!));
      expect(bacaRekaman(el).sah).toEqual(bacaRekaman(utuh.rekaman[i]!).sah);
    }
    // printed from the bytes (the cut was taken), not from the tree (the whole-page way)
    expect(potong.rekaman[0]!.sidikMentah).not.toBe(sidikMentah(utuh.rekaman[0]!));
    // distinct records, distinct prints; the same bytes, the same print
    expect(new Set(potong.rekaman.map((r) => r.sidikMentah)).size).toBe(potong.rekaman.length);
    expect(urai(xml).rekaman.map((r) => r.sidikMentah)).toEqual(potong.rekaman.map((r) => r.sidikMentah));
  });

  it("comments, CDATA, processing instructions, '>' in attribute values, an empty record and another timestamp", () => {
    const isi =
      `<!-- <gmd:MD_Metadata> dalam komentar -->` +
      rek("a", `<gmd:abstract><gco:CharacterString><![CDATA[a < b </gmd:abstract> & c]]></gco:CharacterString></gmd:abstract>`) +
      `<?pi <gmd:MD_Metadata>?>\n` +
      rek("b", `<gmd:language><gco:CharacterString a='x > y' b="'>'">ind</gco:CharacterString></gmd:language>`) +
      `<gmd:MD_Metadata/>` +
      // an end tag of the record's name inside CDATA, a comment, or an element of that name: the tag walk cuts these
      rek("c", `<gmd:x><![CDATA[</gmd:MD_Metadata>]]></gmd:x><!-- </gmd:MD_Metadata> -->`) +
      rek("d", `<gmd:seri><gmd:MD_Metadata><gmd:y/></gmd:MD_Metadata ></gmd:seri>`) +
      rek("e", `<gmd:MD_MetadataLain>x</gmd:MD_MetadataLain>`) +
      `<gmd:MD_Metadata>${rek("f")}</gmd:MD_Metadata\n>`;
    const xml = halaman(isi);
    const p = urai(xml);
    expect(p).toMatchObject({ cocok: 9, dikembalikan: 3, berikutnya: 4 });
    expect(p.rekaman.map((r) => datar(r.mentah()))).toEqual(uraiHalaman(xml).rekaman.map(datar));
    expect(p.rekaman[0]!.mentah().children[1]!.children[0]!.text).toBe("a < b </gmd:abstract> & c");
    expect(p.rekaman).toHaveLength(7);
    expect(p.rekaman[3]!.mentah().children[1]!.text).toBe("</gmd:MD_Metadata>");
    const lain = urai(xml.replace("2026-01-01T00:00:00Z", "2026-02-02T00:00:00Z"));
    expect(lain.rekaman.map((r) => r.sidikMentah)).toEqual(p.rekaman.map((r) => r.sidikMentah));
  });

  it("characters beyond ASCII (in text, attribute values, names) are cut as bytes and decoded when the record is read", () => {
    const isi =
      rek("é-1", `<gmd:title><gco:CharacterString judul="Jalan — Sulawesi à">Peta ° Daerah Aliran Sungai – Citarum àà</gco:CharacterString></gmd:title>`) +
      rek("ü-2", `<gmd:Ñama>日本語 ${"\u0085"}</gmd:Ñama>`) +
      rek("à-3", `<gmd:Ñ_x a="à>"/>`);
    const xml = halaman(isi);
    const p = urai(xml);
    expect(p.rekaman.map((r) => datar(r.mentah()))).toEqual(uraiHalaman(xml).rekaman.map(datar));
    expect(p.rekaman[0]!.mentah().children[1]!.children[0]!.text).toBe("Peta ° Daerah Aliran Sungai – Citarum àà");
    expect(p.rekaman[0]!.mentah().children[1]!.children[0]!.attrs.get("judul")).toBe("Jalan — Sulawesi à");
    // a byte-order mark before the declaration changes nothing a reader sees, nor any print
    const bom = urai(`\ufeff${xml}`);
    expect(bom.rekaman.map((r) => r.sidikMentah)).toEqual(p.rekaman.map((r) => r.sidikMentah));
    expect(new Set(p.rekaman.map((r) => r.sidikMentah)).size).toBe(3);
    // printed from the bytes: the cut was taken
    expect(p.rekaman[0]!.sidikMentah).not.toBe(sidikMentah(p.rekaman[0]!.mentah()));
  });

  it("the print covers the bindings the page puts in scope: another URI for a prefix is another print", () => {
    const a = urai(halaman(rek("a")));
    const b = urai(halaman(rek("a")).replace('xmlns:gco="http://www.isotc211.org/2005/gco"', 'xmlns:gco="urn:lain"'));
    expect(b.rekaman[0]!.sidikMentah).not.toBe(a.rekaman[0]!.sidikMentah);
    expect(b.rekaman[0]!.mentah().children[0]!.children[0]!.uri).toBe("urn:lain");
  });

  it("a record that does not parse fails alone, when asked for, naming its identifier; the others read", () => {
    const p = urai(halaman(rek("baik-1") + rek("rusak-2", "<gmd:title>x</gmd:titel>") + rek("baik-3")));
    expect(p.rekaman).toHaveLength(3);
    expect(p.rekaman[0]!.sidikMentah).not.toBe(sidikMentah(p.rekaman[0]!.mentah()));
    expect(() => p.rekaman[1]!.mentah()).toThrow(/tidak dapat diurai/);
    expect(p.rekaman[1]!.pengenalMentah()).toBe("rusak-2");
    expect(bacaRekaman(p.rekaman[2]!.mentah()).pengenal).toBe("baik-3");
  });

  it("a page the cut does not understand is parsed whole: DOCTYPE and a cut-short answer are refused as before", () => {
    const doctype = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e "e">]>${halaman(rek("a")).replace(/^<\?xml[^>]*>\n/, "")}`;
    expect(potongBita(doctype)).toBeNull();
    expect(() => urai(doctype)).toThrow(GalatPanen);
    const pendek = halaman(rek("a") + rek("b")).slice(0, -60);
    expect(potongBita(pendek)).toBeNull();
    expect(() => urai(pendek)).toThrow(/tidak dapat diurai/);
    expect(potongBita(halaman(rek("a")) + "<lagi/>")).toBeNull();
  });

  it("records inside a wrapper in SearchResults are found by the whole-page parse", () => {
    const xml = halaman(`<bungkus>${rek("a")}${rek("b")}</bungkus>`);
    const p = urai(xml);
    expect(p.rekaman.map((r) => bacaRekaman(r.mentah()).pengenal)).toEqual(["a", "b"]);
    expect(p.rekaman[0]!.sidikMentah).toBe(sidikMentah(p.rekaman[0]!.mentah()));
  });

  it("an exception report and an answer that is not GetRecords say so", () => {
    expect(() => urai(baca("pycsw-exceptionreport.xml"))).toThrow(/menolak permintaan/);
    expect(() => urai(`<a><b/></a>`)).toThrow(/bukan csw:GetRecordsResponse/);
  });
});
