import type { Browser, Page } from "@playwright/test";
import { expect, potret, test } from "@/tests/e2e/fixtures";
import { KATA_SANDI, masuk } from "@/tests/e2e/masuk";

// Issue 17, through the pages only, on a server in demo mode whose mail lands in the Admin's local mailbox
// (tests/e2e/setup/global.ts DUNIA_KOTAK_SURAT): a forgotten password reset through the e-mailed link, and a
// rejection the producer sees at the top of the record, in the list and in the mail.

const ADMIN = "admin@geokatalog.example";
const PRODUSEN = "produsen@geokatalog.example";
const PEMERIKSA = "pemeriksa@geokatalog.example";
const LUPA = "produsen.atrbpn@geokatalog.example";
const SANDI_BARU = "kuda merah melompati pagar bambu";

/** An error message of ours (Next's route announcer is an empty role=alert too). */
const galat = (page: Page, teks: string) => page.getByRole("alert").filter({ hasText: teks });

async function sesiBaru(browser: Browser, baseURL: string): Promise<Page> {
  return (await browser.newContext({ baseURL })).newPage();
}

/** The newest message in the local mailbox whose card matches `subjek` and `tujuan` (the worker delivers within seconds). */
async function suratDiKotak(admin: Page, subjek: string, tujuan: string): Promise<string> {
  const kartu = admin.locator("li.kartu").filter({ has: admin.getByRole("heading", { name: subjek }) }).filter({ hasText: tujuan }).first();
  await expect
    .poll(
      async () => {
        await admin.goto("/dashboard/admin/kotak-surat");
        return kartu.count();
      },
      { timeout: 30_000, message: `surat "${subjek}" untuk ${tujuan}` },
    )
    .toBeGreaterThan(0);
  return (await kartu.locator("pre").textContent()) ?? "";
}

test("lupa kata sandi: tautan dari kotak surat, sekali pakai, sesi lama berakhir", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  // A session opened before the reset, to see it end.
  const lama = await sesiBaru(browser, baseURL!);
  await masuk(lama, LUPA);

  // A wrong password keeps the e-mail; "Lupa kata sandi?" takes it along.
  const page = await sesiBaru(browser, baseURL!);
  await page.goto("/masuk");
  await page.getByLabel("E-mail").fill(LUPA);
  await page.getByLabel("Kata sandi").fill("bukan kata sandi saya");
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(galat(page, "E-mail atau kata sandi tidak valid.")).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveValue(LUPA);
  expect(page.url()).not.toContain("atrbpn");
  await page.getByRole("link", { name: "Lupa kata sandi?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lupa kata sandi" })).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveValue(LUPA);
  await page.getByRole("button", { name: "Kirim tautan atur ulang" }).click();
  await expect(page.getByRole("status")).toContainText("Jika alamat itu terdaftar, tautan untuk mengatur ulang kata sandi telah dikirim");
  await potret(page, "lupa-sandi-terkirim");

  // The Admin reads the mail in the local mailbox (the demo's stand-in for the user's inbox).
  const admin = await sesiBaru(browser, baseURL!);
  await masuk(admin, ADMIN);
  const isi = await suratDiKotak(admin, "Atur ulang kata sandi GeoKatalog", LUPA);
  expect(isi).toContain("berlaku 30 menit dan hanya dapat dipakai sekali");
  const tautan = /(http\S+\/atur-ulang-sandi\?token=[A-Za-z0-9_-]{43})/.exec(isi)?.[1];
  expect(tautan, isi).toBeDefined();

  // The link: two different passwords are refused with a sentence, then the new password is set.
  await page.goto(tautan!);
  await expect(page.getByRole("heading", { level: 1, name: "Atur ulang kata sandi" })).toBeVisible();
  await page.getByLabel("Kata sandi baru", { exact: true }).fill(SANDI_BARU);
  await page.getByLabel("Ulangi kata sandi baru").fill(`${SANDI_BARU}!`);
  await page.getByRole("button", { name: "Simpan kata sandi baru" }).click();
  await expect(galat(page, "Kedua isian kata sandi baru tidak sama. Ketik kata sandi yang sama dua kali.")).toBeVisible();
  await page.getByLabel("Kata sandi baru", { exact: true }).fill(SANDI_BARU);
  await page.getByLabel("Ulangi kata sandi baru").fill(SANDI_BARU);
  await potret(page, "atur-ulang-sandi");
  await page.getByRole("button", { name: "Simpan kata sandi baru" }).click();
  await expect(page).toHaveURL(/\/masuk\?sandi=diganti$/);
  await expect(page.getByRole("status")).toContainText("Kata sandi telah diganti");

  // The session opened before is over; the old password no longer works, the new one does.
  await lama.goto("/dashboard");
  await expect(lama).toHaveURL(/\/masuk/);
  await page.getByLabel("E-mail").fill(LUPA);
  await page.getByLabel("Kata sandi").fill(KATA_SANDI);
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(galat(page, "E-mail atau kata sandi tidak valid.")).toBeVisible();
  await page.getByLabel("Kata sandi").fill(SANDI_BARU);
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // The link is used up.
  const lagi = await sesiBaru(browser, baseURL!);
  await lagi.goto(tautan!);
  await expect(galat(lagi, "Tautan atur ulang kata sandi tidak berlaku")).toBeVisible();
  await expect(lagi.getByRole("link", { name: "Minta tautan baru" })).toBeVisible();
  expect(await suratDiKotak(admin, "Kata sandi GeoKatalog Anda telah diganti", LUPA)).toContain("semua sesi masuk akun ini diakhiri");
});

test("penolakan: alasan di atas rekaman, di daftar, dan tautan surat ke sana", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const alasan = `Abstrak belum menyebut sumber data dan tahun survei (${Date.now()}).`;

  // The producer submits a draft; the confirmation reads "Ya, ajukan untuk QC/QE", abbreviation intact.
  const produsen = await sesiBaru(browser, baseURL!);
  await masuk(produsen, PRODUSEN);
  await produsen.goto("/dashboard/metadata?status=DRAFT");
  const pertama = produsen.locator('main li a[href^="/dashboard/metadata/"]').first();
  const judul = (await pertama.textContent())!.trim();
  await pertama.click();
  await expect(produsen.getByRole("heading", { level: 1, name: judul })).toBeVisible();
  const id = new URL(produsen.url()).pathname.split("/").at(-1)!;
  await produsen.getByRole("button", { name: "Ajukan untuk QC/QE", exact: true }).click();
  await produsen.getByRole("button", { name: "Ya, ajukan untuk QC/QE", exact: true }).click();
  await expect(produsen.locator("dd").first()).toContainText("Proses QC/QE");
  await expect(produsen.getByRole("heading", { name: "Riwayat" }).locator("..")).toContainText("Draf → Proses QC/QE");

  // The checker rejects it with a reason.
  const pemeriksa = await sesiBaru(browser, baseURL!);
  await masuk(pemeriksa, PEMERIKSA);
  await pemeriksa.goto(`/dashboard/metadata/${id}`);
  await pemeriksa.getByRole("button", { name: "Tolak", exact: true }).click();
  await pemeriksa.getByLabel("Alasan (wajib)").fill(alasan);
  await pemeriksa.getByRole("button", { name: "Ya, tolak", exact: true }).click();
  // The confirmation closes only when the API accepted the rejection (while it works the button reads "Memproses…").
  await expect(pemeriksa.getByText("Konfirmasi: Tolak")).toBeHidden();

  // The producer sees the reason first thing on the record, and under the record in the list.
  await produsen.reload();
  const penolakan = produsen.locator("#alasan-penolakan");
  await expect(penolakan.getByRole("heading", { name: "Metadata ini ditolak" })).toBeVisible();
  await expect(penolakan).toContainText(alasan);
  await expect(penolakan).toContainText("Sri Wulandari (Pemeriksa)");
  await expect(penolakan).toBeInViewport();
  await expect(produsen.getByRole("heading", { name: "Riwayat" }).locator("..")).toContainText("Proses QC/QE → Ditolak");
  await expect(produsen.getByRole("heading", { name: "Riwayat" }).locator("..")).not.toContainText("QCQE_PROCESS");
  await potret(produsen, "penolakan-produsen");
  await produsen.goto("/dashboard/metadata?status=REJECTED");
  const baris = produsen.locator("main ul li").filter({ hasText: judul });
  await expect(baris).toContainText(`Ditolak: ${alasan}`);

  // The notification mail links to the reason, and the link lands on it.
  const admin = await sesiBaru(browser, baseURL!);
  await masuk(admin, ADMIN);
  const isi = await suratDiKotak(admin, `Metadata ditolak: ${judul}`, PRODUSEN);
  expect(isi).toContain(alasan);
  const tautan = new RegExp(`(http\\S+/dashboard/metadata/${id}#alasan-penolakan)`).exec(isi)?.[1];
  expect(tautan, isi).toBeDefined();
  await produsen.goto(tautan!);
  await expect(produsen.locator("#alasan-penolakan")).toBeInViewport();
});
