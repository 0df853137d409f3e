import type { KotakBatas, SumberDaring } from "@/lib/metadata/schema";
import type { Acak } from "./prng";

type Fungsi = NonNullable<SumberDaring["fungsi"]>;

// Endpoint path and CI_OnLineFunctionCode per protocol: map services are browsed, feature/coverage services
// and files are downloaded, plain links are information.
const LAYANAN: Record<string, { jalur: (lapisan: string) => string; fungsi: Fungsi; deskripsi: string }> = {
  "OGC:WMS": { jalur: () => "geoserver/ows?service=WMS", fungsi: "browsing", deskripsi: "Layanan peta (WMS)" },
  "OGC:WMTS": { jalur: () => "geoserver/gwc/service/wmts", fungsi: "browsing", deskripsi: "Layanan ubin peta (WMTS)" },
  "OGC:WFS": { jalur: () => "geoserver/ows?service=WFS", fungsi: "download", deskripsi: "Layanan unsur vektor (WFS)" },
  "OGC:WCS": { jalur: () => "geoserver/ows?service=WCS", fungsi: "download", deskripsi: "Layanan coverage (WCS)" },
  "OGC:OGC-API-Features-items": {
    jalur: (l) => `ogcapi/collections/${l}/items`,
    fungsi: "download",
    deskripsi: "OGC API – Features",
  },
  "ESRI:ArcGIS:MapServer": { jalur: (l) => `arcgis/rest/services/${l}/MapServer`, fungsi: "browsing", deskripsi: "ArcGIS MapServer" },
  "ESRI:ArcGIS:FeatureServer": {
    jalur: (l) => `arcgis/rest/services/${l}/FeatureServer`,
    fungsi: "download",
    deskripsi: "ArcGIS FeatureServer",
  },
  "ESRI:ArcGIS:ImageServer": { jalur: (l) => `arcgis/rest/services/${l}/ImageServer`, fungsi: "browsing", deskripsi: "ArcGIS ImageServer" },
};

/** Lower-case ASCII slug for layer and file names. */
export function slug(teks: string): string {
  return teks
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 60);
}

/** Online resources for each protocol of a theme, on the organisation's `.example` hosts. */
export function buatSumberDaring(protokol: readonly string[], kodeOrganisasi: string, lapisan: string, format: string): SumberDaring[] {
  const host = kodeOrganisasi.toLowerCase();
  return protokol.map((p): SumberDaring => {
    const layanan = LAYANAN[p];
    if (layanan) {
      return { url: `https://geoservice.${host}.example/${layanan.jalur(lapisan)}`, protokol: p, nama: lapisan, deskripsi: layanan.deskripsi, fungsi: layanan.fungsi };
    }
    if (p === "WWW:DOWNLOAD-1.0-http--download") {
      return { url: `https://data.${host}.example/unduh/${lapisan}.zip`, protokol: p, nama: `${lapisan}.zip`, deskripsi: `Unduh berkas ${format}`, fungsi: "download" };
    }
    if (p === "WWW:DOWNLOAD-1.0-ftp--download") {
      return { url: `ftp://data.${host}.example/${lapisan}.zip`, protokol: p, nama: `${lapisan}.zip`, deskripsi: `Unduh berkas ${format}`, fungsi: "download" };
    }
    return { url: `https://data.${host}.example/dataset/${lapisan}`, protokol: p, nama: lapisan, deskripsi: "Halaman informasi dataset", fungsi: "information" };
  });
}

const EPSG_WGS84 = "4326";
const EPSG_TM3_PERTAMA = 23830; // DGN95 / Indonesia TM-3 zone 46.2 (93°–96° E); one code per 3° to zone 54.1.
const EPSG_TM3_TERAKHIR = 23845;

/** EPSG code: mostly WGS 84; cadastral producers TM-3, others sometimes the UTM zone of the box centre. */
export function pilihSistemReferensi(acak: Acak, bbox: KotakBatas, nasional: boolean, kodeOrganisasi: string): string {
  if (nasional) return EPSG_WGS84; // A national box spans several zones: only geographic coordinates fit.
  const bujur = (bbox.barat + bbox.timur) / 2;
  const lintang = (bbox.selatan + bbox.utara) / 2;
  if (kodeOrganisasi === "ATRBPN" && acak.peluang(0.7)) {
    const kode = EPSG_TM3_PERTAMA + Math.floor((bujur - 93) / 3);
    return String(Math.min(EPSG_TM3_TERAKHIR, Math.max(EPSG_TM3_PERTAMA, kode)));
  }
  if (acak.peluang(0.15)) {
    const zona = Math.floor((bujur + 180) / 6) + 1;
    return String((lintang < 0 ? 32700 : 32600) + zona);
  }
  return EPSG_WGS84;
}
