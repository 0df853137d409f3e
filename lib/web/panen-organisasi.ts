import "server-only";
import { asc, eq } from "drizzle-orm";
import { can } from "@/lib/auth/permissions";
import type { Ctx } from "@/lib/context";
import { organisasi } from "@/lib/db/schema";

export type OrganisasiTujuan = { id: string; kode: string; nama: string };

/**
 * The organisations the signed-in user may harvest into, for the source form: every active one for whoever
 * manages all (Admin), the own one otherwise (Walidata). The harvest service checks the choice again on save.
 * Here rather than in lib/panen/ because only the form needs the list (lib/admin's list is Admin-only).
 */
export async function organisasiTujuanPanen(ctx: Ctx): Promise<OrganisasiTujuan[]> {
  if (ctx.actor.jenis !== "pengguna") return [];
  const kolom = { id: organisasi.id, kode: organisasi.kode, nama: organisasi.nama };
  if (can(ctx.actor.peran, "panen.kelola.semua")) return ctx.db.select(kolom).from(organisasi).where(eq(organisasi.aktif, true)).orderBy(asc(organisasi.kode));
  return ctx.db.select(kolom).from(organisasi).where(eq(organisasi.id, ctx.actor.organisasiId)).limit(1);
}
