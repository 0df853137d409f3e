import { countDistinct, count, eq, sql, asc } from "drizzle-orm";
import type { Ctx } from "@/lib/context";
import { metadata } from "@/lib/db/schema";

export type StatistikPublik = {
  totalPublished: number;
  /** Organisations with at least one PUBLISHED record (those a visitor can actually find data from). */
  totalOrganisasi: number;
  recentPublished: { id: string; judul: string; publishedAt: string }[];
};

const JUMLAH_TERBARU = 5;

/** Spec 2.5, computed from PUBLISHED records only. */
export async function getPublicStats({ ctx }: { ctx: Ctx }): Promise<StatistikPublik> {
  const terbit = eq(metadata.status, "PUBLISHED");
  const [[jumlah], terbaru] = await Promise.all([
    ctx.db
      .select({ totalPublished: count(), totalOrganisasi: countDistinct(metadata.organisasiId) })
      .from(metadata)
      .where(terbit),
    ctx.db
      .select({ id: metadata.id, judul: metadata.judul, publishedAt: metadata.publishedAt })
      .from(metadata)
      .where(terbit)
      .orderBy(sql`${metadata.publishedAt} desc nulls last`, asc(metadata.id))
      .limit(JUMLAH_TERBARU),
  ]);
  return {
    totalPublished: jumlah?.totalPublished ?? 0,
    totalOrganisasi: jumlah?.totalOrganisasi ?? 0,
    recentPublished: terbaru.map((r) => ({ id: r.id, judul: r.judul, publishedAt: (r.publishedAt ?? new Date(0)).toISOString() })),
  };
}
