import { describe, expect, it } from "vitest";
import { renderXml } from "@/lib/xml";
import { ID_MAKSIMAL, JUDUL_SULIT, STEMPEL, dokumenMaksimal, dokumenMinimal } from "@/tests/fixtures/dokumen";
import { cari, nilai, urai, type Simpul } from "./pohon";

const ISO = "http://standards.iso.org/iso/19115/-3/";
const ID = "mdb:MD_Metadata/mdb:identificationInfo/mri:MD_DataIdentification";

function render(format: "mdb2016" | "mdb2018", elementSet: "brief" | "summary" | "full" = "full", dok = dokumenMaksimal()): Simpul {
  return urai(renderXml(dok, { format, elementSet, id: ID_MAKSIMAL, dateStamp: STEMPEL }));
}

describe("ISO 19115-3 (mdb2016 / mdb2018)", () => {
  it("memakai namespace 2016 (mdb/cit/mrl 1.0) dan 2018 (2.0); paket lain tetap 1.0", () => {
    const akar2016 = render("mdb2016").anak[0]!;
    const akar2018 = render("mdb2018").anak[0]!;
    expect(akar2016.uri).toBe(`${ISO}mdb/1.0`);
    expect(akar2018.uri).toBe(`${ISO}mdb/2.0`);
    const ns = (s: Simpul) => Object.fromEntries([...s.atribut].filter(([k]) => k.startsWith("{http://www.w3.org/2000/xmlns/}")).map(([k, v]) => [k.split("}")[1], v]));
    expect(ns(akar2016)).toMatchObject({ cit: `${ISO}cit/1.0`, mrl: `${ISO}mrl/1.0`, mcc: `${ISO}mcc/1.0`, mri: `${ISO}mri/1.0`, gco: `${ISO}gco/1.0` });
    expect(ns(akar2018)).toMatchObject({ cit: `${ISO}cit/2.0`, mrl: `${ISO}mrl/2.0`, mcc: `${ISO}mcc/1.0`, mri: `${ISO}mri/1.0`, gco: `${ISO}gco/1.0`, mdq: "http://standards.iso.org/iso/19157/-2/mdq/1.0" });
    expect(akar2016.atribut.get("{http://www.w3.org/2001/XMLSchema-instance}schemaLocation")).toBe(`${ISO}mdb/1.0 ${ISO}mdb/1.0/mdb.xsd`);
  });

  it("2016 menyebut profil SNI 8843-1:2019; 2018 menyebut ISO 19115-1 Amd 1:2018", () => {
    const judul = "mdb:MD_Metadata/mdb:metadataStandard/cit:CI_Citation/cit:title/gco:CharacterString";
    expect(nilai(render("mdb2016"), judul)[0]).toBe("SNI 8843-1:2019 Profil Metadata Spasial Indonesia");
    expect(nilai(render("mdb2016"), "mdb:MD_Metadata/mdb:metadataStandard/cit:CI_Citation/cit:edition/gco:CharacterString")[0]).toBe("2019");
    expect(nilai(render("mdb2018"), judul)).toEqual(["ISO 19115-1:2014/Amd 1:2018 Geographic information — Metadata — Part 1: Fundamentals"]);
  });

  for (const format of ["mdb2016", "mdb2018"] as const) {
    describe(format, () => {
      const akar = render(format);

      it("menulis pengenal, bahasa bawaan ind, judul dan tanggal metadata", () => {
        expect(nilai(akar, "mdb:MD_Metadata/mdb:metadataIdentifier/mcc:MD_Identifier/mcc:code/gco:CharacterString")).toEqual([ID_MAKSIMAL]);
        expect(nilai(akar, "mdb:MD_Metadata/mdb:metadataIdentifier/mcc:MD_Identifier/mcc:codeSpace/gco:CharacterString")).toEqual(["urn:uuid"]);
        expect(nilai(akar, "mdb:MD_Metadata/mdb:defaultLocale/lan:PT_Locale/lan:language/lan:LanguageCode/@codeListValue")).toEqual(["ind"]);
        expect(nilai(akar, `${ID}/mri:citation/cit:CI_Citation/cit:title/gco:CharacterString`)).toEqual([JUDUL_SULIT]);
        expect(nilai(akar, "mdb:MD_Metadata/mdb:dateInfo/cit:CI_Date/cit:date/gco:DateTime")).toEqual([STEMPEL]);
        expect(nilai(akar, "mdb:MD_Metadata/mdb:dateInfo/cit:CI_Date/cit:dateType/cit:CI_DateTypeCode/@codeListValue")).toEqual(["creation"]);
        expect(nilai(akar, `${ID}/mri:defaultLocale/lan:PT_Locale/lan:language/lan:LanguageCode/@codeListValue`)).toEqual(["ind"]);
        expect(nilai(akar, `${ID}/mri:otherLocale/lan:PT_Locale/lan:language/lan:LanguageCode/@codeListValue`)).toEqual(["eng"]);
      });

      it("menyimpan semua kode 19115-1 apa adanya (tanpa pemetaan gmd)", () => {
        expect(nilai(akar, `${ID}/mri:topicCategory/mri:MD_TopicCategoryCode`)).toEqual(["disaster", "inlandWaters", "extraTerrestrial", "boundaries"]);
        const peran = nilai(akar, `${ID}/mri:pointOfContact/cit:CI_Responsibility/cit:role/cit:CI_RoleCode/@codeListValue`);
        expect(peran).toEqual(["pointOfContact", "funder", "rightsHolder", "originator", "publisher", "coAuthor", "stakeholder"]);
        expect(nilai(akar, "//mco:MD_ClassificationCode/@codeListValue")).toEqual(["forOfficialUseOnly"]);
        expect(nilai(akar, "//mcc:MD_ProgressCode/@codeListValue")).toEqual(["tentative"]);
        expect(nilai(akar, "//mmi:MD_MaintenanceFrequencyCode/@codeListValue")).toEqual(["biennially"]);
        expect(nilai(akar, "//mri:MD_KeywordTypeCode/@codeListValue")).toEqual(["theme", "place", "taxon"]);
        expect(nilai(akar, `${ID}/mri:citation/cit:CI_Citation/cit:date/cit:CI_Date/cit:dateType/cit:CI_DateTypeCode/@codeListValue`)).toEqual(["creation", "publication", "lastUpdate", "expiry"]);
      });

      it("memakai URI codeList 19115-3 dan 19157", () => {
        expect(new Set(nilai(akar, "//cit:CI_RoleCode/@codeList"))).toEqual(new Set(["https://schemas.isotc211.org/19115/resources/Codelist/cat/codelists.xml#CI_RoleCode"]));
        expect(new Set(nilai(akar, "//mdq:DQ_EvaluationMethodTypeCode/@codeList"))).toEqual(
          new Set(["https://schemas.isotc211.org/19157/resources/Codelists/cat/codelists.xml#DQ_EvaluationMethodTypeCode"]),
        );
      });

      it("pihak: organisasi dengan individu dan jabatannya", () => {
        const org = cari(akar, "mdb:MD_Metadata/mdb:contact/cit:CI_Responsibility/cit:party/cit:CI_Organisation")[0]!;
        expect(nilai(org, "cit:name/gco:CharacterString")).toEqual(["Badan Informasi Geospasial (BIG) & Mitra"]);
        expect(nilai(org, "cit:individual/cit:CI_Individual/cit:name/gco:CharacterString")).toEqual(["Siti Rahmawati, S.T., M.Sc."]);
        expect(nilai(org, "cit:individual/cit:CI_Individual/cit:positionName/gco:CharacterString")).toEqual(["Walidata <Utama>"]);
        expect(nilai(org, "cit:contactInfo/cit:CI_Contact/cit:address/cit:CI_Address/cit:electronicMailAddress/gco:CharacterString")).toEqual(["metadata@big.example"]);
        const orang = cari(akar, `${ID}/mri:pointOfContact/cit:CI_Responsibility/cit:party/cit:CI_Individual`);
        expect(orang.map((o) => nilai(o, "cit:name/gco:CharacterString")[0])).toEqual(["Budi Santoso", "Dewi Lestari"]);
      });

      it("menulis semua 19 elemen DQ ISO 19157 dan metode evaluasinya", () => {
        const laporan = cari(akar, "mdb:MD_Metadata/mdb:dataQualityInfo/mdq:DQ_DataQuality/mdq:report/*").map((s) => s.lokal);
        expect(laporan).toHaveLength(19);
        expect(laporan).toContain("DQ_UsabilityElement");
        expect(laporan).toContain("DQ_NonQuantitativeAttributeCorrectness");
        expect(laporan).toContain("DQ_Homogeneity");
        const metode = cari(akar, "//mdq:evaluationMethod/*").map((s) => s.lokal);
        expect(new Set(metode)).toEqual(new Set(["DQ_EvaluationMethod", "DQ_FullInspection", "DQ_SampleBasedInspection", "DQ_IndirectEvaluation", "DQ_AggregationDerivation"]));
        expect(nilai(akar, "//mdq:DQ_QuantitativeResult/mdq:valueUnit/gml:UnitDefinition/gml:identifier")).toContain("m");
        expect(nilai(akar, "//mdq:DQ_ConformanceResult/mdq:pass/gco:Boolean")).toEqual(["true", "false", "true", "false", "true"]);
      });

      it("silsilah di mdb:resourceLineage dengan langkah berwaktu GML", () => {
        const lin = "mdb:MD_Metadata/mdb:resourceLineage/mrl:LI_Lineage";
        expect(nilai(akar, `${lin}/mrl:statement/gco:CharacterString`)).toEqual(["Dikompilasi dari data batas desa definitif & citra SPOT-6."]);
        expect(nilai(akar, `${lin}/mrl:scope/mcc:MD_Scope/mcc:level/mcc:MD_ScopeCode/@codeListValue`)).toEqual(["coverage"]);
        expect(nilai(akar, `${lin}/mrl:source/mrl:LI_Source/mrl:description/gco:CharacterString`)).toHaveLength(2);
        expect(nilai(akar, `${lin}/mrl:processStep/mrl:LI_ProcessStep/mrl:stepDateTime/gml:TimeInstant/gml:timePosition`)).toEqual(["2023-03-01", "2023-06-15T09:30:00+07:00"]);
      });

      it("tautan distribusi dan format", () => {
        const online = cari(akar, "//mrd:MD_DigitalTransferOptions/mrd:onLine/cit:CI_OnlineResource");
        expect(online).toHaveLength(16);
        expect(nilai(online[0]!, "cit:protocol/gco:CharacterString")).toEqual(["OGC:WMS"]);
        expect(nilai(online[0]!, "cit:linkage/gco:CharacterString")).toEqual(["https://geoservices.big.example/svc/0?service=X&request=GetCapabilities"]);
        expect(nilai(online[4]!, "cit:function/cit:CI_OnLineFunctionCode/@codeListValue")).toEqual(["upload"]);
        expect(nilai(akar, "//mrd:MD_Format/mrd:formatSpecificationCitation/cit:CI_Citation/cit:title/gco:CharacterString")).toEqual(["GeoJSON", "ESRI Shapefile"]);
      });

      it("brief dan summary tetap ringkas", () => {
        const brief = render(format, "brief");
        expect(cari(brief, "mdb:MD_Metadata/*").map((s) => s.lokal)).toEqual(["metadataIdentifier", "metadataScope", "contact", "contact", "dateInfo", "identificationInfo"]);
        expect(cari(brief, `${ID}/*`).map((s) => s.lokal)).toEqual(["citation", "abstract", "extent", "graphicOverview", "graphicOverview"]);
        const summary = render(format, "summary");
        expect(cari(summary, "mdb:MD_Metadata/mdb:dataQualityInfo")).toEqual([]);
        expect(cari(summary, "//mrl:LI_ProcessStep")).toEqual([]);
        expect(cari(summary, "mdb:MD_Metadata/mdb:resourceLineage")).toHaveLength(1);
        expect(cari(summary, "//mri:descriptiveKeywords")).toHaveLength(4);
      });
    });
  }

  it("dateCreated menjadi creation dan stempel menjadi revision", () => {
    const akar = urai(renderXml(dokumenMinimal(), { format: "mdb2016", id: "x", dateStamp: STEMPEL, dateCreated: "2020-01-01T00:00:00Z" }));
    expect(nilai(akar, "mdb:MD_Metadata/mdb:dateInfo/cit:CI_Date/cit:dateType/cit:CI_DateTypeCode/@codeListValue")).toEqual(["creation", "revision"]);
    expect(nilai(akar, "mdb:MD_Metadata/mdb:metadataIdentifier/mcc:MD_Identifier/mcc:codeSpace/gco:CharacterString")).toEqual([]);
    // a document without reports has no mdq:DQ_DataQuality (it needs at least one report)
    expect(cari(akar, "mdb:MD_Metadata/mdb:dataQualityInfo")).toEqual([]);
  });
});
