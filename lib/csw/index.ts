import "server-only";
import { AKTOR_PUBLIK } from "@/lib/context";
import { getDbBaca } from "@/lib/db/replika";
import { env } from "@/lib/env";
import type { MetodeJalur } from "@/lib/http/jalur-langsung";
import { denganLingkup } from "@/lib/http/lingkup";
import { teruskanKeEksternal } from "./eksternal";
import { layaniCswBawaan } from "./layanan";
import { HEADER_CORS } from "./respons";

export { HEADER_CORS } from "./respons";
export { simpanPengaturanCsw, bacaPengaturanCsw, type PengaturanCsw } from "./pengaturan";
export { probeCapabilities, statusCsw, type StatusCsw } from "./status";
export { identitasDariCapabilities, identitasLingkungan, VARIABEL_IDENTITAS, type IdentitasCsw } from "./identitas";

/**
 * Answer a /csw request (GET or POST) with the configured provider: built-in, or forwarded to an external CSW.
 * Built-in: its queries are cancelled when the client goes away (lib/http/lingkup.ts).
 */
export function layaniCsw(req: Request): Promise<Response> {
  if (env().CSW_PROVIDER === "external") return teruskanKeEksternal(req);
  return denganLingkup(req.signal, () => layaniCswBawaan(req, async () => ({ db: await getDbBaca(), actor: AKTOR_PUBLIK })));
}

/** CORS preflight of browser clients posting XML. */
export function preflightCsw(): Response {
  return new Response(null, { status: 204, headers: { ...HEADER_CORS, "Access-Control-Max-Age": "86400" } });
}

/**
 * /csw's handlers by method: exported by app/csw/route.ts, and registered by instrumentation.ts for the production
 * worker's own path (scripts/server/jalur-langsung.ts), so both serve the same code.
 */
export const PENANGAN_CSW = { GET: layaniCsw, POST: layaniCsw, OPTIONS: preflightCsw } satisfies MetodeJalur;
