import { expect, tanpaPelanggaranBerat, test } from "@/tests/e2e/fixtures";
import { masuk } from "@/tests/e2e/masuk";

// The API explorer (issue 17): Swagger UI's standalone bundle, served from our own origin, inside the dashboard
// frame; an Admin opens GET /api/public/metadata, presses "Try it out" and "Execute", and reads the JSON answer.
test("penjelajah API: buka operasi, Try it out pada GET /api/public/metadata, jawaban JSON tampil", async ({ page }) => {
  test.setTimeout(120_000);
  const galat: string[] = [];
  page.on("pageerror", (e) => galat.push(e.message));
  page.on("console", (m) => void (m.type() === "error" && galat.push(m.text())));

  await masuk(page, "admin@geokatalog.example");
  await page.goto("/admin/api-docs");
  // The dashboard frame: its header and role navigation around the explorer.
  await expect(page.getByRole("link", { name: "GeoKatalog · Dasbor" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Penjelajah API" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /GeoKatalog API/ })).toBeVisible({ timeout: 30_000 });

  // Tags start collapsed (docExpansion "none"): open "Publik", then the operation.
  await page.locator("#operations-tag-Publik").click();
  const operasi = page.locator(".opblock-get").filter({ has: page.locator('.opblock-summary-path[data-path="/api/public/metadata"]') });
  await operasi.locator(".opblock-summary-control").first().click();
  await operasi.getByRole("button", { name: "Try it out" }).click();
  await operasi.getByRole("button", { name: "Execute" }).click();

  const jawaban = operasi.locator(".responses-wrapper .live-responses-table");
  // The first status cell is the table's header ("Code"); the answer's row follows it.
  await expect(jawaban.locator("td.response-col_status:not(.col_header)").first()).toHaveText("200");
  await expect(jawaban.locator(".microlight, pre").first()).toContainText('"records"');
  await expect(jawaban).toContainText("application/json");
  await tanpaPelanggaranBerat(page);
  expect(galat.filter((g) => /refract|is not a function/.test(g))).toEqual([]);
});
