import "server-only";
import crypto from "node:crypto";
import { catatGalat } from "@/lib/keamanan/catat-galat";
import { getRedis, kunciRedis } from "@/lib/redis";
import { bacaGenerasiCsw } from "./csw-generasi";
import { ambilTiket, lepasTiket, sedangBerjalan, sekaliJalan } from "./sekali-jalan";

/** Small in-process store for deployments without Redis (one instance): bounded, oldest entries evicted first. */
const MAKS_ENTRI_LOKAL = 1_000;
const holder = globalThis as unknown as { __geokatalogCacheTeks?: Map<string, { sampai: number; teks: string }> };
const lokal = (holder.__geokatalogCacheTeks ??= new Map());

function simpanLokal(kunci: string, teks: string, ttlDetik: number): void {
  if (lokal.size >= MAKS_ENTRI_LOKAL) lokal.delete(lokal.keys().next().value as string);
  lokal.set(kunci, { sampai: Date.now() + ttlDetik * 1000, teks });
}

/** The entry and its remaining life in ms. */
function bacaLokal(kunci: string): { teks: string; sisaMs: number } | undefined {
  const e = lokal.get(kunci);
  if (!e) return undefined;
  if (e.sampai > Date.now()) return { teks: e.teks, sisaMs: e.sampai - Date.now() };
  lokal.delete(kunci);
  return undefined;
}

let logTerakhir = 0;

/** During a Redis outage every request would log the same line: once a minute is enough to see it. */
function catatJarang(awal: string, err: unknown): void {
  if (Date.now() - logTerakhir < 60_000) return;
  logTerakhir = Date.now();
  catatGalat(awal, err);
}

type Redis = NonNullable<Awaited<ReturnType<typeof getRedis>>>;

/**
 * Early refresh: in the last quarter of an entry's life each read refreshes it with a probability growing as the
 * end nears, certainly in the last tenth of that quarter. A popular entry is recomputed in the background while
 * its readers keep the fresh copy, so it never expires under them; entries filled together are refreshed at
 * scattered moments instead of expiring together. Its age still never passes the TTL.
 */
export function perluSegarkan(sisaMs: number, ttlDetik: number, acak = Math.random()): boolean {
  const jendelaMs = ttlDetik * 250;
  return sisaMs >= 0 && sisaMs < jendelaMs * Math.max(acak, 0.1);
}

/**
 * Answers longer than this (characters) are not kept: a page of 50 full ISO records is 400–800 KB, which each
 * request would ship to Redis and back and which would push hundreds of small answers (counts, capabilities,
 * short pages) out of the bounded store, while the page itself is served from stored fragments (lib/xml/fragmen).
 */
export const BATAS_TEKS_CACHE = 256 * 1024;

async function simpan(redis: Redis | null, kunci: string, teks: string, ttlDetik: number): Promise<void> {
  if (teks.length > BATAS_TEKS_CACHE) return;
  try {
    if (redis) await redis.set(kunci, teks, "EX", ttlDetik);
    else simpanLokal(kunci, teks, ttlDetik);
  } catch (err) {
    catatJarang("[cache] tidak tersimpan", err);
  }
}

/** Recompute in the background, once in this process and, through a short Redis lock, once across instances. */
function segarkanLatar(redis: Redis | null, kunci: string, ttlDetik: number, hitung: () => Promise<string>): void {
  // Its own single-flight key: a reader missing the entry meanwhile must not be handed this promise's "".
  const kunciLatar = `${kunci}#latar`;
  if (sedangBerjalan(kunciLatar)) return;
  void sekaliJalan(kunciLatar, async () => {
    if (redis && (await redis.set(`${kunci}:segar`, "1", "PX", ttlDetik * 250, "NX")) !== "OK") return "";
    await simpan(redis, kunci, await hitung(), ttlDetik);
    return "";
  }).catch((err) => catatJarang("[cache] penyegaran gagal", err));
}

/** The sha256 (base64url) of a normalised request: its cache key, and the CSW ETag's second part. */
export function sidikKunci(kunci: unknown): string {
  return crypto.createHash("sha256").update(JSON.stringify(kunci)).digest("base64url");
}

/**
 * What a caller already computed for this request (/csw reads the generation and the key's hash for its ETag):
 * passing them saves a Redis round trip and a hash per cached answer. The generation must have been read before
 * the answer's data (a later bump then only abandons the entry).
 */
export type SudahDibaca = { generasi?: number; sidik?: string };

/**
 * Cache a rendered text (JSON or XML) of public data for `ttlDetik`, keyed by `bagian` and the normalised
 * request `kunci` under the current data generation: a publication or any status change bumps the generation,
 * so no instance serves a response older than the last change. Redis when configured, shared by every
 * instance; if Redis fails the text is computed directly (the cache is an optimisation, never a dependency).
 * A miss is computed once per instance however many requests wait for it.
 */
export async function denganCacheTeks(bagian: string, kunci: unknown, ttlDetik: number, hitung: () => Promise<string>, sudah: SudahDibaca = {}): Promise<string> {
  const sidik = sudah.sidik ?? sidikKunci(kunci);
  // Before the lookup: a computation of this answer that ends while we look is still ours to share.
  const tiket = ambilTiket();
  let redis: Redis | null = null;
  let kunciPenuh: string;
  try {
    redis = await getRedis();
    kunciPenuh = kunciRedis("cache", bagian, String(sudah.generasi ?? (await bacaGenerasiCsw())), sidik);
    const ada = redis ? await bacaRedis(redis, kunciPenuh) : bacaLokal(kunciPenuh);
    if (ada) {
      lepasTiket(tiket);
      if (perluSegarkan(ada.sisaMs, ttlDetik)) segarkanLatar(redis, kunciPenuh, ttlDetik, hitung);
      return ada.teks;
    }
  } catch (err) {
    lepasTiket(tiket);
    catatJarang("[cache] dilewati", err);
    return hitung();
  }
  const k = kunciPenuh;
  return sekaliJalan(k, async () => {
    const teks = await hitung();
    await simpan(redis, k, teks, ttlDetik);
    return teks;
  }, tiket);
}

async function bacaRedis(redis: Redis, kunci: string): Promise<{ teks: string; sisaMs: number } | undefined> {
  const hasil = await redis.multi().get(kunci).pttl(kunci).exec();
  const [[galatTeks, teks], [, sisaMs]] = hasil as [[Error | null, string | null], [Error | null, number]];
  if (galatTeks) throw galatTeks;
  return teks === null ? undefined : { teks, sisaMs: Number(sisaMs) };
}
