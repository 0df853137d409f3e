import { NextResponse } from "next/server";
import { withPublic } from "@/lib/http";
import { listReferensiOrThrow } from "@/lib/referensi/list-referensi";

// GET /api/referensi/{jenis} – codes of one reference list
export const GET = withPublic<{ jenis: string }>(async ({ ctx, params }) =>
  NextResponse.json(await listReferensiOrThrow({ ctx: await ctx(), jenis: params.jenis }), {
    headers: { "Cache-Control": "public, max-age=300" },
  }),
  { baca: true },
);
