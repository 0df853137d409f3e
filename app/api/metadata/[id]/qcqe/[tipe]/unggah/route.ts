import { NextResponse } from "next/server";
import { withSession } from "@/lib/http/with-session";
import { bacaBerkasUnggahan, tipeDariPathOrThrow, unggahDokumen } from "@/lib/quality";

// POST /api/metadata/{id}/qcqe/{qc|qe|qa}/unggah – a signed PDF that stands in for the generated one
export const POST = withSession<{ id: string; tipe: string }>(async ({ req, ctx, params }) => {
  const tipe = tipeDariPathOrThrow(params.tipe);
  return NextResponse.json(await unggahDokumen({ ctx, id: params.id, tipe, berkas: await bacaBerkasUnggahan(req) }));
});
