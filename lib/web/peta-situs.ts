import { asc, count, desc, eq } from "drizzle-orm";
import type { Ctx } from "@/lib/context";
import { metadata } from "@/lib/db/schema";

/** Search engines read at most 50,000 URLs per sitemap file. */
export const URL_PER_PETA_SITUS = 50_000;

/** How many sitemap files the published records need (at least one, so the index is never empty). */
export async function jumlahPetaSitus({ ctx, ukuran = URL_PER_PETA_SITUS }: { ctx: Ctx; ukuran?: number }): Promise<number> {
  const [b] = await ctx.db.select({ n: count() }).from(metadata).where(eq(metadata.status, "PUBLISHED"));
  return Math.max(1, Math.ceil((b?.n ?? 0) / ukuran));
}

/**
 * One chunk of published record ids with their last change, oldest publication first so that new records
 * land in the last chunk and earlier chunks stay stable. The order is the partial index
 * (published_at desc, id) read backwards.
 */
export async function rekamanPetaSitus({ ctx, potongan, ukuran = URL_PER_PETA_SITUS }: { ctx: Ctx; potongan: number; ukuran?: number }) {
  return ctx.db
    .select({ id: metadata.id, updatedAt: metadata.updatedAt })
    .from(metadata)
    .where(eq(metadata.status, "PUBLISHED"))
    .orderBy(asc(metadata.publishedAt), desc(metadata.id))
    .limit(ukuran)
    .offset(potongan * ukuran);
}
