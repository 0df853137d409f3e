import "server-only";
import { Ratelimit } from "@upstash/ratelimit";
import { ApiError } from "@/lib/http/errors";
import { getRedis, kunciRedis } from "@/lib/redis";
import { upstashDariIoredis } from "./ioredis-adapter";
import { KEBIJAKAN, type NamaKebijakan } from "./policies";

export { KEBIJAKAN, type NamaKebijakan } from "./policies";

export type HasilBatas = { berhasil: boolean; sisa: number };

type Pembatas = (kunci: string) => Promise<HasilBatas>;

const holder = globalThis as unknown as { __geokatalogPembatas?: Map<string, Pembatas> };

/** Redis-backed limiter: shared by every app instance on the same Redis and prefix. */
function pembatasRedis(nama: NamaKebijakan, redis: Parameters<typeof upstashDariIoredis>[0]): Pembatas {
  const k = KEBIJAKAN[nama];
  const rl = new Ratelimit({
    redis: upstashDariIoredis(redis) as unknown as ConstructorParameters<typeof Ratelimit>[0]["redis"],
    limiter: Ratelimit.fixedWindow(k.batas, `${k.jendelaDetik} s`),
    prefix: kunciRedis("rl", nama),
    analytics: false,
    // The in-process "already blocked" cache would let one instance keep refusing after an admin cleared a key.
    ephemeralCache: false,
    timeout: 0,
  });
  return async (kunci) => {
    const r = await rl.limit(kunci);
    return { berhasil: r.success, sisa: r.remaining };
  };
}

/** Per-process fixed window, for development without REDIS_URL. */
function pembatasMemori(nama: NamaKebijakan): Pembatas {
  const k = KEBIJAKAN[nama];
  const jendelaMs = k.jendelaDetik * 1000;
  const hitungan = new Map<string, { jendela: number; n: number }>();
  return async (kunci) => {
    const jendela = Math.floor(Date.now() / jendelaMs);
    if (hitungan.size > 10_000) for (const [key, v] of hitungan) if (v.jendela !== jendela) hitungan.delete(key);
    const e = hitungan.get(kunci);
    const n = e && e.jendela === jendela ? e.n + 1 : 1;
    hitungan.set(kunci, { jendela, n });
    return { berhasil: n <= k.batas, sisa: Math.max(0, k.batas - n) };
  };
}

async function pembatas(nama: NamaKebijakan): Promise<{ utama: Pembatas; cadangan: Pembatas | null }> {
  const redis = await getRedis();
  const map = (holder.__geokatalogPembatas ??= new Map());
  const ambil = (kunci: string, buat: () => Pembatas) => {
    let p = map.get(kunci);
    if (!p) map.set(kunci, (p = buat()));
    return p;
  };
  const memori = ambil(`memori:${nama}`, () => pembatasMemori(nama));
  if (!redis) return { utama: memori, cadangan: null };
  return { utama: ambil(`${kunciRedis("rl")}:${nama}`, () => pembatasRedis(nama, redis)), cadangan: memori };
}

const status = globalThis as unknown as { __geokatalogBatasLokal?: boolean };

/**
 * Count one request against a policy for a key (an IP, an account). When Redis cannot answer, the request is
 * counted against this instance's own window instead (logged once per outage): with N instances a client may get
 * up to N times the limit until Redis is back, which is better than no limit and better than refusing sign-ins.
 */
export async function batasi(nama: NamaKebijakan, kunci: string): Promise<HasilBatas> {
  const { utama, cadangan } = await pembatas(nama);
  try {
    const hasil = await utama(kunci);
    if (cadangan && status.__geokatalogBatasLokal) {
      status.__geokatalogBatasLokal = false;
      console.error("[ratelimit] Redis kembali: batas laju dihitung bersama lagi");
    }
    return hasil;
  } catch (err) {
    if (!cadangan) throw err;
    if (!status.__geokatalogBatasLokal) {
      status.__geokatalogBatasLokal = true;
      console.error(`[ratelimit] Redis tidak tersedia (${err instanceof Error ? err.message : String(err)}): batas laju dihitung per instans`);
    }
    return cadangan(kunci);
  }
}

/**
 * Throw the spec's 429 `{error}` (no Retry-After) when the policy's limit is exceeded for this key; `pesan`
 * replaces the policy's message where another endpoint shares its counters.
 */
export async function assertBatas(nama: NamaKebijakan, kunci: string, pesan: string = KEBIJAKAN[nama].pesan): Promise<void> {
  const r = await batasi(nama, kunci);
  if (!r.berhasil) throw new ApiError("terlalu_banyak_permintaan", pesan);
}
