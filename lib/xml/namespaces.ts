/**
 * Namespace URIs and the prefix → URI table of every output profile.
 *
 * The renderers write fixed prefixes (`gco:`, `cit:`, …); a profile only decides which URI each prefix is
 * bound to. That is what lets one ISO 19115-3 renderer serve both the 2016 and the 2018 schemas.
 */

export const NS = {
  xml: "http://www.w3.org/XML/1998/namespace",
  xmlns: "http://www.w3.org/2000/xmlns/",
  xsi: "http://www.w3.org/2001/XMLSchema-instance",
  xlink: "http://www.w3.org/1999/xlink",
  gml: "http://www.opengis.net/gml/3.2",
  // ISO/TS 19139:2007
  gmd: "http://www.isotc211.org/2005/gmd",
  gco19139: "http://www.isotc211.org/2005/gco",
  gmx: "http://www.isotc211.org/2005/gmx",
  gts: "http://www.isotc211.org/2005/gts",
  srv19139: "http://www.isotc211.org/2005/srv",
  // CSW 2.0.2 Dublin Core records
  csw: "http://www.opengis.net/cat/csw/2.0.2",
  dc: "http://purl.org/dc/elements/1.1/",
  dct: "http://purl.org/dc/terms/",
  ows: "http://www.opengis.net/ows",
} as const;

const ISO19115_3 = "http://standards.iso.org/iso/19115/-3/";
const ISO19157_2 = "http://standards.iso.org/iso/19157/-2/";

export type PrefixMap = Readonly<Record<string, string>>;

/**
 * ISO 19139 (gmd). gmx is bound because reference-system codes are written as gmx:Anchor, gts for
 * userDefinedMaintenanceFrequency.
 */
export const PREFIX_GMD: PrefixMap = {
  gmd: NS.gmd,
  gco: NS.gco19139,
  gmx: NS.gmx,
  gts: NS.gts,
  gml: NS.gml,
  xlink: NS.xlink,
  xsi: NS.xsi,
};

export type VersiMdb = "2016" | "2018";

/**
 * ISO 19115-3 packages that the renderer writes. In the 2018 set only mdb, cit, mrl (and msr, mrc, mac,
 * mds, md1, md2, which are not written) moved to 2.0; every other package stayed at 1.0 — the XSDs in
 * standards.iso.org/iso/19115/-3 and the mdb/2.0 wrapper import exactly those versions.
 */
const PAKET_BERVERSI = ["mdb", "cit", "mrl"] as const;
const PAKET_TETAP = ["mcc", "mri", "gex", "lan", "mco", "mrd", "mrs", "mmi", "gcx", "gco"] as const;

function prefixMdb(versi: VersiMdb): PrefixMap {
  const v = versi === "2016" ? "1.0" : "2.0";
  const peta: Record<string, string> = {};
  for (const p of PAKET_BERVERSI) peta[p] = `${ISO19115_3}${p}/${v}`;
  for (const p of PAKET_TETAP) peta[p] = `${ISO19115_3}${p}/1.0`;
  peta.mdq = `${ISO19157_2}mdq/1.0`;
  peta.gml = NS.gml;
  peta.xlink = NS.xlink;
  peta.xsi = NS.xsi;
  return peta;
}

export const PREFIX_MDB: Readonly<Record<VersiMdb, PrefixMap>> = {
  "2016": prefixMdb("2016"),
  "2018": prefixMdb("2018"),
};

export const PREFIX_DC: PrefixMap = { csw: NS.csw, dc: NS.dc, dct: NS.dct, ows: NS.ows };

/** xsi:schemaLocation of a downloaded record: where a validator finds the root schema. */
export const LOKASI_SKEMA = {
  gmd: `${NS.gmd} http://schemas.opengis.net/iso/19139/20070417/gmd/gmd.xsd`,
  mdb2016: `${ISO19115_3}mdb/1.0 ${ISO19115_3}mdb/1.0/mdb.xsd`,
  mdb2018: `${ISO19115_3}mdb/2.0 ${ISO19115_3}mdb/2.0/mdb.xsd`,
  dc: `${NS.csw} http://schemas.opengis.net/csw/2.0.2/record.xsd`,
} as const;

/** The output schema URIs of CSW (spec 4.4 and conformance C5), one per profile. */
export const SKEMA_KELUARAN = {
  dc: NS.csw,
  gmd: NS.gmd,
  mdb2016: `${ISO19115_3}mdb/1.0`,
  mdb2018: `${ISO19115_3}mdb/2.0`,
} as const;
