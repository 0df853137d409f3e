import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { hentikanInstans, mulaiInstans, type Instans } from "@/scripts/topologi/instans";
import { createTestDatabase } from "@/tests/helpers/db";
import { sisipkanRekaman } from "@/tests/helpers/rekaman";
import { pastikanBuildLengkap } from "@/tests/helpers/server";
import { buatAkun, buatOrganisasi } from "@/tests/helpers/sesi";
import { BOCOR, ukur } from "./bantu";
import { buatRedis, tungguSampai, type RedisUji } from "./layanan";
import { dalamSatuJendela } from "@/tests/helpers/jendela";

// Redis stopped (a redis-server of our own, killed and started again): the site, the API and /csw keep serving
// from Postgres with the cache bypassed, rate limits fall back to a per-instance window and the log says so, and
// the instance uses Redis again once it is back, without a restart.

process.env.TEST_PG_ADMIN_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";
let h: DatabaseHandle;
let redis: RedisUji;
let app: Instans;
let idPublik: string;
const prefix = `gk-fault-redis-${crypto.randomBytes(4).toString("hex")}`;

beforeAll(async () => {
  await pastikanBuildLengkap();
  h = await createTestDatabase();
  const org = (await buatOrganisasi(h.db, "RDF")).id;
  const produsen = await buatAkun(h.db, "Produsen", org, "rdf-produsen");
  [idPublik] = (await sisipkanRekaman(h.db, { organisasiId: org, penggunaId: produsen.id }, [{ judul: "Peta Rawan Banjir Jakarta" }])) as [string];
  redis = await buatRedis();
  app = await mulaiInstans({
    NEXT_DIST_DIR: ".next",
    DATABASE_URL: h.url!,
    DATABASE_POOL_MAX: "3",
    REDIS_URL: redis.url,
    REDIS_PREFIX: prefix,
    AUTH_SECRET: crypto.randomBytes(32).toString("base64url"),
    // The test plays the proxy, so each simulated client has its own address.
    TRUSTED_PROXY: "1",
  });
}, 600_000);

afterAll(async () => {
  await hentikanInstans(app);
  await redis?.hentikan();
  await h?.close();
});

const CSW = "/csw?service=CSW&version=2.0.2&request=GetRecords&typeNames=csw:Record&resultType=results&elementSetName=brief";
const TOKEN = "B".repeat(43);

/** `n` verify requests from one client address; their statuses. */
async function verifikasi(ip: string, n: number): Promise<number[]> {
  const s: number[] = [];
  for (let i = 0; i < n; i++) s.push((await ukur(`${app.url}/api/verify/${TOKEN}`, { headers: { "x-forwarded-for": ip } })).status);
  return s;
}

describe("Redis stopped and started again", () => {
  it("keeps serving without the cache, limits per instance, and uses Redis again when it is back", async () => {
    const jalur = ["/", "/katalog?q=banjir", `/katalog/${idPublik}`, "/api/public/metadata?q=banjir", `/api/public/metadata/${idPublik}`, "/api/public/stats", CSW];
    // With Redis: cached CSW answers carry an ETag of the shared generation.
    const awal = await ukur(app.url + CSW);
    expect(awal.status).toBe(200);
    const etagAwal = (await fetch(app.url + CSW)).headers.get("etag");
    expect(etagAwal).toMatch(/^W\/"\d+-/);

    await redis.hentikan();
    const logAwal = app.log.length;
    for (const j of jalur) {
      const r = await ukur(app.url + j);
      expect(r.status, j).toBe(200);
      expect(r.ms, j).toBeLessThan(3_000);
      expect(r.teks, j).not.toMatch(BOCOR);
    }
    // The cache is bypassed: no shared generation, so no ETag, and the answer is computed from Postgres.
    const tanpaCache = await fetch(app.url + CSW);
    expect(tanpaCache.status).toBe(200);
    expect(tanpaCache.headers.get("etag")).toBeNull();
    expect(await tanpaCache.text()).toContain("Peta Rawan Banjir Jakarta");
    // Rate limits still hold, counted by this instance alone, and the log says so once.
    await dalamSatuJendela(60, 10);
    const s = await verifikasi("198.51.100.77", 21);
    expect(s.slice(0, 20).every((x) => x === 404)).toBe(true);
    expect(s[20]).toBe(429);
    const log = app.log.slice(logAwal).join("");
    expect(log).toMatch(/\[ratelimit\] Redis tidak tersedia .*batas laju dihitung per instans/);
    expect(log.match(/batas laju dihitung per instans/g)).toHaveLength(1);

    await redis.mulai();
    // Reconnected without a restart: the generation is back (ETag), limits count in Redis again.
    await tungguSampai(async () => (await fetch(app.url + CSW)).headers.get("etag") !== null, 15_000, "ETag kembali");
    expect(app.log.slice(logAwal).join("")).toMatch(/\[redis\] tersambung kembali/);
    const { Redis } = await import("ioredis");
    const klien = new Redis(redis.url);
    try {
      await verifikasi("198.51.100.78", 3);
      const kunci = await klien.keys(`${prefix}:rl:verify*`);
      expect(kunci.length).toBeGreaterThan(0);
    } finally {
      klien.disconnect();
    }
    expect(app.proses.exitCode).toBeNull();
  }, 120_000);
});
