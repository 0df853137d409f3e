import { parameterSalah } from "./galat";

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
 * preferred type this resource has (q-values; ties in header order), else JSON. An `f` the resource does not
 * have is a 400 naming `f`.
 */
export function pilihFormat(params: URLSearchParams, accept: string | null, boleh: readonly Format[]): Format {
  const f = params.get("f")?.trim().toLowerCase();
  if (f) {
    if (!boleh.includes(f as Format)) throw parameterSalah("f", `Format f=${f.slice(0, 20)} tidak tersedia di sini; pilihan: ${boleh.join(", ")}.`);
    return f as Format;
  }
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

/** Whether a GET of an /ogcapi path should be answered by the HTML pages (used by proxy.ts, no database). */
export function mauHtml(params: URLSearchParams, accept: string | null): boolean {
  try {
    return pilihFormat(params, accept, ["json", "html", "gmd", "mdb2016", "mdb2018"]) === "html";
  } catch {
    return false;
  }
}
