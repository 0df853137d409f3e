import { NextResponse } from "next/server";
import { env } from "@/lib/env";
import { withSession } from "@/lib/http/with-session";
import { bangunOpenApi } from "@/lib/openapi";

// GET /api/openapi.json – the OpenAPI 3.1 document of the whole API, generated from the handlers' zod schemas (Admin)
export const GET = withSession(async () => NextResponse.json(bangunOpenApi(env().PUBLIC_BASE_URL)), { izin: "area.admin" });
