import { test as dasar, expect, type Page } from "@playwright/test";

/** Every test talks to the server the global setup started (its port is only known after the config loads). */
export const test = dasar.extend({
  baseURL: async ({}, gunakan) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error("E2E_BASE_URL tidak ada: jalankan lewat `npm run test:e2e`");
    await gunakan(url);
  },
});
export { expect };

const LEBAR = [
  { nama: "ponsel", width: 390, height: 844 },
  { nama: "desktop", width: 1280, height: 800 },
] as const;

/** Full-page screenshots of the current page at phone and desktop widths, kept under test-results/ for CI. */
export async function potret(page: Page, nama: string): Promise<void> {
  const semula = page.viewportSize();
  for (const l of LEBAR) {
    await page.setViewportSize({ width: l.width, height: l.height });
    await page.screenshot({ path: `test-results/layar/${nama}-${l.nama}.png`, fullPage: true });
  }
  if (semula) await page.setViewportSize(semula);
}
