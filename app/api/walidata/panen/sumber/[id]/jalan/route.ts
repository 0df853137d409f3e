import { NextResponse } from "next/server";
import { daftarJalan, MulaiJalanInput, mulaiJalan } from "@/lib/panen";
import { bacaJson } from "@/lib/http/body";
import { withSession } from "@/lib/http/with-session";

// GET /api/walidata/panen/sumber/{id}/jalan – runs of a source, newest first
export const GET = withSession<{ id: string }>(async ({ ctx, params }) => NextResponse.json(await daftarJalan({ ctx, sumberId: params.id })), { izin: "panen.kelola" });

// POST /api/walidata/panen/sumber/{id}/jalan – run now (queued; 409 when a run is already queued or running)
export const POST = withSession<{ id: string }>(
  async ({ req, ctx, params }) => {
    const input = req.headers.get("content-type") ? await bacaJson(req, MulaiJalanInput) : {};
    return NextResponse.json(await mulaiJalan({ ctx, sumberId: params.id, penuh: input.penuh }), { status: 202 });
  },
  { izin: "panen.kelola" },
);
