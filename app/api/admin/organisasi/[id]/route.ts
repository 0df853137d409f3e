import { NextResponse } from "next/server";
import { UbahOrganisasiInput, ubahOrganisasi } from "@/lib/admin/organisasi";
import { bacaJson } from "@/lib/http/body";
import { withSession } from "@/lib/http/with-session";

// PATCH /api/admin/organisasi/{id} – edit, (de)activate, switch allowLintasOrgReviewer (409 while cross-org work is active, unless paksa)
export const PATCH = withSession<{ id: string }>(async ({ req, ctx, params }) =>
  NextResponse.json(await ubahOrganisasi({ ctx, id: params.id, input: await bacaJson(req, UbahOrganisasiInput) })),
);
