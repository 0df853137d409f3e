import { and, asc, eq } from "drizzle-orm";
import type { Ctx } from "@/lib/context";
import { standar } from "@/lib/db/schema";
import { tidakDitemukan } from "@/lib/http/errors";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const kolomRingkas = {
  slug: standar.slug,
  judul: standar.judul,
  nomor: standar.nomor,
  versi: standar.versi,
  penerbit: standar.penerbit,
  ringkasan: standar.ringkasan,
  updatedAt: standar.updatedAt,
};

export type RingkasanStandar = {
  slug: string;
  judul: string;
  nomor: string | null;
  versi: string;
  penerbit: string | null;
  ringkasan: string;
  updatedAt: string;
};
export type DetailStandar = RingkasanStandar & { isi: string };

/** Published standards, in the editors' order. */
export async function listStandar({ ctx }: { ctx: Ctx }): Promise<RingkasanStandar[]> {
  const baris = await ctx.db.select(kolomRingkas).from(standar).where(eq(standar.terbit, true)).orderBy(asc(standar.urutan), asc(standar.slug));
  return baris.map((b) => ({ ...b, updatedAt: b.updatedAt.toISOString() }));
}

/** One published standard by slug; unknown, unpublished or malformed slugs are all 404. */
export async function getStandarOrThrow({ ctx, slug }: { ctx: Ctx; slug: string }): Promise<DetailStandar> {
  const pesan = "Standar tidak ditemukan.";
  if (slug.length > 100 || !SLUG.test(slug)) throw tidakDitemukan(pesan);
  const [b] = await ctx.db
    .select({ ...kolomRingkas, isi: standar.isi })
    .from(standar)
    .where(and(eq(standar.slug, slug), eq(standar.terbit, true)))
    .limit(1);
  if (!b) throw tidakDitemukan(pesan);
  return { ...b, updatedAt: b.updatedAt.toISOString() };
}
