import { NextResponse } from "next/server";
import { withPublic } from "@/lib/http";
import { getStandarOrThrow } from "@/lib/standar/standar";

// GET /api/standar/{slug} – one published standard
export const GET = withPublic<{ slug: string }>(async ({ ctx, params }) =>
  NextResponse.json(await getStandarOrThrow({ ctx: await ctx(), slug: params.slug })),
  { baca: true },
);
