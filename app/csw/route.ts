import { HEADER_CORS, layaniCsw } from "@/lib/csw";

// Every answer depends on the request and the current data: never prerendered or cached by Next itself.
export const dynamic = "force-dynamic";

// GET /csw – OGC CSW 2.0.2 key-value requests
export const GET = (req: Request) => layaniCsw(req);

// POST /csw – OGC CSW 2.0.2 XML (or form-encoded key-value) requests
export const POST = (req: Request) => layaniCsw(req);

// OPTIONS /csw – CORS preflight of browser clients posting XML
export const OPTIONS = () => new Response(null, { status: 204, headers: { ...HEADER_CORS, "Access-Control-Max-Age": "86400" } });
