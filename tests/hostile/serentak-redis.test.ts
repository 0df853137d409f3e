import { afterAll, expect, it } from "vitest";
import { ambilIzin, UMUR_IZIN_DETIK } from "@/lib/http/serentak";
import { getRedis, kunciRedis } from "@/lib/redis";
import { pakaiRedisUji } from "@/tests/helpers/sesi";

// Issue 16 item 2: the per-IP permits of public reads live in Redis when several instances share it. Only the real
// service shows how they expire, so this file runs in `npm run test:pg` (UJI_LAYANAN in vitest.config.ts).

pakaiRedisUji();
afterAll(async () => (await getRedis())?.disconnect());

it("in Redis each permit lapses by itself: a crashed instance cannot keep them", async () => {
  const redis = await getRedis();
  expect(redis, "test:pg runs this file with TEST_REDIS_URL").not.toBeNull();
  const lepas = await ambilIzin("10.7.11.1");
  const kunci = kunciRedis("serentak", "10.7.11.1");
  const ttl = await redis!.pttl(kunci);
  expect(ttl).toBeGreaterThan(0);
  expect(ttl).toBeLessThanOrEqual(UMUR_IZIN_DETIK * 1000);
  const [, skor] = await redis!.zrange(kunci, "0", "0", "WITHSCORES");
  const [detik] = await redis!.time();
  expect(Number(skor)).toBeLessThanOrEqual((Number(detik) + UMUR_IZIN_DETIK + 1) * 1000);
  lepas();
  await expect.poll(() => redis!.zcard(kunci)).toBe(0 as number);
});
