import { defineConfig } from "@playwright/test";

/**
 * Browser journeys (tests/e2e) on Debian's Chromium: `npx playwright install` cannot download browsers here.
 * The global setup builds into .next-e2e when the sources changed, then gives every journey file its own fresh seeded database and
 * the standalone server on a free port (tests/e2e/setup/global.ts, scripts/server/standalone.ts).
 */
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  outputDir: "test-results/",
  globalSetup: "./tests/e2e/setup/global.ts",
  // Two workers on this 2-core machine. Each journey file has its own server and database; tests inside a file
  // never rely on each other's changes, so they may run on both workers (the long files no longer run alone).
  workers: 2,
  fullyParallel: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: "list",
  use: {
    browserName: "chromium",
    headless: true,
    locale: "id-ID",
    timezoneId: "Asia/Jakarta",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.E2E_CHROMIUM ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
});
