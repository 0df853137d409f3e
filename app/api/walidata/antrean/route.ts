import { NextResponse } from "next/server";
import { withSession } from "@/lib/http/with-session";
import { listMetadata, parseKueriDaftar } from "@/lib/metadata/kelola";

// GET /api/walidata/antrean – the review queue: the organisation's records in REVIEW (page, pageSize, q)
export const GET = withSession(async ({ ctx, searchParams }) =>
  NextResponse.json(await listMetadata({ ctx, input: { ...parseKueriDaftar(searchParams), status: "REVIEW" } })),
);
