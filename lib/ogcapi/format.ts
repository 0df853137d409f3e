/** Format negotiation of /ogcapi without imports: proxy.ts runs it on every /ogcapi request. */
export type Format = "json" | "html" | "gmd" | "mdb2016" | "mdb2018";

const MEDIA_KE_FORMAT: Record<string, Format> = {
  "application/json": "json",
  "application/geo+json": "json",
  "application/schema+json": "json",
  "application/vnd.oai.openapi+json": "json",
  "text/html": "html",
  "application/xhtml+xml": "html",
  "application/xml": "gmd",
  "text/xml": "gmd",
  "application/vnd.iso.19139+xml": "gmd",
};

/**
 * The format of an answer (OGC API – Common /rec/core/http-conneg): `f` wins, else the Accept header's most
 * preferred type this resource has (q-values; ties in header order), else JSON. Null: an `f` the resource lacks.
 */
export function formatDiminta(params: URLSearchParams, accept: string | null, boleh: readonly Format[]): Format | null {
  const f = params.get("f")?.trim().toLowerCase();
  if (f) return boleh.includes(f as Format) ? (f as Format) : null;
  if (!accept) return "json";
  let terbaik: { format: Format; q: number } | undefined;
  for (const bagian of accept.split(",").slice(0, 20)) {
    const [media = "", ...param] = bagian.split(";").map((s) => s.trim().toLowerCase());
    const q = Number(param.find((p) => p.startsWith("q="))?.slice(2) ?? 1);
    const format = MEDIA_KE_FORMAT[media];
    if (format && boleh.includes(format) && Number.isFinite(q) && q > 0 && (!terbaik || q > terbaik.q)) terbaik = { format, q };
  }
  return terbaik?.format ?? "json";
}

/** Whether a GET of an /ogcapi path is for the HTML pages. */
export const mauHtml = (params: URLSearchParams, accept: string | null) => formatDiminta(params, accept, ["json", "html", "gmd", "mdb2016", "mdb2018"]) === "html";
