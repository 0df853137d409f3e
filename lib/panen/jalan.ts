import { and, asc, desc, eq, sql } from "drizzle-orm";
import { catatAudit } from "@/lib/audit/catat-audit";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { catatanPanen, jalanPanen, sumberPanen } from "@/lib/db/schema";
import { ApiError, tidakDitemukan } from "@/lib/http/errors";
import { bolehOrganisasi, idPengguna, PESAN_JALAN_TIDAK_DITEMUKAN } from "./akses";
import { dtoJalan, type JalanDto } from "./jalan-dto";
import type { JenisSumber } from "./jenis";
import { perluPenuh } from "./kendala";
import { getSumberOrThrow } from "./sumber";

type Sumber = typeof sumberPanen.$inferSelect;

/**
 * Queue a run of a source: complete when asked, when the kind cannot filter by date, before the first success
 * or when the last complete run is a week old; otherwise incremental from the start of the last successful run.
 * At most one active run per source (a unique index): null when one is already queued or running.
 */
export async function antrekanJalan(db: DbOrTx, s: Sumber, a: { pemicu: "manual" | "jadwal" | "cli"; penuh?: boolean; dimintaOleh?: string | null }): Promise<string | null> {
  const penuh = a.penuh || perluPenuh({ jenis: s.jenis as JenisSumber, suksesTerakhirAt: s.suksesTerakhirAt, penuhTerakhirAt: s.penuhTerakhirAt }, new Date());
  const [b] = await db
    .insert(jalanPanen)
    .values({ sumberId: s.id, penuh, sejak: penuh ? null : s.suksesTerakhirAt, pemicu: a.pemicu, dimintaOleh: a.dimintaOleh ?? null })
    .onConflictDoNothing({ target: jalanPanen.sumberId, where: sql`keadaan in ('antri', 'berjalan')` })
    .returning({ id: jalanPanen.id });
  return b?.id ?? null;
}

/** "Jalankan sekarang": 409 when the source already has a run queued or running. */
export async function mulaiJalan({ ctx, sumberId, penuh }: { ctx: Ctx; sumberId: string; penuh?: boolean }): Promise<JalanDto> {
  const s = await getSumberOrThrow(ctx, sumberId);
  const id = await antrekanJalan(ctx.db, s, { pemicu: "manual", penuh, dimintaOleh: idPengguna(ctx) });
  if (!id) throw new ApiError("konflik", "Sumber ini sudah punya jalan panen yang antre atau berjalan.");
  await catatAudit(ctx.db, { aktor: ctx.actor, aksi: "panen-jalan-mulai", entitas: "jalan_panen", entitasId: id, data: { sumberId } });
  return ambilJalan({ ctx, id });
}

/** A run of a source the caller manages, or 404. */
async function getJalanOrThrow(ctx: Ctx, id: string) {
  const [b] = /^[0-9a-f-]{36}$/i.test(id)
    ? await ctx.db.select({ j: jalanPanen, organisasiId: sumberPanen.organisasiId, nama: sumberPanen.nama }).from(jalanPanen).innerJoin(sumberPanen, eq(sumberPanen.id, jalanPanen.sumberId)).where(eq(jalanPanen.id, id)).limit(1)
    : [];
  if (!b || !bolehOrganisasi(ctx, b.organisasiId)) throw tidakDitemukan(PESAN_JALAN_TIDAK_DITEMUKAN);
  return b;
}

export async function ambilJalan({ ctx, id }: { ctx: Ctx; id: string }): Promise<JalanDto & { sumberNama: string }> {
  const b = await getJalanOrThrow(ctx, id);
  return { ...dtoJalan(b.j), sumberNama: b.nama };
}

/** Runs of a source, newest first (kept 90 days). */
export async function daftarJalan({ ctx, sumberId, batas = 50 }: { ctx: Ctx; sumberId: string; batas?: number }): Promise<JalanDto[]> {
  await getSumberOrThrow(ctx, sumberId);
  const baris = await ctx.db.select().from(jalanPanen).where(eq(jalanPanen.sumberId, sumberId)).orderBy(desc(jalanPanen.dibuatAt)).limit(Math.min(Math.max(batas, 1), 200));
  return baris.map((b) => dtoJalan(b));
}

/**
 * Cancel a run: a queued one ends at once; a running one is asked to stop and its holder notices within a
 * heartbeat (lib/panen/mesin.ts), keeping every page already committed.
 */
export async function batalkanJalan({ ctx, id }: { ctx: Ctx; id: string }): Promise<JalanDto> {
  const b = await getJalanOrThrow(ctx, id);
  if (b.j.keadaan !== "antri" && b.j.keadaan !== "berjalan") throw new ApiError("konflik", "Jalan panen ini sudah berakhir.");
  await ctx.db
    .update(jalanPanen)
    .set({ batalDiminta: true, ...(b.j.keadaan === "antri" ? { keadaan: "dibatalkan", selesaiAt: sql`now()` } : {}) })
    .where(and(eq(jalanPanen.id, id), eq(jalanPanen.keadaan, b.j.keadaan)));
  await catatAudit(ctx.db, { aktor: ctx.actor, aksi: "panen-jalan-batal", entitas: "jalan_panen", entitasId: id });
  return ambilJalan({ ctx, id });
}

export type ButirLaporan = { jenis: string; pengenal: string | null; metadataId: string | null; alasan: string[]; waktu: string };
export type LaporanJalan = { jalan: JalanDto & { sumberNama: string }; butir: ButirLaporan[] };

/** The run's report: counts and every rejected record, retired or deleted record and failed page with reasons. */
export async function laporanJalan({ ctx, id }: { ctx: Ctx; id: string }): Promise<LaporanJalan> {
  const jalan = await ambilJalan({ ctx, id });
  const butir = await ctx.db.select().from(catatanPanen).where(eq(catatanPanen.jalanId, id)).orderBy(asc(catatanPanen.id)).limit(100_000);
  return { jalan, butir: butir.map((b) => ({ jenis: b.jenis, pengenal: b.pengenal, metadataId: b.metadataId, alasan: b.alasan, waktu: b.dibuatAt.toISOString() })) };
}

function selCsv(v: string): string {
  const aman = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return aman !== v || /[",\n\r]/.test(aman) ? `"${aman.replaceAll('"', '""')}"` : aman;
}

/** The report's items as CSV (UTF-8 with BOM for spreadsheet programs; cells that a spreadsheet would run as a formula are quoted with a leading '). */
export function laporanCsv(l: LaporanJalan): string {
  const baris = [["jenis", "pengenal", "metadata_id", "alasan", "waktu"], ...l.butir.map((b) => [b.jenis, b.pengenal ?? "", b.metadataId ?? "", b.alasan.join(" | "), b.waktu])];
  return `\uFEFF${baris.map((r) => r.map(selCsv).join(",")).join("\r\n")}\r\n`;
}
