import { NextResponse } from "next/server";
import { bacaJsonOpsional } from "@/lib/http/body";
import { withSession } from "@/lib/http/with-session";
import { jalankanTransisi, TransisiInput } from "@/lib/workflow";

// POST /api/walidata/{id}/setujui – approve a record in REVIEW and publish it (a working copy replaces its original)
export const POST = withSession<{ id: string }>(async ({ req, ctx, params }) =>
  NextResponse.json(await jalankanTransisi({ ctx, id: params.id, aksi: "setujui", input: await bacaJsonOpsional(req, TransisiInput) })),
);
