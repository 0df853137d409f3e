import { IDENTITAS_BAWAAN } from "@/lib/identitas/bawaan";
import type { DetailPublik } from "@/lib/metadata/publik";
import { urlAman } from "@/lib/metadata/url";
import { ringkasTeks } from "./format";
import { cariFormat, formatDariUrl, LAYANAN } from "@/lib/dcat/kosakata";
import { labelKode } from "./label";
import { teksSitasi } from "./sitasi";

export const FORMAT_XML = [
  { kode: "mdb2016", label: "ISO 19115-3:2016 (profil SNI)" },
  { kode: "mdb2018", label: "ISO 19115-3:2018" },
  { kode: "gmd", label: "ISO 19139:2007 (gmd)" },
] as const;

/** Where the public XML download of a record lives (spec 4.1), relative to the site. */
export function hrefXml(id: string, format: (typeof FORMAT_XML)[number]["kode"]): string {
  return `/api/public/metadata/${encodeURIComponent(id)}/xml?format=${format}`;
}

/** The signed-in XML export (spec 4.3): any status the reader may read, in the same three profiles. */
export function hrefXmlDasbor(id: string, format: (typeof FORMAT_XML)[number]["kode"]): string {
  return `/api/metadata/${encodeURIComponent(id)}/export/xml?format=${format}`;
}

export function urlRekaman(baseUrl: string, id: string): string {
  return new URL(`/katalog/${encodeURIComponent(id)}`, baseUrl).toString();
}

type Objek = Record<string, unknown>;

/** Google's Dataset guidelines read descriptions of 50 to 5,000 characters. */
export const DESKRIPSI_MIN = 50;
export const DESKRIPSI_MAKS = 5000;
const TIPE_DATA: Record<string, string> = { vector: "vektor", raster: "raster", tabular: "tabular" };

/**
 * The description: the abstract as written; a long one cut at a word before 5,000 characters; a short one
 * (under 50, which the schema allows) followed by a sentence of facts from the record itself — type, agency,
 * regions, topics — so it is long enough without inventing anything.
 */
export function deskripsiDataset(d: DetailPublik, namaKatalog: string = IDENTITAS_BAWAAN.namaKatalog): string {
  if (d.abstrak.length > DESKRIPSI_MAKS) return ringkasTeks(d.abstrak, DESKRIPSI_MAKS);
  if (d.abstrak.trim().length >= DESKRIPSI_MIN) return d.abstrak;
  const awal = d.abstrak.trim().replace(/([^.!?])$/, "$1.");
  const wilayah = d.cakupan.wilayah.map((w) => w.nama);
  const topik = d.topikKategori.map((k) => labelKode("TOPIK_KATEGORI", k));
  let teks = `${awal} Set data geospasial ${TIPE_DATA[d.tipeData] ?? d.tipeData} dari ${d.organisasi.nama}`;
  if (wilayah.length) teks += ` untuk wilayah ${wilayah.join(", ")}`;
  if (topik.length) teks += `, kategori ${topik.join(", ")}`;
  teks += ".";
  if (teks.length < DESKRIPSI_MIN) teks += ` Metadata lengkap menurut SNI 8843-1:2019 tersedia di ${namaKatalog}.`;
  return ringkasTeks(teks, DESKRIPSI_MAKS);
}

/** The encoding of an online resource: a media type for files and known formats, else the protocol code. */
function formatEnkode(s: DetailPublik["distribusi"]["sumberDaring"][number], d: DetailPublik): string {
  const berkas = s.protokol.startsWith("WWW:DOWNLOAD") || s.protokol === "FILE:GEO";
  const satu = d.distribusi.format.length === 1 ? cariFormat(d.distribusi.format[0]!.nama) : undefined;
  const media = berkas ? (formatDariUrl(s.url) ?? satu)?.media : LAYANAN[s.protokol]?.media;
  return media ?? s.protokol;
}

/** Creators: the record's originators and authors (people as Person), else the agency that publishes it. */
function pencipta(d: DetailPublik, penerbit: Objek): Objek[] {
  const k = d.identifikasi.kontak.filter((x) => ["originator", "author", "principalInvestigator"].includes(x.peran));
  if (!k.length) return [penerbit];
  return k.map((x) =>
    x.namaIndividu
      ? { "@type": "Person", name: x.namaIndividu, ...(x.namaOrganisasi ? { affiliation: { "@type": "Organization", name: x.namaOrganisasi } } : {}) }
      : { "@type": "Organization", name: x.namaOrganisasi },
  );
}

/**
 * schema.org `Dataset` for a published record, as Google's Dataset guidelines list it: name and description
 * (required), then creator, publisher, citation, identifier, keywords, licence, spatial and temporal coverage,
 * distributions (contentUrl + encodingFormat), url, version, isAccessibleForFree and the catalogue it is in (named
 * as the Admin named it in Identitas situs).
 */
export function datasetJsonLd(d: DetailPublik, baseUrl: string, namaKatalog: string = IDENTITAS_BAWAAN.namaKatalog): Objek {
  const url = urlRekaman(baseUrl, d.id);
  const { bbox, temporal, wilayah } = d.cakupan;
  const kataKunci = [...new Set([...d.identifikasi.kataKunci.flatMap((k) => k.kata), ...d.topikKategori.map((k) => labelKode("TOPIK_KATEGORI", k))])];
  const lisensi = d.identifikasi.batasan.lisensi;
  const penerbit = { "@type": "Organization", name: d.organisasi.nama, url: new URL(`/organisasi/${encodeURIComponent(d.organisasi.kode)}`, baseUrl).toString() };
  const titik = bbox.barat === bbox.timur && bbox.selatan === bbox.utara;
  const hasil: Objek = {
    "@context": "https://schema.org/",
    "@type": "Dataset",
    "@id": url,
    url,
    name: d.judul,
    ...(d.identifikasi.judulAlternatif ? { alternateName: d.identifikasi.judulAlternatif } : {}),
    description: deskripsiDataset(d, namaKatalog),
    identifier: d.id,
    keywords: kataKunci,
    isAccessibleForFree: true,
    inLanguage: d.identifikasi.bahasa.map(kodeBahasa),
    // Google's box: "south west north east" (lower corner, then upper corner, lat before lon); a point is GeoCoordinates.
    spatialCoverage: {
      "@type": "Place",
      ...(wilayah.length ? { name: wilayah.map((w) => w.nama).join(", ") } : {}),
      geo: titik
        ? { "@type": "GeoCoordinates", latitude: bbox.selatan, longitude: bbox.barat }
        : { "@type": "GeoShape", box: `${bbox.selatan} ${bbox.barat} ${bbox.utara} ${bbox.timur}` },
    },
    distribution: [
      // Already filtered by the public detail; filtered again because a harvester reads this as a link to follow.
      ...d.distribusi.sumberDaring.filter((s) => urlAman(s.url, "sumberDaring")).map((s) => ({
        "@type": "DataDownload",
        contentUrl: s.url,
        encodingFormat: formatEnkode(s, d),
        ...(s.nama ? { name: s.nama } : {}),
        ...(s.deskripsi ? { description: s.deskripsi } : {}),
      })),
      ...FORMAT_XML.map((f) => ({
        "@type": "DataDownload",
        name: `Metadata XML ${f.label}`,
        contentUrl: new URL(hrefXml(d.id, f.kode), baseUrl).toString(),
        encodingFormat: "application/xml",
      })),
    ],
    publisher: penerbit,
    creator: pencipta(d, penerbit),
    citation: teksSitasi({ organisasi: d.organisasi.nama, judul: d.judul, publishedAt: d.publishedAt, url }),
    datePublished: d.publishedAt,
    dateModified: d.updatedAt,
    includedInDataCatalog: { "@type": "DataCatalog", "@id": idKatalog(baseUrl), name: namaKatalog, url: new URL("/", baseUrl).toString() },
  };
  if (temporal?.mulai || temporal?.selesai) hasil.temporalCoverage = `${temporal.mulai ?? ".."}/${temporal.selesai ?? ".."}`;
  if (lisensi) hasil.license = /^https?:\/\/\S+$/.test(lisensi) ? lisensi : { "@type": "CreativeWork", name: lisensi };
  if (d.identifikasi.edisi) hasil.version = d.identifikasi.edisi;
  return hasil;
}

const idKatalog = (baseUrl: string) => `${new URL("/", baseUrl).toString()}#katalog`;

/**
 * schema.org `DataCatalog` for the home page: the catalogue each record's Dataset names in includedInDataCatalog
 * (same @id). Its DCAT-AP dumps are announced by the page's <link rel="alternate">: schema.org has no property
 * for a catalogue's machine-readable copy (`distribution` belongs to Dataset).
 */
export function dataCatalogJsonLd(baseUrl: string, opsi: { jumlah: number; namaKatalog: string }): Objek {
  const beranda = new URL("/", baseUrl).toString();
  return {
    "@context": "https://schema.org/",
    "@type": "DataCatalog",
    "@id": idKatalog(baseUrl),
    name: opsi.namaKatalog,
    description: `Katalog metadata data geospasial instansi pemerintah Indonesia: ${opsi.jumlah} set data terbit, dapat dicari dan diunduh dalam format ISO 19115 dan DCAT-AP.`,
    url: beranda,
    inLanguage: "id",
    isAccessibleForFree: true,
    keywords: ["data geospasial", "metadata", "SNI 8843-1:2019", "Indonesia"],
  };
}

/** ISO 639-2 codes as stored → the BCP 47 tags schema.org expects for the two common ones. */
function kodeBahasa(kode: string): string {
  return kode === "ind" ? "id" : kode === "eng" ? "en" : kode;
}

/**
 * JSON for an inline <script>: `<` (so "</script>" and "<!--" cannot occur), `>`, `&` and the JavaScript line
 * separators are written as \u escapes, which JSON parsers read back unchanged.
 */
export function jsonUntukSkrip(nilai: unknown): string {
  return JSON.stringify(nilai).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
