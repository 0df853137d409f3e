import "server-only";
import { getRedis, kunciRedis } from "@/lib/redis";

/**
 * The CSW cache generation (spec 4.4 "Caching"): every status change of a record bumps it, and CSW responses
 * are cached under the current generation, so a bump makes every cached response stale on every instance.
 * In Redis when configured; in process memory otherwise (one development instance).
 */
const holder = globalThis as unknown as { __geokatalogGenerasiCsw?: number };

const KUNCI = () => kunciRedis("csw", "generasi");

export async function bacaGenerasiCsw(): Promise<number> {
  const redis = await getRedis();
  if (!redis) return holder.__geokatalogGenerasiCsw ?? 0;
  return Number((await redis.get(KUNCI())) ?? 0);
}

/** Called after a transition commits. Never throws: a failed bump only delays freshness by the cache lifetime. */
export async function naikkanGenerasiCsw(): Promise<void> {
  try {
    const redis = await getRedis();
    if (!redis) {
      holder.__geokatalogGenerasiCsw = (holder.__geokatalogGenerasiCsw ?? 0) + 1;
      return;
    }
    await redis.incr(KUNCI());
  } catch (err) {
    console.error("[csw] generasi cache tidak dapat dinaikkan", err instanceof Error ? err.message : err);
  }
}
