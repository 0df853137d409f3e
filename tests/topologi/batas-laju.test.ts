import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { mulaiProksi } from "@/scripts/topologi/proksi";
import { createTestDatabase } from "@/tests/helpers/db";
import { hentikanServer, mulaiServer, pastikanBuild, type ServerUji } from "@/tests/helpers/server";

// The realistic setup: two `next start` instances behind a reverse proxy that appends X-Forwarded-For, with
// TRUSTED_PROXY=1. The verify limit (20 per IP per minute) is counted once across both instances, per real
// client, and a client-forged X-Forwarded-For does not buy more requests.

process.env.TEST_PG_ADMIN_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const prefix = `gk-topo-${crypto.randomBytes(4).toString("hex")}`;
let h: DatabaseHandle;
let a: ServerUji;
let b: ServerUji;
let proksi: Awaited<ReturnType<typeof mulaiProksi>>;

beforeAll(async () => {
  await pastikanBuild();
  h = await createTestDatabase();
  const env = { DATABASE_URL: h.url!, DATABASE_POOL_MAX: "3", REDIS_URL, REDIS_PREFIX: prefix, AUTH_SECRET: crypto.randomBytes(32).toString("base64url"), PUBLIC_BASE_URL: "http://127.0.0.1", TRUSTED_PROXY: "1" };
  [a, b] = await Promise.all([mulaiServer(env), mulaiServer(env)]);
  proksi = await mulaiProksi([a.url, b.url]);
}, 600_000);

afterAll(async () => {
  await proksi?.tutup();
  await Promise.all([hentikanServer(a), hentikanServer(b)]);
  await h?.close();
  const { Redis } = await import("ioredis");
  const r = new Redis(REDIS_URL);
  const kunci = await r.keys(`${prefix}:*`);
  if (kunci.length) await r.del(...kunci);
  r.disconnect();
});

describe("rate limit across two instances behind the proxy", () => {
  it("20 per client per minute in total, forged X-Forwarded-For included", async () => {
    const status: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await fetch(`${proksi.url}/api/verify/${"A".repeat(43)}`, { headers: { "x-forwarded-for": `203.0.113.${i}` } });
      await res.arrayBuffer();
      status.push(res.status);
    }
    expect(status.filter((s) => s === 429)).toHaveLength(10);
    expect(status.slice(0, 20).every((s) => s === 404)).toBe(true);
  });
});
