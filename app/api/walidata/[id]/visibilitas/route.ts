import { NextResponse } from "next/server";
import { bacaJson } from "@/lib/http/body";
import { withSession } from "@/lib/http/with-session";
import { jalankanTransisi, TransisiInput } from "@/lib/workflow";
import { z } from "@/lib/validation/zod";

const VisibilitasInput = TransisiInput.extend({ status: z.enum(["PRIVATE", "PUBLISHED"]) });

// POST /api/walidata/{id}/visibilitas – {status: PRIVATE | PUBLISHED}: withdraw a published record or publish it again
export const POST = withSession<{ id: string }>(async ({ req, ctx, params }) => {
  const { status, ...input } = await bacaJson(req, VisibilitasInput);
  return NextResponse.json(await jalankanTransisi({ ctx, id: params.id, aksi: status === "PRIVATE" ? "privatkan" : "publikasikan", input }));
});
