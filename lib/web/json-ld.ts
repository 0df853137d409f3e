import type { DetailPublik } from "@/lib/metadata/publik";
import { urlAman } from "@/lib/metadata/url";
import { ringkasTeks } from "./format";
import { labelKode } from "./label";

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

/**
 * schema.org `Dataset` for a published record, as dataset search engines read it: name, description, identifier,
 * keywords, spatial box, time span, distributions, publisher, licence and dates.
 */
export function datasetJsonLd(d: DetailPublik, baseUrl: string): Objek {
  const url = urlRekaman(baseUrl, d.id);
  const { bbox, temporal, wilayah } = d.cakupan;
  const kataKunci = [...new Set([...d.identifikasi.kataKunci.flatMap((k) => k.kata), ...d.topikKategori.map((k) => labelKode("TOPIK_KATEGORI", k))])];
  const lisensi = d.identifikasi.batasan.lisensi;
  const hasil: Objek = {
    "@context": "https://schema.org/",
    "@type": "Dataset",
    "@id": url,
    url,
    name: d.judul,
    // Dataset search reads 50–5,000 characters of description; abstracts may be longer.
    description: d.abstrak.length > 5000 ? ringkasTeks(d.abstrak, 5000) : d.abstrak,
    identifier: d.id,
    keywords: kataKunci,
    isAccessibleForFree: true,
    inLanguage: d.identifikasi.bahasa.map(kodeBahasa),
    // schema.org box: "south west north east" (lower corner, then upper corner, lat before lon).
    spatialCoverage: {
      "@type": "Place",
      ...(wilayah.length ? { name: wilayah.map((w) => w.nama).join(", ") } : {}),
      geo: { "@type": "GeoShape", box: `${bbox.selatan} ${bbox.barat} ${bbox.utara} ${bbox.timur}` },
    },
    distribution: [
      // Already filtered by the public detail; filtered again because a harvester reads this as a link to follow.
      ...d.distribusi.sumberDaring.filter((s) => urlAman(s.url, "sumberDaring")).map((s) => ({
        "@type": "DataDownload",
        contentUrl: s.url,
        encodingFormat: s.protokol,
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
    publisher: { "@type": "Organization", name: d.organisasi.nama },
    creator: { "@type": "Organization", name: d.organisasi.nama },
    datePublished: d.publishedAt,
    dateModified: d.updatedAt,
    includedInDataCatalog: { "@type": "DataCatalog", name: "GeoKatalog", url: new URL("/katalog", baseUrl).toString() },
  };
  if (temporal?.mulai || temporal?.selesai) hasil.temporalCoverage = `${temporal.mulai ?? ".."}/${temporal.selesai ?? ".."}`;
  if (lisensi) hasil.license = /^https?:\/\/\S+$/.test(lisensi) ? lisensi : { "@type": "CreativeWork", name: lisensi };
  if (d.identifikasi.edisi) hasil.version = d.identifikasi.edisi;
  return hasil;
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
