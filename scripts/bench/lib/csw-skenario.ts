import type { Permintaan } from "./load";

/**
 * The measured /csw requests, each a function of the request number i that never repeats a request for
 * different i: every measured answer is computed, none comes from the server's cache (warm-up requests use
 * numbers past the measured ones). Targets are the (p50 under 10 concurrent clients).
 */
export type Skenario = {
  nama: string;
  /** Target for the p50 (ms) of `ukur`; undefined: informational row. */
  target?: number;
  /** What the target applies to: the full answer, or its first byte (streamed pages). */
  ukur: "total" | "pertama";
  permintaan: (i: number) => Permintaan;
  /** Requests as a fraction of --requests (heavy pages run fewer). */
  porsi: number;
};

const GMD = encodeURIComponent("http://www.isotc211.org/2005/gmd");
const KATA = ["batas", "hutan", "jalan", "sungai", "tanah", "pantai", "geologi", "banjir", "jawa", "sulawesi"];

/** A box over Indonesia, different for every i: 3–6° wide and high, its corner moving by irrational steps. */
function kotak(i: number): [number, number, number, number] {
  const barat = 95 + ((i * 7.31) % 40);
  const selatan = -11 + ((i * 3.77) % 13);
  const lebar = 3 + ((i * 0.618) % 3);
  return [barat, selatan, barat + lebar, selatan + lebar].map((v) => Number(v.toFixed(4))) as [number, number, number, number];
}

/** i mapped onto 0…n-1 without repeats for i < n (n prime to the step), so pages spread over the catalogue. */
const sebar = (i: number, n: number) => (i * 7919) % n;

/**
 * QGIS MetaSearch's GetRecords (conformance I1): PropertyIsLike on csw:AnyText with the words as typed, no
 * wildcard (`PropertyIsLike('csw:AnyText', keywords)` in its code), and a lat/lon BBOX, as a POST.
 */
function postQgis(dasar: string, kata: string, [barat, selatan, timur, utara]: number[]): Permintaan {
  const badan =
    `<csw:GetRecords xmlns:csw="http://www.opengis.net/cat/csw/2.0.2" xmlns:ogc="http://www.opengis.net/ogc" xmlns:gml="http://www.opengis.net/gml" ` +
    `service="CSW" version="2.0.2" resultType="hits"><csw:Query typeNames="csw:Record"><csw:ElementSetName>full</csw:ElementSetName>` +
    `<csw:Constraint version="1.1.0"><ogc:Filter><ogc:And>` +
    `<ogc:PropertyIsLike wildCard="%" singleChar="_" escapeChar="\\"><ogc:PropertyName>csw:AnyText</ogc:PropertyName><ogc:Literal>${kata}</ogc:Literal></ogc:PropertyIsLike>` +
    `<ogc:BBOX><ogc:PropertyName>ows:BoundingBox</ogc:PropertyName><gml:Envelope srsName="urn:ogc:def:crs:EPSG::4326">` +
    `<gml:lowerCorner>${selatan} ${barat}</gml:lowerCorner><gml:upperCorner>${utara} ${timur}</gml:upperCorner></gml:Envelope></ogc:BBOX>` +
    `</ogc:And></ogc:Filter></csw:Constraint></csw:Query></csw:GetRecords>`;
  return { url: `${dasar.split("?")[0]}`, init: { method: "POST", headers: { "content-type": "application/xml" }, body: badan } };
}

/**
 * The scenarios on a catalogue of `publik` public records whose ids are `ids` (shuffled, each used once).
 * `dasar` is the /csw URL with service and version.
 */
export function skenarioCsw(dasar: string, publik: number, ids: string[]): Skenario[] {
  const idKe = (mulai: number) => (i: number) => ids[(mulai + i) % ids.length]!;
  const idDc = idKe(0);
  const idGmd = idKe(Math.floor(ids.length / 2));
  return [
    {
      nama: "hits AnyText (q) + BBOX",
      target: 15,
      ukur: "total",
      porsi: 1,
      permintaan: (i) => `${dasar}&request=GetRecords&resultType=hits&q=${KATA[i % KATA.length]}&bbox=${kotak(i).join(",")}`,
    },
    { nama: "hits AnyText LIKE + BBOX (QGIS, POST)", target: 15, ukur: "total", porsi: 1, permintaan: (i) => postQgis(dasar, KATA[i % KATA.length]!, kotak(i)) },
    {
      nama: "10 summary DC",
      target: 25,
      ukur: "total",
      porsi: 1,
      permintaan: (i) => `${dasar}&request=GetRecords&maxRecords=10&elementSetName=summary&startPosition=${sebar(i, Math.floor(publik / 10)) * 10 + 1}`,
    },
    {
      nama: "100 full GMD",
      target: 150,
      ukur: "total",
      porsi: 0.25,
      permintaan: (i) => `${dasar}&request=GetRecords&maxRecords=100&outputSchema=${GMD}&elementSetName=full&startPosition=${sebar(i, Math.floor(publik / 100)) * 100 + 1}`,
    },
    {
      nama: "500 full GMD beraliran (byte pertama)",
      target: 100,
      ukur: "pertama",
      porsi: 0.05,
      permintaan: (i) => `${dasar}&request=GetRecords&maxRecords=500&outputSchema=${GMD}&elementSetName=full&startPosition=${sebar(i, Math.floor(publik / 500)) * 500 + 1}`,
    },
    { nama: "GetRecordById DC full", target: 10, ukur: "total", porsi: 1, permintaan: (i) => `${dasar}&request=GetRecordById&id=${idDc(i)}&elementSetName=full` },
    {
      nama: "GetRecordById GMD full",
      target: 10,
      ukur: "total",
      porsi: 1,
      permintaan: (i) => `${dasar}&request=GetRecordById&id=${idGmd(i)}&outputSchema=${GMD}&elementSetName=full`,
    },
    // The same 20 records again and again: what a repeated request costs when the cache answers.
    { nama: "GetRecordById GMD full (cache)", ukur: "total", porsi: 1, permintaan: (i) => `${dasar}&request=GetRecordById&id=${ids[ids.length - 1 - (i % 20)]}&outputSchema=${GMD}&elementSetName=full` },
  ];
}

/** Number of requests each scenario may make before its requests would repeat. */
export function batasUnik(publik: number, ids: number): Record<string, number> {
  return {
    "10 summary DC": Math.floor(publik / 10),
    "100 full GMD": Math.floor(publik / 100),
    "500 full GMD beraliran (byte pertama)": Math.floor(publik / 500),
    "GetRecordById DC full": Math.floor(ids / 2),
    "GetRecordById GMD full": Math.floor(ids / 2) - 20,
  };
}
