import { eq } from "drizzle-orm";
import { catatAudit } from "@/lib/audit/catat-audit";
import type { Ctx } from "@/lib/context";
import { metadata } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { aktorPenggunaOrThrow, pengelola } from "./akses";
import { getRecordOrThrow } from "./get";

/** DELETE /api/metadata/{id}: only a DRAFT (spec 3), only by its owning Produsen or an Admin (of its organisation). */
export async function deleteMetadata({ ctx, id }: { ctx: Ctx; id: string }): Promise<void> {
  const aktor = aktorPenggunaOrThrow(ctx);
  await ctx.db.transaction(async (tx) => {
    const { m } = await getRecordOrThrow({ db: tx, id, aktor, kunci: true });
    if (!pengelola(aktor, m)) throw new ApiError("dilarang", "Hanya Produsen pemilik atau Admin yang dapat menghapus metadata ini.");
    if (m.status !== "DRAFT") throw new ApiError("konflik", `Metadata hanya dapat dihapus dalam status DRAFT (status sekarang: ${m.status}).`);
    await tx.delete(metadata).where(eq(metadata.id, id));
    await catatAudit(tx, { aktor, aksi: "hapus", entitas: "metadata", entitasId: id, dari: "DRAFT", data: { judul: m.judul, salinanDari: m.salinanDari } });
  });
}
