import type { XmlSink } from "./sink";

export type FormatIso = "gmd" | "mdb2016" | "mdb2018";
export type FormatXml = FormatIso | "dc";

/** CSW ElementSetName: brief and summary are reduced records that still validate. */
export type ElementSet = "brief" | "summary" | "full";
export const ELEMENT_SETS: readonly ElementSet[] = ["brief", "summary", "full"];

export type OpsiRekaman = {
  /** Record id: fileIdentifier / metadataIdentifier / dc:identifier. */
  id: string;
  /** Last save of the record (ISO 8601 date-time with offset, or a date): dateStamp / dct:modified. */
  dateStamp: string;
  /** When the record was first created, if known (ISO 19115-3 dateInfo "creation"). */
  dateCreated?: string;
  elementSet?: ElementSet;
  /**
   * Declare the namespaces on the record element (default true). A CSW response that declares them once on
   * an ancestor (every prefix of PREFIX_GMD, PREFIX_MDB[versi] or PREFIX_DC) can turn this off to keep pages
   * small.
   */
  namespaces?: boolean;
  /** Add xsi:schemaLocation to the record element (default true for ISO records, false for Dublin Core). */
  schemaLocation?: boolean;
};

/** What every section renderer receives. */
export type Konteks = {
  w: XmlSink;
  id: string;
  set: ElementSet;
};
