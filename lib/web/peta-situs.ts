import { asc, count, desc, eq } from "drizzle-orm";
import { create } from "xmlbuilder2";
import type { Ctx } from "@/lib/context";
import { metadata } from "@/lib/db/schema";
import { daftarOrganisasiPublik } from "@/lib/metadata/publik/organisasi";

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

const NS_PETA_SITUS = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** The sitemap index served at /sitemap.xml (what crawlers ask for first): one entry per chunk file. */
export async function indeksPetaSitusXml({ ctx, base }: { ctx: Ctx; base: string }): Promise<string> {
  const jumlah = await jumlahPetaSitus({ ctx });
  const akar = create({ version: "1.0", encoding: "UTF-8" }).ele(NS_PETA_SITUS, "sitemapindex");
  for (let i = 0; i < jumlah; i++) akar.ele("sitemap").ele("loc").txt(new URL(`/sitemap/${i}.xml`, base).toString());
  return akar.end({ prettyPrint: true });
}

/**
 * Chunk `potongan` as a urlset (/sitemap/{potongan}.xml): the fixed public pages head the first one; undefined
 * past the last chunk.
 */
export async function petaSitusXml({ ctx, base, potongan }: { ctx: Ctx; base: string; potongan: number }): Promise<string | undefined> {
  if (potongan >= (await jumlahPetaSitus({ ctx }))) return undefined;
  const akar = create({ version: "1.0", encoding: "UTF-8" }).ele(NS_PETA_SITUS, "urlset");
  const url = (loc: string, isi: { lastmod?: Date; changefreq: string; priority?: string }) => {
    const u = akar.ele("url");
    u.ele("loc").txt(new URL(loc, base).toString());
    if (isi.lastmod) u.ele("lastmod").txt(isi.lastmod.toISOString());
    u.ele("changefreq").txt(isi.changefreq);
    if (isi.priority) u.ele("priority").txt(isi.priority);
  };
  if (potongan === 0) {
    url("/", { changefreq: "daily", priority: "1.0" });
    url("/katalog", { changefreq: "daily", priority: "0.8" });
    url("/standar", { changefreq: "monthly", priority: "0.5" });
    url("/organisasi", { changefreq: "weekly", priority: "0.5" });
    for (const o of await daftarOrganisasiPublik({ ctx })) url(`/organisasi/${encodeURIComponent(o.kode)}`, { changefreq: "weekly", priority: "0.4" });
  }
  for (const r of await rekamanPetaSitus({ ctx, potongan })) url(`/katalog/${r.id}`, { lastmod: r.updatedAt, changefreq: "monthly" });
  return akar.end({ prettyPrint: true });
}

/** An XML answer of the sitemap routes. */
export function responsPetaSitus(xml: string): Response {
  return new Response(xml, { headers: { "content-type": "application/xml; charset=utf-8" } });
}
