import { NextResponse } from "next/server";
import { buatOrganisasi, listOrganisasi, OrganisasiInput } from "@/lib/admin/organisasi";
import { bacaJson } from "@/lib/http/body";
import { withSession } from "@/lib/http/with-session";

// GET /api/admin/organisasi – every organisation with its user count
export const GET = withSession(async ({ ctx }) => NextResponse.json(await listOrganisasi({ ctx })));

// POST /api/admin/organisasi – create an organisation
export const POST = withSession(async ({ req, ctx }) => NextResponse.json(await buatOrganisasi({ ctx, input: await bacaJson(req, OrganisasiInput) }), { status: 201 }));
