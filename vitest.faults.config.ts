import { defineConfig } from "vitest/config";
import dasar from "./vitest.config";

// Fault tests (`npm run test:faults`): real servers stopped and started, processes killed. One file at a time:
// they start app instances and their own Postgres cluster and Redis.
export default defineConfig({
  ...dasar,
  test: { ...dasar.test, include: ["tests/faults/**/*.test.ts"], fileParallelism: false, testTimeout: 120_000 },
});
