import { NextResponse } from "next/server";
import { batalkanJalan } from "@/lib/panen";
import { withSession } from "@/lib/http/with-session";

// POST /api/walidata/panen/jalan/{id}/batal – cancel a run (a running one stops within seconds, keeping its pages)
export const POST = withSession<{ id: string }>(async ({ ctx, params }) => NextResponse.json(await batalkanJalan({ ctx, id: params.id })), { izin: "panen.kelola" });
