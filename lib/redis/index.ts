import "server-only";
import type { Redis } from "ioredis";
import { env } from "@/lib/env";

// One client per process, kept on globalThis so dev reloads do not open a new connection each time.
const holder = globalThis as unknown as { __geokatalogRedis?: Promise<Redis | null>; __geokatalogRedisSiap?: Set<() => void> };

/** Called each time the connection becomes ready again after an outage (e.g. to apply a missed cache bump). */
export function padaRedisPulih(f: () => void): void {
  (holder.__geokatalogRedisSiap ??= new Set()).add(f);
}

/**
 * The process's Redis client, or null without REDIS_URL (then rate limits and the CSW generation live in
 * process memory, which is only right for a single development instance).
 *
 * The client never queues commands while disconnected and gives up on a command after a second: callers treat
 * a failed command as "Redis is down" and degrade (cache bypassed, per-instance rate limits) at once instead of
 * making every request wait for a reconnect. ioredis keeps reconnecting in the background (at most every 2 s).
 */
export function getRedis(): Promise<Redis | null> {
  return (holder.__geokatalogRedis ??= bukaRedis());
}

async function bukaRedis(): Promise<Redis | null> {
  const url = env().REDIS_URL;
  if (!url) return null;
  const { Redis: RedisClient } = await import("ioredis");
  const client = new RedisClient(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    retryStrategy: (kali) => Math.min(kali * 100, 2_000),
  });
  let terputus = false;
  client.on("error", (err: Error) => {
    if (!terputus) console.error("[redis] tidak tersedia:", err.message);
    terputus = true;
  });
  client.on("ready", () => {
    if (terputus) console.error("[redis] tersambung kembali");
    terputus = false;
    for (const f of holder.__geokatalogRedisSiap ?? []) f();
  });
  // Every request of a fresh instance waits for the socket to open (at most half a second), not only the first:
  // the others would otherwise take the degraded path, each logging "Redis down", while it opens.
  await new Promise<void>((ok) => {
    const t = setTimeout(ok, 500);
    client.once("ready", () => (clearTimeout(t), ok()));
  });
  return client;
}

/** A key under this deployment's prefix. */
export function kunciRedis(...bagian: string[]): string {
  return [env().REDIS_PREFIX, ...bagian].join(":");
}

/** Use this client (or none) for the rest of the process (tests). */
export function setRedis(client: Redis | null): void {
  holder.__geokatalogRedis = Promise.resolve(client);
}
