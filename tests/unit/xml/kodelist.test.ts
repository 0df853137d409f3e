import { describe, expect, it } from "vitest";
import pemetaan from "@/lib/data/referensi-pemetaan.json";
import { DAFTAR_REFERENSI, JENIS_REFERENSI, JENIS_TANGGAL } from "@/lib/metadata/kode";
import { PEMETAAN_GMD, kodeGmd, uriKodelist } from "@/lib/xml/kodelist";

/** Codes of ISO 19139's gmxCodelists.xml and gmd XSDs for the kinds that have rules (ISO 19115:2003 values). */
const KODE_19139: Record<string, readonly string[]> = {
  PERAN_KONTAK: ["resourceProvider", "custodian", "owner", "user", "distributor", "originator", "pointOfContact", "principalInvestigator", "processor", "publisher", "author"],
  STATUS_PROGRES: ["completed", "historicalArchive", "obsolete", "onGoing", "planned", "required", "underDevelopment"],
  FREKUENSI_PEMBARUAN: ["continual", "daily", "weekly", "fortnightly", "monthly", "quarterly", "biannually", "annually", "asNeeded", "irregular", "notPlanned", "unknown"],
  LEVEL_HIERARKI: ["attribute", "attributeType", "collectionHardware", "collectionSession", "dataset", "series", "nonGeographicDataset", "dimensionGroup", "feature", "featureType", "propertyType", "fieldSession", "software", "service", "model", "tile"],
  KLASIFIKASI_KEAMANAN: ["unclassified", "restricted", "confidential", "secret", "topSecret"],
  JENIS_KATAKUNCI: ["discipline", "place", "stratum", "temporal", "theme"],
  DQ_ELEMEN: [
    "DQ_CompletenessCommission", "DQ_CompletenessOmission", "DQ_ConceptualConsistency", "DQ_DomainConsistency", "DQ_FormatConsistency",
    "DQ_TopologicalConsistency", "DQ_AbsoluteExternalPositionalAccuracy", "DQ_RelativeInternalPositionalAccuracy", "DQ_GriddedDataPositionalAccuracy",
    "DQ_AccuracyOfATimeMeasurement", "DQ_TemporalConsistency", "DQ_TemporalValidity", "DQ_ThematicClassificationCorrectness",
    "DQ_NonQuantitativeAttributeAccuracy", "DQ_QuantitativeAttributeAccuracy",
  ],
  METOD_EVALUASI: ["directInternal", "directExternal", "indirect"],
  TOPIK_KATEGORI: DAFTAR_REFERENSI.TOPIK_KATEGORI.slice(0, 19).map((i) => i.kode),
  JENIS_TANGGAL: ["creation", "publication", "revision"],
  FUNGSI_DARING: ["download", "information", "offlineAccess", "order", "search"],
};

describe("tabel pemetaan kode gmd", () => {
  it("setiap kode yang tidak ada di 19139 punya aturan", () => {
    for (const jenis of JENIS_REFERENSI) {
      const data: { tidakAdaDi19139: string[]; pemetaan19139?: Record<string, string> } = pemetaan[jenis];
      // renamed classes (pemetaan19139) need a rule as well as the missing ones
      const perluAturan = [...data.tidakAdaDi19139, ...Object.keys(data.pemetaan19139 ?? {})];
      const aturan = PEMETAAN_GMD[jenis] ?? {};
      expect(Object.keys(aturan).sort(), jenis).toEqual(perluAturan.sort());
    }
    const tanggalBaru = JENIS_TANGGAL.filter((t) => !KODE_19139.JENIS_TANGGAL!.includes(t));
    expect(Object.keys(PEMETAAN_GMD.JENIS_TANGGAL ?? {}).sort()).toEqual([...tanggalBaru].sort());
  });

  it("setiap hasil pemetaan adalah kode 19139 yang sah", () => {
    for (const [jenis, aturan] of Object.entries(PEMETAAN_GMD)) {
      for (const [dari, ke] of Object.entries(aturan)) {
        if (ke === null) continue;
        expect(KODE_19139[jenis], `${jenis}.${dari}`).toContain(ke);
      }
    }
  });

  it("setiap kode referensi berakhir sebagai kode 19139 atau dibuang", () => {
    for (const jenis of Object.keys(KODE_19139)) {
      if (!(jenis in DAFTAR_REFERENSI)) continue;
      for (const { kode } of DAFTAR_REFERENSI[jenis as keyof typeof DAFTAR_REFERENSI]) {
        const hasil = kodeGmd(jenis as keyof typeof DAFTAR_REFERENSI, kode);
        if (hasil !== null) expect(KODE_19139[jenis], `${jenis}.${kode}`).toContain(hasil);
      }
    }
  });

  it("mengikuti pemetaan 19139 di referensi-pemetaan.json", () => {
    for (const [dari, ke] of Object.entries(pemetaan.DQ_ELEMEN.pemetaan19139)) expect(kodeGmd("DQ_ELEMEN", dari)).toBe(ke);
    expect(kodeGmd("TOPIK_KATEGORI", "disaster")).toBeNull();
    expect(kodeGmd("TOPIK_KATEGORI", "extraTerrestrial")).toBeNull();
    expect(kodeGmd("PERAN_KONTAK", "funder")).toBe("resourceProvider");
  });

  it("URI codeList per profil", () => {
    expect(uriKodelist("gmd", "CI_RoleCode")).toBe(pemetaan.PERAN_KONTAK.codeList19139);
    expect(uriKodelist("mdb", "CI_RoleCode")).toBe(pemetaan.PERAN_KONTAK.codeList19115_3);
    expect(uriKodelist("mdb", "MD_ScopeCode")).toBe(pemetaan.LEVEL_HIERARKI.codeList19115_3);
    expect(uriKodelist("gmd", "MD_ScopeCode")).toBe(pemetaan.LEVEL_HIERARKI.codeList19139);
    expect(uriKodelist("mdb", "DQ_EvaluationMethodTypeCode")).toBe(pemetaan.METOD_EVALUASI.codeList19115_3);
    expect(uriKodelist("gmd", "DQ_EvaluationMethodTypeCode")).toBe(pemetaan.METOD_EVALUASI.codeList19139);
  });
});
