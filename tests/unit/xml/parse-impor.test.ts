import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { XmlTidakValid } from "@/lib/csw/xml-tree";
import { renderXml, type FormatIso } from "@/lib/xml";
import { parseMetadataXml, type HasilParse } from "@/lib/xml/parse";
import { ID_MAKSIMAL, STEMPEL, dokumenMinimal } from "@/tests/fixtures/dokumen";
import { validasiBanyak } from "@/tests/helpers/xmllint";

/** Foreign records (real GeoNetwork, pycsw, ArcGIS, THREDDS exports) with their missing and extra parts. */

const FOLDER = path.resolve(import.meta.dirname, "../../fixtures/xml");
const BERKAS = ["iso19139", "iso19115-3"].flatMap((d) => readdirSync(path.join(FOLDER, d)).map((f) => `${d}/${f}`));
const HASIL = new Map<string, HasilParse>(BERKAS.map((f) => [f, parseMetadataXml(readFileSync(path.join(FOLDER, f)))]));
const hasil = (f: string) => HASIL.get(f)!;
const ada = (h: HasilParse, path: string | RegExp, pesan: string | RegExp) =>
  h.laporan.some((l) => (typeof path === "string" ? l.path === path : path.test(l.path)) && (typeof pesan === "string" ? l.pesan.includes(pesan) : pesan.test(l.pesan)));

/** Records that carry everything the document needs; the others lack a topic, a bounding box or an abstract. */
const SAH = [
  "iso19139/geobretagne-cadastre-2018.xml",
  "iso19139/geocat-ch-che-profile-gewaesserschutz.xml",
  "iso19139/ipma-pt-air-temperature.xml",
  "iso19139/marine-ie-ce0911-anchors.xml",
  "iso19139/ngr-nl-defensie-eemsmonding.xml",
  "iso19139/pacioos-ns06agg-ncml.xml",
  "iso19139/pygeometa-soil-nitrogen-no-bbox.xml",
  "iso19139/usgs-cida-prism-thredds-service.xml",
  "iso19139/wmo-jma-synop-smjp01.xml",
  "iso19139/ypaat-ortho-1998-inspire.xml",
  "iso19115-3/metawal-spw-catchments-series.xml",
  "iso19115-3/sextant-ifremer-altimetry-dataset.xml",
  "iso19115-3/wallonie-spw-ogcapi-records-service.xml",
];

describe("impor rekaman asing (fixture dunia nyata)", () => {
  it("semua 25 berkas terbaca, profil dikenali, dan setiap laporan berbahasa Indonesia dengan path", () => {
    expect(BERKAS).toHaveLength(25);
    for (const f of BERKAS) {
      const h = hasil(f);
      expect(h.profil, f).toBe(f.startsWith("iso19139") ? "gmd" : f.includes("2016") ? "mdb2016" : "mdb2018");
      expect(h.pengenal, f).toBeTruthy();
      for (const l of h.laporan) expect(l.path.length > 0 && l.pesan.length > 0, f).toBe(true);
    }
  });

  it("tepat rekaman yang lengkap yang sah; yang lain menyebut bagian wajib yang hilang", () => {
    expect(BERKAS.filter((f) => hasil(f).sah !== null).sort()).toEqual([...SAH].sort());
    for (const f of BERKAS.filter((x) => !SAH.includes(x))) {
      expect(hasil(f).laporan.some((l) => l.pesan.startsWith("Tidak valid:")), f).toBe(true);
    }
  });

  it.each(["gmd", "mdb2016", "mdb2018"] as FormatIso[])("rekaman sah yang diimpor dirender ulang valid terhadap XSD (%s)", (format) => {
    const xml = SAH.map((f) => renderXml(hasil(f).sah!, { format, id: hasil(f).pengenal!, dateStamp: STEMPEL }));
    const gagal = validasiBanyak(xml, format === "gmd" ? "gmd" : "mdb").flatMap((v, i) => (v.ok ? [] : [`${SAH[i]}: ${v.galat}`]));
    expect(gagal, gagal.join("\n")).toEqual([]);
  });

  it("rekaman layanan tanpa topicCategory: ditolak dengan alasan, bagian layanan dilaporkan", () => {
    const h = hasil("iso19139/ldbv-bayern-alkis-wfs-service.xml");
    expect(h.sah).toBeNull();
    expect(ada(h, "identifikasi.topikKategori", "Tidak valid")).toBe(true);
    expect(ada(h, /SV_ServiceIdentification$/, "Rekaman layanan")).toBe(true);
    expect(ada(h, /SV_ServiceIdentification\/srv:operatesOn$/, "Tidak dipetakan, diabaikan (6×).")).toBe(true);
    expect(ada(h, "gmd:MD_Metadata/gmd:referenceSystemInfo", "EPSG:4258 diabaikan")).toBe(true);
  });

  it("protokol GeoNetwork, bahasa 'eng; CAN', peran tak dikenal, kotak batas terbalik dan tanpa kotak batas", () => {
    const csiro = hasil("iso19139/csiro-auscope-geoprovinces.xml");
    expect(csiro.dokumen.distribusi?.sumberDaring?.[0]?.protokol).toBe("OGC:WMS");
    expect(ada(csiro, /onLine$/, 'Protokol "OGC:WMS-1.1.1-http-get-map" dibaca sebagai OGC:WMS.')).toBe(true);
    const eman = hasil("iso19139/ec-eman-allspecies-latin1.xml");
    expect(eman.dokumen.metadataInfo.bahasa).toBe("eng");
    expect(ada(eman, "gmd:MD_Metadata/gmd:contact/gmd:CI_ResponsibleParty", 'Peran "primary" tidak dikenal; dipakai pointOfContact.')).toBe(true);
    expect(ada(eman, "cakupan.bbox", "Tidak valid")).toBe(true);
    expect(ada(hasil("iso19139/geoide-ddt87-noise-zones.xml"), "cakupan.bbox.barat", "Batas barat tidak boleh lebih besar")).toBe(true);
  });

  it("gmi:MI_Metadata (THREDDS): bagian dataset dipilih, layanan dan perluasan dilaporkan, 'issued' = publication", () => {
    const h = hasil("iso19139/pacioos-ns06agg-ncml.xml");
    expect(ada(h, "gmi:MI_Metadata", "perluasan MI_Metadata tidak dipetakan")).toBe(true);
    expect(ada(h, "gmi:MI_Metadata/gmd:identificationInfo", "(SV_ServiceIdentification) diabaikan")).toBe(true);
    expect(h.sah!.identifikasi.tanggal.some((t) => t.jenis === "publication")).toBe(true);
    expect(h.sah!.cakupan.bbox.barat).toBeLessThanOrEqual(h.sah!.cakupan.bbox.timur);
  });

  it("ISO 19115-3: tanggal parsial, EPSG dari URI, poligon dan bahasa default", () => {
    const s = hasil("iso19115-3/sextant-ifremer-altimetry-dataset.xml");
    expect(s.sah!.cakupan.temporal?.mulai).toBe("1993-01-01");
    expect(ada(s, /temporalElement$/, 'Bulan "1993-01" dibaca sebagai 1993-01-01.')).toBe(true);
    expect(s.sah!.sistemReferensi).toEqual({ kode: "4326", ruangKode: "EPSG" });
    const m = hasil("iso19115-3/metawal-spw-catchments-series.xml");
    expect(m.sah!.metadataInfo.levelHierarki).toBe("series");
    expect(m.sah!.identifikasi.bahasa).toEqual(["fre"]);
    const che = hasil("iso19139/geocat-ch-che-profile-gewaesserschutz.xml");
    expect(ada(che, /EX_BoundingPolygon$/, "tidak dipetakan")).toBe(true);
  });
});

describe("masukan yang ditolak atau didekode", () => {
  const minimal = () => renderXml(dokumenMinimal(), { format: "gmd", id: ID_MAKSIMAL, dateStamp: STEMPEL });
  const tolak = (masukan: string | Uint8Array, jenis: string) => {
    try {
      parseMetadataXml(masukan);
    } catch (e) {
      expect(e).toBeInstanceOf(XmlTidakValid);
      expect((e as XmlTidakValid).jenis).toBe(jenis);
      return (e as Error).message;
    }
    throw new Error("tidak ditolak");
  };

  it("DOCTYPE (XXE, entitas) ditolak tanpa membaca apa pun", () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><gmd:MD_Metadata xmlns:gmd="http://www.isotc211.org/2005/gmd">&e;</gmd:MD_Metadata>`;
    expect(tolak(xxe, "doctype")).toContain("DOCTYPE");
  });

  it("kedalaman, ukuran, akar asing, banyak rekaman dan pengodean rusak ditolak", () => {
    tolak(`${"<a>".repeat(200)}${"</a>".repeat(200)}`, "kedalaman");
    tolak(`<a>${" ".repeat(9 * 1024 * 1024)}</a>`, "ukuran");
    expect(tolak("<html><body/></html>", "sintaks")).toContain("bukan rekaman metadata");
    const dua = `<csw:GetRecordsResponse xmlns:csw="http://www.opengis.net/cat/csw/2.0.2">${minimal().replace(/^<\?xml[^>]*>/, "").repeat(2)}</csw:GetRecordsResponse>`;
    expect(tolak(dua, "jumlah")).toContain("2 rekaman");
    tolak(Uint8Array.from([0x3c, 0x61, 0x3e, 0xff, 0xfe, 0x3c, 0x2f, 0x61, 0x3e]), "sintaks");
    expect(tolak(Buffer.from('<?xml version="1.0" encoding="x-klingon"?><a/>'), "sintaks")).toContain("tidak didukung");
  });

  it("ISO-8859-1 menurut deklarasi, UTF-16 dengan BOM, dan satu rekaman dalam respons CSW", () => {
    const judul = "Peta Kawasan Pesisir Selatan — Déjà vu";
    const xml = renderXml({ ...dokumenMinimal(), identifikasi: { ...dokumenMinimal().identifikasi, judul: judul.replace("—", "-") } }, { format: "gmd", id: ID_MAKSIMAL, dateStamp: STEMPEL });
    const latin1 = Buffer.from(xml.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"'), "latin1");
    expect(parseMetadataXml(latin1).sah!.identifikasi.judul).toBe(judul.replace("—", "-"));
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml.replace('encoding="UTF-8"', 'encoding="UTF-16"'), "utf16le")]);
    expect(parseMetadataXml(utf16).sah!.identifikasi.judul).toBe(judul.replace("—", "-"));
    const csw = `<csw:GetRecordByIdResponse xmlns:csw="http://www.opengis.net/cat/csw/2.0.2">${minimal().replace(/^<\?xml[^>]*>/, "")}</csw:GetRecordByIdResponse>`;
    expect(parseMetadataXml(csw).pengenal).toBe(ID_MAKSIMAL);
  });
});
