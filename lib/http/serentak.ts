import "server-only";
import crypto from "node:crypto";
import { env } from "@/lib/env";
import { getRedis, kunciRedis } from "@/lib/redis";
import { ApiError } from "./errors";

/**
 * Per-IP limit on concurrent uncached public work (/csw computations, public API requests): one client cannot
 * take every connection of the public pool however many requests it opens at once. A harvester walking pages one
 * after another never holds more than one permit. Permits live in Redis, shared by every instance, each with its
 * own expiry, so the permits of an instance that crashed mid-request lapse by themselves; without Redis (or while
 * it is down) each instance counts its own.
 */

/** A permit's life in Redis: far longer than a request holds one (its queries stop after the public timeout). */
export const UMUR_IZIN_DETIK = 60;
/** Retry-After of the refusal: permits of well-behaved requests come back within a second or so. */
export const COBA_LAGI_DETIK = 1;

/** The refusal: 429 `{error}` on the API, NoApplicableCode with HTTP 429 on /csw, both with Retry-After. */
export class TerlaluBanyakSerentak extends ApiError {
  constructor(batas: number) {
    super(
      "terlalu_banyak_permintaan",
      `Terlalu banyak permintaan serentak dari alamat ini (batas ${batas} sekaligus). Tunggu hingga permintaan sebelumnya selesai, lalu coba lagi.`,
      undefined,
      COBA_LAGI_DETIK,
    );
  }
}

// Redis' own clock, so instances with skewed clocks agree on when a permit lapses. Expired permits are dropped
// before counting; the key itself expires with its newest permit.
const SKRIP_AMBIL = `
local t = redis.call('TIME')
local sekarang = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', sekarang)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], sekarang + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]))
return 1`;

const holder = globalThis as unknown as { __gkSerentak?: Map<string, number>; __gkSerentakLokal?: boolean };
const lokal = (holder.__gkSerentak ??= new Map());

function ambilLokal(ip: string, batas: number): (() => void) | null {
  const n = lokal.get(ip) ?? 0;
  if (n >= batas) return null;
  lokal.set(ip, n + 1);
  return () => {
    const sisa = (lokal.get(ip) ?? 1) - 1;
    if (sisa <= 0) lokal.delete(ip);
    else lokal.set(ip, sisa);
  };
}

async function ambilRedis(ip: string, batas: number): Promise<(() => void) | null | "tanpa-redis"> {
  const redis = await getRedis();
  if (!redis) return "tanpa-redis";
  const kunci = kunciRedis("serentak", ip);
  const id = crypto.randomUUID();
  try {
    const ok = await redis.eval(SKRIP_AMBIL, 1, kunci, batas, UMUR_IZIN_DETIK * 1000, id);
    if (holder.__gkSerentakLokal) {
      holder.__gkSerentakLokal = false;
      console.error("[serentak] Redis kembali: batas serentak dihitung bersama lagi");
    }
    if (ok !== 1) return null;
    return () => void redis.zrem(kunci, id).catch(() => {}); // a lost release lapses with the permit's expiry
  } catch (err) {
    if (!holder.__gkSerentakLokal) {
      holder.__gkSerentakLokal = true;
      console.error(`[serentak] Redis tidak tersedia (${err instanceof Error ? err.message : String(err)}): batas serentak dihitung per instans`);
    }
    return "tanpa-redis";
  }
}

/** Take one of the IP's permits or throw TerlaluBanyakSerentak; the returned function gives it back (once). */
export async function ambilIzin(ip: string): Promise<() => void> {
  const batas = env().PUBLIC_CONCURRENT_PER_IP;
  const r = await ambilRedis(ip, batas);
  const lepas = r === "tanpa-redis" ? ambilLokal(ip, batas) : r;
  if (!lepas) throw new TerlaluBanyakSerentak(batas);
  let dilepas = false;
  return () => {
    if (dilepas) return;
    dilepas = true;
    lepas();
  };
}

/**
 * Run `fn` holding one of the IP's permits. The permit is given back when `fn` settles, or, when it yields a
 * stream (a large CSW page), when the stream ends, fails or is cancelled by the client.
 */
export async function denganIzin<T>(ip: string, fn: () => Promise<T>): Promise<T> {
  const lepas = await ambilIzin(ip);
  let hasil: T;
  try {
    hasil = await fn();
  } catch (err) {
    lepas();
    throw err;
  }
  if (hasil instanceof ReadableStream) return lepasSetelahAliran(hasil as ReadableStream<Uint8Array>, lepas) as T;
  lepas();
  return hasil;
}

function lepasSetelahAliran(aliran: ReadableStream<Uint8Array>, lepas: () => void): ReadableStream<Uint8Array> {
  const pembaca = aliran.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(c) {
      try {
        const { done, value } = await pembaca.read();
        if (done) {
          lepas();
          c.close();
        } else c.enqueue(value);
      } catch (err) {
        lepas();
        c.error(err);
      }
    },
    cancel(alasan) {
      lepas();
      return pembaca.cancel(alasan);
    },
  });
}
