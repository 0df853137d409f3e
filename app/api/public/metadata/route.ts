import { NextResponse } from "next/server";
import { withPublic } from "@/lib/http";
import { listPublicMetadata, parseKueriDaftarPublik } from "@/lib/metadata/publik";

// GET /api/public/metadata – search PUBLISHED records (q, kategori, tipeData, bbox, paging)
export const GET = withPublic(async ({ ctx, searchParams }) => {
  const input = parseKueriDaftarPublik(searchParams);
  return NextResponse.json(await listPublicMetadata({ ctx: await ctx(), input }));
});
