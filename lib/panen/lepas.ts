import { and, eq, isNotNull } from "drizzle-orm";
import { catatAudit } from "@/lib/audit/catat-audit";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { asalPanen, metadata, sumberPanen } from "@/lib/db/schema";
import { ApiError, tidakDitemukan } from "@/lib/http/errors";
import { bolehOrganisasi, lingkupPanen } from "./akses";

/**
 * Harvested records are the source's: the editor refuses to change one (409) until a Walidata detaches it. The
 * original is checked, so a working copy of a harvested record is refused too. Records of a deleted source are free.
 */
export async function assertBukanPanen(db: DbOrTx, metadataId: string): Promise<void> {
  const [a] = await db
    .select({ nama: sumberPanen.nama })
    .from(asalPanen)
    .innerJoin(sumberPanen, eq(sumberPanen.id, asalPanen.sumberId))
    .where(and(eq(asalPanen.metadataId, metadataId), eq(asalPanen.dilepas, false), isNotNull(asalPanen.sumberId)))
    .limit(1);
  if (a) throw new ApiError("konflik", `Rekaman ini dipanen dari sumber "${a.nama}" dan hanya dapat dibaca. Walidata dapat melepaskannya dari panen agar dapat diubah; panen berikutnya tidak akan menimpanya lagi.`);
}

/** Detach a harvested record: editable from now on, and never overwritten or retired by a later run. */
export async function lepasRekaman({ ctx, metadataId }: { ctx: Ctx; metadataId: string }): Promise<{ id: string; dilepas: true }> {
  lingkupPanen(ctx);
  return ctx.db.transaction(async (tx) => {
    const [a] = /^[0-9a-f-]{36}$/i.test(metadataId)
      ? await tx.select({ dilepas: asalPanen.dilepas, organisasiId: metadata.organisasiId }).from(asalPanen).innerJoin(metadata, eq(metadata.id, asalPanen.metadataId)).where(eq(asalPanen.metadataId, metadataId)).for("update", { of: asalPanen }).limit(1)
      : [];
    if (!a || !bolehOrganisasi(ctx, a.organisasiId)) throw tidakDitemukan("Rekaman panen tidak ditemukan atau Anda tidak memiliki akses.");
    if (a.dilepas) throw new ApiError("konflik", "Rekaman ini sudah dilepas dari panen.");
    await tx.update(asalPanen).set({ dilepas: true, dilepasAt: new Date() }).where(eq(asalPanen.metadataId, metadataId));
    await catatAudit(tx, { aktor: ctx.actor, aksi: "panen-lepas", entitas: "metadata", entitasId: metadataId });
    return { id: metadataId, dilepas: true as const };
  });
}
