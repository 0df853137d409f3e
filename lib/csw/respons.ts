import { HEADER_GZIP_SIAP } from "@/lib/http/gzip-rakit";
import { keCswError, renderExceptionReport, type CswError } from "@/lib/csw/exception";
import { isKueriDihentikan } from "@/lib/http/db-errors";
import { ApiError } from "@/lib/http/errors";
import { catatGalat } from "@/lib/keamanan/catat-galat";
import { CONTENT_TYPE_XML } from "./xml";

/** Headers every /csw answer carries: browser map viewers may query the catalogue (conformance A6). */
export const HEADER_CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type, If-None-Match",
  "Access-Control-Expose-Headers": "ETag",
} as const;

export type OpsiRespons = {
  /** Seconds shared caches may keep it (`public, s-maxage=…`); undefined: no-store. */
  sMaxAge?: number;
  etag?: string;
};

/**
 * An XML answer (text or stream). Not compressed here: Next 16 drops a route handler's Content-Encoding header
 * (send-response.ts FORBIDDEN_HEADERS) and its own compression then gzips the body again, so a handler that
 * gzipped sent every client a twice-compressed body labelled once. `next start` compresses by Accept-Encoding,
 * flushing after each streamed chunk.
 */
/** A body that is already gzip (lib/csw/get-records.ts halamanRakit), labelled by the response shim. */
export type IsiGzip = { gzip: ReadableStream<Uint8Array> };

export function responsXml(isi: string | IsiGzip | ReadableStream<Uint8Array>, opsi: OpsiRespons = {}): Response {
  // One plain object: the Response builds its Headers from it once (no second Headers copied and re-validated).
  const headers: Record<string, string> = {
    ...HEADER_CORS,
    "Content-Type": CONTENT_TYPE_XML,
    Vary: "Accept-Encoding",
    "Cache-Control": opsi.sMaxAge === undefined ? "no-store" : `public, max-age=0, s-maxage=${opsi.sMaxAge}`,
  };
  if (opsi.etag) headers.ETag = opsi.etag;
  if (typeof isi === "object" && "gzip" in isi) {
    headers[HEADER_GZIP_SIAP] = "1";
    return new Response(isi.gzip, { status: 200, headers });
  }
  return new Response(isi, { status: 200, headers });
}

/** 304 for a matching If-None-Match: the client's copy is current. */
export function responsTidakBerubah(etag: string, sMaxAge: number): Response {
  return new Response(null, {
    status: 304,
    headers: { ...HEADER_CORS, ETag: etag, "Cache-Control": `public, max-age=0, s-maxage=${sMaxAge}`, Vary: "Accept-Encoding" },
  });
}

/**
 * An ows:ExceptionReport with HTTP 200 (docs/decisions.md "CSW": OWSLib, and so QGIS, CKAN and pycsw's harvester,
 * only read the report's code and text on a 200). Never cached. Internal faults are logged with their cause and
 * shown only as NoApplicableCode with a fixed message.
 */
export function responsPengecualian(err: unknown): Response {
  const e: CswError = keCswError(err);
  if (isKueriDihentikan(err)) console.warn("[csw] kueri publik dihentikan (batas waktu atau klien pergi)");
  else if (e !== err && !(err instanceof ApiError && err.kode === "terlalu_banyak_permintaan")) catatGalat("[csw] galat internal", err);
  const res = responsXml(renderExceptionReport(e));
  if (!(err instanceof ApiError && err.cobaLagiDetik !== undefined)) return res;
  // Over the concurrency limit: 429 and Retry-After, which HTTP clients back off on without reading the report.
  res.headers.set("Retry-After", String(err.cobaLagiDetik));
  return new Response(res.body, { status: 429, headers: res.headers });
}

/** Does an If-None-Match header list this ETag (weak comparison, RFC 9110 13.1.2)? */
export function cocokEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const inti = (t: string) => t.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((t) => t.trim() === "*" || inti(t) === inti(etag));
}
