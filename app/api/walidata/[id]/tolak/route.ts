import { NextResponse } from "next/server";
import { bacaJsonOpsional } from "@/lib/http/body";
import { withSession } from "@/lib/http/with-session";
import { jalankanTransisi, TransisiInput } from "@/lib/workflow";

// POST /api/walidata/{id}/tolak – reject a record in REVIEW with a reason
export const POST = withSession<{ id: string }>(async ({ req, ctx, params }) =>
  NextResponse.json(await jalankanTransisi({ ctx, id: params.id, aksi: "tolak", input: await bacaJsonOpsional(req, TransisiInput) })),
);
