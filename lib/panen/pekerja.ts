import os from "node:os";
import type { Db } from "@/lib/db/client";
import { jalankanJalan, OPSI_MESIN_BAWAAN } from "./mesin";
import { detakPenjadwal } from "./penjadwal";
import { klaimJalan, lepasSewa } from "./sewa";

const SELANG_MS = 5_000;

type Keadaan = { pewaktu?: NodeJS.Timeout; berjalan?: Promise<void>; jalanId?: string; berhenti: boolean; pemegang: string; db?: Db };
const holder = globalThis as unknown as { __gkPekerjaPanen?: Keadaan };

/** This instance's name on the runs it holds: host and process, so the dashboard can say who runs what. */
export const namaPemegang = (): string => `${os.hostname()}:${process.pid}`;

/**
 * The harvest worker of this instance: every 5 s a scheduler tick, then, when idle, claim one run and run it to
 * its end. Several instances share the runs through the lease (lib/panen/sewa.ts). Started from
 * instrumentation.ts beside the outbox worker.
 */
export function mulaiPekerjaPanen(getDb: () => Promise<Db>): void {
  if (holder.__gkPekerjaPanen) return;
  const k: Keadaan = { berhenti: false, pemegang: namaPemegang() };
  holder.__gkPekerjaPanen = k;
  const putaran = async () => {
    if (k.berhenti || k.berjalan) return;
    const db = (k.db ??= await getDb());
    await detakPenjadwal(db);
    const id = await klaimJalan(db, k.pemegang, OPSI_MESIN_BAWAAN.sewaMs);
    if (!id) return;
    k.jalanId = id;
    k.berjalan = jalankanJalan(db, id, { ...OPSI_MESIN_BAWAAN, pemegang: k.pemegang, lapor: () => {} }).finally(() => {
      k.berjalan = undefined;
      k.jalanId = undefined;
    });
  };
  k.pewaktu = setInterval(() => void putaran().catch((err) => console.error(`[panen] ${err instanceof Error ? err.message : err}`)), SELANG_MS);
  k.pewaktu.unref();
}

/** Shutdown: stop claiming and give the run in hand back, so another instance takes it over at once. */
export async function hentikanPekerjaPanen(): Promise<void> {
  const k = holder.__gkPekerjaPanen;
  if (!k) return;
  k.berhenti = true;
  clearInterval(k.pewaktu);
  if (k.jalanId && k.db) await lepasSewa(k.db, k.jalanId, k.pemegang).catch(() => {});
  holder.__gkPekerjaPanen = undefined;
}
