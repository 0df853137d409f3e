/**
 * Controlled vocabularies the DCAT-AP / GeoDCAT-AP output points to: EU authority tables where DCAT-AP asks for
 * them, INSPIRE code lists for ISO 19115 codes (GeoDCAT-AP's mapping), IANA media types.
 */
const EU = "http://publications.europa.eu/resource/authority";

export const IRI_EU = {
  frekuensi: (k: string) => `${EU}/frequency/${k}`,
  bahasa: (k: string) => `${EU}/language/${k}`,
  tipeBerkas: (k: string) => `${EU}/file-type/${k}`,
  negara: (k: string) => `${EU}/country/${k}`,
};

/** ISO 19115 MD_MaintenanceFrequencyCode → EU frequency authority (GeoDCAT-AP's table). */
export const FREKUENSI: Record<string, string> = {
  continual: "UPDATE_CONT",
  daily: "DAILY",
  weekly: "WEEKLY",
  fortnightly: "BIWEEKLY",
  monthly: "MONTHLY",
  quarterly: "QUARTERLY",
  biannually: "ANNUAL_2",
  annually: "ANNUAL",
  asNeeded: "IRREG",
  irregular: "IRREG",
  notPlanned: "NEVER",
  unknown: "UNKNOWN",
  semimonthly: "MONTHLY_2",
  biennially: "BIENNIAL",
};

/**
 * ISO 639-2 → a dct:LinguisticSystem IRI: the EU language table for the two languages whose codes we are sure of
 * there (IND, ENG), the Library of Congress ISO 639-2 IRIs for the rest (every code has one).
 */
export function iriBahasa(kode: string): string {
  if (kode === "ind" || kode === "eng") return IRI_EU.bahasa(kode.toUpperCase());
  return `http://id.loc.gov/vocabulary/iso639-2/${kode}`;
}
/** BCP 47 tag for rdf:langString literals (ISO 639-1 where it exists for our common codes). */
export function tagBahasa(kode: string | undefined): string {
  const peta: Record<string, string> = { ind: "id", eng: "en", jav: "jv", sun: "su", may: "ms", chi: "zh", ara: "ar", jpn: "ja", kor: "ko", dut: "nl", fre: "fr", ger: "de" };
  return (kode && peta[kode]) || (kode && /^[a-z]{3}$/.test(kode) && !["mul", "und", "zxx"].includes(kode) ? kode : "id");
}

export const TOPIK = {
  skema: "http://inspire.ec.europa.eu/metadata-codelist/TopicCategory",
  iri: (k: string) => `http://inspire.ec.europa.eu/metadata-codelist/TopicCategory/${k}`,
};
export const TIPE_SUMBER = (k: string) => `http://inspire.ec.europa.eu/metadata-codelist/ResourceType/${k}`;
export const TIPE_PENERBIT = (k: "NationalAuthority" | "RegionalAuthority") => `http://purl.org/adms/publishertype/${k}`;
export const IANA = (t: string) => `https://www.iana.org/assignments/media-types/${t}`;
export const EPSG = (k: string) => `http://www.opengis.net/def/crs/EPSG/0/${k}`;

/** A file format by the names producers write: EU file-type code and IANA media type (when registered). */
type Format = { kode: string; media?: string; ekstensi: string[] };
const FORMAT: Record<string, Format> = {
  shapefile: { kode: "SHP", ekstensi: ["shp"] },
  shp: { kode: "SHP", ekstensi: ["shp"] },
  geojson: { kode: "GEOJSON", media: "application/geo+json", ekstensi: ["geojson"] },
  geotiff: { kode: "TIFF", media: "image/tiff", ekstensi: ["tif", "tiff"] },
  tiff: { kode: "TIFF", media: "image/tiff", ekstensi: ["tif", "tiff"] },
  geopackage: { kode: "GPKG", media: "application/geopackage+sqlite3", ekstensi: ["gpkg"] },
  gpkg: { kode: "GPKG", media: "application/geopackage+sqlite3", ekstensi: ["gpkg"] },
  kml: { kode: "KML", media: "application/vnd.google-earth.kml+xml", ekstensi: ["kml"] },
  kmz: { kode: "KMZ", media: "application/vnd.google-earth.kmz", ekstensi: ["kmz"] },
  csv: { kode: "CSV", media: "text/csv", ekstensi: ["csv"] },
  gml: { kode: "GML", media: "application/gml+xml", ekstensi: ["gml"] },
  pdf: { kode: "PDF", media: "application/pdf", ekstensi: ["pdf"] },
  dxf: { kode: "DXF", media: "image/vnd.dxf", ekstensi: ["dxf"] },
  json: { kode: "JSON", media: "application/json", ekstensi: ["json"] },
  xlsx: { kode: "XLSX", media: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", ekstensi: ["xlsx"] },
  zip: { kode: "ZIP", media: "application/zip", ekstensi: ["zip"] },
  png: { kode: "PNG", media: "image/png", ekstensi: ["png"] },
  jpeg: { kode: "JPEG", media: "image/jpeg", ekstensi: ["jpg", "jpeg"] },
  ecw: { kode: "ECW", ekstensi: ["ecw"] },
  netcdf: { kode: "NETCDF", ekstensi: ["nc"] },
};

/** The format a producer named ("ESRI Shapefile", "GeoTIFF 1.1"), matched by its first known word. */
export function cariFormat(nama: string): Format | undefined {
  const kata = nama.toLowerCase().split(/[^a-z0-9]+/);
  for (const k of kata) if (FORMAT[k]) return FORMAT[k];
  return undefined;
}
/** The format a download URL's file extension names (…/peta.geojson). */
export function formatDariUrl(url: string): Format | undefined {
  const m = /\.([a-z0-9]{2,8})(?:[?#]|$)/i.exec(url);
  const ext = m?.[1]?.toLowerCase();
  return ext ? Object.values(FORMAT).find((f) => f.ekstensi.includes(ext)) : undefined;
}

/** Service protocols: the EU file-type of the service and the OGC specification it conforms to. */
export const LAYANAN: Record<string, { kode?: string; standar?: string; media?: string }> = {
  "OGC:WMS": { kode: "WMS_SRVC", standar: "http://www.opengis.net/def/serviceType/ogc/wms" },
  "OGC:WMTS": { kode: "WMTS_SRVC", standar: "http://www.opengis.net/def/serviceType/ogc/wmts" },
  "OGC:WFS": { kode: "WFS_SRVC", standar: "http://www.opengis.net/def/serviceType/ogc/wfs" },
  "OGC:WCS": { kode: "WCS_SRVC", standar: "http://www.opengis.net/def/serviceType/ogc/wcs" },
  "OGC:WPS": { standar: "http://www.opengis.net/def/serviceType/ogc/wps" },
  "OGC:SOS": { standar: "http://www.opengis.net/def/serviceType/ogc/sos" },
  "OGC:CSW": { standar: "http://www.opengis.net/def/serviceType/ogc/csw" },
  "OGC:OGC-API-Features-items": { standar: "http://www.opengis.net/doc/IS/ogcapi-features-1/1.0", media: "application/geo+json" },
  "OGC:KML": { kode: "KML", media: "application/vnd.google-earth.kml+xml" },
};
