import { defineConfig } from "@playwright/test";

/**
 * Browser journeys (tests/e2e) on Debian's Chromium: `npx playwright install` cannot download browsers here.
 * The global setup builds into .next-e2e, seeds a fresh database and starts `next start` on a free port.
 */
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  outputDir: "test-results/",
  globalSetup: "./tests/e2e/setup/global.ts",
  // One server and database for the run: journeys create their own records and only read seeded ones.
  workers: 2,
  fullyParallel: false,
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
