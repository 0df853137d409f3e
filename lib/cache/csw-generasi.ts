import "server-only";
import { catatLsnPrimer } from "@/lib/db/replika";
import { getRedis, kunciRedis, padaRedisPulih } from "@/lib/redis";

/**
 * The CSW cache generation (spec 4.4 "Caching"): every status change of a record bumps it, and CSW responses
 * are cached under the current generation, so a bump makes every cached response stale on every instance.
 * In Redis when configured; in process memory otherwise (one development instance).
 */
const holder = globalThis as unknown as { __geokatalogGenerasiCsw?: number; __geokatalogBumpTertunda?: "tertunda" | "menunggu" };

const KUNCI = () => kunciRedis("csw", "generasi");

/** The current generation; rejects when Redis is configured but cannot answer (callers then bypass the cache). */
export async function bacaGenerasiCsw(): Promise<number> {
  const redis = await getRedis();
  if (!redis) return holder.__geokatalogGenerasiCsw ?? 0;
  return Number((await redis.get(KUNCI())) ?? 0);
}

/**
 * Called after a transition commits. Never throws. A bump that Redis could not take is remembered and applied
 * as soon as the connection is back, so entries cached before the outage do not outlive a change made during it.
 */
export async function naikkanGenerasiCsw(): Promise<void> {
  try {
    const redis = await getRedis();
    if (!redis) {
      holder.__geokatalogGenerasiCsw = (holder.__geokatalogGenerasiCsw ?? 0) + 1;
      return;
    }
    // Before the bump: readers that see the new generation must find the change on the replica they read.
    await catatLsnPrimer();
    await redis.incr(KUNCI());
  } catch (err) {
    console.error("[csw] generasi cache tidak dapat dinaikkan; diulang saat Redis kembali", err instanceof Error ? err.message : err);
    // Registered once per process; later outages only set the flag again.
    if (holder.__geokatalogBumpTertunda === undefined) {
      padaRedisPulih(() => {
        if (holder.__geokatalogBumpTertunda !== "tertunda") return;
        holder.__geokatalogBumpTertunda = "menunggu";
        void naikkanGenerasiCsw();
      });
    }
    holder.__geokatalogBumpTertunda = "tertunda";
  }
}
