import { NextResponse } from "next/server";
import { withPublic } from "@/lib/http";
import { getKualitasOrThrow } from "@/lib/quality/get-kualitas";

// GET /api/metadata/{id}/kualitas – QC/QE/QA status (public for PUBLISHED records)
export const GET = withPublic<{ id: string }>(async ({ ctx, params }) =>
  NextResponse.json(await getKualitasOrThrow({ ctx: await ctx(), id: params.id })),
);
