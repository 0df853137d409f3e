import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { AKAR, tungguSehat } from "@/scripts/server/standalone";
import { batasUnik, skenarioCsw } from "./csw-skenario";
import { cetakTabel, jalankanBeban } from "./load";
import { DIST_BENCH } from "./server";

/**
 * Requests per second of the default production start (`npm start`: one worker per core, scripts/server/kluster.ts)
 * against the same start with WEB_CONCURRENCY=1, at 1 and 10 clients, on the same database and Redis. Every
 * request is a different one (numbers continue across runs), so no answer comes from the cache.
 */

const KLIEN = [1, 10];

/** The rows of issue 19's table (lib/csw-skenario.ts) on one server, each request a function of its number. */
const skenario = (dasar: string, o: OpsiPekerja) => skenarioCsw(dasar, o.ids.length, o.ids, o.kata).filter((s) => s.targetCpu !== undefined);
type Skenario = ReturnType<typeof skenario>[number];

/** `tsx scripts/mulai.ts`, what `npm start` runs after db:siapkan, in its own process group. */
async function mulaiNpmStart(port: number, env: Record<string, string | undefined>): Promise<ChildProcess> {
  const proses = spawn(process.execPath, [path.join(AKAR, "node_modules/tsx/dist/cli.mjs"), "scripts/mulai.ts", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: AKAR,
    env: { ...process.env, ...env } as NodeJS.ProcessEnv,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  try {
    await tungguSehat(proses, `http://127.0.0.1:${port}`, 120_000);
  } catch (err) {
    process.kill(-proses.pid!, "SIGKILL");
    throw err;
  }
  return proses;
}

async function hentikan(proses: ChildProcess): Promise<void> {
  if (proses.exitCode !== null || proses.signalCode !== null) return;
  const keluar = new Promise((ok) => proses.once("exit", ok));
  process.kill(proses.pid!, "SIGTERM");
  await keluar;
}

/** The cache entries and limit windows the runs left in Redis. */
async function hapusKunci(url: string, pola: string): Promise<void> {
  const redis = new Redis(url);
  try {
    const kunci = await redis.keys(pola);
    if (kunci.length) await redis.del(...kunci);
  } finally {
    redis.disconnect();
  }
}

export type OpsiPekerja = {
  databaseUrl: string;
  ids: string[];
  /** Distinct words of the public records (the AnyText rows search one per request). */
  kata: string[];
  port: number;
  /** Requests per scenario at 10 clients (half as many at 1). */
  jumlah: number;
};

/**
 * Measures and prints the table. Both starts run side by side (ports `port` and `port` + 1) and each row is
 * measured on one and then the other, the order alternating: on a shared machine the load drifts, and two runs
 * back to back see nearly the same drift, where one configuration after the other would not.
 */
export async function ukurPekerja(o: OpsiPekerja): Promise<void> {
  const daftar = skenario("", o);
  const unik = batasUnik(o.ids.length, o.ids.length, o.kata.length);
  const berikut = new Map<string, number>();
  /** The next `n` request numbers of a scenario, never used before in this run. */
  const ambil = (s: Skenario, n: number) => {
    const awal = berikut.get(s.nama) ?? 0;
    const batas = unik[s.nama] ?? Infinity;
    if (awal + n > batas) throw new Error(`${s.nama}: ${awal + n} permintaan melebihi ${batas} yang berbeda; kurangi --requests`);
    berikut.set(s.nama, awal + n);
    return awal;
  };
  const inti = os.availableParallelism();
  const konfigurasi = [
    { nama: "WEB_CONCURRENCY=1", env: { WEB_CONCURRENCY: "1" }, port: o.port },
    { nama: `bawaan (${inti} inti)`, env: { WEB_CONCURRENCY: undefined }, port: o.port + 1 },
  ].map((k) => ({ ...k, skenario: skenario(`http://127.0.0.1:${k.port}/csw?service=CSW&version=2.0.2`, o) }));
  type Konfigurasi = (typeof konfigurasi)[number];
  const ukur = async (k: Konfigurasi, s: Skenario, nama: string, n: number, klien: number) => {
    const awal = ambil(s, n);
    const sk = k.skenario.find((x) => x.nama === s.nama)!;
    const h = await jalankanBeban(nama, (i) => sk.permintaan(awal + i), { jumlah: n, klien });
    if (h.gagal) throw new Error(`${s.nama}, ${klien} klien, ${k.nama}: ${h.gagal} permintaan gagal`);
    return h;
  };
  const rps = new Map<string, number>();
  const p50 = new Map<string, number>();
  const proses: ChildProcess[] = [];
  const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
  const prefix = `gk-bench-pekerja-${crypto.randomBytes(3).toString("hex")}`;
  try {
    for (const k of konfigurasi) {
      console.error(`Permintaan/detik: npm start, ${k.nama}, port ${k.port}…`);
      proses.push(
        await mulaiNpmStart(k.port, {
          NEXT_DIST_DIR: DIST_BENCH,
          DATABASE_URL: o.databaseUrl,
          REDIS_URL: redisUrl,
          REDIS_PREFIX: `${prefix}-${k.port}`,
          AUTH_SECRET: process.env.AUTH_SECRET ?? crypto.randomBytes(32).toString("base64url"),
          // All clients come from 127.0.0.1: the per-IP concurrency limit (default 4) would refuse the 10-client runs.
          PUBLIC_CONCURRENT_PER_IP: "1000",
          ...k.env,
        }),
      );
    }
    let baris = 0;
    for (const s of daftar) {
      // Four times `jumlah` requests per row in all (warm-up, 10 and 1 clients, both starts), each different.
      const jumlah = Math.max(10, Math.min(Math.ceil(o.jumlah * s.porsi), Math.floor((unik[s.nama] ?? Infinity) / 4)));
      // Warm-up of every worker (routes loaded, V8 settled), not measured.
      for (const k of konfigurasi) await ukur(k, s, "pemanasan", Math.ceil(jumlah / 2), 10);
      for (const klien of KLIEN) {
        const n = klien === 1 ? Math.max(10, Math.ceil(jumlah / 2)) : jumlah;
        for (const k of baris++ % 2 ? [...konfigurasi].reverse() : konfigurasi) {
          const h = await ukur(k, s, s.nama, n, klien);
          rps.set(`${k.nama}|${s.nama}|${klien}`, h.rps);
          p50.set(`${k.nama}|${s.nama}|${klien}`, h.p50);
        }
      }
    }
  } finally {
    for (const p of proses) await hentikan(p);
    await hapusKunci(redisUrl, `${prefix}-*`);
  }
  const [satu, semua] = konfigurasi.map((k) => k.nama) as [string, string];
  console.log(`\nPermintaan/detik, npm start (semua inti) dibanding WEB_CONCURRENCY=1, ${o.ids.length} rekaman publik, setiap permintaan berbeda`);
  console.log(`Beban mesin (load average 1 menit) di akhir: ${os.loadavg()[0]!.toFixed(1)} pada ${inti} inti\n`);
  cetakTabel(
    ["skenario", "klien", `req/s ${satu}`, `req/s ${semua}`, "rasio", `p50 ${semua} (ms)`],
    daftar.flatMap((s) =>
      KLIEN.map((klien) => {
        const a = rps.get(`${satu}|${s.nama}|${klien}`)!;
        const b = rps.get(`${semua}|${s.nama}|${klien}`)!;
        return [s.nama, klien, a.toFixed(1), b.toFixed(1), `${(b / a).toFixed(2)}×`, p50.get(`${semua}|${s.nama}|${klien}`)!.toFixed(1)];
      }),
    ),
  );
}
