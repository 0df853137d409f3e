import { NextResponse } from "next/server";
import { withSession } from "@/lib/http/with-session";
import { ajukanDokumen, tipeDariPathOrThrow } from "@/lib/quality";

// POST /api/metadata/{id}/qcqe/{qc|qe|qa}/ajukan – submit the draft for signature (DRAFT → PENDING)
export const POST = withSession<{ id: string; tipe: string }>(async ({ ctx, params }) =>
  NextResponse.json(await ajukanDokumen({ ctx, id: params.id, tipe: tipeDariPathOrThrow(params.tipe) })),
);
