import type { Filter } from "@/lib/csw/filter";
import type { Queryable } from "@/lib/csw/queryables";
import type { NamaTerurai } from "@/lib/csw/xml-tree";
import { SKEMA_KELUARAN, type ElementSet, type FormatXml } from "@/lib/xml";

/** The operations /csw answers (conformance C3); anything else is InvalidParameterValue at `request`. */
export const OPERASI = ["GetCapabilities", "DescribeRecord", "GetRecords", "GetRecordById", "GetDomain"] as const;
export type Operasi = (typeof OPERASI)[number];

/** outputSchema URI → renderer profile (spec 4.4 and conformance C5). */
export const SKEMA_KE_FORMAT: ReadonlyMap<string, FormatXml> = new Map([
  [SKEMA_KELUARAN.dc, "dc"],
  [SKEMA_KELUARAN.gmd, "gmd"],
  [SKEMA_KELUARAN.mdb2018, "mdb2018"],
  [SKEMA_KELUARAN.mdb2016, "mdb2016"],
]);

/**
 * The record types: qualified name as advertised, namespace, local name and the output each implies. The 2016
 * edition of ISO 19115-3 (mdb/1.0, SNI 8843-1:2019) shares the advertised name `mdb:MD_Metadata`: the prefix
 * `mdb` means mdb/2.0 by convention, so a client reaches 1.0 by binding a prefix to it (NAMESPACE or xmlns).
 */
export const TIPE_REKAMAN = [
  { nama: "csw:Record", uri: SKEMA_KELUARAN.dc, local: "Record", format: "dc" },
  { nama: "gmd:MD_Metadata", uri: SKEMA_KELUARAN.gmd, local: "MD_Metadata", format: "gmd" },
  { nama: "mdb:MD_Metadata", uri: SKEMA_KELUARAN.mdb2018, local: "MD_Metadata", format: "mdb2018" },
  { nama: "mdb:MD_Metadata", uri: SKEMA_KELUARAN.mdb2016, local: "MD_Metadata", format: "mdb2016" },
] as const satisfies readonly { nama: string; uri: string; local: string; format: FormatXml }[];
export type TipeRekaman = (typeof TIPE_REKAMAN)[number];

/** The advertised type names (capabilities, messages), each once. */
export const NAMA_TIPE: readonly string[] = [...new Set(TIPE_REKAMAN.map((t) => t.nama))];

export const RESULT_TYPE = ["results", "hits", "validate"] as const;
export type ResultType = (typeof RESULT_TYPE)[number];

/** Spec 4.4 and 8: 100 per page by default, at most 500 (larger values are clamped). */
export const MAX_RECORDS_BAWAAN = 100;
export const MAX_RECORDS_MAKS = 500;

/** One sort key: a sortable queryable and its direction. */
export type Urutan = { queryable: Queryable; turun: boolean };

export type PermintaanCapabilities = { operasi: "GetCapabilities"; sections: ReadonlySet<string> | "semua" };

export type PermintaanGetRecords = {
  operasi: "GetRecords";
  requestId?: string;
  typeNames: TipeRekaman[];
  format: FormatXml;
  elementSet: ElementSet;
  /** ElementName: only these direct children of each record (exclusive with ElementSetName). */
  elementNames?: NamaTerurai[];
  resultType: ResultType;
  startPosition: number;
  maxRecords: number;
  filter?: Filter;
  urut: Urutan[];
  /** The request as received, for resultType=validate (csw:EchoedRequest). */
  gema: string;
};

export type PermintaanGetRecordById = { operasi: "GetRecordById"; ids: string[]; format: FormatXml; elementSet: ElementSet };

/** `tipe` undefined: every supported type; an unknown qualified name is simply not described (conformance G2). */
export type PermintaanDescribeRecord = { operasi: "DescribeRecord"; tipe?: NamaTerurai[] };

export type PermintaanGetDomain = { operasi: "GetDomain"; parameterName?: string; propertyName?: NamaTerurai };

export type PermintaanCsw =
  | PermintaanCapabilities
  | PermintaanGetRecords
  | PermintaanGetRecordById
  | PermintaanDescribeRecord
  | PermintaanGetDomain;
