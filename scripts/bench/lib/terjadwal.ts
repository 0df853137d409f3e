import http from "node:http";
import { performance } from "node:perf_hooks";

export type Permintaan<J extends string = string> = { jenis: J; url: string };
/** `detik`: when the request was due, in seconds from the start of the run. */
export type Hasil<J extends string = string> = { jenis: J; ms: number; status: number; detik: number };

/** Client addresses on the loopback (127.0.0.2–65): per-IP limits see 64 clients, as behind a real proxy. */
const AGEN = Array.from({ length: 64 }, (_, i) => ({ alamat: `127.0.0.${i + 2}`, agen: new http.Agent({ keepAlive: true, maxSockets: 4 }) }));

function kirim(p: Permintaan, k: number): Promise<number> {
  const { alamat, agen } = AGEN[k % AGEN.length]!;
  return new Promise((ok) => {
    const req = http.get(p.url, { agent: agen, localAddress: alamat, headers: { "accept-encoding": "gzip" }, timeout: 10_000 }, (res) => {
      res.resume();
      res.on("end", () => ok(res.statusCode ?? 0));
      res.on("error", () => ok(0));
    });
    req.on("timeout", () => req.destroy(new Error("batas waktu")));
    req.on("error", () => ok(0));
  });
}

/**
 * Open loop: request i is due at start + i/laju seconds whatever happened to the earlier ones, and its latency is
 * counted from that moment, so a server that falls behind shows its queueing (no coordinated omission).
 */
export async function kirimTerjadwal<J extends string>(buat: (i: number) => Permintaan<J>, opsi: { laju: number; durasiMs: number }): Promise<Hasil<J>[]> {
  const selang = 1000 / opsi.laju;
  const total = Math.floor(opsi.durasiMs / selang);
  const hasil: Hasil<J>[] = [];
  const berjalan: Promise<void>[] = [];
  const mulai = performance.now();
  let i = 0;
  await new Promise<void>((selesai) => {
    const detak = () => {
      const sekarang = performance.now();
      for (; i < total && mulai + i * selang <= sekarang; i++) {
        const jadwal = mulai + i * selang;
        const p = buat(i);
        berjalan.push(kirim(p, i).then((status) => void hasil.push({ jenis: p.jenis, ms: performance.now() - jadwal, status, detik: (jadwal - mulai) / 1000 })));
      }
      if (i < total) setTimeout(detak, Math.max(0, mulai + i * selang - performance.now()));
      else selesai();
    };
    detak();
  });
  await Promise.all(berjalan);
  return hasil;
}

export type Ringkasan = { jenis: string; jumlah: number; p50: number; p95: number; p99: number; maks: number; s2xx: number; s4xx: number; s5xx: number; galat: number };

export function ringkas(jenis: string, h: Hasil[]): Ringkasan {
  const ms = h.map((x) => x.ms).sort((a, b) => a - b);
  const p = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? NaN;
  const hitung = (f: (s: number) => boolean) => h.filter((x) => f(x.status)).length;
  return {
    jenis,
    jumlah: h.length,
    p50: p(0.5),
    p95: p(0.95),
    p99: p(0.99),
    maks: ms.at(-1) ?? NaN,
    s2xx: hitung((s) => s >= 200 && s < 300),
    s4xx: hitung((s) => s >= 400 && s < 500),
    s5xx: hitung((s) => s >= 500),
    galat: hitung((s) => s === 0),
  };
}

/** The run cut into windows of `lebarDetik`, so a stall (a cache expiring at once, a pause) shows when it happened. */
export function perJendela(h: Hasil[], lebarDetik: number): Ringkasan[] {
  const jendela = new Map<number, Hasil[]>();
  for (const x of h) {
    const k = Math.floor(x.detik / lebarDetik);
    if (!jendela.has(k)) jendela.set(k, []);
    jendela.get(k)!.push(x);
  }
  return [...jendela.entries()].sort(([a], [b]) => a - b).map(([k, xs]) => ringkas(`${k * lebarDetik}–${(k + 1) * lebarDetik} s`, xs));
}
