import { withPublic } from "@/lib/http";
import { responsJson } from "@/lib/http/json";
import { detailPublikJson } from "@/lib/metadata/publik/cache";

// GET /api/public/metadata/{id} – detail of one PUBLISHED record
export const GET = withPublic<{ id: string }>(async ({ ctx, params }) => responsJson(await detailPublikJson(await ctx(), params.id)), { baca: true });
