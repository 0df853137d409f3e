import { bagian, isiQc, isiQe, isiRekamanBaru, lencana, sesiBaru, simpanAjukanTandatangani, tautanQrPdfQa, transisi } from "@/tests/e2e/alur";
import { expect, potret, test } from "@/tests/e2e/fixtures";
import { masuk } from "@/tests/e2e/masuk";

// Journey 4, through the pages only: the producer turns OTP on, signs out and in again with the e-mailed code,
// creates a record in the editor, edits it (meeting a stale-version conflict from a second tab), submits it; a
// checker runs QC and QE on the record page and signs both; a validator approves by signing QA; the record is
// public, and its QA badge links to the PDF whose QR code opens a valid /verifikasi page.

const PRODUSEN = "produsen@geokatalog.example";
const PEMERIKSA = "pemeriksa@geokatalog.example";
const WALIDATA = "walidata@geokatalog.example";

test("produsen → pemeriksa → walidata → terbit → QR dokumen QA sah", async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const judul = `Jaringan Irigasi Uji Alur ${Date.now()}`;

  // Producer turns OTP on in the profile, signs out with the shell's button, and signs in with the e-mailed code.
  const produsen = await sesiBaru(browser, baseURL!);
  await masuk(produsen, PRODUSEN);
  await produsen.getByRole("navigation").getByRole("link", { name: "Profil" }).click();
  await produsen.getByLabel("Minta kode OTP setiap kali masuk").check();
  await produsen.getByRole("button", { name: "Simpan profil" }).click();
  await expect(produsen.getByRole("status")).toHaveText("Profil disimpan. Saat masuk berikutnya Anda akan diminta kode OTP.");
  await produsen.getByRole("button", { name: "Keluar" }).click();
  await expect(produsen).toHaveURL(/\/masuk\?keluar=1$/);
  await expect(produsen.getByRole("status")).toHaveText("Anda telah keluar.");
  await produsen.goto("/dashboard");
  await expect(produsen).toHaveURL(/\/masuk\?lanjut=/);
  await masuk(produsen, PRODUSEN, { otp: true, potretOtp: "masuk-otp" });
  await potret(produsen, "dasbor-produsen");

  // Create the record in the editor: every required field, three keywords, a lineage and a box typed as numbers.
  await produsen.getByRole("navigation").getByRole("link", { name: "Metadata", exact: true }).click();
  await expect(produsen.getByRole("heading", { level: 1, name: "Metadata" })).toBeVisible();
  await potret(produsen, "dasbor-daftar-metadata");
  await produsen.getByRole("link", { name: "+ Buat metadata baru" }).click();
  await expect(produsen.getByRole("heading", { level: 1, name: "Metadata baru" })).toBeVisible();
  await isiRekamanBaru(produsen, judul);
  const f = (kunci: string) => produsen.locator(`#b-${kunci.replaceAll(".", "-")}`);
  await potret(produsen, "editor-baru-terisi");
  await produsen.getByRole("button", { name: "Simpan draf" }).click();
  await expect(produsen).toHaveURL(/\/dashboard\/metadata\/[0-9a-f-]{36}\?tersimpan=1$/);
  await expect(produsen.getByRole("status").filter({ hasText: "Tersimpan sebagai draf." })).toBeVisible();
  const id = new URL(produsen.url()).pathname.split("/").at(-1)!;
  await expect(produsen.getByRole("heading", { level: 1, name: judul })).toBeVisible();
  await expect(produsen.locator("dd").first()).toContainText("Draf");

  // Edit and save in the editor; a second tab still on the old version gets the conflict panel, not a silent loss.
  await produsen.getByRole("link", { name: "Ubah metadata" }).click();
  await expect(produsen.getByRole("heading", { level: 1, name: "Ubah metadata" })).toBeVisible();
  const tabLain = await (await browser.newContext({ baseURL, storageState: await produsen.context().storageState() })).newPage();
  await tabLain.goto(`/dashboard/metadata/${id}/ubah`);
  await expect(tabLain.getByRole("heading", { level: 1, name: "Ubah metadata" })).toBeVisible();
  const abstrak = "Jaringan irigasi primer dan sekunder untuk uji alur kerja, hasil digitasi citra dan survei lapangan di Jawa Barat bagian utara.";
  await f("identifikasi.abstrak").fill(abstrak);
  await produsen.getByRole("button", { name: "Simpan", exact: true }).click();
  await expect(produsen.getByRole("status").filter({ hasText: "Tersimpan pukul" })).toBeVisible();
  await potret(produsen, "editor-ubah");
  await tabLain.locator("#b-identifikasi-tujuan").fill("Perencanaan irigasi dari tab lain.");
  await tabLain.getByRole("button", { name: "Simpan", exact: true }).click();
  await expect(tabLain.getByRole("alert").filter({ hasText: "Metadata ini telah diubah oleh orang lain" })).toBeVisible();
  await potret(tabLain, "editor-konflik");
  await tabLain.context().close();

  // Submit for QC/QE from the record page, through its confirmation.
  await produsen.goto(`/dashboard/metadata/${id}`);
  await potret(produsen, "dasbor-rekaman-produsen");
  await transisi(produsen, "Ajukan untuk QC/QE", "Proses QC/QE");
  await expect(produsen.getByRole("heading", { name: "Riwayat" }).locator("..")).toContainText("Diajukan untuk QC/QE");

  // Checker: runs the automatic QC checks, adds a manual item, signs QC; fills one QE row, signs QE; finishes.
  const pemeriksa = await sesiBaru(browser, baseURL!);
  await masuk(pemeriksa, PEMERIKSA);
  await potret(pemeriksa, "dasbor-pemeriksa");
  await pemeriksa.getByRole("link", { name: "Antrean QC/QE", exact: true }).click();
  await pemeriksa.getByRole("link", { name: judul }).click();
  await expect(pemeriksa.getByRole("heading", { level: 1, name: judul })).toBeVisible();
  const qc = await isiQc(pemeriksa);
  await potret(pemeriksa, "dasbor-rekaman-pemeriksa");
  await simpanAjukanTandatangani(pemeriksa, "QC");
  await expect(qc.getByRole("list", { name: "Butir QC tersimpan" })).toContainText("Isi metadata sesuai data");

  await isiQe(pemeriksa);
  await simpanAjukanTandatangani(pemeriksa, "QE");
  await transisi(pemeriksa, "Selesai periksa", "Tinjauan walidata");

  // Validator: approves by signing QA (with a note, since not every QC item passed); the record is published.
  const walidata = await sesiBaru(browser, baseURL!);
  await masuk(walidata, WALIDATA);
  await potret(walidata, "dasbor-walidata");
  await walidata.getByRole("link", { name: "Antrean tinjauan", exact: true }).click();
  await walidata.getByRole("link", { name: judul }).click();
  const qa = bagian(walidata, "QA");
  await expect(qa.getByRole("list", { name: "Hasil pemeriksaan otomatis QA" })).toContainText("Dokumen QC telah ditandatangani");
  await qa.getByLabel("Keputusan").selectOption("setujui");
  await qa.getByLabel(/^Catatan QA/).fill("Disetujui; butir QC yang belum lulus dicatat untuk revisi berikutnya.");
  await potret(walidata, "dasbor-rekaman-walidata");
  await simpanAjukanTandatangani(walidata, "QA");
  await expect(qa).toContainText("Keputusan: disetujui");
  await expect(walidata.locator("dd").first()).toContainText("Terbit");

  // A visitor finds the record on the public site.
  const warga = await sesiBaru(browser, baseURL!);
  await warga.goto(`/katalog?q=${encodeURIComponent(judul)}`);
  await warga.getByRole("link", { name: judul }).click();
  await expect(warga.getByRole("heading", { level: 1, name: judul })).toBeVisible();
  await expect(warga.getByText(abstrak)).toBeVisible();
  await expect(warga.locator("#kualitas")).toContainText("Ditandatangani");
  await potret(warga, "rekaman-baru-terbit");

  // The QA badge links to the public PDF and to /verifikasi; the PDF's QR code carries that same link.
  const tautanQr = await tautanQrPdfQa(warga, id);
  expect(tautanQr.startsWith(`${baseURL}/verifikasi/`)).toBe(true);
  await lencana(warga, "QA (penjaminan mutu)").getByRole("link", { name: "Verifikasi tanda tangan QA" }).click();
  await expect(warga).toHaveURL(tautanQr);
  await expect(warga.getByRole("heading", { level: 1 })).toHaveText("Dokumen sah dan asli");
  await expect(warga.getByText(judul)).toBeVisible();
  await potret(warga, "verifikasi-sah");
});
