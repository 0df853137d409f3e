import { withPublic } from "@/lib/http";
import { responsPdf, tipeDariPathOrThrow, unduhPdfOrThrow } from "@/lib/quality";

// GET /api/public/metadata/{id}/kualitas/{qc|qe|qa}/pdf – the signed PDF of a PUBLISHED record
// On the primary, not the replica: the first download of a seeded document renders its PDF and records it.
export const GET = withPublic<{ id: string; tipe: string }>(async ({ ctx, params }) => {
  const tipe = tipeDariPathOrThrow(params.tipe);
  const { pdf, namaBerkas } = await unduhPdfOrThrow({ ctx: await ctx(), id: params.id, tipe });
  return responsPdf(pdf, namaBerkas);
});
