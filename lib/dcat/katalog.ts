import { and, asc, count, eq, gt, max, min, type SQL } from "drizzle-orm";
import type { Ctx } from "@/lib/context";
import { metadata, organisasi } from "@/lib/db/schema";
import { tidakDitemukan } from "@/lib/http/errors";
import { idMetadataSah } from "@/lib/metadata/id";
import { PESAN_TIDAK_DITEMUKAN } from "@/lib/metadata/publik/detail";
import { saringUrlDokumen } from "@/lib/metadata/url";
import type { RekamanDcat } from "./dataset";
import type { KueriKatalog } from "./halaman";

const kolom = {
  id: metadata.id,
  dokumen: metadata.dokumen,
  publishedAt: metadata.publishedAt,
  updatedAt: metadata.updatedAt,
  kode: organisasi.kode,
  nama: organisasi.nama,
  tingkat: organisasi.tingkat,
};

async function baca(ctx: Ctx, syarat: SQL[], batas: number, offset = 0): Promise<RekamanDcat[]> {
  const baris = await ctx.db
    .select(kolom)
    .from(metadata)
    .innerJoin(organisasi, eq(organisasi.id, metadata.organisasiId))
    .where(and(eq(metadata.status, "PUBLISHED"), ...syarat))
    // Identifier order: the partial index metadata_publik_id_idx, the same order CSW pages in.
    .orderBy(asc(metadata.id))
    .limit(batas)
    .offset(offset);
  return baris.map((b) => ({
    id: b.id,
    // Rows stored before the URL scheme rule may hold javascript: or data: links: never exported.
    dokumen: saringUrlDokumen(b.dokumen),
    publishedAt: b.publishedAt ?? b.updatedAt,
    updatedAt: b.updatedAt,
    organisasi: { kode: b.kode, nama: b.nama, tingkat: b.tingkat },
  }));
}

/**
 * One catalogue page of PUBLISHED records in identifier order. With `setelah` (the last id of the previous page,
 * as the `next` links carry it) the page starts right after that id, so a walk by `next` links never repeats or
 * skips a record that stays published while others are added or withdrawn; without it `page` is an offset (the
 * `first`/`last` links and ckanext-dcat's `page` parameter). One row more than the page says whether another
 * page follows, without trusting a (cached) count.
 */
export async function bacaHalamanKatalog({ ctx, input }: { ctx: Ctx; input: KueriKatalog }): Promise<{ rekaman: RekamanDcat[]; ada: boolean }> {
  const baris = input.setelah
    ? await baca(ctx, [gt(metadata.id, input.setelah)], input.pageSize + 1)
    : await baca(ctx, [], input.pageSize + 1, (input.page - 1) * input.pageSize);
  return { rekaman: baris.slice(0, input.pageSize), ada: baris.length > input.pageSize };
}

/** Count, newest change and first publication of the published catalogue (hydra:totalItems, dct:modified/issued). */
export async function ringkasanKatalog({ ctx }: { ctx: Ctx }): Promise<{ total: number; diubah: Date | null; terbit: Date | null }> {
  const [r] = await ctx.db
    .select({ total: count(), diubah: max(metadata.updatedAt), terbit: min(metadata.publishedAt) })
    .from(metadata)
    .where(eq(metadata.status, "PUBLISHED"));
  return { total: Number(r?.total ?? 0), diubah: r?.diubah ?? null, terbit: r?.terbit ?? null };
}

/** One PUBLISHED record for /katalog/{id}.jsonld; anything else is the public detail's 404. */
export async function getRekamanDcatOrThrow({ ctx, id }: { ctx: Ctx; id: string }): Promise<RekamanDcat> {
  if (!idMetadataSah(id)) throw tidakDitemukan(PESAN_TIDAK_DITEMUKAN);
  const [r] = await baca(ctx, [eq(metadata.id, id)], 1);
  if (!r) throw tidakDitemukan(PESAN_TIDAK_DITEMUKAN);
  return r;
}
