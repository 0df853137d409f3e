import { and, eq, ne, or, sql, type SQL } from "drizzle-orm";
import { can } from "@/lib/auth/permissions";
import type { Actor, Ctx } from "@/lib/context";
import { metadata, organisasi } from "@/lib/db/schema";
import { ApiError, tidakDitemukan } from "@/lib/http/errors";
import { idMetadataSah } from "@/lib/metadata/id";

export type AktorPengguna = Extract<Actor, { jenis: "pengguna" }>;

export const PESAN_TIDAK_DITEMUKAN = "Metadata tidak ditemukan atau Anda tidak memiliki akses.";

export function aktorPenggunaOrThrow(ctx: Ctx): AktorPengguna {
  if (ctx.actor.jenis !== "pengguna") throw new ApiError("tidak_terautentikasi", "Anda belum masuk.");
  return ctx.actor;
}

/**
 * The record's organisation lets checkers of other organisations work on it (spec 2.9 flag). Written with its
 * own alias: list queries join `organisasi` too.
 */
export const orgIzinkanLintas = (): SQL =>
  sql`exists (select 1 from ${organisasi} as org_rekaman where org_rekaman.id = ${metadata.organisasiId} and org_rekaman.allow_lintas_org_reviewer)`;

/**
 * Records a user works with (the authenticated list): own records; the own organisation's records beyond
 * DRAFT for checkers and reviewers, all of them for an Admin; and, for checkers, records in QC/QE of
 * organisations that allow checkers from elsewhere. Never another organisation's non-public record otherwise.
 */
export function kondisiKerja(a: AktorPengguna): SQL {
  const orgSama = eq(metadata.organisasiId, a.organisasiId);
  const bagian: SQL[] = [eq(metadata.pemilikId, a.id)];
  if (can(a.peran, "metadata.baca.draf_organisasi")) bagian.push(orgSama);
  else if (can(a.peran, "metadata.baca.organisasi")) bagian.push(and(orgSama, ne(metadata.status, "DRAFT")) as SQL);
  if (can(a.peran, "workflow.periksa")) bagian.push(and(eq(metadata.status, "QCQE_PROCESS"), orgIzinkanLintas()) as SQL);
  return or(...bagian) as SQL;
}

/** What a user may read: the records they work with, plus every PUBLISHED record (public anyway). */
export function kondisiBaca(a: AktorPengguna): SQL {
  return or(kondisiKerja(a), eq(metadata.status, "PUBLISHED")) as SQL;
}

/** Owner, or an Admin of the record's organisation: who may edit, submit and delete. */
export function pengelola(a: AktorPengguna, r: { pemilikId: string; organisasiId: string }): boolean {
  return r.pemilikId === a.id || (can(a.peran, "metadata.kelola.organisasi") && r.organisasiId === a.organisasiId);
}

/** The id is a UUID, or the record cannot exist: 404 without a query. */
export function assertIdSah(id: string): void {
  if (!idMetadataSah(id)) throw tidakDitemukan(PESAN_TIDAK_DITEMUKAN);
}
