import { desc, eq } from "drizzle-orm";
import type { Ctx } from "@/lib/context";
import { metadata, organisasi } from "@/lib/db/schema";
import { kondisiPublik } from "./filter";
import type { KueriDaftarPublik } from "./query";

/** Entries per feed page: what feed readers take from one fetch, and an Atom file that stays small. */
export const ENTRI_UMPAN_BAWAAN = 50;

/** A record as an Atom entry needs it: the list item's fields plus keywords and the last change. */
export type EntriUmpan = {
  id: string;
  judul: string;
  abstrak: string;
  topikKategori: string[];
  kataKunci: string[];
  organisasi: string;
  publishedAt: Date;
  updatedAt: Date;
};

/**
 * PUBLISHED records matching the public list's filters (same WHERE as listPublicMetadata), newest publication
 * first whatever `q` is: a feed announces what is new, so relevance order would hide new records. The order is
 * the partial index (published_at desc, id).
 */
export async function listUmpanPublik({ ctx, input }: { ctx: Ctx; input: KueriDaftarPublik }): Promise<EntriUmpan[]> {
  const { where } = kondisiPublik(input);
  const baris = await ctx.db
    .select({
      id: metadata.id,
      judul: metadata.judul,
      abstrak: metadata.abstrak,
      topikKategori: metadata.topikKategori,
      kataKunci: metadata.kataKunci,
      organisasi: organisasi.nama,
      publishedAt: metadata.publishedAt,
      updatedAt: metadata.updatedAt,
    })
    .from(metadata)
    .innerJoin(organisasi, eq(organisasi.id, metadata.organisasiId))
    .where(where)
    .orderBy(desc(metadata.publishedAt), metadata.id)
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return baris.map((b) => ({ ...b, publishedAt: b.publishedAt ?? b.updatedAt }));
}

