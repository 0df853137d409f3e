import { PENANGAN_CSW } from "@/lib/csw";

// Every answer depends on the request and the current data: never prerendered or cached by Next itself.
// The production worker answers /csw with the same handlers without Next's router (scripts/server/jalur-langsung.ts).
export const dynamic = "force-dynamic";

// GET /csw – OGC CSW 2.0.2 key-value requests
export const GET = PENANGAN_CSW.GET;

// POST /csw – OGC CSW 2.0.2 XML (or form-encoded key-value) requests
export const POST = PENANGAN_CSW.POST;

// OPTIONS /csw – CORS preflight of browser clients posting XML
export const OPTIONS = PENANGAN_CSW.OPTIONS;
