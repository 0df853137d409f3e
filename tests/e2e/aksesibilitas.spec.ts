import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { rekamanContoh } from "@/tests/e2e/data";
import { expect, potret, test } from "@/tests/e2e/fixtures";
import { masuk } from "@/tests/e2e/masuk";

// Journey 3: no serious or critical axe-core violations (WCAG 2.1 A/AA rules) on the public pages.
const HALAMAN: { nama: string; path: (id: string) => string }[] = [
  { nama: "beranda", path: () => "/" },
  { nama: "katalog", path: () => "/katalog" },
  { nama: "katalog-filter", path: () => "/katalog?q=peta&bboxN=6&bboxS=-11&bboxE=141&bboxW=95" },
  { nama: "rekaman", path: (id) => `/katalog/${id}` },
  { nama: "standar", path: () => "/standar" },
  // A well-formed token nobody issued: the not-valid card.
  { nama: "verifikasi-tidak-sah", path: () => `/verifikasi/${"A".repeat(43)}` },
  { nama: "masuk", path: () => "/masuk" },
];

/** Serious and critical violations of the WCAG 2.1 A/AA rules on the current page, one line each. */
async function pelanggaranBerat(page: Page): Promise<string[]> {
  const hasil = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return hasil.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const h of HALAMAN) {
  test(`aksesibilitas: ${h.nama}`, async ({ page, request }) => {
    const { id } = await rekamanContoh(request);
    await page.goto(h.path(id));
    // Let the map and other client parts mount before scanning.
    await page.waitForLoadState("networkidle");
    await potret(page, `a11y-${h.nama}`);
    const berat = await pelanggaranBerat(page);
    expect(berat, berat.join("\n")).toEqual([]);
  });
}

test("aksesibilitas: editor metadata baru", async ({ page }) => {
  // Not produsen@: the workflow journey turns OTP on for that account while this runs.
  await masuk(page, "produsen.big@geokatalog.example");
  await page.goto("/dashboard/metadata/baru");
  // Not "networkidle": the editor keeps talking to the server (draft autosave), so the network never rests.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("form").first()).toBeVisible();
  await potret(page, "a11y-editor");
  const berat = await pelanggaranBerat(page);
  expect(berat, berat.join("\n")).toEqual([]);
});
