import type { Page } from "@playwright/test";
import { expect } from "@/tests/e2e/fixtures";
import { suratUntuk } from "@/tests/e2e/setup/surat";

export const KATA_SANDI = "GeoKatalog#2026";

/** The 6-digit code of the newest OTP mail to `email` since `sejak` (the worker delivers within seconds). */
export async function kodeOtp(email: string, sejak: number): Promise<string> {
  const dir = process.env.E2E_SURAT_DIR!;
  let kode: string | undefined;
  await expect
    .poll(
      () => {
        const surat = suratUntuk(dir, email, sejak);
        const isi = surat.at(-1)?.split("\r\n\r\n").slice(1).join("\n") ?? "";
        kode = /\b(\d{6})\b/.exec(isi)?.[1];
        return kode;
      },
      { timeout: 30_000, message: `surat OTP untuk ${email}` },
    )
    .toBeDefined();
  return kode!;
}

/** Sign in on /masuk with e-mail and password, and the e-mailed OTP when the account asks for one. */
export async function masuk(page: Page, email: string, opsi: { otp?: boolean } = {}): Promise<void> {
  const sejak = Date.now();
  await page.goto("/masuk");
  await page.getByLabel("E-mail", { exact: false }).fill(email);
  await page.getByLabel("Kata sandi", { exact: false }).fill(KATA_SANDI);
  await page.getByRole("button", { name: "Masuk" }).click();
  if (opsi.otp) {
    const kolom = page.locator('input[name="otp"]');
    await expect(kolom).toBeVisible();
    await kolom.fill(await kodeOtp(email, sejak));
    await page.getByRole("button", { name: "Verifikasi kode" }).click();
  }
  await expect(page).toHaveURL(/\/dashboard/);
}
