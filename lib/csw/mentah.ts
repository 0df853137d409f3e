import { CswError, nilaiTidakValid } from "@/lib/csw/exception";
import type { Filter } from "@/lib/csw/filter";
import type { NamaTerurai } from "@/lib/csw/xml-tree";
import type { Urutan } from "./permintaan";

/**
 * A CSW request as read from KVP or an XML body, before validation: strings as the client wrote them, and the
 * parts whose parsing can fail (constraint, sort order) as functions, so `validasiPermintaan` checks service,
 * request and version first and reports the first problem in the order a client can fix it.
 */
export type Mentah = {
  service?: string;
  version?: string;
  request?: string;
  acceptVersions?: string;
  sections?: string;
  acceptFormats?: string;
  requestId?: string;
  /** Qualified names, already split (KVP commas, XML whitespace). */
  typeNames?: string[];
  outputSchema?: string;
  outputFormat?: string;
  elementSetName?: string;
  elementNames?: string[];
  resultType?: string;
  startPosition?: string;
  maxRecords?: string;
  /** The constraint (ogc:Filter or CQL) and the q / BBOX shortcuts, each to be ANDed. */
  kendala: (() => Filter)[];
  urut?: () => Urutan[];
  ids?: string[];
  schemaLanguage?: string;
  parameterName?: string;
  propertyName?: string;
  /** Resolves a qualified name written in the request (KVP NAMESPACE or the XML document's own bindings). */
  nama: (qname: string) => NamaTerurai | null;
  /** An element to echo for resultType=validate: the XML body, or one built from the KVP request. */
  gema: () => string;
};

/** A whole number from the request; `locator` names the parameter in errors. */
export function bilangan(teks: string | undefined, locator: string, min: number): number | undefined {
  if (teks === undefined) return undefined;
  const t = teks.trim();
  const n = /^\+?[0-9]{1,15}$/.test(t) ? Number(t) : NaN;
  if (!Number.isSafeInteger(n) || n < min) {
    throw nilaiTidakValid(`Parameter ${locator} harus bilangan bulat ${min} atau lebih, bukan '${ringkas(teks)}'.`, locator);
  }
  return n;
}

/** Request text echoed in messages only in a short, bounded form. */
export function ringkas(teks: string): string {
  const t = teks.trim();
  return t.length > 60 ? `${t.slice(0, 60)}…` : t;
}

export function hilang(locator: string, nama = locator): CswError {
  return new CswError("MissingParameterValue", `Parameter ${nama} wajib diisi.`, locator);
}
