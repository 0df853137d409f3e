import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { OTP_UMUR_DETIK } from "@/lib/auth/otp-kode";
import type { DbOrTx } from "@/lib/db/client";
import { antreanPesan } from "@/lib/db/schema";
import { hapusSesiLama } from "@/lib/auth/sesi";
import { kirimWa } from "@/lib/messaging/wa";
import { hapusKotakSuratLama, kirimKeKotakSurat } from "./kotak-surat";
import { jalurKirim, VARIABEL_SALURAN, type JalurKirim, type Saluran } from "./pengiriman";
import { daftarkanPekerjaPesan } from "./pemicu";
import { IsiTidakTerbuka, isiPesan } from "./rahasia";
import { kirimEmail, ringkasGalat } from "./transport";

export const PERCOBAAN_MAKS = 5;
const KLAIM_DETIK = 120;
const SELANG_MS = 15_000;

type Baris = typeof antreanPesan.$inferSelect;

/** Wait before the next try: OTP codes live 5 minutes, so they retry quickly; the rest back off 30 s, 1, 2, 4 min. */
export function jedaUlangMs(b: Pick<Baris, "jenis">, percobaan: number): number {
  return b.jenis === "otp" ? 10_000 : 30_000 * 2 ** (percobaan - 1);
}

async function kirim(db: DbOrTx, b: Baris, jalur: Exclude<JalurKirim, "tidak_diatur">, isi: string): Promise<void> {
  if (jalur === "lokal") return kirimKeKotakSurat(db, b, isi);
  if (jalur === "smtp") return kirimEmail({ kepada: b.tujuan, subjek: b.subjek, teks: isi });
  return kirimWa({ kepada: b.tujuan, teks: isi });
}

const tanpaTransport = globalThis as unknown as { __gkTanpaTransportDilaporkan?: Set<Saluran> };

/** A channel without its transport in production: said once per process, not once per message. */
function laporTanpaTransport(saluran: Saluran): void {
  const sudah = (tanpaTransport.__gkTanpaTransportDilaporkan ??= new Set());
  if (sudah.has(saluran)) return;
  sudah.add(saluran);
  console.error(`[pesan] ${saluran} tidak dapat dikirim: ${VARIABEL_SALURAN[saluran]} belum diatur; pesannya dicatat GAGAL tanpa percobaan ulang (baris ini muncul sekali per proses).`);
}

/** A channel whose transport this production instance lacks: the message fails at once. */
class TanpaTransport extends Error {
  constructor(saluran: Saluran) {
    super(`${VARIABEL_SALURAN[saluran]} belum diatur`);
  }
}

/**
 * OTP codes still waiting after their 5 minutes are given up (and their bodies wiped): a late code is useless, and
 * the secret should not stay in the table. Rows under a live claim are left to their worker.
 */
async function kedaluwarsakanOtp(db: DbOrTx): Promise<number> {
  const habis = await db
    .update(antreanPesan)
    .set({ status: "GAGAL", isi: "", galatTerakhir: "kedaluwarsa sebelum terkirim", dikunciSampai: null })
    .where(
      and(
        eq(antreanPesan.status, "MENUNGGU"),
        eq(antreanPesan.jenis, "otp"),
        lt(antreanPesan.dibuatAt, sql`now() - make_interval(secs => ${OTP_UMUR_DETIK})`),
        or(isNull(antreanPesan.dikunciSampai), lt(antreanPesan.dikunciSampai, sql`now()`)),
      ),
    )
    .returning({ id: antreanPesan.id, saluran: antreanPesan.saluran });
  for (const b of habis) console.error(`[pesan] ${b.saluran} #${b.id} (otp) kedaluwarsa sebelum terkirim`);
  return habis.length;
}

/**
 * One pass over the outbox: give up expired OTP codes, claim due messages (SKIP LOCKED, so several instances
 * share the work and a crashed worker's claim lapses after 2 minutes), deliver each by its channel's route, and
 * record the outcome: delivered, retry later, or failed after 5 tries with the last error. A channel without a
 * transport in production fails at once: retrying cannot help before a restart with the variable set. Secret
 * bodies (OTP, links, passwords) are decrypted only to send and blanked once delivered, given up or expired.
 * The log gets one line per message that finally fails, none per retry.
 */
export async function prosesAntrean(db: DbOrTx, opsi: { batas?: number } = {}): Promise<{ terkirim: number; diulang: number; gagal: number }> {
  const hasil = { terkirim: 0, diulang: 0, gagal: await kedaluwarsakanOtp(db) };
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
  // UPDATE … RETURNING has no order: deliver in queue order, so a later code never overtakes an earlier one.
  klaim.sort((a, b) => a.id - b.id);
  for (const b of klaim) {
    const percobaan = b.percobaan + 1;
    const hapusRahasia = b.rahasia ? { isi: "" } : {};
    const jalur = jalurKirim(b.saluran);
    try {
      if (jalur === "tidak_diatur") {
        laporTanpaTransport(b.saluran);
        throw new TanpaTransport(b.saluran);
      }
      await kirim(db, b, jalur, isiPesan(b));
      await db
        .update(antreanPesan)
        .set({ status: "TERKIRIM", percobaan, terkirimAt: new Date(), dikunciSampai: null, galatTerakhir: null, ...hapusRahasia })
        .where(eq(antreanPesan.id, b.id));
      hasil.terkirim++;
    } catch (err) {
      const pasti = err instanceof TanpaTransport || err instanceof IsiTidakTerbuka;
      const menyerah = pasti || percobaan >= PERCOBAAN_MAKS;
      const galat = ringkasGalat(err);
      if (menyerah && !(err instanceof TanpaTransport)) console.error(`[pesan] ${b.saluran} #${b.id} (${b.jenis}) gagal setelah ${percobaan} percobaan: ${galat}`);
      await db
        .update(antreanPesan)
        .set({
          percobaan,
          galatTerakhir: galat,
          dikunciSampai: null,
          ...(menyerah ? { status: "GAGAL" as const, ...hapusRahasia } : { jadwalAt: new Date(Date.now() + jedaUlangMs(b, percobaan)) }),
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
  // Housekeeping rides along: ended sessions and pending logins are forgotten after a day, local mail after a week.
  clearInterval(holder.__geokatalogBersihSelang);
  holder.__geokatalogBersihSelang = setInterval(() => {
    bukaDb()
      .then(async (db) => {
        await hapusSesiLama(db);
        await hapusKotakSuratLama(db);
      })
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
