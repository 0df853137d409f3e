import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { catatAudit } from "@/lib/audit/catat-audit";
import { can } from "@/lib/auth/permissions";
import type { Ctx } from "@/lib/context";
import { metadata } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { aktorPenggunaOrThrow } from "./akses";
import { bacaBaris, keDetail, type DetailMetadata } from "./dto";
import { sisipkanDraf } from "./sisipkan-draf";
import { validasiDokumen } from "./validasi";

/** POST /api/metadata: a new DRAFT owned by the caller, in the caller's organisation. */
export async function createMetadata({ ctx, input }: { ctx: Ctx; input: unknown }): Promise<DetailMetadata> {
  const aktor = aktorPenggunaOrThrow(ctx);
  if (!can(aktor.peran, "metadata.buat")) throw new ApiError("dilarang", `Peran ${aktor.peran} tidak dapat membuat metadata.`);
  const id = crypto.randomUUID();
  const waktu = new Date();
  const dokumen = validasiDokumen(input, { id, waktu });
  return ctx.db.transaction(async (tx) => {
    await sisipkanDraf(tx, aktor, { id, waktu, dokumen });
    await catatAudit(tx, { aktor, aksi: "buat", entitas: "metadata", entitasId: id, ke: "DRAFT" });
    return keDetail((await bacaBaris(tx, eq(metadata.id, id)))!);
  });
}
