import type { Permintaan } from "./load";

/**
 * The measured /csw requests, each a function of the request number i that never repeats a request for
 * different i: every measured answer is computed, none comes from the server's cache (warm-up requests use
 * numbers past the measured ones). The rows with a CPU target are issue 19's table (CPU ms per request of the
 * server and its Postgres backends); the others are informational.
 */
export type Skenario = {
  nama: string;
  /** Issue 19's target: CPU ms per request (server + Postgres); undefined: informational row. */
  targetCpu?: number;
  /** What the p50 is of: the full answer, or its first byte (streamed pages). */
  ukur: "total" | "pertama";
  permintaan: (i: number) => Permintaan;
  /** Requests as a fraction of --requests (heavy pages run fewer). */
  porsi: number;
};

const GMD = encodeURIComponent("http://www.isotc211.org/2005/gmd");

/** A box over Indonesia, different for every i: 3–6° wide and high, its corner moving by irrational steps. */
function kotak(i: number): [number, number, number, number] {
  const barat = 95 + ((i * 7.31) % 40);
  const selatan = -11 + ((i * 3.77) % 13);
  const lebar = 3 + ((i * 0.618) % 3);
  return [barat, selatan, barat + lebar, selatan + lebar].map((v) => Number(v.toFixed(4))) as [number, number, number, number];
}

/** i mapped onto 0…n-1 without repeats for i < n (n prime to the step), so pages spread over the catalogue. */
const sebar = (i: number, n: number) => (i * 7919) % n;

/** A POST GetRecords hits with one lat/lon BBOX in the EPSG:4326 URN (axis order latitude first). */
function postBbox(dasar: string, [barat, selatan, timur, utara]: number[]): Permintaan {
  const badan =
    `<csw:GetRecords xmlns:csw="http://www.opengis.net/cat/csw/2.0.2" xmlns:ogc="http://www.opengis.net/ogc" xmlns:gml="http://www.opengis.net/gml" ` +
    `service="CSW" version="2.0.2" resultType="hits"><csw:Query typeNames="csw:Record"><csw:ElementSetName>full</csw:ElementSetName>` +
    `<csw:Constraint version="1.1.0"><ogc:Filter>` +
    `<ogc:BBOX><ogc:PropertyName>ows:BoundingBox</ogc:PropertyName><gml:Envelope srsName="urn:ogc:def:crs:EPSG::4326">` +
    `<gml:lowerCorner>${selatan} ${barat}</gml:lowerCorner><gml:upperCorner>${utara} ${timur}</gml:upperCorner></gml:Envelope></ogc:BBOX>` +
    `</ogc:Filter></csw:Constraint></csw:Query></csw:GetRecords>`;
  return { url: `${dasar.split("?")[0]}`, init: { method: "POST", headers: { "content-type": "application/xml" }, body: badan } };
}

/** `csw:AnyText like '%kata%'` as a CQL constraint (KVP). */
const anyText = (kata: string) => `&constraintLanguage=CQL_TEXT&constraint=${encodeURIComponent(`csw:AnyText like '%${kata}%'`)}`;

/**
 * The scenarios on a catalogue of `publik` public records whose ids are `ids` (shuffled, each used once), and
 * `kata`, distinct words of the records (most frequent first): request i of an AnyText row searches word i.
 * `dasar` is the /csw URL with service and version.
 */
export function skenarioCsw(dasar: string, publik: number, ids: string[], kata: string[]): Skenario[] {
  const idKe = (mulai: number) => (i: number) => ids[(mulai + i) % ids.length]!;
  const idDc = idKe(0);
  const idGmd = idKe(Math.floor(ids.length / 2));
  // Each AnyText row its own stretch of the word list, so no two rows search the same words.
  const kataKe = (baris: number) => (i: number) => kata[baris + 3 * i]!;
  return [
    {
      nama: "hits AnyText like '%kata%'",
      targetCpu: 3,
      ukur: "total",
      porsi: 1,
      permintaan: (i) => `${dasar}&request=GetRecords&resultType=hits&typeNames=csw:Record${anyText(kataKe(0)(i))}`,
    },
    { nama: "hits BBOX (URN EPSG:4326, POST)", targetCpu: 3, ukur: "total", porsi: 1, permintaan: (i) => postBbox(dasar, kotak(i)) },
    {
      nama: "10 summary DC, AnyText",
      targetCpu: 5,
      ukur: "total",
      porsi: 1,
      permintaan: (i) => `${dasar}&request=GetRecords&typeNames=csw:Record&maxRecords=10&elementSetName=summary${anyText(kataKe(1)(i))}`,
    },
    {
      nama: "50 full ISO 19139, AnyText",
      targetCpu: 8,
      ukur: "total",
      porsi: 0.5,
      permintaan: (i) => `${dasar}&request=GetRecords&typeNames=csw:Record&maxRecords=50&outputSchema=${GMD}&elementSetName=full${anyText(kataKe(2)(i))}`,
    },
    { nama: "GetRecordById DC full", targetCpu: 2.5, ukur: "total", porsi: 1, permintaan: (i) => `${dasar}&request=GetRecordById&id=${idDc(i)}&elementSetName=full` },
    {
      nama: "500 full GMD beraliran (byte pertama)",
      ukur: "pertama",
      porsi: 0.05,
      permintaan: (i) => `${dasar}&request=GetRecords&maxRecords=500&outputSchema=${GMD}&elementSetName=full&startPosition=${sebar(i, publik - 500) + 1}`,
    },
    {
      nama: "GetRecordById GMD full",
      ukur: "total",
      porsi: 1,
      permintaan: (i) => `${dasar}&request=GetRecordById&id=${idGmd(i)}&outputSchema=${GMD}&elementSetName=full`,
    },
    // The same 20 records again and again: what a repeated request costs when the cache answers.
    { nama: "GetRecordById GMD full (cache)", ukur: "total", porsi: 1, permintaan: (i) => `${dasar}&request=GetRecordById&id=${ids[ids.length - 1 - (i % 20)]}&outputSchema=${GMD}&elementSetName=full` },
  ];
}

/** Number of requests each scenario may make before its requests would repeat. */
export function batasUnik(publik: number, ids: number, kata: number): Record<string, number> {
  const perBaris = Math.floor(kata / 3);
  return {
    "hits AnyText like '%kata%'": perBaris,
    "10 summary DC, AnyText": perBaris,
    "50 full ISO 19139, AnyText": perBaris,
    "500 full GMD beraliran (byte pertama)": publik - 500,
    "GetRecordById DC full": Math.floor(ids / 2),
    "GetRecordById GMD full": Math.floor(ids / 2) - 20,
  };
}
