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

/** outputSchema / typeNames per schema asked for. */
export const SKEMA_CSW: Record<SkemaKeluaran, { uri: string; awalan: string; typeNames: string }> = {
  gmd: { uri: "http://www.isotc211.org/2005/gmd", awalan: "gmd", typeNames: "gmd:MD_Metadata" },
  "19115-3": { uri: "http://standards.iso.org/iso/19115/-3/mdb/2.0", awalan: "mdb", typeNames: "mdb:MD_Metadata" },
};
