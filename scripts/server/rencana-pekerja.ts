/**
 * How many server processes `npm start` and the Docker image run behind their one port (scripts/server/kluster.ts),
 * and each one's share of the database pool. Pure: the environment and the core count in, the plan out.
 */
import os from "node:os";

export type RencanaPekerja = {
  jumlah: number;
  /** DATABASE_POOL_MAX of each worker; the sum never passes the configured one. */
  pool: number[];
  /** DATABASE_PUBLIC_POOL_MAX of each worker (the public reads' own pool), split the same way. */
  poolPublik: number[];
  /** What was asked for: WEB_CONCURRENCY, else the number of cores. */
  diminta: number;
  asal: "WEB_CONCURRENCY" | "jumlah inti";
  /** Why fewer run than were asked for (one log line), if they do. */
  alasan?: string;
};

/** A larger number is a typo, not a machine: each worker holds a whole Next server (≈ 150 MB). */
const PEKERJA_MAKS = 64;
/** lib/env.ts's bounds and default for DATABASE_POOL_MAX and DATABASE_PUBLIC_POOL_MAX (keep in step). */
const POOL = { min: 1, maks: 200, bawaan: 10 };

/** "" counts as unset, as lib/env.ts treats it. */
const nilai = (env: Record<string, string | undefined>, nama: string) => (env[nama] === "" ? undefined : env[nama]);

function bilangan(teks: string | undefined, nama: string, min: number, maks: number, bawaan: number): number {
  if (teks === undefined) return bawaan;
  const n = Number(teks.trim());
  if (!/^\s*\d+\s*$/.test(teks) || n < min || n > maks) throw new Error(`Konfigurasi lingkungan tidak valid:\n${nama}: harus bilangan bulat ${min}–${maks} (tertulis "${teks}")`);
  return n;
}

/** `total` connections over `n` workers: as even as can be, the remainder to the first ones. */
export function bagiPool(total: number, n: number): number[] {
  return Array.from({ length: n }, (_, i) => Math.floor(total / n) + (i < total % n ? 1 : 0));
}

/**
 * One worker per core (WEB_CONCURRENCY overrides), except where state lives in one process: embedded PGlite (no
 * DATABASE_URL) is one process's directory, and without REDIS_URL the rate limits and the CSW cache generation
 * are process memory, which N workers would each keep apart, silently multiplying every limit by N. A pool too
 * small for a connection per worker also caps the count.
 */
export function rencanaPekerja(env: Record<string, string | undefined>, inti = os.availableParallelism()): RencanaPekerja {
  const diminta = bilangan(nilai(env, "WEB_CONCURRENCY"), "WEB_CONCURRENCY", 1, PEKERJA_MAKS, Math.min(inti, PEKERJA_MAKS));
  const poolMaks = bilangan(nilai(env, "DATABASE_POOL_MAX"), "DATABASE_POOL_MAX", POOL.min, POOL.maks, POOL.bawaan);
  const publikMaks = bilangan(nilai(env, "DATABASE_PUBLIC_POOL_MAX"), "DATABASE_PUBLIC_POOL_MAX", POOL.min, POOL.maks, POOL.bawaan);
  const satu: string[] = [];
  if (!nilai(env, "DATABASE_URL")) satu.push("tanpa DATABASE_URL basis datanya PGlite tertanam, direktorinya dipegang satu proses");
  if (!nilai(env, "REDIS_URL")) satu.push("tanpa REDIS_URL batas laju dan generasi cache CSW ada di memori proses, yang tidak terbagi antarpekerja");
  let jumlah = diminta;
  let alasan: string | undefined;
  if (diminta > 1 && satu.length) {
    jumlah = 1;
    alasan = satu.join("; ");
  } else if (diminta > Math.min(poolMaks, publikMaks)) {
    const [nama, maks] = poolMaks <= publikMaks ? ["DATABASE_POOL_MAX", poolMaks] : ["DATABASE_PUBLIC_POOL_MAX", publikMaks];
    jumlah = maks;
    alasan = `${nama}=${maks} cukup untuk ${maks} pekerja dengan satu koneksi masing-masing`;
  }
  return { jumlah, pool: bagiPool(poolMaks, jumlah), poolPublik: bagiPool(publikMaks, jumlah), diminta, asal: nilai(env, "WEB_CONCURRENCY") ? "WEB_CONCURRENCY" : "jumlah inti", alasan };
}

/** The start's one line on its topology. */
export function kalimatRencana(r: RencanaPekerja): string {
  const asal = r.asal;
  const pool = `pool basis data ${r.pool.join(" + ")} koneksi`;
  if (r.alasan) return `[server] ${r.jumlah} pekerja, bukan ${r.diminta} (${asal}): ${r.alasan}; ${pool}`;
  return `[server] ${r.jumlah} pekerja (${asal}) berbagi satu port; ${pool}`;
}

/**
 * Wait before restarting a crashed worker: at once after a long life, then 1, 2, 4 … 30 s for each crash in a row
 * that came soon after its start, so a worker that cannot stay up costs a start every 30 s, not a spinning core.
 */
export function jedaMulaiUlang(berturut: number): number {
  return berturut <= 0 ? 0 : Math.min(30_000, 1000 * 2 ** (berturut - 1));
}

/** A worker that lived at least this long before it crashed starts a new series of quick restarts. */
export const UMUR_STABIL_MS = 60_000;
