import { configDefaults, defineConfig } from "vitest/config";
import path from "node:path";

/**
 * Test files that need the machine's real services, whatever the database: Redis on 127.0.0.1:6379 (caches and
 * limits shared between instances, the keys a limit writes), the local Postgres (production servers in auth-server
 * and hostile/alamat) and Debian's python3-owslib (a real CSW client). `npm test` leaves them out and needs no service;
 * the real-services run (`npm run test:pg`, which sets TEST_PG_ADMIN_URL) adds them and first checks that every
 * service answers (tests/helpers/layanan.ts), so a missing one stops the run with its name instead of skipping.
 */
export const UJI_LAYANAN = [
  "tests/integration/auth-server.test.ts",
  "tests/integration/auth.test.ts",
  "tests/integration/cache-teks.test.ts",
  "tests/integration/csw-cache.test.ts",
  "tests/integration/csw-owslib.test.ts",
  "tests/integration/ogcapi-owslib.test.ts",
  "tests/integration/public-cache.test.ts",
  "tests/integration/quality-verify.test.ts",
  "tests/hostile/alamat.test.ts",
  "tests/hostile/kueri-publik.test.ts",
  "tests/hostile/serentak-redis.test.ts",
];
const layanan = Boolean(process.env.TEST_PG_ADMIN_URL);

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // server-only throws outside React Server Components; tests are trusted server code.
      "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
    },
  },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts", "tests/hostile/**/*.test.ts"],
    exclude: layanan ? configDefaults.exclude : [...configDefaults.exclude, ...UJI_LAYANAN],
    globalSetup: layanan ? ["tests/helpers/layanan.ts"] : [],
    // The app under test keeps its limits and caches in Redis in this run (tests/helpers/sesi.ts pakaiRedisUji).
    env: layanan ? { TEST_REDIS_URL: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379" } : {},
    environment: "node",
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
