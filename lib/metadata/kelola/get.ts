import { and, eq } from "drizzle-orm";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { metadata } from "@/lib/db/schema";
import { tidakDitemukan } from "@/lib/http/errors";
import { aktorPenggunaOrThrow, assertIdSah, kondisiBaca, PESAN_TIDAK_DITEMUKAN, type AktorPengguna } from "./akses";
import { bacaBaris, keDetail, type DetailMetadata } from "./dto";

/**
 * The row of a record the actor may read, else 404 (a record the actor may not read is indistinguishable from
 * a missing one: guessed ids learn nothing). `kunci` takes a row lock for a following change.
 */
export async function getRecordOrThrow({ db, id, aktor, kunci = false }: { db: DbOrTx; id: string; aktor: AktorPengguna; kunci?: boolean }) {
  assertIdSah(id);
  const b = await bacaBaris(db, and(eq(metadata.id, id), kondisiBaca(aktor)) as ReturnType<typeof eq>, kunci);
  if (!b) throw tidakDitemukan(PESAN_TIDAK_DITEMUKAN);
  return b;
}

/** GET /api/metadata/{id}: the record with its state, version and working copy (if any). */
export async function getMetadataOrThrow({ ctx, id }: { ctx: Ctx; id: string }): Promise<DetailMetadata & { salinanKerja: string | null }> {
  const aktor = aktorPenggunaOrThrow(ctx);
  const b = await getRecordOrThrow({ db: ctx.db, id, aktor });
  const [salinan] = await ctx.db
    .select({ id: metadata.id })
    .from(metadata)
    .where(and(eq(metadata.salinanDari, id), kondisiBaca(aktor)))
    .limit(1);
  return { ...keDetail(b), salinanKerja: salinan?.id ?? null };
}
