import type { Page } from "@playwright/test";
import { expect, potret } from "@/tests/e2e/fixtures";
import { suratUntukAsal } from "@/tests/e2e/setup/server";
import { suratUntuk } from "@/tests/e2e/setup/surat";

export const KATA_SANDI = "Peta-Nusantara-2026";

/**
 * The 6-digit code of the newest OTP mail to `email` since `sejak` (the worker delivers within seconds), read
 * from the mail catcher of the server at `asal` (the page's origin).
 */
export async function kodeOtp(asal: string, email: string, sejak: number): Promise<string> {
  const dir = suratUntukAsal(asal);
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

/**
 * Sign in on /masuk with e-mail and password, and the e-mailed OTP when the account asks for one: read by `bacaKode`
 * (given the time the sign-in began), by default from the journey's mail catcher; `potretOtp` names the screenshots
 * of the OTP step.
 */
export async function masuk(
  page: Page,
  email: string,
  opsi: { otp?: boolean; bacaKode?: (sejak: number) => Promise<string>; potretOtp?: string } = {},
): Promise<void> {
  const sejak = Date.now();
  await page.goto("/masuk");
  await page.getByLabel("E-mail", { exact: false }).fill(email);
  await page.getByLabel("Kata sandi", { exact: false }).fill(KATA_SANDI);
  await page.getByRole("button", { name: "Masuk" }).click();
  if (opsi.otp) {
    const kolom = page.locator('input[name="otp"]');
    await expect(kolom).toBeVisible();
    if (opsi.potretOtp) await potret(page, opsi.potretOtp);
    await kolom.fill(await (opsi.bacaKode ?? ((t: number) => kodeOtp(new URL(page.url()).origin, email, t)))(sejak));
    await page.getByRole("button", { name: "Verifikasi kode" }).click();
  }
  await expect(page).toHaveURL(/\/dashboard/);
}
