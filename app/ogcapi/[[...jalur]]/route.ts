import { layaniOgc } from "@/lib/ogcapi/http";
import { preflightOgc } from "@/lib/ogcapi/langsung";

// The production worker answers JSON and XML requests with the same code without Next's router (lib/ogcapi/langsung.ts).
// Every answer depends on the request and the current data.
export const dynamic = "force-dynamic";

type Konteks = { params: Promise<{ jalur?: string[] }> };

// GET /ogcapi/… – OGC API – Records (landing page, conformance, openapi, collections, items, one record)
export const GET = async (req: Request, { params }: Konteks) => layaniOgc(req, (await params).jalur ?? []);

// POST /ogcapi/collections/metadata/items – search with a CQL2 JSON filter as the body (OWSLib's cql=)
export const POST = async (req: Request, { params }: Konteks) => layaniOgc(req, (await params).jalur ?? []);

// OPTIONS /ogcapi/… – CORS preflight
export const OPTIONS = preflightOgc;
