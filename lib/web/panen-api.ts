/**
 * Where the dashboard's harvest screens send their calls. One service answers both prefixes; the prefix follows
 * the role (spec 4.3 areas: an Admin under /api/admin, a Walidata under /api/walidata), so each role's calls
 * pass the area check meant for it. Client-safe: no imports.
 */
export type AreaPanen = "admin" | "walidata";

export function apiPanen(area: AreaPanen) {
  const dasar = `/api/${area}/panen`;
  return {
    sumber: `${dasar}/sumber`,
    satuSumber: (id: string) => `${dasar}/sumber/${encodeURIComponent(id)}`,
    jalankan: (id: string) => `${dasar}/sumber/${encodeURIComponent(id)}/jalan`,
    tesKoneksi: `${dasar}/tes-koneksi`,
    jalan: (id: string) => `${dasar}/jalan/${encodeURIComponent(id)}`,
    batal: (id: string) => `${dasar}/jalan/${encodeURIComponent(id)}/batal`,
    laporan: (id: string, format: "csv" | "json") => `${dasar}/jalan/${encodeURIComponent(id)}/laporan?format=${format}`,
  };
}
export type ApiPanen = ReturnType<typeof apiPanen>;
