import "server-only";
import crypto from "node:crypto";
import { getRedis, kunciRedis } from "@/lib/redis";
import { bacaGenerasiCsw } from "./csw-generasi";

/** Small in-process store for deployments without Redis (one instance): bounded, oldest entries evicted first. */
const MAKS_ENTRI_LOKAL = 1_000;
const holder = globalThis as unknown as { __geokatalogCacheTeks?: Map<string, { sampai: number; teks: string }> };
const lokal = (holder.__geokatalogCacheTeks ??= new Map());

function simpanLokal(kunci: string, teks: string, ttlDetik: number): void {
  if (lokal.size >= MAKS_ENTRI_LOKAL) lokal.delete(lokal.keys().next().value as string);
  lokal.set(kunci, { sampai: Date.now() + ttlDetik * 1000, teks });
}

function bacaLokal(kunci: string): string | undefined {
  const e = lokal.get(kunci);
  if (!e) return undefined;
  if (e.sampai > Date.now()) return e.teks;
  lokal.delete(kunci);
  return undefined;
}

let logTerakhir = 0;

/** During a Redis outage every request would log the same line: once a minute is enough to see it. */
function catatJarang(awal: string, err: unknown): void {
  if (Date.now() - logTerakhir < 60_000) return;
  logTerakhir = Date.now();
  console.error(awal, err instanceof Error ? err.message : err);
}

/**
 * Cache a rendered text (JSON or XML) of public data for `ttlDetik`, keyed by `bagian` and the normalised
 * request `kunci` under the current data generation: a publication or any status change bumps the generation,
 * so no instance serves a response older than the last change. Redis when configured, shared by every
 * instance; if Redis fails the text is computed directly (the cache is an optimisation, never a dependency).
 */
export async function denganCacheTeks(bagian: string, kunci: unknown, ttlDetik: number, hitung: () => Promise<string>): Promise<string> {
  const sidik = crypto.createHash("sha256").update(JSON.stringify(kunci)).digest("base64url");
  let redis: Awaited<ReturnType<typeof getRedis>> = null;
  let kunciPenuh: string;
  try {
    redis = await getRedis();
    kunciPenuh = kunciRedis("cache", bagian, String(await bacaGenerasiCsw()), sidik);
    const ada = redis ? await redis.get(kunciPenuh) : bacaLokal(kunciPenuh);
    if (ada !== null && ada !== undefined) return ada;
  } catch (err) {
    catatJarang("[cache] dilewati:", err);
    return hitung();
  }
  const teks = await hitung();
  try {
    if (redis) await redis.set(kunciPenuh, teks, "EX", ttlDetik);
    else simpanLokal(kunciPenuh, teks, ttlDetik);
  } catch (err) {
    catatJarang("[cache] tidak tersimpan:", err);
  }
  return teks;
}
