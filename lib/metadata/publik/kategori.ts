import { count, desc, eq, sql } from "drizzle-orm";
import type { Ctx } from "@/lib/context";
import { metadata } from "@/lib/db/schema";
import { DAFTAR_REFERENSI } from "@/lib/metadata/kode";

export type JumlahKategori = { kode: string; label: string; jumlah: number };

const LABEL = new Map(DAFTAR_REFERENSI.TOPIK_KATEGORI.map((i) => [i.kode, i.label]));

/**
 * PUBLISHED records per ISO 19115 topic category, most records first (a record with two topics counts in both).
 * One grouped query over the unnested topic arrays; categories without records are left out.
 */
export async function countPublishedByKategori({ ctx }: { ctx: Ctx }): Promise<JumlahKategori[]> {
  const topik = ctx.db
    .select({ kode: sql<string>`unnest(${metadata.topikKategori})`.as("kode") })
    .from(metadata)
    .where(eq(metadata.status, "PUBLISHED"))
    .as("topik");
  const baris = await ctx.db
    .select({ kode: topik.kode, jumlah: count() })
    .from(topik)
    .groupBy(topik.kode)
    .orderBy(desc(count()), topik.kode);
  return baris.map((b) => ({ kode: b.kode, label: LABEL.get(b.kode) ?? b.kode, jumlah: b.jumlah }));
}
