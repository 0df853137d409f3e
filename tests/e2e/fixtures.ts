import AxeBuilder from "@axe-core/playwright";
import { test as dasar, expect, type Page } from "@playwright/test";
import { serverUntuk } from "./setup/server";

/**
 * Every journey file talks to its own server and fresh database, started by the global setup (ports are only
 * known after the config loads), so no journey sees another's records, accounts or mail.
 */
export const test = dasar.extend({
  baseURL: async ({}, gunakan, info) => {
    const server = serverUntuk(info.file);
    info.skip(!!server.lewati, server.lewati);
    await gunakan(server.url);
  },
});
export { expect };

/** Serious and critical violations of the WCAG 2.1 A/AA rules on the current page, one line each. */
export async function pelanggaranBerat(page: Page): Promise<string[]> {
  const hasil = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return hasil.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${n.target.join(" ")} [${(n.failureSummary ?? "").replace(/\s+/g, " ").slice(0, 200)}]`).join(", ")}`);
}

/** Fails the test with every serious or critical axe-core violation of the current page. */
export async function tanpaPelanggaranBerat(page: Page): Promise<void> {
  const berat = await pelanggaranBerat(page);
  expect(berat, berat.join("\n")).toEqual([]);
}

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
