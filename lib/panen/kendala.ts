import type { BatasanPanen } from "@/lib/db/schema";
import type { JenisSumber } from "./jenis";

/**
 * How each CSW kind names the queryables a harvest filters on, in CQL_TEXT. pycsw and GeoKatalog want the
 * prefixed ISO queryables (apiso:Modified, csw:AnyText, ows:BoundingBox); GeoNetwork and GeoServer accept the
 * bare ISO names. Esri Geoportal's CQL support is unreliable (modified dates often ignored), so its sources run
 * complete every time; a WAF has no query at all. Unchanged records are still recognised by their fingerprint.
 */
const NAMA: Record<Exclude<JenisSumber, "waf">, { modified: string | null; anyText: string; bbox: string; namespace?: string }> = {
  "csw-geonetwork": { modified: "Modified", anyText: "AnyText", bbox: "BoundingBox" },
  "csw-geoserver": { modified: "Modified", anyText: "AnyText", bbox: "BoundingBox" },
  "csw-esri": { modified: null, anyText: "AnyText", bbox: "BoundingBox" },
  "csw-pycsw": { modified: "apiso:Modified", anyText: "csw:AnyText", bbox: "ows:BoundingBox", namespace: "xmlns(apiso=http://www.opengis.net/cat/csw/apiso/1.0),xmlns(ows=http://www.opengis.net/ows)" },
  "csw-geokatalog": { modified: "apiso:Modified", anyText: "csw:AnyText", bbox: "ows:BoundingBox", namespace: "xmlns(apiso=http://www.opengis.net/cat/csw/apiso/1.0),xmlns(ows=http://www.opengis.net/ows)" },
};

/** Whether runs of this kind can ask only for records modified since a date. */
export const dukungInkremental = (jenis: JenisSumber): boolean => jenis !== "waf" && NAMA[jenis].modified !== null;

const kutip = (s: string) => `'${s.replaceAll("'", "''")}'`;

/**
 * The CQL_TEXT constraint of a run: the source's own constraint (CQL as written, or keywords OR-ed over AnyText
 * and a box), AND, for an incremental run, modified on or after `sejak`. Undefined when nothing constrains.
 */
export function kendalaCql(jenis: JenisSumber, batasan: BatasanPanen, sejak?: Date): { cql: string; namespace?: string } | undefined {
  if (jenis === "waf") return undefined;
  const n = NAMA[jenis];
  const bagian: string[] = [];
  if (batasan.cql?.trim()) bagian.push(`(${batasan.cql.trim()})`);
  const kata = (batasan.kataKunci ?? []).map((k) => k.trim()).filter(Boolean);
  if (kata.length) bagian.push(`(${kata.map((k) => `${n.anyText} LIKE ${kutip(`%${k}%`)}`).join(" OR ")})`);
  if (batasan.bbox) bagian.push(`BBOX(${n.bbox}, ${batasan.bbox.join(", ")})`);
  if (sejak && n.modified) bagian.push(`${n.modified} >= ${kutip(sejak.toISOString())}`);
  if (bagian.length === 0) return undefined;
  return { cql: bagian.join(" AND "), ...(n.namespace ? { namespace: n.namespace } : {}) };
}

/** A complete run at least weekly finds records that disappeared at the source. */
export const SELANG_PENUH_MS = 7 * 86_400_000;

/** Complete or incremental: incremental only after a successful run, for a kind that supports it, within the week. */
export function perluPenuh(a: { jenis: JenisSumber; suksesTerakhirAt: Date | null; penuhTerakhirAt: Date | null; batasanBerubah?: boolean }, sekarang: Date): boolean {
  if (!dukungInkremental(a.jenis) || !a.suksesTerakhirAt || !a.penuhTerakhirAt) return true;
  return sekarang.getTime() - a.penuhTerakhirAt.getTime() >= SELANG_PENUH_MS;
}
