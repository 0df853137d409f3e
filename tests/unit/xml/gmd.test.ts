import { describe, expect, it } from "vitest";
import { DokumenMetadata } from "@/lib/metadata/schema";
import { renderXml } from "@/lib/xml";
import { ID_MAKSIMAL, JUDUL_SULIT, STEMPEL, dokumenMaksimal, dokumenMinimal, masukanMaksimal } from "@/tests/fixtures/dokumen";
import { cari, nilai, urai } from "./pohon";

const ID = "gmd:identificationInfo/gmd:MD_DataIdentification";
const render = (elementSet: "brief" | "summary" | "full" = "full", dok = dokumenMaksimal()) =>
  urai(renderXml(dok, { format: "gmd", elementSet, id: ID_MAKSIMAL, dateStamp: STEMPEL }));

describe("gmd (ISO 19139)", () => {
  const akar = render();

  it("menulis pengenal, judul, stempel dan standar", () => {
    expect(nilai(akar, "gmd:MD_Metadata/gmd:fileIdentifier/gco:CharacterString")).toEqual([ID_MAKSIMAL]);
    expect(nilai(akar, `gmd:MD_Metadata/${ID}/gmd:citation/gmd:CI_Citation/gmd:title/gco:CharacterString`)).toEqual([JUDUL_SULIT]);
    expect(nilai(akar, "gmd:MD_Metadata/gmd:dateStamp/gco:DateTime")).toEqual([STEMPEL]);
    expect(nilai(akar, "gmd:MD_Metadata/gmd:metadataStandardName/gco:CharacterString")).toEqual(["ISO 19115:2003/19139"]);
    expect(nilai(akar, "gmd:MD_Metadata/gmd:parentIdentifier/gco:CharacterString")).toEqual(["a1b2c3d4-0000-4000-8000-000000000001"]);
  });

  it("menulis kotak batas sebagai desimal tanpa eksponen", () => {
    const bbox = `gmd:MD_Metadata/${ID}/gmd:extent/gmd:EX_Extent/gmd:geographicElement/gmd:EX_GeographicBoundingBox`;
    expect(nilai(akar, `${bbox}/gmd:westBoundLongitude/gco:Decimal`)).toEqual(["106.3705"]);
    expect(nilai(akar, `${bbox}/gmd:eastBoundLongitude/gco:Decimal`)).toEqual(["107.0000001"]);
    expect(nilai(akar, `${bbox}/gmd:southBoundLatitude/gco:Decimal`)).toEqual(["-6.5"]);
    expect(nilai(akar, `${bbox}/gmd:northBoundLatitude/gco:Decimal`)).toEqual(["-5.1800000001"]);
    const kecil = DokumenMetadata.parse({ ...masukanMaksimal(), cakupan: { bbox: { barat: 0.0000001, timur: 1e-7, selatan: -1e-7, utara: 0 } } });
    const x = render("full", kecil);
    expect(nilai(x, `${bbox}/gmd:westBoundLongitude/gco:Decimal`)).toEqual(["0.0000001"]);
    expect(nilai(x, `${bbox}/gmd:southBoundLatitude/gco:Decimal`)).toEqual(["-0.0000001"]);
  });

  it("membuang topik disaster dan extraTerrestrial", () => {
    expect(nilai(akar, `gmd:MD_Metadata/${ID}/gmd:topicCategory/gmd:MD_TopicCategoryCode`)).toEqual(["inlandWaters", "boundaries"]);
  });

  it("memetakan peran 19115-1 ke peran 19139 terdekat", () => {
    const peran = nilai(akar, `gmd:MD_Metadata/${ID}/gmd:pointOfContact/gmd:CI_ResponsibleParty/gmd:role/gmd:CI_RoleCode/@codeListValue`);
    expect(peran).toEqual(["pointOfContact", "resourceProvider", "owner", "originator", "publisher", "author", "user"]);
    expect(nilai(akar, "gmd:MD_Metadata/gmd:contact/gmd:CI_ResponsibleParty/gmd:role/gmd:CI_RoleCode/@codeListValue")).toEqual(["pointOfContact", "resourceProvider"]);
    const semua = nilai(akar, "//gmd:CI_RoleCode/@codeListValue");
    for (const p of ["funder", "sponsor", "rightsHolder", "coAuthor", "stakeholder"]) expect(semua).not.toContain(p);
  });

  it("memakai URI codeList 19139", () => {
    const uri = nilai(akar, "//gmd:CI_RoleCode/@codeList");
    expect(new Set(uri)).toEqual(new Set(["http://standards.iso.org/iso/19139/resources/gmxCodelists.xml#CI_RoleCode"]));
    expect(nilai(akar, "//gmd:MD_ClassificationCode/@codeListValue")).toEqual(["restricted"]);
    expect(nilai(akar, "//gmd:MD_ProgressCode/@codeListValue")).toEqual(["underDevelopment"]);
    expect(nilai(akar, "//gmd:MD_MaintenanceFrequencyCode/@codeListValue")).toEqual(["unknown"]);
    expect(nilai(akar, "//gmd:userDefinedMaintenanceFrequency/gts:TM_PeriodDuration")).toEqual(["P2Y"]);
    expect(nilai(akar, "//gmd:LanguageCode/@codeListValue")).toEqual(["ind", "ind", "eng"]);
  });

  it("menyaring jenis tanggal dan jenis kata kunci yang tidak ada di 19139", () => {
    expect(nilai(akar, `gmd:MD_Metadata/${ID}/gmd:citation/gmd:CI_Citation/gmd:date/gmd:CI_Date/gmd:dateType/gmd:CI_DateTypeCode/@codeListValue`)).toEqual(["creation", "publication", "revision"]);
    expect(nilai(akar, "//gmd:MD_KeywordTypeCode/@codeListValue")).toEqual(["theme", "place"]);
    expect(nilai(akar, "//gmd:MD_Keywords/gmd:keyword/gco:CharacterString")).toContain("Oryza sativa");
  });

  it("menulis tautan distribusi seperti yang dibaca OWSLib/QGIS MetaSearch", () => {
    const online = cari(akar, "gmd:MD_Metadata/gmd:distributionInfo/gmd:MD_Distribution/gmd:transferOptions/gmd:MD_DigitalTransferOptions/gmd:onLine/gmd:CI_OnlineResource");
    expect(online).toHaveLength(16);
    const wms = online[0]!;
    expect(nilai(wms, "gmd:linkage/gmd:URL")).toEqual(["https://geoservices.big.example/svc/0?service=X&request=GetCapabilities"]);
    expect(nilai(wms, "gmd:protocol/gco:CharacterString")).toEqual(["OGC:WMS"]);
    expect(nilai(wms, "gmd:name/gco:CharacterString")).toEqual(["krb_banjir_dki"]);
    expect(nilai(wms, "gmd:description/gco:CharacterString")).toEqual(['Layanan OGC:WMS & "tautan" 0']);
    expect(nilai(wms, "gmd:function/gmd:CI_OnLineFunctionCode/@codeListValue")).toEqual(["download"]);
    const protokol = online.flatMap((o) => nilai(o, "gmd:protocol/gco:CharacterString"));
    expect(protokol).toEqual(expect.arrayContaining(["OGC:WFS", "WWW:LINK-1.0-http--link", "OGC:OGC-API-Features-items", "ESRI:ArcGIS:MapServer"]));
    // browsing → information, fileAccess → download, upload/emailService dropped
    expect(online.map((o) => nilai(o, "gmd:function/gmd:CI_OnLineFunctionCode/@codeListValue")[0] ?? "-").slice(0, 8)).toEqual(["download", "information", "information", "download", "-", "-", "information", "information"]);
  });

  it("format tanpa versi memakai nilReason missing", () => {
    const versi = cari(akar, "gmd:MD_Metadata/gmd:distributionInfo/gmd:MD_Distribution/gmd:distributionFormat/gmd:MD_Format/gmd:version");
    expect(versi.map((v) => v.atribut.get("{http://www.isotc211.org/2005/gco}nilReason") ?? nilai(v, "gco:CharacterString")[0])).toEqual(["RFC 7946", "missing"]);
  });

  it("memetakan atau membuang laporan kualitas 19157", () => {
    const laporan = cari(akar, "gmd:MD_Metadata/gmd:dataQualityInfo/gmd:DQ_DataQuality/gmd:report/*").map((s) => s.lokal);
    expect(laporan).toHaveLength(15);
    expect(laporan).toContain("DQ_NonQuantitativeAttributeAccuracy");
    for (const hilang of ["DQ_NonQuantitativeAttributeCorrectness", "DQ_UsabilityElement", "DQ_Confidence", "DQ_Representativity", "DQ_Homogeneity"]) {
      expect(laporan).not.toContain(hilang);
    }
    expect(nilai(akar, "//gmd:DQ_EvaluationMethodTypeCode/@codeListValue")).not.toContain("DQ_FullInspection");
    expect(nilai(akar, "//gmd:evaluationMethodDescription/gco:CharacterString")).toContain("Inspeksi Penuh (ISO 19157 DQ_FullInspection)");
    // the scope "coverage" has no 19139 code: level dataset, original kept in levelDescription
    expect(nilai(akar, "//gmd:DQ_Scope/gmd:level/gmd:MD_ScopeCode/@codeListValue")).toEqual(["dataset"]);
    expect(nilai(akar, "//gmd:DQ_Scope/gmd:levelDescription/gmd:MD_ScopeDescription/gmd:other/gco:CharacterString")).toEqual(["coverage"]);
    expect(nilai(akar, "//gmd:LI_ProcessStep/gmd:dateTime/gco:DateTime")).toEqual(["2023-03-01T00:00:00", "2023-06-15T09:30:00+07:00"]);
  });

  it("menulis resolusi skala dan jarak, sistem referensi dan periode waktu", () => {
    expect(nilai(akar, "//gmd:MD_RepresentativeFraction/gmd:denominator/gco:Integer")).toEqual(["25000"]);
    expect(nilai(akar, "//gmd:MD_Resolution/gmd:distance/gco:Distance")).toEqual(["0.5"]);
    expect(nilai(akar, "//gmd:MD_Resolution/gmd:distance/gco:Distance/@uom")).toEqual(["m"]);
    expect(nilai(akar, "//gmd:RS_Identifier/gmd:code/gmx:Anchor/@xlink:href")).toEqual(["http://www.opengis.net/def/crs/EPSG/0/4326"]);
    expect(nilai(akar, "//gml:TimePeriod/gml:beginPosition")).toEqual(["2023-01-01"]);
    expect(nilai(akar, "//gml:TimePeriod/@gml:id")).toEqual([`periode-${ID_MAKSIMAL}`]);
  });

  it("brief hanya memuat unsur brief, summary tanpa laporan", () => {
    const brief = render("brief");
    const md = "gmd:MD_Metadata";
    expect(cari(brief, `${md}/*`).map((s) => s.lokal)).toEqual(["fileIdentifier", "hierarchyLevel", "contact", "contact", "dateStamp", "identificationInfo"]);
    expect(cari(brief, `${md}/${ID}/*`).map((s) => s.lokal)).toEqual(["citation", "abstract", "graphicOverview", "graphicOverview", "language", "language", "extent"]);
    expect(cari(brief, `${md}/${ID}/gmd:abstract`)[0]!.atribut.get("{http://www.isotc211.org/2005/gco}nilReason")).toBe("withheld");
    expect(cari(brief, "//gmd:EX_GeographicDescription")).toEqual([]);
    expect(cari(brief, "//gmd:contactInfo")).toEqual([]);
    const summary = render("summary");
    expect(cari(summary, "//gmd:report")).toEqual([]);
    expect(cari(summary, "//gmd:distributor")).toEqual([]);
    expect(cari(summary, "//gmd:LI_Lineage/gmd:statement")).toHaveLength(1);
    expect(cari(summary, "//gmd:LI_ProcessStep")).toEqual([]);
    expect(cari(summary, "//gmd:CI_OnlineResource/gmd:protocol")).toHaveLength(16);
  });

  it("dokumen minimal tidak memuat bagian kosong", () => {
    const min = urai(renderXml(dokumenMinimal(), { format: "gmd", id: "m", dateStamp: STEMPEL }));
    expect(cari(min, "gmd:MD_Metadata/gmd:distributionInfo")).toEqual([]);
    expect(cari(min, "gmd:MD_Metadata/gmd:dataQualityInfo")).toEqual([]);
    expect(cari(min, "gmd:MD_Metadata/gmd:referenceSystemInfo")).toEqual([]);
    expect(cari(min, "//gmd:resourceConstraints")).toEqual([]);
  });
});
