import { expect, potret, tanpaPelanggaranBerat, test } from "@/tests/e2e/fixtures";
import { masuk } from "@/tests/e2e/masuk";

// This journey has its own fresh database (tests/e2e/setup/global.ts); the changes stay in it.
const AKUN = "produsen.bps@geokatalog.example";

test("profil: data diri tersimpan, kata sandi salah ditolak dengan jelas, tanpa pelanggaran aksesibilitas berat", async ({ page }) => {
  await masuk(page, AKUN);
  await page.goto("/dashboard/profil");
  await expect(page.getByRole("heading", { level: 1, name: "Profil" })).toBeVisible();
  await potret(page, "profil");

  await page.getByLabel("Jabatan").fill("Analis Data Spasial Ahli Muda");
  await page.getByRole("button", { name: "Simpan profil" }).click();
  await expect(page.getByRole("status")).toHaveText("Profil disimpan.");
  await page.reload();
  await expect(page.getByLabel("Jabatan")).toHaveValue("Analis Data Spasial Ahli Muda");

  await page.getByLabel("Kata sandi sekarang").fill("bukan-kata-sandinya");
  await page.getByLabel("Kata sandi baru", { exact: true }).fill("KataSandiBaru#2026x");
  await page.getByLabel("Ulangi kata sandi baru").fill("KataSandiBaru#2026y");
  await page.getByRole("button", { name: "Ganti kata sandi" }).click();
  await expect(page.getByText("Ulangan kata sandi baru tidak sama.")).toBeVisible();

  await page.getByLabel("Ulangi kata sandi baru").fill("KataSandiBaru#2026x");
  await page.getByRole("button", { name: "Ganti kata sandi" }).click();
  // The form's own alert (Next's route announcer is an empty alert too) and the message under the field.
  await expect(page.getByRole("alert").filter({ hasText: "Kata sandi lama tidak sesuai." })).toBeVisible();
  await expect(page.getByLabel("Kata sandi sekarang")).toHaveAttribute("aria-invalid", "true");

  await tanpaPelanggaranBerat(page);
});
