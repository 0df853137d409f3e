import { NextResponse } from "next/server";
import { withSession } from "@/lib/http/with-session";
import { tandatanganiDokumen, tipeDariPathOrThrow } from "@/lib/quality";

// POST /api/metadata/{id}/qcqe/{qc|qe|qa}/tandatangani – sign (PKI); signing QA approves or rejects the record
export const POST = withSession<{ id: string; tipe: string }>(async ({ ctx, params }) =>
  NextResponse.json(await tandatanganiDokumen({ ctx, id: params.id, tipe: tipeDariPathOrThrow(params.tipe) })),
);
