import { NextResponse } from "next/server";
import { bacaJsonOpsional } from "@/lib/http/body";
import { withSession } from "@/lib/http/with-session";
import { jalankanTransisi, TransisiInput } from "@/lib/workflow";

// POST /api/metadata/{id}/ajukan – submit a DRAFT for QC/QE (owner or the organisation's Admin)
export const POST = withSession<{ id: string }>(async ({ req, ctx, params }) =>
  NextResponse.json(await jalankanTransisi({ ctx, id: params.id, aksi: "ajukan", input: await bacaJsonOpsional(req, TransisiInput) })),
);
