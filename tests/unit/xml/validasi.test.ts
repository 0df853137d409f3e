import { describe, expect, it } from "vitest";
import { DokumenMetadata } from "@/lib/metadata/schema";
import { ELEMENT_SETS, renderDublinCore, renderDublinCoreNode, renderXml, renderXmlNode, type FormatIso } from "@/lib/xml";
import { anyUri } from "@/lib/xml/tulis";
import {
  ID_MAKSIMAL,
  JUMLAH_VARIAN_KODE,
  STEMPEL,
  dokumenMaksimal,
  masukanMinimal,
  dokumenMinimal,
  dokumenSemuaKode,
  dokumenTipikal,
} from "@/tests/fixtures/dokumen";
import { validasiBanyak, validasiXml, type Skema } from "@/tests/helpers/xmllint";

/** Every profile × element set of every test document, validated by xmllint against the official XSDs. */

const FORMAT_ISO: readonly FormatIso[] = ["gmd", "mdb2016", "mdb2018"];
const SKEMA: Record<FormatIso | "dc", Skema> = { gmd: "gmd", mdb2016: "mdb", mdb2018: "mdb", dc: "csw" };

type Kasus = { nama: string; dok: DokumenMetadata; id: string };
const KASUS: Kasus[] = [
  { nama: "minimal", dok: dokumenMinimal(), id: "0b7e3d2a-5c1f-4e8a-9d6b-1a2b3c4d5e6f" },
  { nama: "maksimal", dok: dokumenMaksimal(), id: ID_MAKSIMAL },
  // an id that is not an NCName (digit first, slash, space): gml:id must still be valid
  { nama: "id-aneh", dok: dokumenMaksimal(), id: "9 a/b_c:ä" },
  ...Array.from({ length: 6 }, (_, i) => ({ nama: `tipikal-${i}`, dok: dokumenTipikal(i), id: `id-${i}` })),
  ...Array.from({ length: JUMLAH_VARIAN_KODE }, (_, i) => ({ nama: `semua-kode-${i}`, dok: dokumenSemuaKode(i), id: `semua-kode-${i}` })),
];

function periksa(label: string[], xml: string[], skema: Skema) {
  const hasil = validasiBanyak(xml, skema);
  const gagal = hasil.flatMap((h, i) => (h.ok ? [] : [`${label[i]}:\n${h.galat}`]));
  expect(gagal, gagal.join("\n\n")).toEqual([]);
}

describe("validitas skema XML", () => {
  it("fixture dokumen lolos DokumenMetadata.parse", () => {
    // the fixture builders call parse; reaching here means every case is a valid document
    expect(KASUS.length).toBeGreaterThan(20);
  });

  for (const format of FORMAT_ISO) {
    it(`${format}: semua dokumen × brief/summary/full valid (string, ringkas dan pretty)`, () => {
      const label: string[] = [];
      const xml: string[] = [];
      for (const k of KASUS) {
        for (const elementSet of ELEMENT_SETS) {
          for (const pretty of [false, true]) {
            label.push(`${k.nama}/${elementSet}/${pretty ? "pretty" : "ringkas"}`);
            xml.push(renderXml(k.dok, { format, elementSet, id: k.id, dateStamp: STEMPEL, pretty }));
          }
        }
      }
      periksa(label, xml, SKEMA[format]);
    });

    it(`${format}: keluaran xmlbuilder2 (node) valid`, () => {
      const label: string[] = [];
      const xml: string[] = [];
      for (const k of KASUS.slice(0, 4)) {
        for (const elementSet of ELEMENT_SETS) {
          label.push(`${k.nama}/${elementSet}`);
          xml.push(renderXmlNode(k.dok, { format, elementSet, id: k.id, dateStamp: STEMPEL }).end());
        }
      }
      periksa(label, xml, SKEMA[format]);
    });
  }

  it("dc: csw:BriefRecord / SummaryRecord / Record valid untuk semua dokumen", () => {
    const label: string[] = [];
    const xml: string[] = [];
    for (const k of KASUS) {
      for (const elementSet of ELEMENT_SETS) {
        label.push(`${k.nama}/${elementSet}`);
        xml.push(renderDublinCore(k.dok, { elementSet, id: k.id, dateStamp: STEMPEL, schemaLocation: true }));
        label.push(`${k.nama}/${elementSet}/node`);
        xml.push(renderDublinCoreNode(k.dok, { elementSet, id: k.id, dateStamp: STEMPEL }).end());
      }
    }
    periksa(label, xml, "csw");
  });

  it("dateStamp berupa tanggal saja juga valid", () => {
    const dok = dokumenMaksimal();
    for (const format of FORMAT_ISO) {
      const h = validasiXml(renderXml(dok, { format, id: ID_MAKSIMAL, dateStamp: "2024-04-30", dateCreated: "2023-01-01" }), SKEMA[format]);
      expect(h.galat).toBe("");
      expect(h.ok).toBe(true);
    }
  });

  it("URL yang diterima skema dokumen tetap xs:anyURI yang sah di gmd", () => {
    const aneh = ["https://x.org/%zz", "https://x.org/a%2", "https://x.org/#a#b", "https://x.org/?a=[1]&b=%%41", "http://[::1]:8080/x?y=[2]", "https://x.org/a b{c}|d"];
    expect(anyUri("https://x.org/?a=[1]#x#y")).toBe("https://x.org/?a=%5B1%5D#x%23y");
    expect(anyUri("http://[::1]:8080/p%41")).toBe("http://[::1]:8080/p%41");
    const m = masukanMinimal();
    m.distribusi = { sumberDaring: aneh.map((url) => ({ url, protokol: "WWW:LINK-1.0-http--link" })) };
    m.identifikasi.kontak = aneh.map((url) => ({ peran: "pointOfContact", namaOrganisasi: "Org", url }));
    const dok = DokumenMetadata.parse(m);
    for (const format of FORMAT_ISO) {
      const h = validasiXml(renderXml(dok, { format, id: "url", dateStamp: STEMPEL }), SKEMA[format]);
      expect(h.galat, format).toBe("");
    }
    expect(validasiXml(renderDublinCore(dok, { id: "url", dateStamp: STEMPEL }), "csw").ok).toBe(true);
  });

  it("validator menolak dokumen yang rusak (pemeriksaan benar-benar berjalan)", () => {
    const xml = renderXml(dokumenMinimal(), { format: "gmd", id: "x", dateStamp: STEMPEL });
    const tanpaStempel = xml.replace(/<gmd:dateStamp>.*?<\/gmd:dateStamp>/, "");
    const h = validasiXml(tanpaStempel, "gmd");
    expect(h.ok).toBe(false);
    expect(h.galat).toMatch(/dateStamp/);
    const mdb = renderXml(dokumenMinimal(), { format: "mdb2018", id: "x", dateStamp: STEMPEL });
    expect(validasiXml(mdb.replace("<mri:MD_TopicCategoryCode>boundaries<", "<mri:MD_TopicCategoryCode>bukanTopik<"), "mdb").ok).toBe(false);
  });
});
