import { describe, expect, it } from "vitest";
import { parseXmlTree, XmlTidakValid } from "@/lib/csw/xml-tree";
import { urlGetRecordById, urlGetRecordsSumber } from "@/lib/panen/csw";
import { skemaMinta } from "@/lib/panen/jenis";
import { uraiHalaman } from "@/lib/xml/harvest/klien";
import { idDariPengenal } from "@/lib/xml/harvest/simpan";
import { bacaRekaman, cariRekaman, parseMetadataXml, type HasilParse } from "@/lib/xml/parse";
import { renderDublinCore } from "@/lib/xml";
import { ID_MAKSIMAL, STEMPEL, dokumenMaksimal } from "@/tests/fixtures/dokumen";
import { HALAMAN_ESRI, halamanEsri, REKAMAN_ESRI, RINGKAS_ESRI, rekamanTurunan, TURUNAN } from "@/tests/helpers/esri";

/** Esri Geoportal's csw:Record (Dublin Core) mapped to a record, through the checks an ISO import passes. */

/** The reasons a harvest stores for a rejected record (lib/panen/simpan.ts). */
const alasan = (h: HasilParse) => h.laporan.filter((l) => l.pesan.startsWith("Tidak valid")).map((l) => `${l.path}: ${l.pesan}`);
const baca = (rek: string) => bacaRekaman(uraiHalaman(halamanEsri([rek], { cocok: 1, berikutnya: 0 })).rekaman[0]!);

const JUDUL = "dc:title: Tidak valid: rekaman tanpa judul (dc:title).";
const ABSTRAK = "dct:abstract: Tidak valid: rekaman tanpa abstrak (dct:abstract atau dc:description).";
const TOPIK = "dc:subject: Tidak valid: tidak ada kategori topik ISO 19115 (mis. boundaries, environment, imageryBaseMapsEarthCover) di antara dc:subject.";
const PIHAK = "dc:creator: Tidak valid: tidak ada pihak yang bertanggung jawab (dc:creator, dc:publisher, dc:contributor atau dct:rightsHolder).";
const KOTAK = "ows:BoundingBox: Tidak valid: tidak ada kotak batas WGS 84 (ows:WGS84BoundingBox, atau ows:BoundingBox EPSG:4326/CRS84).";

describe("csw:Record Esri Geoportal → rekaman", () => {
  const halaman = uraiHalaman(HALAMAN_ESRI);

  it("halaman fikstur: 10 rekaman dari 28.095, nextRecord 11", () => {
    expect(halaman).toMatchObject({ cocok: 28095, dikembalikan: 10, berikutnya: 11 });
    expect(halaman.rekaman).toHaveLength(10);
  });

  it("setiap rekaman fikstur tiba atau ditolak dengan alasannya: semuanya kurang unsur wajib profil", () => {
    const hasil = halaman.rekaman.map((el) => bacaRekaman(el));
    // GeoBolivia has an abstract and two ISO topics but no party and no box; WPC/WPC_QPF an abstract and a box
    // but no topic or party; the other eight (ArcGIS layers registered automatically) only a title and a box.
    const harap = [[PIHAK, KOTAK], ...Array(5).fill([ABSTRAK, TOPIK, PIHAK]), [TOPIK, PIHAK], ...Array(3).fill([ABSTRAK, TOPIK, PIHAK])];
    expect(hasil.map((h) => (h.sah ? "sah" : alasan(h)))).toEqual(harap);
    expect(hasil.every((h) => h.profil === "dc")).toBe(true);
    // the DocID (in braces) is the source identifier, not the FileID (a service URL)
    expect(hasil.map((h) => h.pengenal)).toEqual(REKAMAN_ESRI.map((r) => /ArcIMS:Metadata:DocID">([^<]+)</.exec(r)![1]));
    expect(hasil[1]!.pengenal).toBe("{F683D6E2-2FFC-4A29-A0CA-3175A2849E3B}");
  });

  it("yang dapat dipetakan dari rekaman yang ditolak tetap terbaca: topik, kata kunci, tautan tanpa ganda, level", () => {
    const bolivia = bacaRekaman(halaman.rekaman[0]!);
    const idf = bolivia.dokumen.identifikasi;
    expect(idf.judul).toBe("GeoBolivia");
    expect(idf.abstrak).toMatch(/^El presente catalogo/);
    expect(idf.topikKategori).toEqual(["imageryBaseMapsEarthCover", "climatologyMeteorologyAtmosphere"]);
    expect(idf.kataKunci![0]!.kata).toEqual(expect.arrayContaining(["Bolivia", "La Paz", "Cartografía"]));
    expect(idf.kataKunci![0]!.kata).not.toContain("climatologyMeteorologyAtmosphere");
    expect(bolivia.dokumen.metadataInfo).toMatchObject({ levelHierarki: "service", tanggalStempel: "2016-06-15T10:14:09-07:00" });
    // a server URL listed three times is one link; the Document link is the full record at the source
    expect(bolivia.dokumen.distribusi!.sumberDaring).toEqual([
      { url: "http://geo.gob.bo/geonetwork/srv/spa/csw?request=GetCapabilities&service=CSW&version=2.0.2", protokol: "OGC:CSW" },
      { url: "http://geo.gob.bo/geonetwork/srv/spa/csw", protokol: "OGC:CSW" },
      { url: "http://gptogc.esri.com/geoportal/csw?getxml=%7B093CBDB1-9D7A-4602-9937-2EC89359E633%7D", protokol: "WWW:LINK-1.0-http--link", fungsi: "completeMetadata", nama: "Rekaman metadata lengkap di sumber" },
    ]);
    const qpf = bacaRekaman(halaman.rekaman[6]!);
    expect(qpf.dokumen.distribusi!.sumberDaring!.map((s) => s.protokol)).toEqual(["ESRI:ArcGIS:MapServer", "ESRI:ArcGIS:MapServer", "WWW:LINK-1.0-http--link"]);
    // ows:WGS84BoundingBox is lon/lat; the duplicate ows:BoundingBox is neither used nor reported as unmapped
    expect(qpf.dokumen.cakupan!.bbox).toEqual({ barat: -132.63, selatan: 21.5899999993538, timur: -63.08, utara: 56.4899999991322 });
    expect(qpf.laporan.filter((l) => /Tidak dipetakan/.test(l.pesan))).toEqual([]);
  });

  it("rekaman yang dilengkapi tiba utuh: pihak, topik, bahasa, hak, kotak, tanggal, tautan, silsilah", () => {
    const [qpf, bolivia, picez, tanpaJudul, tanpaPengenal] = rekamanTurunan().map(baca);
    expect(alasan(qpf!)).toEqual([]);
    const d = qpf!.sah!;
    expect(qpf!.pengenal).toBe(TURUNAN.qpf);
    expect(d.identifikasi).toMatchObject({
      judul: "WPC/WPC_QPF",
      abstrak: "NCEP WPC QPF, Days 1-7",
      topikKategori: ["climatologyMeteorologyAtmosphere"],
      bahasa: ["eng"],
      tanggal: [{ tanggal: "2016-05-29T15:26:42-07:00", jenis: "revision" }],
      kontak: [{ peran: "originator", namaOrganisasi: "NOAA NWS Weather Prediction Center" }],
      batasan: { penggunaan: ["Public domain"] },
    });
    expect(d.identifikasi.kataKunci).toEqual([{ kata: ["MapServer", "liveData", "service", "NOAA NWS NCEP WPC QPF"], jenis: "theme" }]);
    expect(d.metadataInfo).toMatchObject({ bahasa: "eng", levelHierarki: "service", kontak: [{ peran: "originator", namaOrganisasi: "NOAA NWS Weather Prediction Center" }] });
    expect(d.kualitasData!.silsilah!.sumber).toEqual([{ deskripsi: "{0C71DF6D-F381-4D21-BA5C-73CF701FEBC7}" }]);
    // EPSG:4326 by URN is latitude first
    expect(alasan(bolivia!)).toEqual([]);
    expect(bolivia!.sah!.cakupan.bbox).toEqual({ barat: -69.65, selatan: -22.9, timur: -57.45, utara: -9.67 });
    expect(bolivia!.sah!.identifikasi.kontak).toEqual([{ peran: "publisher", namaOrganisasi: "GeoBolivia" }]);
    // without a DocID the first dc:identifier (the FileID) identifies; dc:description is the abstract
    expect(picez!.pengenal).toBe(TURUNAN.picez);
    expect(picez!.sah!.identifikasi.abstrak).toBe("Probability of ice accumulation of at least 0.25 inch, 72 hours.");
    expect(alasan(tanpaJudul!)).toEqual([JUDUL, ABSTRAK, TOPIK, PIHAK]);
    expect(tanpaPengenal!.pengenal).toBeUndefined();
  });

  it("urutan sumbu kotak batas: WGS84BoundingBox dan tanpa crs bujur-lintang, URN EPSG:4326 lintang-bujur, CRS84, tertukar, CRS lain", () => {
    const kotak = (xml: string) => {
      const h = baca(REKAMAN_ESRI[0]!.replace("</csw:Record>", `${xml}</csw:Record>`));
      return { bbox: h.dokumen.cakupan?.bbox, laporan: h.laporan.filter((l) => /kotak batas/i.test(l.pesan) && !l.pesan.startsWith("Tidak valid")).map((l) => l.pesan) };
    };
    const bb = (crs: string | null, a: string, b: string) => `<ows:BoundingBox${crs === null ? "" : ` crs="${crs}"`}><ows:LowerCorner>${a}</ows:LowerCorner><ows:UpperCorner>${b}</ows:UpperCorner></ows:BoundingBox>`;
    const indonesia = { barat: 95, selatan: -11, timur: 141, utara: 6 };
    expect(kotak(bb(null, "95 -11", "141 6")).bbox).toEqual(indonesia);
    for (const crs of ["urn:ogc:def:crs:EPSG::4326", "urn:x-ogc:def:crs:EPSG:6.11:4326", "http://www.opengis.net/def/crs/EPSG/0/4326"]) expect(kotak(bb(crs, "-11 95", "6 141")).bbox, crs).toEqual(indonesia);
    for (const crs of ["urn:ogc:def:crs:OGC:1.3:CRS84", "EPSG:4326"]) expect(kotak(bb(crs, "95 -11", "141 6")).bbox, crs).toEqual(indonesia);
    // longitude beyond ±90 where latitude should be: written in the other order
    const tertukar = kotak(bb("urn:ogc:def:crs:EPSG::4326", "95 -11", "141 6"));
    expect(tertukar.bbox).toEqual(indonesia);
    expect(tertukar.laporan).toEqual([expect.stringMatching(/^Urutan sumbu kotak batas tertukar/)]);
    const mercator = kotak(bb("urn:ogc:def:crs:EPSG::3857", "10575351 -1232106", "15696048 669141"));
    expect(mercator.bbox).toBeUndefined();
    expect(mercator.laporan).toEqual(['Kotak batas dalam CRS "urn:ogc:def:crs:EPSG::3857" bukan WGS 84, diabaikan.']);
    // WGS84BoundingBox wins over a BoundingBox
    expect(kotak(`<ows:WGS84BoundingBox><ows:LowerCorner>95 -11</ows:LowerCorner><ows:UpperCorner>141 6</ows:UpperCorner></ows:WGS84BoundingBox>${bb(null, "0 0", "1 1")}`).bbox).toEqual(indonesia);
  });

  it("tautan: gambar kecil Esri menjadi grafik, skema URL terlarang dibuang dan dilaporkan sebagai tautan yang dibuang", () => {
    const esri = "urn:x-esri:specification:ServiceType:ArcIMS:Metadata";
    const h = baca(
      REKAMAN_ESRI[6]!.replace(
        "</csw:Record>",
        `<dct:references scheme="${esri}:Thumbnail">https://peta.example/gambar.png</dct:references><dct:references scheme="${esri}:Onlink">javascript:alert(1)</dct:references><dct:references scheme="OGC:WMS">https://peta.example/wms?service=WMS</dct:references></csw:Record>`,
      ),
    );
    expect(h.dokumen.identifikasi.grafik).toEqual([{ url: "https://peta.example/gambar.png" }]);
    expect(h.dokumen.distribusi!.sumberDaring!.map((x) => x.protokol)).toEqual(["ESRI:ArcGIS:MapServer", "ESRI:ArcGIS:MapServer", "WWW:LINK-1.0-http--link", "OGC:WMS"]);
    expect(h.tautanDibuang).toEqual([{ path: "csw:Record/dct:references", pesan: expect.stringMatching(/^Tautan "javascript:alert\(1\)" diabaikan: /) }]);
  });

  it("GetRecordById ringkas (csw:SummaryRecord) terbaca di panen; unggahan berkas tetap hanya ISO", () => {
    const akar = parseXmlTree(RINGKAS_ESRI, { maxBytes: 1 << 20, maxDepth: 64, maxElements: 10_000 });
    expect(cariRekaman(akar)).toEqual([]);
    const [rek] = cariRekaman(akar, { dc: true });
    const h = bacaRekaman(rek!);
    expect(h.pengenal).toBe("{093CBDB1-9D7A-4602-9937-2EC89359E633}");
    expect(alasan(h)).toEqual([PIHAK, KOTAK]);
    expect(() => parseMetadataXml(RINGKAS_ESRI)).toThrow(XmlTidakValid);
  });

  it("id rekaman: GUID DocID dalam kurung kurawal menjadi UUID-nya; URL menjadi UUID v5 yang tetap", () => {
    expect(idDariPengenal("{F683D6E2-2FFC-4A29-A0CA-3175A2849E3B}")).toBe("f683d6e2-2ffc-4a29-a0ca-3175a2849e3b");
    expect(idDariPengenal(TURUNAN.picez)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(idDariPengenal(TURUNAN.picez)).toBe(idDariPengenal(TURUNAN.picez));
    expect(idDariPengenal("{bukan-guid}")).not.toBe("bukan-guid");
  });

  it("sumber csw-esri selalu meminta csw:Record penuh; jenis lain skema pilihannya", () => {
    expect(skemaMinta("csw-esri", "gmd")).toBe("dc");
    expect(skemaMinta("csw-esri", "19115-3")).toBe("dc");
    expect(skemaMinta("csw-geonetwork", "19115-3")).toBe("19115-3");
    const q = new URL(urlGetRecordsSumber({ url: "https://esri.example/geoportal/csw", skema: "dc" }, 11, 10)).searchParams;
    expect(Object.fromEntries(["typeNames", "outputSchema", "elementSetName", "namespace", "startPosition"].map((k) => [k, q.get(k)]))).toEqual({
      typeNames: "csw:Record",
      outputSchema: "http://www.opengis.net/cat/csw/2.0.2",
      elementSetName: "full",
      namespace: "xmlns(csw=http://www.opengis.net/cat/csw/2.0.2)",
      startPosition: "11",
    });
    const r = new URL(urlGetRecordById("https://esri.example/geoportal/csw", "dc", "{F683D6E2-2FFC-4A29-A0CA-3175A2849E3B}")).searchParams;
    expect([r.get("id"), r.get("outputSchema")]).toEqual(["{F683D6E2-2FFC-4A29-A0CA-3175A2849E3B}", "http://www.opengis.net/cat/csw/2.0.2"]);
  });
});

describe("csw:Record GeoKatalog sendiri → rekaman (pulang-pergi)", () => {
  it("DC penuh yang ditulis katalog ini terbaca kembali: judul, abstrak, topik, kata kunci, kotak, waktu, wilayah, tautan, pihak", () => {
    const asli = dokumenMaksimal();
    const el = parseXmlTree(renderDublinCore(asli, { elementSet: "full", id: ID_MAKSIMAL, dateStamp: STEMPEL }), { maxBytes: 1 << 20, maxDepth: 64, maxElements: 10_000 });
    const h = bacaRekaman(el);
    expect(alasan(h)).toEqual([]);
    const d = h.sah!;
    const a = asli.identifikasi;
    expect(h.pengenal).toBe(ID_MAKSIMAL);
    expect(d.identifikasi).toMatchObject({ judul: a.judul, judulAlternatif: a.judulAlternatif, abstrak: a.abstrak, topikKategori: a.topikKategori, bahasa: a.bahasa });
    expect(d.identifikasi.kataKunci.flatMap((k) => k.kata).sort()).toEqual([...new Set(a.kataKunci.flatMap((k) => k.kata))].sort());
    // our DC writes EPSG:4326 latitude first: read back to the same box
    expect(d.cakupan.bbox).toEqual(asli.cakupan.bbox);
    expect(d.cakupan.temporal).toEqual(asli.cakupan.temporal);
    expect(d.cakupan.wilayah.map((w) => w.nama)).toEqual(asli.cakupan.wilayah.map((w) => w.nama));
    expect(d.distribusi.format.map((f) => f.nama)).toEqual(asli.distribusi.format.map((f) => f.nama));
    expect(d.distribusi.sumberDaring.map((s) => [s.url, s.protokol])).toEqual(asli.distribusi.sumberDaring.map((s) => [s.url, s.protokol]));
    expect(d.metadataInfo).toMatchObject({ tanggalStempel: STEMPEL, levelHierarki: asli.metadataInfo.levelHierarki, pengenalInduk: asli.metadataInfo.pengenalInduk });
    expect(d.identifikasi.kontak.length).toBeGreaterThan(0);
    expect(d.kualitasData?.silsilah?.sumber).toEqual(asli.kualitasData?.silsilah?.sumber);
    // a passed conformance names only the specification; a quality report needs an element and an explanation
    expect(h.laporan.filter((l) => /Tidak dipetakan/.test(l.pesan)).map((l) => l.path)).toEqual(["csw:Record/dct:conformsTo"]);
  });
});
