import fs from "node:fs";
import type { Page } from "@playwright/test";
import { bagian, isiQc, isiQe, isiRekamanBaru, lencana, sesiBaru, simpanAjukanTandatangani, tautanQrPdfQa, transisi } from "@/tests/e2e/alur";
import { expect, potret, test } from "@/tests/e2e/fixtures";
import { masuk } from "@/tests/e2e/masuk";
import { serverUntuk } from "@/tests/e2e/setup/server";

// Issue 15's "done when", on `npm run demo` itself (tests/e2e/setup/demo.ts: the demo's own script on an empty data
// directory, with no configuration): every demo role signs in; a new record goes from DRAFT to PUBLISHED through
// the pages, with OTP turned on for the validator and the code read from the demo's local mailbox by the Admin;
// the QR code of the record's QA PDF opens a verification page that says "sah"; seeded published records show
// signed QC/QE/QA badges and their PDFs verify too.

const ADMIN = "admin@geokatalog.example";
const PRODUSEN = "produsen@geokatalog.example";
const PEMERIKSA = "pemeriksa@geokatalog.example";
const WALIDATA = "walidata@geokatalog.example";

/**
 * How an Admin reads a user's OTP code in the demo: the local mailbox page, newest first; the code is in the
 * newest "otp" message to `email` received since `sejak` (reloaded until the demo's mail worker delivered it).
 */
function kodeDariKotakSurat(admin: Page, email: string): (sejak: number) => Promise<string> {
  return async (sejak) => {
    let kode: string | undefined;
    await expect
      .poll(
        async () => {
          await admin.reload();
          const surat = admin.locator("li.kartu").filter({ hasText: email }).filter({ hasText: "jenis otp" }).first();
          if ((await surat.count()) === 0) return undefined;
          // The mailbox's clock is the server's, on this same machine; a second of slack for rounding.
          const diterima = Date.parse((await surat.locator("time").getAttribute("datetime")) ?? "");
          if (!(diterima >= sejak - 1000)) return undefined;
          kode = /Kode masuk GeoKatalog Anda: (\d{6})\b/.exec(await surat.locator("pre").innerText())?.[1];
          return kode;
        },
        { timeout: 30_000, message: `kode OTP untuk ${email} di kotak surat lokal` },
      )
      .toBeDefined();
    return kode!;
  };
}

test("npm run demo: setiap peran masuk, rekaman baru terbit dengan OTP dari kotak surat, QR PDF QA sah", async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const judul = `Jaringan Irigasi Uji Demo ${Date.now()}`;

  // The Admin opens the local mailbox from the admin menu: the demo runs without a mail server.
  const admin = await sesiBaru(browser, baseURL!);
  await masuk(admin, ADMIN);
  await admin.getByRole("navigation").getByRole("link", { name: "Admin", exact: true }).click();
  await admin.getByRole("navigation", { name: "Menu admin" }).getByRole("link", { name: "Kotak surat" }).click();
  await expect(admin).toHaveURL(/\/dashboard\/admin\/kotak-surat$/);
  await expect(admin.getByRole("heading", { level: 1, name: "Kotak surat lokal" })).toBeVisible();
  await expect(admin.getByText(/E-mail dan WA tanpa server surat atau gateway WA dikirim ke sini/)).toBeVisible();

  // The validator turns OTP on, signs out, and signs in with the code the Admin reads from the mailbox.
  const walidata = await sesiBaru(browser, baseURL!);
  await masuk(walidata, WALIDATA);
  await walidata.getByRole("navigation").getByRole("link", { name: "Profil" }).click();
  await walidata.getByLabel("Minta kode OTP setiap kali masuk").check();
  await walidata.getByRole("button", { name: "Simpan profil" }).click();
  await expect(walidata.getByRole("status")).toHaveText("Profil disimpan. Saat masuk berikutnya Anda akan diminta kode OTP.");
  await walidata.getByRole("button", { name: "Keluar" }).click();
  await expect(walidata).toHaveURL(/\/masuk\?keluar=1$/);
  let kodeOtp = "";
  const bacaKode = kodeDariKotakSurat(admin, WALIDATA);
  await masuk(walidata, WALIDATA, { otp: true, bacaKode: async (sejak) => (kodeOtp = await bacaKode(sejak)) });
  await potret(admin, "demo-kotak-surat");
  // One log line per message names the recipient and the subject, never the code.
  const log = fs.readFileSync(serverUntuk(test.info().file).log!, "utf8").split("\n");
  expect(log).toContain(`[kotak-surat] email untuk ${WALIDATA}: Kode masuk GeoKatalog — baca di ${baseURL}/dashboard/admin/kotak-surat`);
  expect(log.filter((baris) => baris.includes(WALIDATA) && baris.includes(kodeOtp))).toEqual([]);
  // The demo found the run's build fresh (its inputs unchanged) and served it without building again.
  expect(log).toContain("Build produksi masih sesuai sumber: tidak dibangun ulang.");

  // The producer creates the record in the editor and submits it for QC/QE.
  const produsen = await sesiBaru(browser, baseURL!);
  await masuk(produsen, PRODUSEN);
  await produsen.getByRole("navigation").getByRole("link", { name: "Metadata", exact: true }).click();
  await produsen.getByRole("link", { name: "+ Buat metadata baru" }).click();
  await isiRekamanBaru(produsen, judul);
  await produsen.getByRole("button", { name: "Simpan draf" }).click();
  await expect(produsen).toHaveURL(/\/dashboard\/metadata\/[0-9a-f-]{36}\?tersimpan=1$/);
  const id = new URL(produsen.url()).pathname.split("/").at(-1)!;
  await expect(produsen.locator("dd").first()).toContainText("Draf");
  await transisi(produsen, "Ajukan untuk QC/QE", "Proses QC/QE");

  // The checker runs QC and QE on the record page and signs both with the demo's development key.
  const pemeriksa = await sesiBaru(browser, baseURL!);
  await masuk(pemeriksa, PEMERIKSA);
  await pemeriksa.getByRole("link", { name: "Antrean QC/QE", exact: true }).click();
  await pemeriksa.getByRole("link", { name: judul }).click();
  await isiQc(pemeriksa);
  await simpanAjukanTandatangani(pemeriksa, "QC");
  await isiQe(pemeriksa);
  await simpanAjukanTandatangani(pemeriksa, "QE");
  await transisi(pemeriksa, "Selesai periksa", "Tinjauan walidata");

  // The validator (signed in with OTP) approves by signing QA: the record is published.
  await walidata.getByRole("link", { name: "Antrean tinjauan", exact: true }).click();
  await walidata.getByRole("link", { name: judul }).click();
  const qa = bagian(walidata, "QA");
  await expect(qa.getByRole("list", { name: "Hasil pemeriksaan otomatis QA" })).toContainText("Dokumen QC telah ditandatangani");
  await qa.getByLabel("Keputusan").selectOption("setujui");
  await qa.getByLabel(/^Catatan QA/).fill("Disetujui dalam demo.");
  await simpanAjukanTandatangani(walidata, "QA");
  await expect(walidata.locator("dd").first()).toContainText("Terbit");

  // A visitor opens the record; the QR code of its QA PDF opens the verification page, which says "sah".
  const warga = await sesiBaru(browser, baseURL!);
  await warga.goto(`/katalog?q=${encodeURIComponent(judul)}`);
  await warga.getByRole("link", { name: judul }).click();
  await expect(warga).toHaveURL(new RegExp(`/katalog/${id}$`));
  for (const nama of ["QC (kendali mutu)", "QE (evaluasi mutu)", "QA (penjaminan mutu)"] as const) {
    await expect(lencana(warga, nama)).toContainText("Ditandatangani");
  }
  await warga.goto(await tautanQrPdfQa(warga, id));
  await expect(warga.getByRole("heading", { level: 1 })).toHaveText("Dokumen sah dan asli");
  await expect(warga.getByText(judul)).toBeVisible();
  await potret(warga, "demo-verifikasi-sah");
});

test("npm run demo: setiap rekaman terbit hasil seed menampilkan lencana QC/QE/QA bertanda tangan, PDF QA-nya terverifikasi sah", async ({ page, request }) => {
  test.setTimeout(180_000);
  // Every published record the demo seeded carries signed QC, QE and QA with a verification token.
  const records: { id: string; judul: string }[] = [];
  for (let halaman = 1; ; halaman++) {
    const res = await request.get(`/api/public/metadata?pageSize=100&page=${halaman}`);
    expect(res.status()).toBe(200);
    const isi = (await res.json()) as { records: { id: string; judul: string }[]; total: number };
    records.push(...isi.records);
    if (records.length >= isi.total || isi.records.length === 0) break;
  }
  // A page may repeat a record when the other journey publishes meanwhile; never miss one.
  const seed = [...new Map(records.filter((r) => !r.judul.includes("Uji Demo")).map((r) => [r.id, r])).values()];
  // As many as the demo's seed reported publishing (its summary in the demo's log).
  const log = fs.readFileSync(serverUntuk(test.info().file).log!, "utf8");
  expect(seed.length).toBe(Number(/^ {2}PUBLISHED +([\d.]+)$/m.exec(log)?.[1]?.replaceAll(".", "")));
  const belumBertandaTangan: string[] = [];
  for (const r of seed) {
    const k = (await (await request.get(`/api/metadata/${r.id}/kualitas`)).json()) as Record<"qc" | "qe" | "qa", { status: string; signatureToken?: string } | null>;
    for (const tipe of ["qc", "qe", "qa"] as const) {
      if (k[tipe]?.status !== "SIGNED" || !k[tipe]?.signatureToken) belumBertandaTangan.push(`${r.judul}: ${tipe} ${k[tipe]?.status ?? "belum ada"}`);
    }
  }
  expect(belumBertandaTangan).toEqual([]);

  const contoh = [seed[0]!, seed[Math.floor(seed.length / 2)]!, seed.at(-1)!];
  for (const r of contoh) {
    await page.goto(`/katalog/${r.id}`);
    await expect(page.getByRole("heading", { level: 1, name: r.judul })).toBeVisible();
    for (const nama of ["QC (kendali mutu)", "QE (evaluasi mutu)", "QA (penjaminan mutu)"] as const) {
      await expect(lencana(page, nama)).toContainText("Ditandatangani");
      await expect(lencana(page, nama).getByRole("link", { name: /^Verifikasi tanda tangan/ })).toBeVisible();
    }
  }
  await potret(page, "demo-rekaman-seed");
  // A seeded document's PDF is rendered on its first download, with the QR code of its own signature.
  const r = contoh[0]!;
  await page.goto(`/katalog/${r.id}`);
  await page.goto(await tautanQrPdfQa(page, r.id));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dokumen sah dan asli");
  await expect(page.getByText(r.judul)).toBeVisible();
});
