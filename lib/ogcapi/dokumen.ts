import type { Cakupan } from "./layanan";
import { QUERYABLE_OGC } from "./queryables";
import { MEDIA, tautanDiri, type Tautan } from "./tautan";

export const CRS84 = "http://www.opengis.net/def/crs/OGC/1.3/CRS84";
const ISO8601 = "http://www.opengis.net/def/uom/ISO-8601/0/Gregorian";

/** What this API implements (OGC API – Common, Features, Records, Features Part 3 and CQL2 classes). */
export const KELAS_KESESUAIAN = [
  "http://www.opengis.net/spec/ogcapi-common-1/1.0/conf/core",
  "http://www.opengis.net/spec/ogcapi-common-1/1.0/conf/landing-page",
  "http://www.opengis.net/spec/ogcapi-common-1/1.0/conf/json",
  "http://www.opengis.net/spec/ogcapi-common-1/1.0/conf/html",
  "http://www.opengis.net/spec/ogcapi-common-1/1.0/conf/oas30",
  "http://www.opengis.net/spec/ogcapi-common-2/1.0/conf/collections",
  "http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core",
  "http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson",
  "http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/html",
  "http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/oas30",
  "http://www.opengis.net/spec/ogcapi-records-1/1.0/conf/core",
  "http://www.opengis.net/spec/ogcapi-records-1/1.0/conf/record-core",
  "http://www.opengis.net/spec/ogcapi-records-1/1.0/conf/record-collection",
  "http://www.opengis.net/spec/ogcapi-records-1/1.0/conf/record-api",
  "http://www.opengis.net/spec/ogcapi-records-1/1.0/conf/sorting",
  "http://www.opengis.net/spec/ogcapi-records-1/1.0/conf/json",
  "http://www.opengis.net/spec/ogcapi-records-1/1.0/conf/html",
  "http://www.opengis.net/spec/ogcapi-records-1/1.0/conf/oas30",
  "http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/queryables",
  "http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/queryables-query-parameters",
  "http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/filter",
  "http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/features-filter",
  "http://www.opengis.net/spec/cql2/1.0/conf/cql2-text",
  "http://www.opengis.net/spec/cql2/1.0/conf/cql2-json",
  "http://www.opengis.net/spec/cql2/1.0/conf/basic-cql2",
  "http://www.opengis.net/spec/cql2/1.0/conf/advanced-comparison-operators",
  "http://www.opengis.net/spec/cql2/1.0/conf/case-insensitive-comparison",
  "http://www.opengis.net/spec/cql2/1.0/conf/accent-insensitive-comparison",
  "http://www.opengis.net/spec/cql2/1.0/conf/basic-spatial-functions",
  "http://www.opengis.net/spec/cql2/1.0/conf/temporal-functions",
];

export type Identitas = { judul: string; deskripsi: string };

export function halamanDepan(akar: string, id: Identitas, f: "json" | "html") {
  const links: Tautan[] = [
    ...tautanDiri(akar, f),
    { href: `${akar}/openapi`, rel: "service-desc", type: MEDIA.openapi, title: "Definisi API (OpenAPI 3.0)" },
    { href: `${akar}/openapi?f=html`, rel: "service-doc", type: MEDIA.html, title: "Dokumentasi API" },
    { href: `${akar}/conformance`, rel: "conformance", type: MEDIA.json, title: "Kelas kesesuaian" },
    { href: `${akar}/conformance`, rel: "http://www.opengis.net/def/rel/ogc/1.0/conformance", type: MEDIA.json, title: "Kelas kesesuaian" },
    { href: `${akar}/collections`, rel: "data", type: MEDIA.json, title: "Koleksi" },
    { href: `${akar}/collections`, rel: "http://www.opengis.net/def/rel/ogc/1.0/data", type: MEDIA.json, title: "Koleksi" },
  ];
  return { title: id.judul, description: id.deskripsi, links };
}

export function kesesuaian(akar: string, f: "json" | "html") {
  return { conformsTo: KELAS_KESESUAIAN, links: tautanDiri(`${akar}/conformance`, f) };
}

/** The one collection: every PUBLISHED record, its extent computed from them. */
export function koleksi(akar: string, id: Identitas, c: Cakupan, f: "json" | "html", diri = true) {
  const url = `${akar}/collections/metadata`;
  return {
    id: "metadata",
    title: `Metadata ${id.judul}`,
    description: `Seluruh rekaman metadata yang terbit di ${id.judul} (${c.jumlah} rekaman).`,
    itemType: "record",
    type: "Collection",
    crs: [CRS84],
    extent: {
      spatial: { bbox: [c.bbox ?? [-180, -90, 180, 90]], crs: CRS84 },
      ...(c.interval ? { temporal: { interval: [c.interval], trs: ISO8601 } } : {}),
    },
    links: [
      ...(diri ? tautanDiri(url, f) : [{ href: url, rel: "self", type: MEDIA.json, title: "Koleksi metadata" }]),
      { href: `${url}/items`, rel: "items", type: MEDIA.geojson, title: "Rekaman (GeoJSON)" },
      { href: `${url}/items?f=html`, rel: "items", type: MEDIA.html, title: "Rekaman (HTML)" },
      { href: `${url}/queryables`, rel: "http://www.opengis.net/def/rel/ogc/1.0/queryables", type: MEDIA.skema, title: "Queryable" },
      { href: akar, rel: "root", type: MEDIA.json, title: "Halaman depan" },
    ],
  };
}

export function daftarKoleksi(akar: string, id: Identitas, c: Cakupan, f: "json" | "html") {
  return { collections: [koleksi(akar, id, c, "json", false)], links: tautanDiri(`${akar}/collections`, f) };
}

/** /queryables as JSON Schema (OGC API – Features Part 3): the property names CQL2 and the parameters accept. */
export function queryables(akar: string) {
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id: `${akar}/collections/metadata/queryables`,
    type: "object",
    title: "Queryable koleksi metadata",
    properties: Object.fromEntries([
      ...QUERYABLE_OGC.map((q) => [q.nama, { title: q.judul, ...q.skema }]),
      ["time", { title: "Cakupan waktu rekaman [awal, akhir] (untuk fungsi temporal T_AFTER … T_STARTS)", type: "string", format: "date-time" }],
    ]),
    additionalProperties: false,
  };
}
