import "server-only";
import { HEADER_CORS } from "@/lib/csw/respons";
import type { MetodeJalur } from "@/lib/http/jalur-langsung";
import { mauHtml } from "./format";
import { layaniOgc } from "./http";

const AKAR = "/ogcapi";

/** CORS preflight of /ogcapi/… (browser clients posting CQL2 JSON). */
export const preflightOgc = (): Response => new Response(null, { status: 204, headers: { ...HEADER_CORS, "Access-Control-Max-Age": "86400" } });

/** The path's segments after /ogcapi, as Next's `[[...jalur]]` gives them for a path the worker takes (no "%"). */
export const segmenOgc = (url: string): string[] => new URL(url).pathname.slice(AKAR.length).split("/").filter(Boolean);

/**
 * /ogcapi's handlers by method for the production worker's own path (lib/http/jalur-langsung.ts): the same
 * `layaniOgc` app/ogcapi/[[...jalur]]/route.ts calls, with the segments read from the URL.
 */
export const PENANGAN_OGC = {
  GET: (req) => layaniOgc(req, segmenOgc(req.url)),
  POST: (req) => layaniOgc(req, segmenOgc(req.url)),
  OPTIONS: preflightOgc,
} satisfies MetodeJalur;

/**
 * Whether the worker answers an /ogcapi request itself (`url`: path and query as sent). HTML stays with Next, whose
 * proxy.ts rewrites it to the pages; so do paths Next would not hand to the route as they are: with "%" (Next
 * decodes them and proxy.ts checks them), an empty, "." or ".." segment, or a trailing slash (Next redirects it).
 */
export function terimaOgcLangsung(url: string, accept: string | undefined): boolean {
  const tanya = url.indexOf("?");
  const jalur = tanya < 0 ? url : url.slice(0, tanya);
  if (jalur.includes("%") || (jalur !== AKAR && !jalur.startsWith(`${AKAR}/`))) return false;
  if (jalur.slice(AKAR.length).split("/").slice(1).some((s) => s === "" || s === "." || s === "..")) return false;
  return !mauHtml(new URLSearchParams(tanya < 0 ? "" : url.slice(tanya + 1)), accept ?? null);
}
