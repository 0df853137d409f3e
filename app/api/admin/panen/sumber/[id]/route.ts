import { NextResponse } from "next/server";
import { ambilSumber, hapusSumber, ubahSumber, UbahSumberInput } from "@/lib/panen";
import { bacaJson } from "@/lib/http/body";
import { withSession } from "@/lib/http/with-session";

// GET /api/admin/panen/sumber/{id} – one source (credentials: user name only, never the password)
export const GET = withSession<{ id: string }>(async ({ ctx, params }) => NextResponse.json(await ambilSumber({ ctx, id: params.id })), { izin: "panen.kelola" });

// PATCH /api/admin/panen/sumber/{id} – change a source; kredensial: null removes the credentials
export const PATCH = withSession<{ id: string }>(async ({ req, ctx, params }) => NextResponse.json(await ubahSumber({ ctx, id: params.id, input: await bacaJson(req, UbahSumberInput) })), { izin: "panen.kelola" });

// DELETE /api/admin/panen/sumber/{id} – delete a source and its runs (its records stay)
export const DELETE = withSession<{ id: string }>(async ({ ctx, params }) => (await hapusSumber({ ctx, id: params.id }), new NextResponse(null, { status: 204 })), { izin: "panen.kelola" });
