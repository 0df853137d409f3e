import { env } from "@/lib/env";
import { withPublic } from "@/lib/http";
import { indeksPetaSitusXml, responsPetaSitus } from "@/lib/web/peta-situs";

export const dynamic = "force-dynamic";

// GET /sitemap.xml – the sitemap index: /sitemap/0.xml, /sitemap/1.xml, … (50,000 published records each)
export const GET = withPublic(async ({ ctx }) => responsPetaSitus(await indeksPetaSitusXml({ ctx: await ctx(), base: env().PUBLIC_BASE_URL })), { baca: true });
