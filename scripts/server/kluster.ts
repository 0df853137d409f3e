/**
 * The primary of `npm start` and the Docker image: N workers, each Next's standalone server.js, behind one port.
 * server.js listens on PORT itself; in a node:cluster worker that listen is handed to the primary, which owns the
 * socket and deals new connections to the workers in turn (Node's round-robin scheduling; SO_REUSEPORT is not
 * available through Node's http). Each worker is a whole server (instrumentation.ts `register`, its own pool of
 * its share of DATABASE_POOL_MAX, its own graceful shutdown, lib/http/penutupan.ts).
 *
 * SIGTERM/SIGINT go to every worker; each drains and exits, then the primary exits: 128 + the signal's number
 * when every worker drained (what one server.js gives), 1 when one had to be forced. A worker that crashes is
 * started again after a back-off; one that exits before its `register` finished while none has ever started is a
 * failed start (a bad configuration), and the primary stops with its code rather than retrying it forever.
 */
import cluster, { type Worker } from "node:cluster";
import os from "node:os";
import { jedaMulaiUlang, kalimatRencana, UMUR_STABIL_MS, type RencanaPekerja } from "./rencana-pekerja";

export type OpsiKluster = {
  /** Path of the worker process: pekerja.mjs, the standalone server.js behind the response shim. */
  server: string;
  cwd: string;
  /** Every worker's environment (PORT, HOSTNAME...); its DATABASE_POOL_MAX is replaced by the worker's share. */
  env: Record<string, string | undefined>;
  rencana: RencanaPekerja;
  /** A worker still running this long after the signal is killed (each exits by itself after 9 s). */
  batasHentiMs?: number;
};

type Slot = { nomor: number; pool: number; poolPublik: number; worker?: Worker; mulaiPada: number; berturut: number; jeda?: NodeJS.Timeout };

const kodeSinyal = (s: NodeJS.Signals) => 128 + (os.constants.signals[s] ?? 0);

export function jalankanKluster(o: OpsiKluster): void {
  console.log(kalimatRencana(o.rencana));
  // execArgv: the primary may run under tsx; server.js is plain JavaScript and needs no loader.
  cluster.setupPrimary({ exec: o.server, cwd: o.cwd, execArgv: [], args: [] });
  const slot: Slot[] = o.rencana.pool.map((pool, i) => ({ nomor: i + 1, pool, poolPublik: o.rencana.poolPublik[i]!, mulaiPada: 0, berturut: 0 }));
  let adaSiap = false;
  let berhenti: NodeJS.Signals | undefined;
  let kodeGagalMulai: number | undefined;
  const kodeAkhir: number[] = [];

  const mulai = (s: Slot) => {
    s.jeda = undefined;
    s.mulaiPada = Date.now();
    const w = cluster.fork({ ...o.env, DATABASE_POOL_MAX: String(s.pool), DATABASE_PUBLIC_POOL_MAX: String(s.poolPublik), GEOKATALOG_PEKERJA: String(s.nomor) });
    s.worker = w;
    w.on("message", (m: unknown) => {
      if ((m as { geokatalog?: string } | null)?.geokatalog === "siap") adaSiap = true;
    });
    w.on("exit", (kode, sinyal) => keluar(s, w, kode, sinyal as NodeJS.Signals | null));
  };

  const selesaiBilaHabis = () => {
    if (!berhenti || slot.some((s) => s.worker)) return;
    const bersih = kodeSinyal(berhenti);
    process.exit(kodeGagalMulai ?? (kodeAkhir.every((k) => k === bersih || k === 0) ? bersih : 1));
  };

  const hentikan = (sinyal: NodeJS.Signals) => {
    if (berhenti) return;
    berhenti = sinyal;
    for (const s of slot) {
      clearTimeout(s.jeda);
      s.worker?.process.kill(sinyal);
    }
    setTimeout(() => {
      console.error("[server] pekerja belum berhenti setelah batas waktu penutupan; dihentikan paksa");
      for (const s of slot) s.worker?.process.kill("SIGKILL");
      process.exit(1);
    }, o.batasHentiMs ?? 10_000).unref();
    selesaiBilaHabis();
  };

  const keluar = (s: Slot, w: Worker, kode: number | null, sinyal: NodeJS.Signals | null) => {
    if (s.worker === w) s.worker = undefined;
    if (berhenti) {
      kodeAkhir.push(kode ?? (sinyal ? kodeSinyal(sinyal) : 1));
      return selesaiBilaHabis();
    }
    const sebab = kode !== null ? `kode ${kode}` : `sinyal ${sinyal}`;
    if (!adaSiap) {
      console.error(`[server] pekerja ${s.nomor} berhenti sebelum siap (${sebab}); server tidak dimulai`);
      kodeGagalMulai = kode || 1;
      return hentikan("SIGTERM");
    }
    s.berturut = Date.now() - s.mulaiPada >= UMUR_STABIL_MS ? 0 : s.berturut + 1;
    const jeda = jedaMulaiUlang(s.berturut);
    console.error(`[server] pekerja ${s.nomor} (pid ${w.process.pid}) berhenti (${sebab}); dimulai ulang ${jeda ? `dalam ${jeda / 1000} detik` : "sekarang"}`);
    s.jeda = setTimeout(() => mulai(s), jeda);
  };

  for (const sinyal of ["SIGTERM", "SIGINT"] as const) process.on(sinyal, () => hentikan(sinyal));
  for (const s of slot) mulai(s);
}
