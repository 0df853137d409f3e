import { can } from "@/lib/auth/permissions";
import type { Ctx } from "@/lib/context";
import { ApiError } from "@/lib/http/errors";

export const PESAN_SUMBER_TIDAK_DITEMUKAN = "Sumber panen tidak ditemukan atau Anda tidak memiliki akses.";
export const PESAN_JALAN_TIDAK_DITEMUKAN = "Jalannya panen tidak ditemukan atau Anda tidak memiliki akses.";

/**
 * The organisations whose harvest sources the caller manages: every one (null) for an Admin or a system job, the
 * own one for a Walidata; anyone else is refused.
 */
export function lingkupPanen(ctx: Ctx): string | null {
  if (ctx.actor.jenis === "sistem") return null;
  if (ctx.actor.jenis !== "pengguna") throw new ApiError("tidak_terautentikasi", "Anda belum masuk.");
  if (can(ctx.actor.peran, "panen.kelola.semua")) return null;
  if (can(ctx.actor.peran, "panen.kelola")) return ctx.actor.organisasiId;
  throw new ApiError("dilarang", "Hanya Admin dan Walidata yang dapat mengelola panen.");
}

/** A source of another organisation reads as not found to a Walidata (no probing of other organisations). */
export function bolehOrganisasi(ctx: Ctx, organisasiId: string): boolean {
  const lingkup = lingkupPanen(ctx);
  return lingkup === null || lingkup === organisasiId;
}

export const idPengguna = (ctx: Ctx): string | null => (ctx.actor.jenis === "pengguna" ? ctx.actor.id : null);
