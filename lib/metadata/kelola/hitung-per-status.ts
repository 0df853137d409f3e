import { count, eq } from "drizzle-orm";
import type { Ctx } from "@/lib/context";
import { metadata } from "@/lib/db/schema";
import { STATUS_METADATA, type StatusMetadata } from "@/lib/metadata/kode";
import { aktorPenggunaOrThrow, kondisiKerja } from "./akses";

/**
 * How many records the user works with are in each state: the same set as `listMetadata`, so each count matches
 * the list it links to. Every state is present (0 when none).
 */
export async function hitungPerStatus({ ctx }: { ctx: Ctx }): Promise<Record<StatusMetadata, number>> {
  const aktor = aktorPenggunaOrThrow(ctx);
  const baris = await ctx.db.select({ status: metadata.status, n: count() }).from(metadata).where(kondisiKerja(aktor)).groupBy(metadata.status);
  const hasil = Object.fromEntries(STATUS_METADATA.map((s) => [s, 0])) as Record<StatusMetadata, number>;
  for (const b of baris) hasil[b.status] = b.n;
  return hasil;
}

/** The records the user owns in each state (the "my records" block of the dashboard home). */
export async function hitungMilikPerStatus({ ctx }: { ctx: Ctx }): Promise<Record<StatusMetadata, number>> {
  const aktor = aktorPenggunaOrThrow(ctx);
  const baris = await ctx.db.select({ status: metadata.status, n: count() }).from(metadata).where(eq(metadata.pemilikId, aktor.id)).groupBy(metadata.status);
  const hasil = Object.fromEntries(STATUS_METADATA.map((s) => [s, 0])) as Record<StatusMetadata, number>;
  for (const b of baris) hasil[b.status] = b.n;
  return hasil;
}
