import { withSession } from "@/lib/http/with-session";
import { responsPdf, tipeDariPathOrThrow, unduhPdfOrThrow } from "@/lib/quality";

// GET /api/metadata/{id}/qcqe/{qc|qe|qa}/pdf – the signed PDF (records the user may read)
export const GET = withSession<{ id: string; tipe: string }>(async ({ ctx, params }) => {
  const { pdf, namaBerkas } = await unduhPdfOrThrow({ ctx, id: params.id, tipe: tipeDariPathOrThrow(params.tipe) });
  return responsPdf(pdf, namaBerkas);
});
