import { NextResponse } from "next/server";
import { withPublic } from "@/lib/http";
import { getPublicMetadataOrThrow } from "@/lib/metadata/publik";

// GET /api/public/metadata/{id} – detail of one PUBLISHED record
export const GET = withPublic<{ id: string }>(async ({ ctx, params }) =>
  NextResponse.json(await getPublicMetadataOrThrow({ ctx: await ctx(), id: params.id })),
);
