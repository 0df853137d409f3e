import { NextResponse } from "next/server";
import { bacaJson } from "@/lib/http/body";
import { withSession } from "@/lib/http/with-session";
import { createMetadata, listMetadata, parseKueriDaftar } from "@/lib/metadata/kelola";
import { z } from "@/lib/validation/zod";

// GET /api/metadata – records the user works with (status, page, pageSize, q), scoped by role
export const GET = withSession(async ({ ctx, searchParams }) => NextResponse.json(await listMetadata({ ctx, input: parseKueriDaftar(searchParams) })));

// POST /api/metadata – create a DRAFT from a full metadata document
export const POST = withSession(async ({ req, ctx }) =>
  NextResponse.json(await createMetadata({ ctx, input: await bacaJson(req, z.unknown()) }), { status: 201 }),
);
