import { NextResponse } from "next/server";
import { bacaJson } from "@/lib/http/body";
import { withSession } from "@/lib/http/with-session";
import { getIdentitasAdmin, IdentitasInput, ubahIdentitas } from "@/lib/identitas";

// GET /api/admin/identitas – the catalogue's name, contact, pages and image URLs
export const GET = withSession(async ({ ctx }) => NextResponse.json(await getIdentitasAdmin({ ctx })));

// PATCH /api/admin/identitas – change them; every instance shows the change on its next request
export const PATCH = withSession(async ({ req, ctx }) => NextResponse.json(await ubahIdentitas({ ctx, input: await bacaJson(req, IdentitasInput) })));
