import crypto from "node:crypto";
import { setTimeout as tidur } from "node:timers/promises";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BATAS_TEKS_CACHE, denganCacheTeks, perluSegarkan } from "@/lib/cache/teks";
import { setRedis } from "@/lib/redis";

// A prefix of its own, so no other test file's generation bumps reach these keys in the shared Redis.
process.env.REDIS_PREFIX = `gk-uji-${crypto.randomBytes(4).toString("hex")}`;

/** A computation that counts its runs and takes a while, as a database query under load does. */
function penghitung(teks: (n: number) => string, ms = 40) {
  const c = {
    jalan: 0,
    hitung: async () => {
      c.jalan++;
      await tidur(ms);
      return teks(c.jalan);
    },
  };
  return c;
}

async function sampai(syarat: () => Promise<boolean>, batasMs = 3_000): Promise<void> {
  const akhir = Date.now() + batasMs;
  while (!(await syarat())) {
    if (Date.now() > akhir) throw new Error("syarat tidak terpenuhi");
    await tidur(10);
  }
}

describe("early refresh decision", () => {
  it("never before the last quarter of the life, always in the last tenth of that quarter", () => {
    const ttl = 60;
    expect(perluSegarkan(15_001, ttl, 0.999999)).toBe(false);
    expect(perluSegarkan(40_000, ttl, 0.999999)).toBe(false);
    expect(perluSegarkan(1_499, ttl, 0)).toBe(true);
    expect(perluSegarkan(7_000, ttl, 0.4)).toBe(false);
    expect(perluSegarkan(7_000, ttl, 0.5)).toBe(true);
    // PTTL's -1 (no expiry) and -2 (gone) are not a life to refresh.
    expect(perluSegarkan(-1, ttl, 0.9)).toBe(false);
    expect(perluSegarkan(-2, ttl, 0.9)).toBe(false);
  });
});

describe.each([
  ["in-process store (no REDIS_URL)", false],
  ["real Redis", true],
])("text cache with %s", (_, pakaiRedis) => {
  let redis: Redis | null;
  beforeAll(() => {
    redis = pakaiRedis ? new Redis("redis://127.0.0.1:6379", { maxRetriesPerRequest: 1 }) : null;
    setRedis(redis);
  });
  afterAll(async () => {
    if (!redis) return;
    const kunci = await redis.keys(`${process.env.REDIS_PREFIX}:*`);
    if (kunci.length) await redis.del(...kunci);
    redis.disconnect();
  });

  /** Shortens the remaining life of the one entry of `bagian` to `ms`, in whichever store holds it. */
  async function sisakan(bagian: string, ms: number): Promise<void> {
    if (redis) {
      const [kunci, ...lain] = (await redis.keys(`${process.env.REDIS_PREFIX}:cache:${bagian}:*`)).filter((k) => !k.endsWith(":segar"));
      expect(lain).toEqual([]);
      expect(await redis.pexpire(kunci!, ms)).toBe(1);
      return;
    }
    const lokal = (globalThis as unknown as { __geokatalogCacheTeks: Map<string, { sampai: number }> }).__geokatalogCacheTeks;
    const entri = [...lokal.entries()].filter(([k]) => k.includes(`:cache:${bagian}:`));
    expect(entri).toHaveLength(1);
    entri[0]![1].sampai = Date.now() + ms;
  }

  it("computes a miss once however many requests wait for it, and hands each the same text", async () => {
    const c = penghitung((n) => `jawaban ${n}`);
    const hasil = await Promise.all(Array.from({ length: 25 }, () => denganCacheTeks("serentak", { q: "hutan" }, 60, c.hitung)));
    expect(c.jalan).toBe(1);
    expect(new Set(hasil)).toEqual(new Set(["jawaban 1"]));
    expect(await denganCacheTeks("serentak", { q: "hutan" }, 60, c.hitung)).toBe("jawaban 1");
    expect(c.jalan).toBe(1);
  });

  it("does not keep an answer longer than BATAS_TEKS_CACHE, and keeps one at the limit", async () => {
    const besar = penghitung((n) => `${n}`.padEnd(BATAS_TEKS_CACHE + 1, "x"), 1);
    await denganCacheTeks("besar", { halaman: 1 }, 60, besar.hitung);
    expect((await denganCacheTeks("besar", { halaman: 1 }, 60, besar.hitung)).startsWith("2")).toBe(true);
    expect(besar.jalan).toBe(2);
    const pas = penghitung((n) => `${n}`.padEnd(BATAS_TEKS_CACHE, "x"), 1);
    await denganCacheTeks("pas", { halaman: 1 }, 60, pas.hitung);
    expect((await denganCacheTeks("pas", { halaman: 1 }, 60, pas.hitung)).startsWith("1")).toBe(true);
    expect(pas.jalan).toBe(1);
  });

  it("shares a failure with the waiting requests and caches nothing, so the next request computes again", async () => {
    let jalan = 0;
    const gagal = async () => {
      jalan++;
      await tidur(20);
      throw new Error("basis data putus");
    };
    const hasil = await Promise.allSettled(Array.from({ length: 5 }, () => denganCacheTeks("gagal", 1, 60, gagal)));
    expect(hasil.every((h) => h.status === "rejected")).toBe(true);
    expect(jalan).toBe(1);
    expect(await denganCacheTeks("gagal", 1, 60, async () => "pulih")).toBe("pulih");
  });

  it("refreshes an entry near its end in the background while readers keep the fresh copy", async () => {
    let buka!: () => void;
    const gerbang = new Promise<void>((ok) => (buka = ok));
    let jalan = 0;
    const hitung = async () => {
      jalan++;
      // The refresh stays under way until the test opens the gate: readers that waited for it would hang.
      if (jalan > 1) await gerbang;
      return `versi ${jalan}`;
    };
    expect(await denganCacheTeks("segar", "k", 60, hitung)).toBe("versi 1");
    await sisakan("segar", 1_000);
    const bacaan = await Promise.all(Array.from({ length: 10 }, () => denganCacheTeks("segar", "k", 60, hitung)));
    expect(new Set(bacaan)).toEqual(new Set(["versi 1"]));
    await sampai(async () => jalan === 2);
    expect(await denganCacheTeks("segar", "k", 60, hitung)).toBe("versi 1");
    buka();
    await sampai(async () => (await denganCacheTeks("segar", "k", 60, hitung)) === "versi 2");
    expect(jalan).toBe(2);
    // A full life again: the next reads leave it alone.
    for (let i = 0; i < 20; i++) await denganCacheTeks("segar", "k", 60, hitung);
    await tidur(50);
    expect(jalan).toBe(2);
  });

  it("does not refresh an entry early while most of its life is left", async () => {
    const c = penghitung((n) => `versi ${n}`, 5);
    await denganCacheTeks("muda", "k", 60, c.hitung);
    await sisakan("muda", 50_000);
    for (let i = 0; i < 50; i++) await denganCacheTeks("muda", "k", 60, c.hitung);
    await tidur(50);
    expect(c.jalan).toBe(1);
  });
});

describe("text cache refresh across instances (real Redis)", () => {
  const redis = new Redis("redis://127.0.0.1:6379", { maxRetriesPerRequest: 1 });
  beforeAll(() => setRedis(redis));
  afterAll(async () => {
    const kunci = await redis.keys(`${process.env.REDIS_PREFIX}:*`);
    if (kunci.length) await redis.del(...kunci);
    redis.disconnect();
  });

  it("leaves the refresh to the instance holding the refresh lock", async () => {
    const c = penghitung((n) => `versi ${n}`, 5);
    await denganCacheTeks("kunci", "k", 60, c.hitung);
    const [kunci] = await redis.keys(`${process.env.REDIS_PREFIX}:cache:kunci:*`);
    await redis.pexpire(kunci!, 1_000);
    // Another instance is refreshing this entry.
    await redis.set(`${kunci}:segar`, "1", "PX", 5_000);
    for (let i = 0; i < 10; i++) expect(await denganCacheTeks("kunci", "k", 60, c.hitung)).toBe("versi 1");
    await tidur(50);
    expect(c.jalan).toBe(1);
  });
});
