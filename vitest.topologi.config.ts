import { defineConfig } from "vitest/config";
import dasar from "./vitest.config";

// Tests on the two-instance topology (real Postgres, Redis, the standalone server ×2, proxy): `npm run test:topologi`.
// Spread, not mergeConfig: mergeConfig would append to the base include and run the whole suite.
export default defineConfig({ ...dasar, test: { ...dasar.test, include: ["tests/topologi/**/*.test.ts"], fileParallelism: false } });
