import { NextResponse } from "next/server";
import { getPengaturanCsw, PengaturanCswInput, ubahPengaturanCsw } from "@/lib/admin/csw";
import { bacaJson } from "@/lib/http/body";
import { withSession } from "@/lib/http/with-session";

// GET /api/admin/csw – the CSW service identity (spec 4.4 table)
export const GET = withSession(async ({ ctx }) => NextResponse.json(await getPengaturanCsw({ ctx })));

// PATCH /api/admin/csw – change it; GetCapabilities shows it at once (built-in provider)
export const PATCH = withSession(async ({ req, ctx }) => NextResponse.json(await ubahPengaturanCsw({ ctx, input: await bacaJson(req, PengaturanCswInput) })));
