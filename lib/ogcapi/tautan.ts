/** Media types and link building of /ogcapi, in one place. */
export const MEDIA = {
  json: "application/json",
  geojson: "application/geo+json",
  html: "text/html",
  openapi: "application/vnd.oai.openapi+json;version=3.0",
  skema: "application/schema+json",
  xml: "application/xml",
  masalah: "application/problem+json",
} as const;

export type Tautan = { href: string; rel: string; type?: string; title?: string; hreflang?: string };

/** The ISO XML encodings of one record (`f=` values), rendered by lib/xml. */
export const FORMAT_ISO = {
  gmd: "ISO 19139 (gmd)",
  mdb2016: "ISO 19115-3 (mdb, 2016)",
  mdb2018: "ISO 19115-3 (mdb, 2018)",
} as const;
export type FormatIsoOgc = keyof typeof FORMAT_ISO;

/** `url` with its query parameters replaced by `ganti` (undefined removes one). */
export function denganParameter(url: string, ganti: Record<string, string | undefined>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(ganti)) {
    if (v === undefined) u.searchParams.delete(k);
    else u.searchParams.set(k, v);
  }
  return u.toString();
}

/** self and alternate links of a resource available as JSON (`jsonType`) and HTML. */
export function tautanDiri(url: string, f: "json" | "html", jsonType: string = MEDIA.json): Tautan[] {
  const json = { href: denganParameter(url, { f: "json" }), type: jsonType, title: "Dokumen ini dalam JSON" };
  const html = { href: denganParameter(url, { f: "html" }), type: MEDIA.html, title: "Dokumen ini dalam HTML" };
  return f === "json" ? [{ ...json, rel: "self" }, { ...html, rel: "alternate" }] : [{ ...html, rel: "self" }, { ...json, rel: "alternate" }];
}
