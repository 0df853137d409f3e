import { Worker } from "node:worker_threads";
import { LEVEL_POTONGAN, potongDeflate, type PotonganDeflate } from "./gzip-rakit";

/**
 * Compressing stored pieces on a thread of their own: a writer that renders many records (a harvest page, the
 * start's fill) renders the next batch on this thread while that one compresses the last, on the second core.
 * Plain JavaScript evaluated in the worker, so no bundler has to find a file for it; it only needs node:zlib.
 * potongDeflate's own settings (raw deflate ended by a sync flush), so a piece is the same bytes either way.
 */
const KODE = `
const { parentPort } = require("node:worker_threads");
const zlib = require("node:zlib");
parentPort.on("message", ({ id, teks }) => {
  try {
    const hasil = teks.map((t) => {
      const data = Buffer.from(t, "utf8");
      return { deflate: zlib.deflateRawSync(data, { level: ${LEVEL_POTONGAN}, finishFlush: zlib.constants.Z_SYNC_FLUSH }), crc: zlib.crc32(data), panjang: data.length };
    });
    parentPort.postMessage({ id, hasil });
  } catch (err) {
    parentPort.postMessage({ id, galat: String(err && err.message || err) });
  }
});`;

type Tunggu = { teks: string[]; terima: (p: PotonganDeflate[]) => void };

let pekerja: Worker | null = null;
let nomor = 0;
const menunggu = new Map<number, Tunggu>();

function dapatkanPekerja(): Worker | null {
  if (pekerja) return pekerja;
  try {
    const w = new Worker(KODE, { eval: true });
    w.on("message", (m: { id: number; hasil?: { deflate: Uint8Array; crc: number; panjang: number }[]; galat?: string }) => {
      const t = menunggu.get(m.id);
      if (!t) return;
      menunggu.delete(m.id);
      if (menunggu.size === 0) w.unref();
      if (m.galat !== undefined || !m.hasil) t.terima(t.teks.map((x) => potongDeflate(x)));
      else t.terima(m.hasil.map((h) => ({ deflate: Buffer.from(h.deflate.buffer, h.deflate.byteOffset, h.deflate.byteLength), crc: h.crc, panjang: h.panjang })));
    });
    // what a worker that dies held is compressed here; the next request starts another worker
    w.on("error", () => ambilAlih(w));
    w.on("exit", () => ambilAlih(w));
    w.unref();
    pekerja = w;
    return w;
  } catch (err) {
    if (!diberitahu) console.warn(`[pemampat] utas pemampat tidak dapat dimulai (${err instanceof Error ? err.message : err}); potongan dimampatkan di utas utama`);
    diberitahu = true;
    return null;
  }
}

let diberitahu = false;

function ambilAlih(w: Worker): void {
  if (pekerja === w) pekerja = null;
  if (menunggu.size > 0 && !diberitahu) {
    diberitahu = true;
    console.warn("[pemampat] utas pemampat berhenti; potongan dimampatkan di utas utama");
  }
  const sisa = [...menunggu.values()];
  menunggu.clear();
  for (const t of sisa) t.terima(t.teks.map((x) => potongDeflate(x)));
}

/** potongDeflate of each text, on the worker (on this thread when no worker runs or it fails). */
export function potongDeflateLatar(teks: string[]): Promise<PotonganDeflate[]> {
  const w = dapatkanPekerja();
  if (!w) return Promise.resolve(teks.map((t) => potongDeflate(t)));
  const id = ++nomor;
  return new Promise((terima) => {
    menunggu.set(id, { teks, terima });
    // held while it owes an answer: a process whose only work is waiting for it must not exit
    w.ref();
    w.postMessage({ id, teks });
  });
}
