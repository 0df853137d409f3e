import { NextResponse } from "next/server";
import { withPublic } from "@/lib/http";
import { getPublicStats } from "@/lib/metadata/publik";

export const dynamic = "force-dynamic";

// GET /api/public/stats – public statistics
export const GET = withPublic(async ({ ctx }) => NextResponse.json(await getPublicStats({ ctx: await ctx() })));
