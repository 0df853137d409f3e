import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";
import type { DokumenMetadata } from "@/lib/metadata/schema";
import { saringUrlDokumen } from "@/lib/metadata/url";
import { tulisDublinCore } from "./dc";
import { tulisGmd } from "./gmd/metadata";
import type { FormatIso, FormatXml, OpsiRekaman } from "./jenis";
import { tulisMdb } from "./mdb/metadata";
import { NS, PREFIX_DC, PREFIX_GMD, PREFIX_MDB, type PrefixMap } from "./namespaces";
import { BuilderSink, StringSink, type XmlSink } from "./sink";

export { CRS_BBOX_DC } from "./dc";
export { ELEMENT_SETS, type ElementSet, type FormatIso, type FormatXml, type OpsiRekaman } from "./jenis";
export { LOKASI_SKEMA, NS, PREFIX_DC, PREFIX_GMD, PREFIX_MDB, SKEMA_KELUARAN } from "./namespaces";
export { StringSink, BuilderSink, type XmlSink } from "./sink";

export type OpsiString = {
  /** Start with `<?xml version="1.0" encoding="UTF-8"?>` (default true; false for records streamed into a CSW page). */
  declaration?: boolean;
  /** Indent with two spaces (downloads meant for people); default compact. */
  pretty?: boolean;
};

export type OpsiXml = OpsiRekaman & OpsiString & { format: FormatIso };

const DEKLARASI = '<?xml version="1.0" encoding="UTF-8"?>';

/**
 * Writes one record of any profile into a sink: the one place that dispatches on the format, and so the one place
 * that drops links with a scheme other catalogues must not receive (rows stored before the URL rule).
 */
export function tulisRekaman(w: XmlSink, dokumenTersimpan: DokumenMetadata, opsi: OpsiRekaman & { format: FormatXml }): void {
  const dokumen = saringUrlDokumen(dokumenTersimpan);
  switch (opsi.format) {
    case "gmd":
      return tulisGmd(w, dokumen, opsi);
    case "mdb2016":
      return tulisMdb(w, dokumen, opsi, "2016");
    case "mdb2018":
      return tulisMdb(w, dokumen, opsi, "2018");
    case "dc":
      return tulisDublinCore(w, dokumen, opsi);
  }
}

function keString(dokumen: DokumenMetadata, opsi: OpsiRekaman & OpsiString & { format: FormatXml }): string {
  const w = new StringSink(opsi.pretty ? "  " : "");
  if (opsi.declaration !== false) w.raw(DEKLARASI);
  tulisRekaman(w, dokumen, opsi);
  return w.toString();
}

/** The record as an ISO 19139 or ISO 19115-3 (2016/2018) document. */
export function renderXml(dokumen: DokumenMetadata, opsi: OpsiXml): string {
  return keString(dokumen, opsi);
}

/** The record as a CSW 2.0.2 Dublin Core record (csw:BriefRecord, csw:SummaryRecord or csw:Record). */
export function renderDublinCore(dokumen: DokumenMetadata, opsi: OpsiRekaman & OpsiString): string {
  return keString(dokumen, { ...opsi, format: "dc" });
}

const PREFIX_BUILDER: Readonly<Record<FormatXml, PrefixMap>> = {
  gmd: PREFIX_GMD,
  mdb2016: PREFIX_MDB["2016"],
  mdb2018: PREFIX_MDB["2018"],
  dc: { ...PREFIX_DC, xsi: NS.xsi },
};

/**
 * The record as xmlbuilder2 nodes, appended to `parent` (e.g. csw:SearchResults) or to a new fragment.
 * Returns that parent or fragment; `.end()` on a fragment gives the record without an XML declaration.
 * Slower than the string functions (a DOM is built): for large pages, concatenate `renderXml(…,
 * { declaration: false, namespaces: false })` strings instead.
 */
export function renderXmlNode(dokumen: DokumenMetadata, opsi: OpsiRekaman & { format: FormatIso }, parent?: XMLBuilder): XMLBuilder {
  const w = new BuilderSink(PREFIX_BUILDER[opsi.format], parent);
  tulisRekaman(w, dokumen, opsi);
  return w.node;
}

export function renderDublinCoreNode(dokumen: DokumenMetadata, opsi: OpsiRekaman, parent?: XMLBuilder): XMLBuilder {
  const w = new BuilderSink(PREFIX_BUILDER.dc, parent);
  tulisRekaman(w, dokumen, { ...opsi, format: "dc" });
  return w.node;
}
