import { expect, potret, tanpaPelanggaranBerat, test } from "@/tests/e2e/fixtures";
import { masuk } from "@/tests/e2e/masuk";

// Journey 5: an Admin walks the admin area (component status, organisations, one organisation, users, CSW
// identity, the API explorer) by its menu; every page is screenshotted and has no serious axe-core violation.
test("admin: ringkasan dan status komponen, organisasi, pengguna, identitas CSW, penjelajah API", async ({ page }) => {
  test.setTimeout(180_000);
  await masuk(page, "admin@geokatalog.example");
  await page.getByRole("navigation").getByRole("link", { name: "Admin", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Administrasi" })).toBeVisible();
  const status = page.getByRole("region", { name: "Status komponen" });
  await expect(status).toBeVisible();
  await expect(status).toContainText("SMTP (e-mail)");
  await status.getByRole("button", { name: "Periksa sekarang" }).click();
  await expect(status.getByRole("button", { name: "Periksa sekarang" })).toBeEnabled();
  await potret(page, "admin-ringkasan");
  await tanpaPelanggaranBerat(page);

  const menu = page.getByRole("navigation", { name: "Menu admin" });
  await menu.getByRole("link", { name: "Organisasi" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Organisasi" })).toBeVisible();
  const barisBig = page.getByRole("row").filter({ hasText: "Badan Informasi Geospasial" });
  await expect(barisBig).toBeVisible();
  await potret(page, "admin-organisasi");
  await tanpaPelanggaranBerat(page);

  await barisBig.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: /Badan Informasi Geospasial/ })).toBeVisible();
  await potret(page, "admin-organisasi-ubah");
  await tanpaPelanggaranBerat(page);

  await menu.getByRole("link", { name: "Pengguna" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pengguna" })).toBeVisible();
  await page.getByLabel("Nama atau e-mail").fill("produsen@geokatalog");
  await page.getByRole("button", { name: "Saring" }).click();
  await expect(page).toHaveURL(/[?&]q=produsen%40geokatalog/);
  await expect(page.getByText("produsen@geokatalog.example")).toBeVisible();
  await potret(page, "admin-pengguna");
  await tanpaPelanggaranBerat(page);

  await menu.getByRole("link", { name: "Identitas CSW" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Identitas layanan CSW" })).toBeVisible();
  await potret(page, "admin-csw");
  await tanpaPelanggaranBerat(page);

  await menu.getByRole("link", { name: "Penjelajah API" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Penjelajah API" })).toBeVisible();
  // Swagger UI renders the generated document once its chunk has loaded: title, then the tags (collapsed).
  await expect(page.getByRole("heading", { name: /GeoKatalog API/ })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Expand operation" }).first().click();
  await expect(page.getByText("/api/public/metadata", { exact: true }).first()).toBeVisible();
  await potret(page, "admin-api-docs");
  await tanpaPelanggaranBerat(page);
});
