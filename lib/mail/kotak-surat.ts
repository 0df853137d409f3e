import { count, desc, lt, sql } from "drizzle-orm";
import { assertAdmin } from "@/lib/admin/akses";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { kotakSurat } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { JALUR_KOTAK_SURAT, type Saluran } from "./pengiriman";

/** Days the local mailbox keeps a message (the hourly housekeeping forgets older ones). */
export const UMUR_KOTAK_SURAT_HARI = 7;
export const UKURAN_HALAMAN_KOTAK_SURAT = 20;

type Kiriman = { id: number; saluran: Saluran; tujuan: string; jenis: string; subjek: string };

/**
 * Deliver one outbox message to the local mailbox (development, tests, demo). A second delivery of the same
 * outbox row (a worker that died before recording the first) stores nothing. The log line names the recipient
 * and the subject only, never the text: it may hold a code.
 */
export async function kirimKeKotakSurat(db: DbOrTx, b: Kiriman, isi: string): Promise<void> {
  await db
    .insert(kotakSurat)
    .values({ antreanId: b.id, saluran: b.saluran, tujuan: b.tujuan, jenis: b.jenis, subjek: b.subjek, isi })
    .onConflictDoNothing({ target: kotakSurat.antreanId });
  const subjek = b.subjek || `(${b.jenis})`;
  console.info(`[kotak-surat] ${b.saluran} untuk ${b.tujuan}: ${subjek} — baca di ${env().PUBLIC_BASE_URL.replace(/\/$/, "")}${JALUR_KOTAK_SURAT}`);
}

export type SuratLokal = { id: number; saluran: Saluran; tujuan: string; jenis: string; subjek: string; isi: string; diterimaAt: Date };

/** The local mailbox, newest message (by queue order) first, for Admins: it stands in for every user's inbox, as Admins manage every account. */
export async function daftarKotakSurat({ ctx, input }: { ctx: Ctx; input: { page: number } }): Promise<{ records: SuratLokal[]; total: number; page: number; pageSize: number }> {
  assertAdmin(ctx);
  const pageSize = UKURAN_HALAMAN_KOTAK_SURAT;
  const [records, [jumlah]] = await Promise.all([
    ctx.db
      .select({ id: kotakSurat.id, saluran: kotakSurat.saluran, tujuan: kotakSurat.tujuan, jenis: kotakSurat.jenis, subjek: kotakSurat.subjek, isi: kotakSurat.isi, diterimaAt: kotakSurat.diterimaAt })
      .from(kotakSurat)
      .orderBy(desc(kotakSurat.antreanId))
      .limit(pageSize)
      .offset((input.page - 1) * pageSize),
    ctx.db.select({ n: count() }).from(kotakSurat),
  ]);
  return { records, total: jumlah?.n ?? 0, page: input.page, pageSize };
}

/** Housekeeping: messages older than UMUR_KOTAK_SURAT_HARI days leave the local mailbox. */
export async function hapusKotakSuratLama(db: DbOrTx): Promise<void> {
  await db.delete(kotakSurat).where(lt(kotakSurat.diterimaAt, sql`now() - make_interval(days => ${UMUR_KOTAK_SURAT_HARI})`));
}
