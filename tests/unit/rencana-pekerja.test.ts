import { describe, expect, it } from "vitest";
import { bagiPool, jedaMulaiUlang, kalimatRencana, rencanaPekerja } from "@/scripts/server/rencana-pekerja";

const LAYANAN = { DATABASE_URL: "postgres://u@db/gk", REDIS_URL: "redis://redis:6379" };

describe("rencanaPekerja (how many server processes npm start and the image run)", () => {
  it("runs one worker per core with Postgres and Redis, the pool split so the total stays within DATABASE_POOL_MAX", () => {
    expect(rencanaPekerja(LAYANAN, 4)).toEqual({ jumlah: 4, pool: [3, 3, 2, 2], poolPublik: [3, 3, 2, 2], diminta: 4, asal: "jumlah inti", alasan: undefined });
    expect(rencanaPekerja({ ...LAYANAN, DATABASE_POOL_MAX: "20" }, 2).pool).toEqual([10, 10]);
  });

  it("takes WEB_CONCURRENCY over the core count, in either direction", () => {
    expect(rencanaPekerja({ ...LAYANAN, WEB_CONCURRENCY: "3" }, 8)).toMatchObject({ jumlah: 3, pool: [4, 3, 3], asal: "WEB_CONCURRENCY" });
    expect(rencanaPekerja({ ...LAYANAN, WEB_CONCURRENCY: "6" }, 2)).toMatchObject({ jumlah: 6, pool: [2, 2, 2, 2, 1, 1] });
    expect(rencanaPekerja({ ...LAYANAN, WEB_CONCURRENCY: "" }, 2)).toMatchObject({ jumlah: 2, asal: "jumlah inti" });
  });

  it("stays one worker on embedded PGlite and without Redis, and says why", () => {
    const pglite = rencanaPekerja({ REDIS_URL: LAYANAN.REDIS_URL }, 4);
    expect(pglite).toMatchObject({ jumlah: 1, pool: [10], diminta: 4 });
    expect(pglite.alasan).toMatch(/DATABASE_URL/);
    const tanpaRedis = rencanaPekerja({ DATABASE_URL: LAYANAN.DATABASE_URL, REDIS_URL: "", WEB_CONCURRENCY: "4" }, 4);
    expect(tanpaRedis).toMatchObject({ jumlah: 1, pool: [10] });
    expect(tanpaRedis.alasan).toMatch(/REDIS_URL/);
    expect(kalimatRencana(tanpaRedis)).toMatch(/^\[server\] 1 pekerja, bukan 4 \(WEB_CONCURRENCY\): tanpa REDIS_URL .*; pool basis data 10 koneksi$/);
    // One core, or one asked for: nothing was held back, so there is nothing to explain.
    expect(rencanaPekerja({}, 1).alasan).toBeUndefined();
    expect(rencanaPekerja({ WEB_CONCURRENCY: "1" }, 8).alasan).toBeUndefined();
  });

  it("runs no more workers than the pool has connections", () => {
    const r = rencanaPekerja({ ...LAYANAN, DATABASE_POOL_MAX: "3" }, 8);
    expect(r).toMatchObject({ jumlah: 3, pool: [1, 1, 1] });
    expect(r.alasan).toMatch(/DATABASE_POOL_MAX=3/);
  });

  it("splits the public reads' pool too, and no more workers than it has connections", () => {
    expect(rencanaPekerja({ ...LAYANAN, DATABASE_PUBLIC_POOL_MAX: "5" }, 2)).toMatchObject({ jumlah: 2, pool: [5, 5], poolPublik: [3, 2] });
    const r = rencanaPekerja({ ...LAYANAN, DATABASE_PUBLIC_POOL_MAX: "2" }, 4);
    expect(r).toMatchObject({ jumlah: 2, pool: [5, 5], poolPublik: [1, 1] });
    expect(r.alasan).toMatch(/DATABASE_PUBLIC_POOL_MAX=2/);
  });

  it.each([["0"], ["-2"], ["dua"], ["2.5"], ["65"]])("refuses WEB_CONCURRENCY=%s naming the variable", (nilai) => {
    expect(() => rencanaPekerja({ ...LAYANAN, WEB_CONCURRENCY: nilai }, 2)).toThrow(/WEB_CONCURRENCY: harus bilangan bulat 1–64/);
  });

  it("refuses a DATABASE_POOL_MAX lib/env.ts would refuse", () => {
    expect(() => rencanaPekerja({ ...LAYANAN, DATABASE_POOL_MAX: "201" }, 2)).toThrow(/DATABASE_POOL_MAX: harus bilangan bulat 1–200/);
  });
});

describe("bagiPool and jedaMulaiUlang", () => {
  it("never hands out more connections than there are, nor leaves a worker without one", () => {
    for (let total = 1; total <= 30; total++) {
      for (let n = 1; n <= total; n++) {
        const bagian = bagiPool(total, n);
        expect(bagian.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.min(...bagian)).toBeGreaterThanOrEqual(1);
        expect(Math.max(...bagian) - Math.min(...bagian)).toBeLessThanOrEqual(1);
      }
    }
  });

  it("restarts at once after a long life, then backs off 1, 2, 4 … up to 30 s per quick crash in a row", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(jedaMulaiUlang)).toEqual([0, 1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
