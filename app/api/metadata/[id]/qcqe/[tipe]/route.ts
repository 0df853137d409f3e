import { NextResponse } from "next/server";
import { bacaJson } from "@/lib/http/body";
import { withSession } from "@/lib/http/with-session";
import { getDokumenOrThrow, simpanDokumen, SKEMA_MASUKAN, tipeDariPathOrThrow } from "@/lib/quality";

type P = { id: string; tipe: string };

// GET /api/metadata/{id}/qcqe/{qc|qe|qa} – the current document and the form's suggestions
export const GET = withSession<P>(async ({ ctx, params }) =>
  NextResponse.json(await getDokumenOrThrow({ ctx, id: params.id, tipe: tipeDariPathOrThrow(params.tipe) })),
);

// PUT /api/metadata/{id}/qcqe/{qc|qe|qa} – save the draft (QC manual items, QE evaluations, QA decision)
export const PUT = withSession<P>(async ({ req, ctx, params }) => {
  const tipe = tipeDariPathOrThrow(params.tipe);
  return NextResponse.json(await simpanDokumen({ ctx, id: params.id, tipe, masukan: await bacaJson(req, SKEMA_MASUKAN[tipe]) }));
});
