import http from "node:http";
import Redis from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as verify } from "@/app/api/verify/[token]/route";
import type { DatabaseHandle } from "@/lib/db/client";
import { HEADER_IP_SOKET, pasangPencatatIpSoket } from "@/lib/http/ip-soket";
import { getRedis, setRedis } from "@/lib/redis";
import { createTestDatabase } from "@/tests/helpers/db";
import { kirim, pakaiRedisUji } from "@/tests/helpers/sesi";
import { dalamSatuJendela } from "@/tests/helpers/jendela";

pakaiRedisUji();
let h: DatabaseHandle;
type Handler = Parameters<typeof kirim>[0];
const v = verify as Handler;
const cek = (token: string, opsi: { ip?: string; headers?: Record<string, string> } = {}) =>
  kirim<Record<string, unknown>>(v, `/api/verify/${encodeURIComponent(token)}`, { params: { token }, ...opsi });

beforeAll(async () => {
  h = await createTestDatabase();
});
afterAll(async () => {
  (await getRedis())?.disconnect();
  await h?.close();
});

describe("GET /api/verify/{token}: format (spec 4.1, 8)", () => {
  const ok = "A".repeat(43);
  it.each([
    ["42 characters", "A".repeat(42)],
    ["44 characters", "A".repeat(44)],
    ["a plus sign", `${"A".repeat(42)}+`],
    ["a slash", `${"A".repeat(42)}/`],
    ["padding", `${"A".repeat(42)}=`],
    ["a space", `${"A".repeat(42)} `],
    ["URL-encoded characters left encoded", `${"A".repeat(40)}%2F`],
    ["a non-ASCII letter", `${"A".repeat(42)}é`],
    ["empty", ""],
  ])("%s → 404 {valid:false}", async (_n, token) => {
    const r = await cek(token, { ip: "10.1.0.1" });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ valid: false });
  });

  it("a well-formed unknown token → 404 {valid:false}, never cached", async () => {
    const r = await cek(ok.replace(/A$/, "_"), { ip: "10.1.0.2" });
    expect(r).toMatchObject({ status: 404, body: { valid: false } });
    expect(r.headers.get("cache-control")).toBe("no-store");
  });

  it("the format is checked before any lookup: a broken database does not matter", async () => {
    const { setDatabase } = await import("@/lib/db");
    const rusak = { ...h, db: new Proxy(h.db, { get: () => () => { throw new Error("tidak boleh dipanggil"); } }) };
    setDatabase(rusak as DatabaseHandle);
    try {
      expect((await cek("pendek", { ip: "10.1.0.3" })).status).toBe(404);
    } finally {
      setDatabase(h);
    }
  });
});

describe("GET /api/verify/{token}: rate limit 20 per IP per 60 s, shared in Redis", () => {
  it("the 21st request in a minute is 429 without Retry-After; another IP is not affected", async () => {
    await dalamSatuJendela(60, 10);
    for (let i = 1; i <= 20; i++) expect((await cek("x".repeat(43), { ip: "10.2.0.1" })).status, `permintaan ${i}`).toBe(404);
    const r = await cek("x".repeat(43), { ip: "10.2.0.1" });
    expect(r.status).toBe(429);
    expect(r.headers.get("retry-after")).toBeNull();
    expect(r.body).toEqual({ error: expect.stringMatching(/Terlalu banyak/) });
    expect((await cek("x".repeat(43), { ip: "10.2.0.2" })).status).toBe(404);
  });

  it("two app instances (each with its own Redis client and limiter) share one count", async () => {
    const holder = globalThis as unknown as { __geokatalogPembatas?: Map<string, unknown> };
    const eigen = await getRedis();
    const a = new Redis(process.env.REDIS_URL!);
    const b = new Redis(process.env.REDIS_URL!);
    const instansi = (r: Redis) => {
      setRedis(r);
      holder.__geokatalogPembatas = new Map();
    };
    try {
      await dalamSatuJendela(60, 10);
      for (let i = 0; i < 20; i++) {
        instansi(i % 2 ? a : b);
        expect((await cek("y".repeat(43), { ip: "10.3.0.1" })).status).toBe(404);
      }
      instansi(a);
      expect((await cek("y".repeat(43), { ip: "10.3.0.1" })).status).toBe(429);
      instansi(b);
      expect((await cek("y".repeat(43), { ip: "10.3.0.1" })).status).toBe(429);
    } finally {
      a.disconnect();
      b.disconnect();
      setRedis(eigen);
      holder.__geokatalogPembatas = new Map();
    }
  });

  it("with the socket hook, the socket address counts and a forged X-Forwarded-For does not", async () => {
    // Simulates the hook's header: each request claims a new X-Forwarded-For, all from one socket.
    await dalamSatuJendela(60, 10);
    for (let i = 0; i < 20; i++) {
      expect((await cek("z".repeat(43), { ip: `172.16.0.${i}`, headers: { [HEADER_IP_SOKET]: "192.0.2.7" } })).status).toBe(404);
    }
    expect((await cek("z".repeat(43), { ip: "172.16.1.1", headers: { [HEADER_IP_SOKET]: "192.0.2.7" } })).status).toBe(429);
  });
});

describe("socket IP hook", () => {
  it("overwrites a client-sent header with the real peer address", async () => {
    pasangPencatatIpSoket();
    const server = http.createServer((req, res) => res.end(String(req.headers[HEADER_IP_SOKET])));
    await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
    const { port } = server.address() as { port: number };
    try {
      const r = await fetch(`http://127.0.0.1:${port}/`, { headers: { [HEADER_IP_SOKET]: "203.0.113.9", "x-forwarded-for": "203.0.113.9" } });
      expect(await r.text()).toBe("127.0.0.1");
    } finally {
      server.close();
    }
  });
});
