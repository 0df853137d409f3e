import { KUNCI_URUT } from "./queryables";
import { LIMIT_BAWAAN, LIMIT_MAKS } from "./parameter";
import { MEDIA } from "./tautan";

type Skema = Record<string, unknown>;

const f = (pilihan: string[]): Skema => ({ name: "f", in: "query", required: false, description: "Format jawaban (mengalahkan header Accept).", schema: { type: "string", enum: pilihan } });
const kueri = (name: string, description: string, schema: Skema = { type: "string" }, style?: Skema): Skema => ({ name, in: "query", required: false, description, schema, ...style });
const larikKoma = { style: "form", explode: false };

const PARAM_ITEMS: Skema[] = [
  kueri("bbox", "Kotak batas: bujur barat, lintang selatan, bujur timur, lintang utara (4 atau 6 angka).", { type: "array", minItems: 4, maxItems: 6, items: { type: "number" } }, larikKoma),
  kueri("bbox-crs", "CRS dari bbox; hanya CRS84 (bawaan) atau EPSG:4326.", { type: "string", format: "uri" }),
  kueri("datetime", "Waktu atau interval RFC 3339 ('awal/akhir', '..' untuk ujung terbuka) terhadap cakupan waktu rekaman."),
  kueri("q", "Kata pencarian dipisah koma (OR); kata dalam satu istilah harus semuanya ada (awalan kata, tanpa aksen/huruf besar).", { type: "array", items: { type: "string" } }, larikKoma),
  kueri("type", "Jenis sumber daya (mis. dataset), dipisah koma.", { type: "array", items: { type: "string" } }, larikKoma),
  kueri("ids", "Pengenal rekaman, dipisah koma.", { type: "array", items: { type: "string" } }, larikKoma),
  kueri("externalIds", "Pengenal eksternal (fileIdentifier), dipisah koma.", { type: "array", items: { type: "string" } }, larikKoma),
  kueri("limit", `Banyak rekaman per halaman (bawaan ${LIMIT_BAWAAN}, maksimum ${LIMIT_MAKS}).`, { type: "integer", minimum: 1, maximum: 10000, default: LIMIT_BAWAAN }),
  kueri(
    "sortby",
    "Kunci urutan dipisah koma, diterapkan berurutan (mis. -updated,+title); + atau tanpa tanda naik, - turun; pengenal selalu menjadi kunci terakhir.",
    { type: "array", minItems: 1, maxItems: KUNCI_URUT.length, uniqueItems: true, items: { type: "string", enum: KUNCI_URUT.flatMap((k) => [k.nama, `+${k.nama}`, `-${k.nama}`]) } },
    larikKoma,
  ),
  kueri("filter", "Ekspresi CQL2 (teks atau JSON, lihat filter-lang) atas queryable koleksi."),
  kueri("filter-lang", "Bahasa filter.", { type: "string", enum: ["cql2-text", "cql2-json"], default: "cql2-text" }),
  kueri("filter-crs", "CRS geometri dalam filter; hanya CRS84.", { type: "string", format: "uri" }),
  kueri("kursor", "Posisi halaman; ikuti tautan next/prev, jangan dibuat sendiri."),
  f(["json", "html"]),
];

const masalah = { description: "Permintaan tidak sah (problem details RFC 7807, menyebut parameternya).", content: { [MEDIA.masalah]: { schema: { $ref: "#/components/schemas/Masalah" } } } };
const json = (description: string, media: string = MEDIA.json): Skema => ({ description, content: { [media]: { schema: { type: "object" } }, [MEDIA.html]: { schema: { type: "string" } } } });

function operasi(operationId: string, summary: string, parameters: Skema[], responses: Skema): Skema {
  return { get: { operationId, summary, tags: ["OGC API – Records"], parameters, responses: { ...responses, 400: masalah } } };
}

/** The OpenAPI 3.0 definition of /ogcapi (OGC API – Common /req/oas30), served at /ogcapi/openapi. */
export function dokumenOpenApi(akar: string): Skema {
  const idItem = { name: "recordId", in: "path", required: true, description: "Pengenal rekaman (UUID).", schema: { type: "string" } };
  return {
    openapi: "3.0.3",
    info: { title: "GeoKatalog – OGC API – Records", version: "1.0.0", description: "Katalog metadata geospasial sebagai OGC API – Records – Part 1: Core, dengan penyaringan CQL2 (Features Part 3)." },
    servers: [{ url: akar }],
    paths: {
      "/": operasi("halamanDepan", "Halaman depan", [f(["json", "html"])], { 200: json("Halaman depan dengan tautan ke API, kesesuaian dan koleksi.") }),
      "/conformance": operasi("kesesuaian", "Kelas kesesuaian", [f(["json", "html"])], { 200: json("Kelas kesesuaian yang dipenuhi.") }),
      "/openapi": operasi("openapi", "Definisi API ini", [f(["json", "html"])], { 200: json("Dokumen OpenAPI 3.0.", MEDIA.openapi) }),
      "/collections": operasi("daftarKoleksi", "Koleksi", [f(["json", "html"])], { 200: json("Daftar koleksi.") }),
      "/collections/metadata": operasi("koleksiMetadata", "Koleksi metadata", [f(["json", "html"])], { 200: json("Koleksi seluruh rekaman terbit, dengan cakupannya.") }),
      "/collections/metadata/queryables": operasi("queryables", "Queryable koleksi (JSON Schema)", [f(["json", "html"])], { 200: json("Skema JSON queryable.", MEDIA.skema) }),
      "/collections/metadata/items": operasi("cariRekaman", "Cari rekaman", PARAM_ITEMS, { 200: json("Halaman rekaman (GeoJSON FeatureCollection).", MEDIA.geojson) }),
      "/collections/metadata/items/{recordId}": operasi("ambilRekaman", "Satu rekaman", [idItem, f(["json", "html", "gmd", "mdb2016", "mdb2018"])], {
        200: { description: "Rekaman sebagai GeoJSON, HTML atau ISO XML.", content: { [MEDIA.geojson]: { schema: { type: "object" } }, [MEDIA.html]: { schema: { type: "string" } }, [MEDIA.xml]: { schema: { type: "string" } } } },
        404: { description: "Rekaman tidak ada atau tidak terbit.", content: { [MEDIA.masalah]: { schema: { $ref: "#/components/schemas/Masalah" } } } },
      }),
    },
    components: {
      schemas: {
        Masalah: {
          type: "object",
          required: ["type", "title", "status", "detail"],
          properties: { type: { type: "string" }, title: { type: "string" }, status: { type: "integer" }, detail: { type: "string" }, parameter: { type: "string" } },
        },
      },
    },
  };
}
