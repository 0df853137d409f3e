import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { catatAudit } from "@/lib/audit/catat-audit";
import type { Ctx } from "@/lib/context";
import { metadata } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { kolomDariDokumen } from "@/lib/metadata/kolom";
import { z } from "@/lib/validation/zod";
import { aktorPenggunaOrThrow, pengelola } from "./akses";
import { bacaBaris, keDetail, type DetailMetadata } from "./dto";
import { getRecordOrThrow } from "./get";
import { assertBukanPanen } from "@/lib/panen/lepas";
import { mergePatch } from "./merge-patch";
import { validasiDokumen } from "./validasi";

/** PATCH body: the version the client read, and a JSON Merge Patch of the document (RFC 7396). */
export const UbahMetadataInput = z
  .object({ versi: z.number().int().positive({ message: "Sertakan versi metadata yang Anda baca (bilangan bulat positif)." }) })
  .catchall(z.unknown());
export type UbahMetadataInput = z.infer<typeof UbahMetadataInput>;

export const pesanVersiBasi = (sekarang: number, dibaca: number) =>
  `Metadata telah diubah oleh pengguna lain (versi sekarang ${sekarang}, Anda mengirim versi ${dibaca}). Muat ulang, lalu ulangi perubahan Anda.`;

export type HasilUbah = { detail: DetailMetadata; salinanBaru: boolean };

/**
 * Partial update with optimistic concurrency. The row is locked, the version compared, the patch merged and the
 * whole document validated; a stale version is a 409 and nothing is written. A DRAFT changes in place; a
 * PUBLISHED or PRIVATE record gets a working copy (DRAFT, `salinanDari`) that goes through the workflow while
 * the original stays as it is.
 */
export async function updateMetadata({ ctx, id, input }: { ctx: Ctx; id: string; input: UbahMetadataInput }): Promise<HasilUbah> {
  const aktor = aktorPenggunaOrThrow(ctx);
  const { versi, ...patch } = input;
  return ctx.db.transaction(async (tx) => {
    const b = await getRecordOrThrow({ db: tx, id, aktor, kunci: true });
    const m = b.m;
    if (!pengelola(aktor, m)) throw new ApiError("dilarang", "Hanya pemilik metadata atau Admin organisasinya yang dapat mengubah metadata ini.");
    if (m.versi !== versi) throw new ApiError("konflik", pesanVersiBasi(m.versi, versi));
    await assertBukanPanen(tx, m.salinanDari ?? m.id);
    const waktu = new Date();

    if (m.status === "DRAFT") {
      const dokumen = validasiDokumen(mergePatch(m.dokumen, patch), { id: m.salinanDari ?? m.id, waktu });
      const ubah = await tx
        .update(metadata)
        .set({ dokumen, ...kolomDariDokumen(dokumen), versi: sql`${metadata.versi} + 1`, updatedAt: waktu })
        .where(and(eq(metadata.id, id), eq(metadata.versi, versi)))
        .returning({ id: metadata.id });
      if (ubah.length !== 1) throw new ApiError("konflik", pesanVersiBasi(m.versi + 1, versi));
      await catatAudit(tx, { aktor, aksi: "ubah", entitas: "metadata", entitasId: id, dari: "DRAFT", ke: "DRAFT", data: { versi: versi + 1 } });
      return { detail: keDetail((await bacaBaris(tx, eq(metadata.id, id)))!), salinanBaru: false };
    }

    if ((m.status === "PUBLISHED" || m.status === "PRIVATE") && !m.salinanDari) {
      const [ada] = await tx.select({ id: metadata.id }).from(metadata).where(eq(metadata.salinanDari, id)).limit(1);
      if (ada) throw new ApiError("konflik", `Metadata ini sudah memiliki salinan kerja (${ada.id}); ubah salinan tersebut.`);
      const salinanId = crypto.randomUUID();
      const dokumen = validasiDokumen(mergePatch(m.dokumen, patch), { id, waktu });
      await tx.insert(metadata).values({
        id: salinanId,
        status: "DRAFT",
        salinanDari: id,
        pemilikId: m.pemilikId,
        organisasiId: m.organisasiId,
        dokumen,
        ...kolomDariDokumen(dokumen),
        createdAt: waktu,
        updatedAt: waktu,
      });
      await catatAudit(tx, { aktor, aksi: "buat_salinan", entitas: "metadata", entitasId: salinanId, ke: "DRAFT", data: { salinanDari: id } });
      return { detail: keDetail((await bacaBaris(tx, eq(metadata.id, salinanId)))!), salinanBaru: true };
    }

    const alasan =
      m.status === "REJECTED"
        ? "Metadata berstatus REJECTED: kembalikan ke DRAFT terlebih dahulu, lalu ubah."
        : `Metadata berstatus ${m.status} (sedang diperiksa atau ditinjau) dan tidak dapat diubah.`;
    throw new ApiError("konflik", alasan);
  });
}
