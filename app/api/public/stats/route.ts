import { withPublic } from "@/lib/http";
import { responsJson } from "@/lib/http/json";
import { statistikPublikJson } from "@/lib/metadata/publik/cache";

export const dynamic = "force-dynamic";

// GET /api/public/stats – public statistics
export const GET = withPublic(async ({ ctx }) => responsJson(await statistikPublikJson(await ctx())), { baca: true });
