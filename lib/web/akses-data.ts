import type { SumberDaring } from "@/lib/metadata/schema";
import { alamatAman } from "./markdown";

/** What kind of access an online resource gives, which decides the actions the record page offers for it. */
export type JenisAkses = "wms" | "wmts" | "wfs" | "wcs" | "ogcapi" | "arcgis" | "csw" | "unduh" | "tautan";

/** A WMS layer the record's map can draw (GetMap through Leaflet), with its legend (GetLegendGraphic). */
export type LapisanWms = { url: string; lapisan: string; judul: string; legenda: string };

/** One online resource as the "Akses data" block shows it: its kind and the URL behind each action. */
export type SumberAkses = {
  jenis: JenisAkses;
  nama: string;
  deskripsi?: string;
  /** "Tambah ke QGIS": the service endpoint a GIS client's "new connection" dialog wants. */
  layanan?: string;
  /** "Buka layanan": the capabilities document of an OGC service, the service page otherwise. */
  buka?: string;
  /** "Unduh data". */
  unduh?: string;
  /** A plain link ("Buka tautan"). */
  tautan?: string;
  /** Present when the map can show the layer. */
  pratinjau?: LapisanWms;
  /** Why a WMS is not shown on the map (the page says it next to the resource). */
  tanpaPratinjau?: string;
};

const PROTOKOL: Record<string, JenisAkses> = {
  "OGC:WMS": "wms",
  "OGC:WMTS": "wmts",
  "OGC:WFS": "wfs",
  "OGC:WCS": "wcs",
  "OGC:OGC-API-Features-items": "ogcapi",
  "OGC:CSW": "csw",
  "ESRI:ArcGIS:MapServer": "arcgis",
  "ESRI:ArcGIS:FeatureServer": "arcgis",
  "ESRI:ArcGIS:ImageServer": "arcgis",
  "WWW:DOWNLOAD-1.0-http--download": "unduh",
  "WWW:DOWNLOAD-1.0-ftp--download": "unduh",
  "FILE:GEO": "unduh",
  "OGC:KML": "unduh",
};

const LAYANAN_OGC = { wms: "WMS", wmts: "WMTS", wfs: "WFS", wcs: "WCS", csw: "CSW" } as const;

// Request parameters of the OGC key-value encoding: a client adds its own, so a service endpoint drops them.
// Vendor parameters (MapServer's `map=`, GeoServer's `authkey=`) stay.
const PARAMETER_OGC = new Set([
  "service", "request", "version", "acceptversions", "layers", "layer", "styles", "style", "format", "bbox", "width", "height",
  "srs", "crs", "transparent", "typename", "typenames", "coverageid", "identifier", "outputformat", "tilematrixset",
]);

function urlSah(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** The `service=` a URL names (case-insensitive key and value), if it is one we act on. */
function layananDariUrl(u: URL): JenisAkses | undefined {
  for (const [k, v] of u.searchParams) {
    if (k.toLowerCase() !== "service") continue;
    const jenis = Object.entries(LAYANAN_OGC).find(([, nama]) => nama === v.toUpperCase())?.[0];
    if (jenis) return jenis as JenisAkses;
  }
  return undefined;
}

/**
 * The kind of a resource: a specific service protocol wins; a generic or link protocol whose URL says
 * `service=WMS` (how many catalogues record a WMS) or is an ArcGIS REST endpoint is that service; then downloads.
 */
export function jenisSumber(s: Pick<SumberDaring, "protokol" | "url" | "fungsi">): JenisAkses {
  const dariProtokol = PROTOKOL[s.protokol];
  if (dariProtokol && dariProtokol !== "unduh") return dariProtokol;
  const u = urlSah(s.url);
  const dariUrl = u ? layananDariUrl(u) : undefined;
  if (dariUrl) return dariUrl;
  if (u && /\/rest\/services\/.+\/(MapServer|FeatureServer|ImageServer)\/?$/i.test(u.pathname)) return "arcgis";
  if (dariProtokol === "unduh" || s.fungsi === "download") return "unduh";
  return "tautan";
}

/** The service endpoint without the OGC request parameters (vendor parameters kept). */
export function alamatLayanan(url: string): string {
  const u = urlSah(url);
  if (!u) return url;
  for (const k of [...u.searchParams.keys()]) if (PARAMETER_OGC.has(k.toLowerCase())) u.searchParams.delete(k);
  u.hash = "";
  return u.toString();
}

function tambahParameter(dasar: string, parameter: Record<string, string>): string {
  const u = new URL(dasar);
  for (const [k, v] of Object.entries(parameter)) u.searchParams.set(k, v);
  return u.toString();
}

/** The layer a WMS resource names: the URL's `layers=` when present, else the resource's name (GeoNetwork's convention). */
function namaLapisan(s: Pick<SumberDaring, "url" | "nama">): string | undefined {
  const u = urlSah(s.url);
  const dariUrl = u ? [...u.searchParams].find(([k]) => k.toLowerCase() === "layers" || k.toLowerCase() === "layer")?.[1] : undefined;
  const nama = (dariUrl ?? s.nama ?? "").trim();
  return nama || undefined;
}

/**
 * A resource with the actions a user of the big portals expects: WMS is previewed on the map (https only: the
 * page's CSP allows images from https hosts, and browsers block http images on an https page), every OGC or
 * ArcGIS service can be copied into QGIS and opened, a file is downloaded, anything else is a link. Unsafe URLs
 * (javascript:, data:) get no action at all.
 */
export function klasifikasiSumber(s: SumberDaring): SumberAkses {
  const jenis = jenisSumber(s);
  const nama = s.nama?.trim() || s.url;
  const dasar: SumberAkses = { jenis, nama, ...(s.deskripsi ? { deskripsi: s.deskripsi } : {}) };
  const aman = alamatAman(s.url);
  const u = urlSah(s.url);
  if (!aman || !u || !/^(https?|ftp):$/.test(u.protocol)) return dasar;
  if (jenis === "unduh") return { ...dasar, unduh: aman };
  if (jenis === "tautan") return { ...dasar, tautan: aman };
  // ftp: is not a service a browser or QGIS connection can use.
  if (u.protocol === "ftp:") return { ...dasar, tautan: aman };
  const layanan = alamatLayanan(aman);
  if (jenis === "arcgis" || jenis === "ogcapi") return { ...dasar, layanan, buka: aman };
  const kodeLayanan = LAYANAN_OGC[jenis];
  const buka = tambahParameter(layanan, { SERVICE: kodeLayanan, REQUEST: "GetCapabilities" });
  if (jenis !== "wms") return { ...dasar, layanan, buka };
  const lapisan = namaLapisan(s);
  if (!lapisan) return { ...dasar, layanan, buka, tanpaPratinjau: "Nama lapisan tidak dicantumkan, jadi peta tidak dapat menampilkannya." };
  if (u.protocol !== "https:") return { ...dasar, layanan, buka, tanpaPratinjau: "Layanan ini memakai http (tidak aman), jadi tidak ditampilkan di peta; buka layanannya langsung." };
  const legenda = tambahParameter(layanan, { SERVICE: "WMS", VERSION: "1.1.1", REQUEST: "GetLegendGraphic", FORMAT: "image/png", LAYER: lapisan });
  return { ...dasar, layanan, buka, pratinjau: { url: layanan, lapisan, judul: nama, legenda } };
}

const URUTAN: Record<JenisAkses, number> = { wms: 0, unduh: 1, wfs: 2, wcs: 3, ogcapi: 4, arcgis: 5, wmts: 6, csw: 7, tautan: 8 };

/** Every resource of a record, map previews first, then downloads, services, and plain links. */
export function daftarAkses(sumber: readonly SumberDaring[]): SumberAkses[] {
  return sumber
    .map((s, i) => ({ a: klasifikasiSumber(s), i }))
    .sort((x, y) => URUTAN[x.a.jenis] - URUTAN[y.a.jenis] || x.i - y.i)
    .map(({ a }) => a);
}

/** The WMS layers of a record the map draws (at most 3: each is a stream of image requests). */
export function lapisanPratinjau(sumber: readonly SumberDaring[]): LapisanWms[] {
  return daftarAkses(sumber)
    .flatMap((a) => (a.pratinjau ? [a.pratinjau] : []))
    .slice(0, 3);
}
