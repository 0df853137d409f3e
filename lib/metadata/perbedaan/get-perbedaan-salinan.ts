import { and, eq } from "drizzle-orm";
import type { Ctx } from "@/lib/context";
import { metadata } from "@/lib/db/schema";
import type { StatusMetadata } from "@/lib/metadata/kode";
import { aktorPenggunaOrThrow, kondisiBaca } from "@/lib/metadata/kelola/akses";
import { getRecordOrThrow } from "@/lib/metadata/kelola/get";
import { bandingkanDokumen, type PerbedaanBidang } from "./bandingkan";

/** A working copy against the version it will replace; `bidang` lists only the fields that differ. */
export type PerbedaanSalinan =
  | { asliId: string; dapatDibaca: true; asli: { status: StatusMetadata; versi: number; updatedAt: string }; bidang: PerbedaanBidang[] }
  /** The original is PRIVATE and the reader (a checker from another organisation) may not read it. */
  | { asliId: string; dapatDibaca: false };

/**
 * The difference between a working copy and its published (or private) original, field by field; null when the
 * record is not a working copy. The copy must be readable (else 404, like the record); the original is compared
 * only when the reader may read it too, so a private original never leaks through its copy.
 */
export async function getPerbedaanSalinanOrThrow({ ctx, id }: { ctx: Ctx; id: string }): Promise<PerbedaanSalinan | null> {
  const aktor = aktorPenggunaOrThrow(ctx);
  const { m } = await getRecordOrThrow({ db: ctx.db, id, aktor });
  if (!m.salinanDari) return null;
  const [asli] = await ctx.db
    .select({ status: metadata.status, versi: metadata.versi, updatedAt: metadata.updatedAt, dokumen: metadata.dokumen })
    .from(metadata)
    .where(and(eq(metadata.id, m.salinanDari), kondisiBaca(aktor)))
    .limit(1);
  if (!asli) return { asliId: m.salinanDari, dapatDibaca: false };
  return {
    asliId: m.salinanDari,
    dapatDibaca: true,
    asli: { status: asli.status, versi: asli.versi, updatedAt: asli.updatedAt.toISOString() },
    bidang: bandingkanDokumen(asli.dokumen, m.dokumen),
  };
}
