import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The real Esri Geoportal GetRecords answer (csw:Record, 10 of 28,095, nextRecord 11) and pages derived from it
 * for a loopback source: the fixture's records as they are, and records completed or broken on purpose.
 */

const FOLDER = path.resolve(import.meta.dirname, "../fixtures/xml/csw");
export const HALAMAN_ESRI = readFileSync(path.join(FOLDER, "esri-geoportal-getrecords-dc.xml"), "utf8");
export const KAPABILITAS_ESRI = readFileSync(path.join(FOLDER, "esri-geoportal-getcapabilities.xml"), "utf8");
export const RINGKAS_ESRI = readFileSync(path.join(FOLDER, "esri-geoportal-getrecordbyid-summary.xml"), "utf8");

/** The ten csw:Record elements of the fixture, as text, in order. */
export const REKAMAN_ESRI: string[] = HALAMAN_ESRI.split("<csw:Record>")
  .slice(1)
  .map((r) => `<csw:Record>${r.slice(0, r.indexOf("</csw:Record>"))}</csw:Record>`);

/** The fixture's namespace declarations (the records use its prefixes). */
const NS = HALAMAN_ESRI.slice(HALAMAN_ESRI.indexOf("<csw:GetRecordsResponse") + "<csw:GetRecordsResponse".length, HALAMAN_ESRI.indexOf(">", HALAMAN_ESRI.indexOf("<csw:GetRecordsResponse")));

/** A GetRecordsResponse as Esri writes it, holding `rekaman`. */
export function halamanEsri(rekaman: string[], a: { cocok: number; berikutnya: number }): string {
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<csw:GetRecordsResponse${NS}>\n<csw:SearchStatus timestamp="2016-06-15T16:16:02-07:00"/>\n` +
    `<csw:SearchResults elementSet="full" nextRecord="${a.berikutnya}" numberOfRecordsMatched="${a.cocok}" numberOfRecordsReturned="${rekaman.length}" recordSchema="http://www.opengis.net/cat/csw/2.0.2">\n` +
    `${rekaman.join("\n")}\n</csw:SearchResults>\n</csw:GetRecordsResponse>`
  );
}

const DOCID = "urn:x-esri:specification:ServiceType:ArcIMS:Metadata:DocID";
const docId = (rek: string) => new RegExp(`<dc:identifier scheme="${DOCID}">([^<]*)</dc:identifier>`).exec(rek)![1]!;
const gantiDocId = (rek: string, baru: string) => rek.replaceAll(docId(rek), baru);
const tambah = (rek: string, xml: string) => rek.replace("</csw:Record>", `${xml}\n</csw:Record>`);

/** Source identifiers of the derived records (DocIDs, or the FileID URL where the DocID is taken out). */
export const TURUNAN = {
  /** WPC/WPC_QPF with a creator, a topic category and a language: complete. */
  qpf: "{A1B2C3D4-0001-4A00-8000-0000000000E1}",
  /** GeoBolivia with a publisher and a box in EPSG:4326 latitude/longitude order: complete. */
  bolivia: "{A1B2C3D4-0002-4A00-8000-0000000000E2}",
  /** picez95 without its DocID, with dc:description and a creator: identified by its FileID URL. */
  picez: "http://gisdev.srh.noaa.gov/ArcGIS/rest/services/WPC/WPC_psnowicez5_50_95_CONUS_F072/MapServer/5",
  /** picez50 without a title: rejected. */
  tanpaJudul: "{A1B2C3D4-0004-4A00-8000-0000000000E4}",
} as const;

/** Five records derived from the fixture's: three complete ones, one without a title, one without any identifier. */
export function rekamanTurunan(): string[] {
  const [bolivia, , , , , , qpf, picez95, picez50, psnow] = REKAMAN_ESRI;
  return [
    tambah(gantiDocId(qpf!, TURUNAN.qpf), "<dc:creator>NOAA NWS Weather Prediction Center</dc:creator>\n<dc:subject>climatologyMeteorologyAtmosphere</dc:subject>\n<dc:language>en</dc:language>\n<dc:rights>Public domain</dc:rights>"),
    tambah(
      gantiDocId(bolivia!, TURUNAN.bolivia),
      '<dc:publisher>GeoBolivia</dc:publisher>\n<ows:BoundingBox crs="urn:ogc:def:crs:EPSG::4326"><ows:LowerCorner>-22.9 -69.65</ows:LowerCorner><ows:UpperCorner>-9.67 -57.45</ows:UpperCorner></ows:BoundingBox>',
    ),
    tambah(
      picez95!.replace(new RegExp(`<dc:identifier scheme="${DOCID}">[^<]*</dc:identifier>\\n?`), ""),
      "<dc:description>Probability of ice accumulation of at least 0.25 inch, 72 hours.</dc:description>\n<dc:creator>NOAA NWS Weather Prediction Center</dc:creator>\n<dc:subject>climatologyMeteorologyAtmosphere</dc:subject>",
    ),
    gantiDocId(picez50!, TURUNAN.tanpaJudul).replace(/<dc:title>[^<]*<\/dc:title>\n?/, ""),
    psnow!.replace(/<dc:identifier [^>]*>[^<]*<\/dc:identifier>\n?/g, ""),
  ];
}
