import crypto from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as daftarGET } from "@/app/api/public/metadata/route";
import { GET as detailGET } from "@/app/api/public/metadata/[id]/route";
import { GET as statsGET } from "@/app/api/public/stats/route";
import { naikkanGenerasiCsw } from "@/lib/cache/csw-generasi";
import type { DatabaseHandle } from "@/lib/db/client";
import { metadata } from "@/lib/db/schema";
import { setRedis } from "@/lib/redis";
import { eq } from "drizzle-orm";
import type { DaftarPublik, StatistikPublik } from "@/lib/metadata/publik";
import { createTestDatabase } from "@/tests/helpers/db";
import { panggil } from "@/tests/helpers/http";
import { buatPemilik, sisipkanRekaman } from "@/tests/helpers/rekaman";

// A prefix of its own, so no other test file's generation bumps reach these keys in the shared Redis.
process.env.REDIS_PREFIX = `gk-uji-${crypto.randomBytes(4).toString("hex")}`;

describe.each([
  ["in-process store (no REDIS_URL)", () => null],
  ["real Redis", () => new Redis("redis://127.0.0.1:6379", { maxRetriesPerRequest: 1 })],
])("public response cache with %s", (_, bukaRedis) => {
  let h: DatabaseHandle;
  let pemilik: { organisasiId: string; penggunaId: string };
  let redis: Redis | null;

  beforeAll(async () => {
    h = await createTestDatabase();
    redis = bukaRedis();
    setRedis(redis);
    const p = await buatPemilik(h.db);
    pemilik = { organisasiId: p.organisasi.id, penggunaId: p.pengguna.id };
    await sisipkanRekaman(h.db, pemilik, [{ judul: "Peta Awal" }]);
  });
  afterAll(async () => {
    await h?.close();
    if (redis) {
      const kunci = await redis.keys(`${process.env.REDIS_PREFIX}:*`);
      if (kunci.length) await redis.del(...kunci);
      redis.disconnect();
    }
  });

  const total = async () => (await panggil<DaftarPublik>(daftarGET, "/api/public/metadata?q=peta")).body.total;
  const statistik = async () => (await panggil<StatistikPublik>(statsGET, "/api/public/stats")).body.totalPublished;

  it("serves a repeated query from the cache until the data generation changes", async () => {
    expect(await total()).toBe(1);
    expect(await statistik()).toBe(1);
    // Written behind the service's back: no transition, so no generation bump.
    const [baru] = await sisipkanRekaman(h.db, pemilik, [{ judul: "Peta Kedua" }]);
    expect(await total()).toBe(1);
    expect(await statistik()).toBe(1);
    await naikkanGenerasiCsw();
    expect(await total()).toBe(2);
    expect(await statistik()).toBe(2);
    // A withdrawn record disappears from the detail once the change is announced.
    expect((await panggil(detailGET, "/x", { id: baru! })).status).toBe(200);
    await h.db.update(metadata).set({ status: "PRIVATE" }).where(eq(metadata.id, baru!));
    await naikkanGenerasiCsw();
    expect((await panggil(detailGET, "/x", { id: baru! })).status).toBe(404);
  });

  it("never caches a 404, so a record published later shows at once", async () => {
    const [nanti] = await sisipkanRekaman(h.db, pemilik, [{ judul: "Peta Nanti", status: "REVIEW" }]);
    expect((await panggil(detailGET, "/x", { id: nanti! })).status).toBe(404);
    await h.db.update(metadata).set({ status: "PUBLISHED", publishedAt: new Date() }).where(eq(metadata.id, nanti!));
    expect((await panggil(detailGET, "/x", { id: nanti! })).status).toBe(200);
  });

  it("keys q by its words: spacing and case do not split the cache or change the answer", async () => {
    const a = await panggil<DaftarPublik>(daftarGET, "/api/public/metadata?q=PETA");
    const b = await panggil<DaftarPublik>(daftarGET, "/api/public/metadata?q=%20peta%20%20");
    expect(a.body).toEqual(b.body);
  });
});
