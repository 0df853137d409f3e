import type { Locator, Page } from "@playwright/test";
import { kataJudul, rekamanContoh } from "@/tests/e2e/data";
import { expect, test } from "@/tests/e2e/fixtures";
import { KATA_SANDI, kodeOtp } from "@/tests/e2e/masuk";

/** Press Tab until `sasaran` has focus (at most `batas` times); fails when the keyboard cannot reach it. */
async function tabSampai(page: Page, sasaran: Locator, batas = 40): Promise<void> {
  for (let i = 0; i < batas; i++) {
    await page.keyboard.press("Tab");
    if (await sasaran.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`tidak terjangkau dengan Tab dalam ${batas} langkah`);
}

// Journey 2: search and open a record with Tab, typing and Enter only.
test("pencarian hanya dengan papan ketik", async ({ page, request }) => {
  const r = await rekamanContoh(request);
  await page.goto("/");
  await tabSampai(page, page.getByRole("searchbox", { name: "Kata pencarian" }));
  await page.keyboard.type(kataJudul(r.judul));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/katalog\?q=/);
  const tautan = page.getByRole("link", { name: r.judul });
  await tabSampai(page, tautan, 80);
  // The focused element must show where focus is (WCAG 2.4.7).
  const garis = await tautan.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(garis).not.toBe("none");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/katalog/${r.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: r.judul })).toBeVisible();
});

// Journey 2, sign-in: e-mail and password typed after Tab, submitted with Enter.
test("masuk hanya dengan papan ketik", async ({ page }) => {
  await page.goto("/masuk");
  await tabSampai(page, page.getByLabel("E-mail"));
  await page.keyboard.type("pemeriksa@geokatalog.example");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Kata sandi")).toBeFocused();
  await page.keyboard.type(KATA_SANDI);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard/);
});

// Journey 2, sign-in with the OTP step: the account asks for a code (switched on in setup through the profile
// API); the code field takes focus, the e-mailed code is typed and sent with Enter.
test("masuk dengan OTP hanya dengan papan ketik", async ({ page, request, baseURL }) => {
  const email = "walidata@geokatalog.example";
  expect((await request.post("/api/auth/login", { data: { email, password: KATA_SANDI } })).status()).toBe(200);
  expect((await request.patch("/api/user/profil", { data: { otpAktif: true } })).status()).toBe(200);
  expect((await request.post("/api/auth/logout")).status()).toBe(200);

  const sejak = Date.now();
  await page.goto("/masuk");
  await tabSampai(page, page.getByLabel("E-mail"));
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(KATA_SANDI);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/masuk\?langkah=otp/);
  const kolom = page.getByLabel("Kode OTP");
  // The code field has focus on arrival (autofocus); Tab would reach it too.
  if (!(await kolom.evaluate((el) => el === document.activeElement))) await tabSampai(page, kolom);
  await expect(kolom).toBeFocused();
  await page.keyboard.type(await kodeOtp(baseURL!, email, sejak));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Selamat datang");
});
