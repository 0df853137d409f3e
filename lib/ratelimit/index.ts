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

async function pembatas(nama: NamaKebijakan): Promise<Pembatas> {
  const redis = await getRedis();
  const cacheKey = `${redis ? kunciRedis("rl") : "memori"}:${nama}`;
  const map = (holder.__geokatalogPembatas ??= new Map());
  let p = map.get(cacheKey);
  if (!p) {
    p = redis ? pembatasRedis(nama, redis) : pembatasMemori(nama);
    map.set(cacheKey, p);
  }
  return p;
}

/**
 * Count one request against a policy for a key (an IP, an account). A Redis outage lets the request through
 * (logged): sign-in must not depend on the limiter's store; argon2 and the OTP attempt cap still slow guessing.
 */
export async function batasi(nama: NamaKebijakan, kunci: string): Promise<HasilBatas> {
  try {
    return await (await pembatas(nama))(kunci);
  } catch (err) {
    console.error(`[ratelimit] ${nama} tidak dapat diperiksa; permintaan diteruskan`, err instanceof Error ? err.message : err);
    return { berhasil: true, sisa: 0 };
  }
}

/** Throw the spec's 429 `{error}` (no Retry-After) when the policy's limit is exceeded for this key. */
export async function assertBatas(nama: NamaKebijakan, kunci: string): Promise<void> {
  const r = await batasi(nama, kunci);
  if (!r.berhasil) throw new ApiError("terlalu_banyak_permintaan", KEBIJAKAN[nama].pesan);
}
