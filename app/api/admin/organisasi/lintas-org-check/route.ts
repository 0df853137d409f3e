import { NextResponse } from "next/server";
import { cekLintasOrg } from "@/lib/admin/lintas-org";
import { withSession } from "@/lib/http/with-session";
import { teksOpsional } from "@/lib/http/query";

// GET /api/admin/organisasi/lintas-org-check – active QC/QE items by other organisations' checkers (spec 2.9)
export const GET = withSession(async ({ ctx, searchParams }) =>
  NextResponse.json(await cekLintasOrg({ ctx, organisasiId: teksOpsional(searchParams, "organisasiId", 40) })),
);
