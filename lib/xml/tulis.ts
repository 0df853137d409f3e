import { bersihkan, type XmlSink } from "./sink";

/**
 * Small writing helpers shared by the ISO profiles. gmd and ISO 19115-3 both call their basic-types namespace
 * `gco` (with different URIs), so `gco:CharacterString` etc. are written the same way for every profile.
 */

/** `<name>text</name>` */
export function daun(w: XmlSink, name: string, text: string): void {
  w.open(name);
  w.text(text);
  w.close();
}

/** `<prop gco:nilReason="…"/>`: a mandatory property without a value. */
export function nihil(w: XmlSink, prop: string, alasan: "missing" | "unknown" | "withheld" | "inapplicable" = "missing"): void {
  w.open(prop);
  w.attr("gco:nilReason", alasan);
  w.close();
}

/** `<prop><gco:Type>value</gco:Type></prop>` */
export function gco(w: XmlSink, prop: string, tipe: string, nilai: string): void {
  w.open(prop);
  w.open(tipe);
  w.text(nilai);
  w.close();
  w.close();
}

/** Mandatory free text: nilReason="missing" when absent (or nothing is left once unusable characters go). */
export function teks(w: XmlSink, prop: string, nilai: string | undefined): void {
  if (nilai === undefined || bersihkan(nilai) === "") nihil(w, prop);
  else gco(w, prop, "gco:CharacterString", nilai);
}

/** Optional free text: left out when absent. */
export function teksOpsional(w: XmlSink, prop: string, nilai: string | undefined): void {
  if (nilai !== undefined && bersihkan(nilai) !== "") gco(w, prop, "gco:CharacterString", nilai);
}

/** `<prop><elemen codeList="…" codeListValue="v">v</elemen></prop>` */
export function kode(w: XmlSink, prop: string, elemen: string, uriKodelist: string, nilai: string): void {
  w.open(prop);
  w.open(elemen);
  w.attr("codeList", uriKodelist);
  w.attr("codeListValue", nilai);
  w.text(nilai);
  w.close();
  w.close();
}

const HANYA_TANGGAL = /^\d{4}-\d{2}-\d{2}$/;

/** gco:Date for a calendar date, gco:DateTime for a date-time (the document allows both). */
export function tanggal(w: XmlSink, prop: string, nilai: string): void {
  gco(w, prop, HANYA_TANGGAL.test(nilai) ? "gco:Date" : "gco:DateTime", nilai);
}

/**
 * xs:dateTime for properties that only take gco:DateTime: a bare date becomes local midnight without a zone,
 * which claims nothing about the time of day beyond the date itself.
 */
export function dateTimePenuh(nilai: string): string {
  return HANYA_TANGGAL.test(nilai) ? `${nilai}T00:00:00` : nilai;
}

/** xs:decimal lexical form (no exponent, which `String(1e-7)` would produce). */
export function desimal(n: number): string {
  const s = String(n);
  if (!s.includes("e")) return s;
  return n.toFixed(20).replace(/0+$/, "").replace(/\.$/, "");
}

/**
 * An NCName for gml:id that is unique per record: ids must be unique in the whole document, and a CSW
 * response holds many records. Characters outside [A-Za-z0-9.-] (and "_" itself) are hex-escaped so two
 * record ids can never give the same gml:id.
 */
export function idGml(jenis: string, idRekaman: string, nomor?: number): string {
  const aman = /^[A-Za-z0-9.-]*$/.test(idRekaman)
    ? idRekaman
    : idRekaman.replace(/[^A-Za-z0-9.-]/g, (c) => `_${c.codePointAt(0)!.toString(16)}_`);
  return nomor === undefined ? `${jenis}-${aman}` : `${jenis}-${aman}-${nomor}`;
}

const ALIAS_SATUAN: Readonly<Record<string, string>> = {
  meter: "m",
  metre: "m",
  meters: "m",
  kilometer: "km",
  sentimeter: "cm",
  centimeter: "cm",
  milimeter: "mm",
  millimeter: "mm",
  derajat: "deg",
  degree: "deg",
  persen: "%",
  percent: "%",
};

/**
 * gml:UomIdentifier for the `uom` attribute of gco:Distance: a symbol without spaces or colons, or a URI.
 * The document's unit is free text, so common Indonesian/English words become symbols and anything else has
 * its spaces and colons replaced.
 */
export function uom(satuan: string): string {
  const s = satuan.trim();
  const alias = ALIAS_SATUAN[s.toLowerCase()];
  if (alias) return alias;
  if (/^[a-zA-Z][a-zA-Z0-9+.-]*:\S+$/.test(s)) return s;
  const simbol = s.replace(/[:\s]+/g, "_");
  return simbol === "" ? "unknown" : simbol;
}

/** `<prop><gco:Distance uom="…">n</gco:Distance></prop>` (gmd and ISO 19115-3 alike). */
export function jarak(w: XmlSink, prop: string, j: { nilai: number; satuan: string }): void {
  w.open(prop);
  w.open("gco:Distance");
  w.attr("uom", uom(j.satuan));
  w.text(String(j.nilai));
  w.close();
  w.close();
}

/**
 * A free-text unit as an inline gml:UnitDefinition (gmd valueUnit and mdq valueUnit take nothing simpler).
 * The unit is the producer's own text, not a code from a known register: the codeSpace says exactly that
 * with OGC's "unknown" nil URI.
 */
export function definisiSatuan(w: XmlSink, prop: string, satuan: string, gmlId: string): void {
  w.open(prop);
  w.open("gml:UnitDefinition");
  w.attr("gml:id", gmlId);
  w.open("gml:identifier");
  w.attr("codeSpace", "http://www.opengis.net/def/nil/OGC/0/unknown");
  w.text(satuan);
  w.close();
  w.close();
  w.close();
}

/**
 * A URL in a form libxml2 (and so most validators) accepts as xs:anyURI, for gmd:URL. The document schema
 * accepts what WHATWG URL parsing accepts, which is looser: stray "%", "[" "]" outside an IPv6 host and a
 * second "#" are percent-encoded here. Browsers resolve the result to the same resource.
 */
export function anyUri(url: string): string {
  if (!/[%[\]#]/.test(url)) return url;
  let s = url.replace(/%(?![0-9A-Fa-f]{2})/g, "%25");
  const pagar = s.indexOf("#");
  if (pagar >= 0) s = s.slice(0, pagar + 1) + s.slice(pagar + 1).replaceAll("#", "%23");
  const otoritas = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?#]*/.exec(s)?.[0].length ?? 0;
  return s.slice(0, otoritas) + s.slice(otoritas).replaceAll("[", "%5B").replaceAll("]", "%5D");
}
