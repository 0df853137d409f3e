import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { antreanPesan } from "@/lib/db/schema";
import { hapusSesiLama } from "@/lib/auth/sesi";
import { kirimWa } from "@/lib/messaging/wa";
import { daftarkanPekerjaPesan } from "./pemicu";
import { kirimEmail, ringkasGalat } from "./transport";

export const PERCOBAAN_MAKS = 5;
const KLAIM_DETIK = 120;
const SELANG_MS = 15_000;

type Baris = typeof antreanPesan.$inferSelect;

/** Wait before the next try: OTP codes live 5 minutes, so they retry quickly; the rest back off 30 s, 1, 2, 4 min. */
export function jedaUlangMs(b: Pick<Baris, "jenis">, percobaan: number): number {
  return b.jenis === "otp" ? 10_000 : 30_000 * 2 ** (percobaan - 1);
}

async function kirim(b: Baris): Promise<void> {
  if (b.saluran === "email") return kirimEmail({ kepada: b.tujuan, subjek: b.subjek, teks: b.isi });
  return kirimWa({ kepada: b.tujuan, teks: b.isi });
}

/**
 * One pass over the outbox: claim due messages (SKIP LOCKED, so several instances share the work and a crashed
 * worker's claim lapses after 2 minutes), deliver each, and record the outcome: delivered, retry later, or failed
 * after 5 tries with the last error. Secret bodies (OTP, links, passwords) are blanked once delivered or given up.
 */
export async function prosesAntrean(db: DbOrTx, opsi: { batas?: number } = {}): Promise<{ terkirim: number; diulang: number; gagal: number }> {
  const jatuhTempo = db
    .select({ id: antreanPesan.id })
    .from(antreanPesan)
    .where(and(eq(antreanPesan.status, "MENUNGGU"), lte(antreanPesan.jadwalAt, sql`now()`), or(isNull(antreanPesan.dikunciSampai), lt(antreanPesan.dikunciSampai, sql`now()`))))
    .orderBy(asc(antreanPesan.id))
    .limit(opsi.batas ?? 20)
    .for("update", { skipLocked: true });
  const klaim = await db
    .update(antreanPesan)
    .set({ dikunciSampai: sql`now() + make_interval(secs => ${KLAIM_DETIK})` })
    .where(inArray(antreanPesan.id, jatuhTempo))
    .returning();
  const hasil = { terkirim: 0, diulang: 0, gagal: 0 };
  for (const b of klaim) {
    const percobaan = b.percobaan + 1;
    try {
      await kirim(b);
      await db
        .update(antreanPesan)
        .set({ status: "TERKIRIM", percobaan, terkirimAt: new Date(), dikunciSampai: null, galatTerakhir: null, ...(b.rahasia ? { isi: "" } : {}) })
        .where(eq(antreanPesan.id, b.id));
      hasil.terkirim++;
    } catch (err) {
      const menyerah = percobaan >= PERCOBAAN_MAKS;
      const galat = ringkasGalat(err);
      console.error(`[pesan] ${b.saluran} #${b.id} (${b.jenis}) gagal, percobaan ${percobaan}: ${galat}`);
      await db
        .update(antreanPesan)
        .set({
          percobaan,
          galatTerakhir: galat,
          dikunciSampai: null,
          ...(menyerah ? { status: "GAGAL" as const, ...(b.rahasia ? { isi: "" } : {}) } : { jadwalAt: new Date(Date.now() + jedaUlangMs(b, percobaan)) }),
        })
        .where(eq(antreanPesan.id, b.id));
      if (menyerah) hasil.gagal++;
      else hasil.diulang++;
    }
  }
  return hasil;
}

const holder = globalThis as unknown as {
  __geokatalogPekerjaBerjalan?: boolean;
  __geokatalogPekerjaLagi?: boolean;
  __geokatalogPekerjaSelang?: NodeJS.Timeout;
  __geokatalogBersihSelang?: NodeJS.Timeout;
};

/**
 * Run passes until the outbox has nothing due, one at a time per process: a wake-up during a pass makes
 * another pass follow instead of a second concurrent one.
 */
export function buatPekerja(bukaDb: () => Promise<DbOrTx>): () => Promise<void> {
  return async () => {
    if (holder.__geokatalogPekerjaBerjalan) {
      holder.__geokatalogPekerjaLagi = true;
      return;
    }
    holder.__geokatalogPekerjaBerjalan = true;
    try {
      const db = await bukaDb();
      do {
        holder.__geokatalogPekerjaLagi = false;
        const r = await prosesAntrean(db);
        if (r.terkirim + r.diulang + r.gagal > 0) holder.__geokatalogPekerjaLagi = true;
      } while (holder.__geokatalogPekerjaLagi);
    } finally {
      holder.__geokatalogPekerjaBerjalan = false;
    }
  };
}

/** Start the worker in this server process: woken after commits that queue messages, and every 15 s for retries. */
export function mulaiPekerjaPesan(bukaDb: () => Promise<DbOrTx>): void {
  const pekerja = buatPekerja(bukaDb);
  daftarkanPekerjaPesan(pekerja);
  clearInterval(holder.__geokatalogPekerjaSelang);
  holder.__geokatalogPekerjaSelang = setInterval(() => {
    pekerja().catch((err: unknown) => console.error("[pesan] putaran pekerja gagal", ringkasGalat(err)));
  }, SELANG_MS);
  holder.__geokatalogPekerjaSelang.unref();
  // Housekeeping rides along: ended sessions and pending logins are forgotten after a day.
  clearInterval(holder.__geokatalogBersihSelang);
  holder.__geokatalogBersihSelang = setInterval(() => {
    bukaDb()
      .then((db) => hapusSesiLama(db))
      .catch((err: unknown) => console.error("[sesi] pembersihan gagal", ringkasGalat(err)));
  }, 3_600_000);
  holder.__geokatalogBersihSelang.unref();
}

/** Stop this process's worker and housekeeping (server shutdown); claimed messages lapse after their lease. */
export function hentikanPekerjaPesan(): void {
  clearInterval(holder.__geokatalogPekerjaSelang);
  clearInterval(holder.__geokatalogBersihSelang);
  daftarkanPekerjaPesan(undefined);
}
