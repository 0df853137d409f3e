import { NextResponse } from "next/server";
import { withPublic } from "@/lib/http";
import { listStandar } from "@/lib/standar/standar";

export const dynamic = "force-dynamic";

// GET /api/standar – published standards
export const GET = withPublic(async ({ ctx }) => NextResponse.json(await listStandar({ ctx: await ctx() })), { baca: true });
