/** The kinds of source a harvest reads (issue 20). */
export const JENIS_SUMBER = ["csw-geonetwork", "csw-pycsw", "csw-geoserver", "csw-esri", "csw-geokatalog", "waf"] as const;
export type JenisSumber = (typeof JENIS_SUMBER)[number];

export const SKEMA_KELUARAN = ["gmd", "19115-3"] as const;
export type SkemaKeluaran = (typeof SKEMA_KELUARAN)[number];

export const KEADAAN_JALAN = ["antri", "berjalan", "selesai", "gagal", "dibatalkan"] as const;
export type KeadaanJalan = (typeof KEADAAN_JALAN)[number];

export const LABEL_JENIS: Record<JenisSumber, string> = {
  "csw-geonetwork": "CSW 2.0.2 — GeoNetwork",
  "csw-pycsw": "CSW 2.0.2 — pycsw",
  "csw-geoserver": "CSW 2.0.2 — GeoServer",
  "csw-esri": "CSW 2.0.2 — ArcGIS/Esri Geoportal",
  "csw-geokatalog": "CSW 2.0.2 — GeoKatalog",
  waf: "Folder XML ISO lewat HTTP (WAF)",
};

/** What a run asks a CSW for: the source's output schema, or Dublin Core (csw:Record) where that is all there is. */
export type SkemaMinta = SkemaKeluaran | "dc";

/** outputSchema / typeNames per schema asked for. */
export const SKEMA_CSW: Record<SkemaMinta, { uri: string; awalan: string; typeNames: string }> = {
  gmd: { uri: "http://www.isotc211.org/2005/gmd", awalan: "gmd", typeNames: "gmd:MD_Metadata" },
  "19115-3": { uri: "http://standards.iso.org/iso/19115/-3/mdb/2.0", awalan: "mdb", typeNames: "mdb:MD_Metadata" },
  dc: { uri: "http://www.opengis.net/cat/csw/2.0.2", awalan: "csw", typeNames: "csw:Record" },
};

/**
 * The schema a run of this kind asks for. An Esri Geoportal answers GetRecords only in csw:Record, whatever its
 * capabilities list (gmd there is for GetRecordById), so its sources are always asked for full Dublin Core.
 */
export function skemaMinta(jenis: JenisSumber, skema: SkemaKeluaran): SkemaMinta {
  return jenis === "csw-esri" ? "dc" : skema;
}
