import pemetaan from "@/lib/data/referensi-pemetaan.json";
import { DAFTAR_REFERENSI, type JenisReferensi } from "@/lib/metadata/kode";

/**
 * Code lists per output profile: the codeList URI of each ISO class and, for ISO 19139 (gmd), what happens to
 * the ISO 19115-1 / 19157 codes that gmd does not know. ISO 19115-3 (mdb 2016 and 2018) takes every code of
 * referensi.json as is.
 */

type KelasKode =
  | "CI_RoleCode"
  | "CI_DateTypeCode"
  | "CI_OnLineFunctionCode"
  | "CI_TelephoneTypeCode"
  | "MD_ProgressCode"
  | "MD_SpatialRepresentationTypeCode"
  | "MD_MaintenanceFrequencyCode"
  | "MD_ScopeCode"
  | "MD_ClassificationCode"
  | "MD_KeywordTypeCode"
  | "MD_CharacterSetCode"
  | "MD_RestrictionCode"
  | "DQ_EvaluationMethodTypeCode";

const tanpaFragmen = (uri: string) => uri.slice(0, uri.indexOf("#") + 1);

/** Base URIs as recorded in referensi-pemetaan.json (see lib/data/SOURCES.md for where they come from). */
const DASAR_19139 = tanpaFragmen(pemetaan.PERAN_KONTAK.codeList19139);
const DASAR_19115_3 = tanpaFragmen(pemetaan.PERAN_KONTAK.codeList19115_3);
const DASAR_19157 = tanpaFragmen(pemetaan.METOD_EVALUASI.codeList19115_3);
export const URI_BAHASA = pemetaan.BAHASA.codeList19139;

export type RagamKode = "gmd" | "mdb";

/** codeList attribute value for a class in a profile. */
export function uriKodelist(ragam: RagamKode, kelas: KelasKode): string {
  if (ragam === "gmd") return DASAR_19139 + kelas;
  return (kelas === "DQ_EvaluationMethodTypeCode" ? DASAR_19157 : DASAR_19115_3) + kelas;
}

/** Kinds that have gmd rules: the reference kinds plus the two enums that live in the document schema. */
type JenisGmd = JenisReferensi | "JENIS_TANGGAL" | "FUNGSI_DARING";

/** `string`: write this gmd code instead; `null`: leave the value out (rule says what else happens). */
type Aturan = string | null;

/**
 * THE gmd mapping table. Every code that ISO 19139 lacks (`tidakAdaDi19139` in referensi-pemetaan.json, plus
 * the CI_DateTypeCode and CI_OnLineFunctionCode values added by ISO 19115-1) has one rule here; a unit test
 * checks that none is missing and that every target is a 19139 code. Codes not listed pass through unchanged.
 */
export const PEMETAAN_GMD: Readonly<Partial<Record<JenisGmd, Readonly<Record<string, Aturan>>>>> = {
  PERAN_KONTAK: {
    sponsor: "resourceProvider", // makes the resource possible; gmd has no funding role, "provider" is closest
    funder: "resourceProvider", // same reasoning as sponsor
    coAuthor: "author", // an author among several
    collaborator: "author", // helps generate the content; gmd only has author/originator for that
    contributor: "author", // DC "contributor" = contributed to the content
    editor: "processor", // modified the resource to improve it; processor = modified the resource
    mediator: "distributor", // mediates access to the resource
    rightsHolder: "owner", // holds the rights = owns the resource
    stakeholder: "user", // has an interest in the use of the resource
  },
  STATUS_PROGRES: {
    final: "completed", // no further changes expected
    valid: "completed", // accepted as current and complete
    accepted: "completed", // accepted = in force, as completed
    tentative: "underDevelopment", // provisional, changes still likely
    pending: "planned", // committed to but not yet addressed
    proposed: "planned", // suggested, not yet started
    superseded: "obsolete", // replaced by another resource
    retired: "obsolete", // no longer recommended
    withdrawn: "obsolete", // removed from use
    deprecated: "obsolete", // still valid but being phased out
    notAccepted: null, // a rejected proposal has no gmd status; gmd:status is optional, so it is omitted
  },
  FREKUENSI_PEMBARUAN: {
    semimonthly: "fortnightly", // twice a month ≈ every two weeks (24 vs 26 updates a year)
    // no gmd code; the mandatory maintenanceAndUpdateFrequency says "unknown" and
    // userDefinedMaintenanceFrequency carries the period (see PERIODE_GMD below)
    biennially: "unknown",
    periodic: "unknown", // regular but unstated period: for a reader the frequency is unknown
  },
  LEVEL_HIERARKI: {
    // hierarchyLevelName keeps the original ISO 19115-1 code wherever the level is mapped
    coverage: "dataset", // a grid coverage is a dataset
    sample: "dataset", // a sample is data
    collection: "series", // collections of datasets: gmd's only multi-dataset scope is series
    aggregate: "series",
    initiative: "series",
    repository: "series",
    document: "nonGeographicDataset", // non-spatial resources
    metadata: "nonGeographicDataset",
    product: "nonGeographicDataset", // an ISO 19131 data product specification is a document
    application: "software",
  },
  KLASIFIKASI_KEAMANAN: {
    // all four are "unclassified but not for general release": gmd's nearest level is restricted
    SBU: "restricted",
    forOfficialUseOnly: "restricted",
    protected: "restricted",
    limitedDistribution: "restricted",
  },
  JENIS_KATAKUNCI: {
    // gmd knows only discipline/place/stratum/temporal/theme; MD_Keywords.type is optional, so the keywords
    // are kept and only the type is left out rather than guessed
    dataCentre: null,
    featureType: null,
    instrument: null,
    platform: null,
    process: null,
    project: null,
    service: null,
    product: null,
    subTopicCategory: null,
    taxon: null,
  },
  DQ_ELEMEN: {
    DQ_NonQuantitativeAttributeCorrectness: "DQ_NonQuantitativeAttributeAccuracy", // renamed by ISO 19157
    // usability and the three metaquality elements have no gmd class: the report is dropped
    DQ_UsabilityElement: null,
    DQ_Confidence: null,
    DQ_Representativity: null,
    DQ_Homogeneity: null,
  },
  METOD_EVALUASI: {
    DQ_IndirectEvaluation: "indirect", // same concept as the code list value
    // direct evaluations whose internal/external nature is not recorded, and aggregation: the type is left
    // out and the method is named in evaluationMethodDescription
    DQ_FullInspection: null,
    DQ_SampleBasedInspection: null,
    DQ_AggregationDerivation: null,
  },
  TOPIK_KATEGORI: {
    // MD_TopicCategoryCode is an XSD enumeration in gmd (19 values): anything else is schema-invalid
    extraTerrestrial: null,
    disaster: null,
  },
  JENIS_TANGGAL: {
    // 19139 CI_DateTypeCode has creation, publication, revision only
    lastUpdate: "revision",
    lastRevision: "revision",
    released: "publication",
    distribution: "publication",
    // no counterpart: the date is left out (a citation left without dates gets gmd:date nilReason="missing")
    expiry: null,
    nextUpdate: null,
    unavailable: null,
    inForce: null,
    adopted: null,
    deprecated: null,
    superseded: null,
    validityBegins: null,
    validityExpires: null,
  },
  FUNGSI_DARING: {
    fileAccess: "download", // online file access = getting the data
    browsing: "information", // looking at it online
    browseGraphic: "information",
    completeMetadata: "information",
    upload: null, // no 19139 equivalent; gmd:function is optional
    emailService: null,
  },
};

/** ISO 8601 periods for frequencies that gmd has no code for (userDefinedMaintenanceFrequency). */
export const PERIODE_GMD: Readonly<Record<string, string>> = { biennially: "P2Y" };

/** The code to write in gmd: unchanged, mapped, or `null` when the rule drops it. */
export function kodeGmd(jenis: JenisGmd, kode: string): string | null {
  const aturan = PEMETAAN_GMD[jenis]?.[kode];
  return aturan === undefined ? kode : aturan;
}

const LABEL = new Map<string, string>();
for (const [jenis, daftar] of Object.entries(DAFTAR_REFERENSI)) for (const i of daftar) LABEL.set(`${jenis}:${i.kode}`, i.label);

/** Indonesian label of a reference code (falls back to the code). */
export function labelKode(jenis: JenisReferensi, kode: string): string {
  return LABEL.get(`${jenis}:${kode}`) ?? kode;
}
