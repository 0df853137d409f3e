import type { BarisRekaman } from "@/lib/csw/rekaman";
import type { Kontak } from "@/lib/metadata/schema";
import { saringUrlDokumen } from "@/lib/metadata/url";
import { denganParameter, FORMAT_ISO, MEDIA, type Tautan } from "./tautan";

export const KELAS_REKAMAN = "http://www.opengis.net/spec/ogcapi-records-1/1.0/req/record-core";
const SKEMA_TOPIK = "https://standards.iso.org/iso/19139/resources/gmxCodelists.xml#MD_TopicCategoryCode";
const SKEMA_PERAN = "https://standards.iso.org/iso/19139/resources/gmxCodelists.xml#CI_RoleCode";

export type FiturRekaman = {
  id: string;
  type: "Feature";
  conformsTo: string[];
  geometry: { type: "Polygon"; coordinates: number[][][] } | { type: "Point"; coordinates: number[] };
  time: { interval: [string, string] } | { date: string } | null;
  properties: Record<string, unknown>;
  links: Tautan[];
};

function kontak(k: Kontak) {
  return {
    ...(k.namaIndividu ? { name: k.namaIndividu } : {}),
    ...(k.namaOrganisasi ? { organization: k.namaOrganisasi } : {}),
    ...(k.jabatan ? { position: k.jabatan } : {}),
    ...(k.email ? { emails: [{ value: k.email }] } : {}),
    ...(k.telepon ? { phones: [{ value: k.telepon }] } : {}),
    ...(k.alamat || k.kota ? { addresses: [{ deliveryPoint: k.alamat ? [k.alamat] : [], city: k.kota, administrativeArea: k.provinsi, postalCode: k.kodePos, country: k.negara }] } : {}),
    ...(k.url ? { links: [{ href: k.url, rel: "about" }] } : {}),
    roles: [k.peran],
  };
}

const hanyaTanggal = (t: string) => t.slice(0, 10);

/**
 * One record as a GeoJSON Feature of the OGC API – Records record schema (record-core): extent as geometry (a
 * point when it has no area), temporal extent as `time`, the ISO document's fields as properties, and links to
 * itself, its HTML page, its ISO XML encodings, its collection and its online resources.
 */
export function fiturRekaman(b: BarisRekaman, akar: string): FiturRekaman {
  const d = saringUrlDokumen(b.dokumen);
  const { identifikasi: idf, cakupan, distribusi, metadataInfo: mi } = d;
  const { barat: w, timur: e, selatan: s, utara: n } = cakupan.bbox;
  const geometry: FiturRekaman["geometry"] =
    w === e && s === n ? { type: "Point", coordinates: [w, s] } : { type: "Polygon", coordinates: [[[w, s], [e, s], [e, n], [w, n], [w, s]]] };
  const t = cakupan.temporal;
  const time = t?.mulai ? (t.selesai && t.selesai !== t.mulai ? { interval: [t.mulai, t.selesai] as [string, string] } : { date: hanyaTanggal(t.mulai) }) : null;
  const tanggal = (jenis: string) => idf.tanggal.find((x) => x.jenis === jenis)?.tanggal;
  const url = `${akar}/collections/metadata/items/${b.id}`;
  const properties = {
    type: mi.levelHierarki,
    title: idf.judul,
    description: idf.abstrak,
    keywords: [...new Set(idf.kataKunci.flatMap((k) => k.kata))],
    themes: [
      { concepts: idf.topikKategori.map((id) => ({ id })), scheme: SKEMA_TOPIK },
      ...idf.kataKunci.filter((k) => k.tesaurus).map((k) => ({ concepts: k.kata.map((id) => ({ id })), scheme: k.tesaurus!.judul })),
    ],
    language: { code: mi.bahasa },
    languages: idf.bahasa.map((code) => ({ code })),
    resourceLanguages: idf.bahasa.map((code) => ({ code })),
    created: b.createdAt.toISOString(),
    updated: b.updatedAt.toISOString(),
    ...(tanggal("publication") ? { published: tanggal("publication") } : {}),
    formats: distribusi.format.map((f) => ({ name: f.nama, ...(f.versi ? { version: f.versi } : {}) })),
    contacts: [...idf.kontak, ...distribusi.distributor].map(kontak),
    rolesScheme: SKEMA_PERAN,
    ...(idf.batasan.lisensi ? { license: idf.batasan.lisensi } : {}),
    ...(idf.batasan.aksesBatasan ? { rights: idf.batasan.aksesBatasan } : {}),
    ...(d.sistemReferensi ? { crs: `http://www.opengis.net/def/crs/EPSG/0/${d.sistemReferensi.kode}` } : {}),
    externalIds: [{ scheme: "https://www.isotc211.org/2005/gmd#fileIdentifier", value: b.id }],
  };
  const links: Tautan[] = [
    { href: url, rel: "self", type: MEDIA.geojson, title: "Rekaman ini dalam GeoJSON" },
    { href: denganParameter(url, { f: "html" }), rel: "alternate", type: MEDIA.html, title: "Rekaman ini dalam HTML" },
    ...Object.entries(FORMAT_ISO).map(([f, title]) => ({ href: denganParameter(url, { f }), rel: "alternate", type: MEDIA.xml, title })),
    { href: `${akar}/collections/metadata`, rel: "collection", type: MEDIA.json, title: "Koleksi metadata" },
    ...distribusi.sumberDaring.map((r) => ({
      href: r.url,
      rel: r.fungsi === "download" ? "enclosure" : "related",
      ...(r.nama ? { title: r.nama } : {}),
    })),
    ...idf.grafik.map((g) => ({ href: g.url, rel: "preview", ...(g.deskripsi ? { title: g.deskripsi } : {}) })),
  ];
  return { id: b.id, type: "Feature", conformsTo: [KELAS_REKAMAN], geometry, time, properties, links };
}
