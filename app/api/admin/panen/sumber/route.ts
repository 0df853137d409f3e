import { NextResponse } from "next/server";
import { buatSumber, daftarSumber, SumberInput } from "@/lib/panen";
import { bacaJson } from "@/lib/http/body";
import { withSession } from "@/lib/http/with-session";

// GET /api/admin/panen/sumber – harvest sources the caller manages, each with its last run, next run and health
export const GET = withSession(async ({ ctx, searchParams }) => NextResponse.json(await daftarSumber({ ctx, organisasiId: searchParams.get("organisasiId") ?? undefined })), { izin: "panen.kelola" });

// POST /api/admin/panen/sumber – create a harvest source
export const POST = withSession(async ({ req, ctx }) => NextResponse.json(await buatSumber({ ctx, input: await bacaJson(req, SumberInput) }), { status: 201 }), { izin: "panen.kelola" });
