import { kendalaTidakValid, nilaiTidakValid } from "@/lib/csw/exception";
import { buatBanding, buatKotak, buatProperti, buatSpasial, parseCql, parseFilterXml, type Filter } from "@/lib/csw/filter";
import { cariQueryable } from "@/lib/csw/queryables";
import { masalahTeks } from "@/lib/http/nilai-masukan";
import { NS, uraiQName } from "@/lib/csw/xml-tree";
import { escapeAtribut, escapeTeks } from "@/lib/xml/sink";
import { ringkas, type Mentah } from "./mentah";
import type { Urutan } from "./permintaan";

const TANPA_NS: ReadonlyMap<string, string> = new Map();

/**
 * Key-value parameters (GET query or form-encoded POST) as a raw request. Names are case-insensitive and the
 * first occurrence wins; values are kept as given; unknown parameters are ignored (conformance A2).
 */
export function kvpKeMentah(params: URLSearchParams): Mentah {
  tolakKarakterKendali(params);
  const p = new Map<string, string>();
  for (const [k, v] of params) if (!p.has(k.toLowerCase())) p.set(k.toLowerCase(), v);
  const ns = uraiNamespace(p.get("namespace"));
  const nama = (qname: string) => uraiQName(qname, TANPA_NS, ns);
  const daftar = (k: string) => p.get(k)?.split(",").map((s) => s.trim()).filter(Boolean);

  const kendala: (() => Filter)[] = [];
  const teksKendala = p.get("constraint");
  if (teksKendala !== undefined && teksKendala.trim() !== "") kendala.push(() => kendalaKvp(teksKendala, p, ns));
  const q = p.get("q");
  if (q !== undefined && q.trim() !== "") kendala.push(() => teksBebas(q));
  const bbox = p.get("bbox");
  if (bbox !== undefined && bbox.trim() !== "") kendala.push(() => kotakKvp(bbox));
  const sortby = p.get("sortby");

  return {
    service: p.get("service"),
    version: p.get("version"),
    request: p.get("request"),
    acceptVersions: p.get("acceptversions"),
    sections: p.get("sections"),
    acceptFormats: p.get("acceptformats"),
    requestId: p.get("requestid"),
    // DescribeRecord names its parameter typeName; GetRecords typeNames.
    typeNames: daftar("typenames") ?? daftar("typename"),
    outputSchema: p.get("outputschema"),
    outputFormat: p.get("outputformat"),
    elementSetName: p.get("elementsetname"),
    elementNames: daftar("elementname"),
    resultType: p.get("resulttype"),
    startPosition: p.get("startposition"),
    maxRecords: p.get("maxrecords"),
    kendala,
    urut: sortby?.trim() ? () => urutKvp(sortby, ns) : undefined,
    ids: daftar("id"),
    schemaLanguage: p.get("schemalanguage"),
    parameterName: p.get("parametername"),
    propertyName: p.get("propertyname"),
    nama,
    gema: () => gemaKvp(p),
  };
}

/**
 * A NUL reaches Postgres as an error (NoApplicableCode) and other control characters cannot be echoed in XML:
 * refused up front, for every parameter, as the spec's InvalidParameterValue naming it.
 */
function tolakKarakterKendali(params: URLSearchParams): void {
  for (const [k, v] of params) {
    const masalah = masalahTeks(k) ?? masalahTeks(v);
    if (masalah) throw nilaiTidakValid(`Parameter ${masalahTeks(k) ? "(nama)" : ringkas(k)}: ${masalah}`, masalahTeks(k) ? "request" : k.toLowerCase().slice(0, 40));
  }
}

/** `xmlns(csw=http://…),xmlns(gmd=http://…)`; `xmlns(http://…)` binds the default (empty) prefix. */
export function uraiNamespace(teks: string | undefined): ReadonlyMap<string, string> {
  const peta = new Map<string, string>();
  if (!teks) return peta;
  for (const m of teks.matchAll(/xmlns\(\s*(?:([A-Za-z_][\w.-]*)\s*=\s*)?([^)]+?)\s*\)/g)) peta.set(m[1] ?? "", m[2]!);
  return peta;
}

function kendalaKvp(teks: string, p: ReadonlyMap<string, string>, ns: ReadonlyMap<string, string>): Filter {
  const bahasa = p.get("constraintlanguage")?.trim().toUpperCase();
  const versi = p.get("constraint_language_version")?.trim();
  if (versi !== undefined && versi !== "1.1.0" && versi !== "1.0.0") throw kendalaTidakValid(`Versi bahasa kendala '${ringkas(versi)}' tidak didukung; gunakan 1.1.0.`);
  if (bahasa === "FILTER") return parseFilterXml(teks, { namespace: ns });
  if (bahasa === "CQL_TEXT") return parseCql(teks, { namespace: ns });
  if (bahasa === undefined) throw kendalaTidakValid("CONSTRAINT memerlukan CONSTRAINTLANGUAGE (FILTER atau CQL_TEXT).");
  throw kendalaTidakValid(`CONSTRAINTLANGUAGE '${ringkas(bahasa)}' tidak didukung; gunakan FILTER atau CQL_TEXT.`);
}

const ANY_TEXT = { uri: NS.csw, local: "AnyText", teks: "csw:AnyText" };
const BOUNDING_BOX = { uri: NS.ows, local: "BoundingBox", teks: "ows:BoundingBox" };

/** Spec shortcut `q`: free text with the semantics of AnyText. */
export function teksBebas(q: string): Filter {
  return buatBanding("PropertyIsEqualTo", buatProperti(ANY_TEXT, ANY_TEXT.teks), q);
}

/** Spec shortcut `BBOX=minX,minY,maxX,maxY` in WGS84, longitude first (an optional fifth value names the CRS). */
export function kotakKvp(teks: string): Filter {
  const bagian = teks.split(",").map((s) => s.trim());
  const angka = bagian.slice(0, 4).map(Number);
  if ((bagian.length !== 4 && bagian.length !== 5) || bagian.slice(0, 4).some((s) => s === "") || angka.some((n) => !Number.isFinite(n))) {
    throw nilaiTidakValid(`BBOX harus berupa minX,minY,maxX,maxY (bujur, lintang WGS 84), bukan '${ringkas(teks)}'.`, "bbox");
  }
  const [x1, y1, x2, y2] = angka as [number, number, number, number];
  try {
    return buatSpasial("BBOX", buatProperti(BOUNDING_BOX, BOUNDING_BOX.teks), buatKotak([x1, y1], [x2, y2], bagian[4] || undefined));
  } catch (err) {
    throw err instanceof Error ? nilaiTidakValid(`BBOX tidak sah: ${err.message}`, "bbox") : err;
  }
}

/** `sortby=dc:title:A,dct:modified:D` (`:A` is the default). */
export function urutKvp(teks: string, ns: ReadonlyMap<string, string>): Urutan[] {
  return teks
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const m = /^(.*?)(?::([AD]))?$/i.exec(s)!;
      return urutan(m[1]!, (m[2] ?? "A").toUpperCase() === "D", ns);
    });
}

/** A sort key by property name; only sortable queryables (conformance E "S") are accepted. */
export function urutan(namaProperti: string, turun: boolean, ns: ReadonlyMap<string, string>, nsDokumen: ReadonlyMap<string, string> = TANPA_NS): Urutan {
  const n = uraiQName(namaProperti, nsDokumen, ns);
  const queryable = n ? cariQueryable(n) : undefined;
  if (!queryable?.urut) throw nilaiTidakValid(`Properti '${ringkas(namaProperti)}' tidak dapat dipakai untuk mengurutkan.`, "sortby");
  return { queryable, turun };
}

/** csw:EchoedRequest needs an element: the KVP request written as the equivalent csw:GetRecords. */
function gemaKvp(p: ReadonlyMap<string, string>): string {
  const a = (nama: string, kunci: string) => (p.has(kunci) ? ` ${nama}="${escapeAtribut(p.get(kunci)!)}"` : "");
  const bahasa = p.get("constraintlanguage")?.trim().toUpperCase();
  const kendala = p.get("constraint");
  let isiKendala = "";
  if (kendala && bahasa === "CQL_TEXT") isiKendala = `<csw:CqlText>${escapeTeks(kendala)}</csw:CqlText>`;
  if (kendala && bahasa === "FILTER") isiKendala = kendala.replace(/^\s*<\?xml[^>]*\?>/, "");
  const es = p.get("elementsetname");
  return (
    `<csw:GetRecords xmlns:csw="${NS.csw}" xmlns:gmd="${NS.gmd}" xmlns:mdb="${NS.mdb}" service="CSW" version="2.0.2" resultType="validate"` +
    `${a("requestId", "requestid")}${a("outputSchema", "outputschema")}${a("startPosition", "startposition")}${a("maxRecords", "maxrecords")}>` +
    `<csw:Query typeNames="${escapeAtribut((p.get("typenames") ?? "csw:Record").replaceAll(",", " "))}">` +
    `<csw:ElementSetName>${escapeTeks(es ?? "summary")}</csw:ElementSetName>` +
    (isiKendala ? `<csw:Constraint version="1.1.0">${isiKendala}</csw:Constraint>` : "") +
    `</csw:Query></csw:GetRecords>`
  );
}
