import { NextResponse } from "next/server";
import { bacaJsonOpsional } from "@/lib/http/body";
import { withSession } from "@/lib/http/with-session";
import { jalankanTransisi, TransisiInput } from "@/lib/workflow";

// POST /api/metadata/{id}/qcqe/selesai – QC and QE signed → REVIEW (checker)
export const POST = withSession<{ id: string }>(async ({ req, ctx, params }) =>
  NextResponse.json(await jalankanTransisi({ ctx, id: params.id, aksi: "selesaiPeriksa", input: await bacaJsonOpsional(req, TransisiInput) })),
);
