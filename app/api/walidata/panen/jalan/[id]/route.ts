import { NextResponse } from "next/server";
import { ambilJalan } from "@/lib/panen";
import { withSession } from "@/lib/http/with-session";

// GET /api/walidata/panen/jalan/{id} – a run's state and progress (counts, position, total, rate, time left)
export const GET = withSession<{ id: string }>(async ({ ctx, params }) => NextResponse.json(await ambilJalan({ ctx, id: params.id }), { headers: { "cache-control": "no-store" } }), { izin: "panen.kelola" });
