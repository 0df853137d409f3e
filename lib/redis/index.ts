import "server-only";
import type { Redis } from "ioredis";
import { env } from "@/lib/env";

// One client per process, kept on globalThis so dev reloads do not open a new connection each time.
const holder = globalThis as unknown as { __geokatalogRedis?: Redis | null };

/**
 * The process's Redis client, or null without REDIS_URL (then rate limits and the CSW generation live in
 * process memory, which is only right for a single development instance).
 */
export async function getRedis(): Promise<Redis | null> {
  if (holder.__geokatalogRedis !== undefined) return holder.__geokatalogRedis;
  const url = env().REDIS_URL;
  if (!url) return (holder.__geokatalogRedis = null);
  const { Redis: RedisClient } = await import("ioredis");
  // Fail fast rather than queue forever when Redis is down: callers decide what an outage means.
  const client = new RedisClient(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: false });
  client.on("error", (err) => console.error("[redis]", err.message));
  holder.__geokatalogRedis = client;
  return client;
}

/** A key under this deployment's prefix. */
export function kunciRedis(...bagian: string[]): string {
  return [env().REDIS_PREFIX, ...bagian].join(":");
}

/** Use this client (or none) for the rest of the process (tests). */
export function setRedis(client: Redis | null): void {
  holder.__geokatalogRedis = client;
}
