import type { Browser, Locator, Page } from "@playwright/test";
import { bacaPdf, bacaQr } from "@/tests/unit/quality/baca-pdf";
import { expect } from "@/tests/e2e/fixtures";

/** Steps of the workflow journeys (alur-kerja.spec.ts on the test fixtures, demo.spec.ts on `npm run demo`). */

export async function sesiBaru(browser: Browser, baseURL: string): Promise<Page> {
  return (await browser.newContext({ baseURL })).newPage();
}

/** The record page's section of one quality document (its heading names the document and its state). */
export const bagian = (page: Page, tipe: "QC" | "QE" | "QA"): Locator => page.locator(`section[aria-labelledby="judul-${tipe}"]`);

/** A workflow button, then its confirmation form's "Ya, …" button; waits for the state the page then shows. */
export async function transisi(page: Page, label: string, status: string): Promise<void> {
  await page.getByRole("button", { name: label, exact: true }).click();
  await page.getByRole("button", { name: `Ya, ${label.charAt(0).toLowerCase()}${label.slice(1)}`, exact: true }).click();
  await expect(page.locator("dd").first()).toContainText(status);
}

/** Save the panel's draft, submit it, then sign it after the confirmation; the heading then says signed. */
export async function simpanAjukanTandatangani(page: Page, tipe: "QC" | "QE" | "QA"): Promise<void> {
  const b = bagian(page, tipe);
  await b.getByRole("button", { name: `Simpan draf ${tipe}` }).click();
  await expect(b.getByRole("status")).toHaveText(`Draf ${tipe} tersimpan.`);
  await expect(b.getByRole("heading", { level: 3 })).toContainText(`${tipe}: Draf`);
  await b.getByRole("button", { name: `Ajukan ${tipe}` }).click();
  await expect(b.getByRole("heading", { level: 3 })).toContainText(`${tipe}: Diajukan`);
  await b.getByRole("button", { name: `Tandatangani ${tipe}` }).click();
  await b.getByRole("button", { name: `Ya, tandatangani ${tipe}` }).click();
  await expect(b.getByRole("heading", { level: 3 })).toContainText(`${tipe}: Ditandatangani`);
}

/** Fill the new-record editor with every required field (three keywords, a lineage, a box typed as numbers). */
export async function isiRekamanBaru(page: Page, judul: string): Promise<void> {
  const f = (kunci: string) => page.locator(`#b-${kunci.replaceAll(".", "-")}`);
  await f("identifikasi.judul").fill(judul);
  await f("identifikasi.abstrak").fill("Jaringan irigasi.");
  await f("identifikasi.tanggal.0.tanggal").fill("2025-06-30");
  await f("identifikasi.tanggal.0.jenis").selectOption("publication");
  await page.getByRole("group", { name: /Kategori topik/ }).getByLabel("Perairan Darat").check();
  for (const kata of ["irigasi", "sawah", "bendung"]) {
    await f("identifikasi.kataKunci.0.kata").fill(kata);
    await f("identifikasi.kataKunci.0.kata").press("Enter");
  }
  await expect(page.getByRole("list", { name: "Kata: 3 kata" })).toBeVisible();
  await f("identifikasi.kontak.0.namaOrganisasi").fill("Badan Informasi Geospasial");
  await f("identifikasi.kontak.0.email").fill("irigasi@big.go.id");
  await page.getByLabel("Utara (lintang)", { exact: false }).fill("-6");
  await page.getByLabel("Selatan (lintang)", { exact: false }).fill("-7.8");
  await page.getByLabel("Barat (bujur)", { exact: false }).fill("106.5");
  await page.getByLabel("Timur (bujur)", { exact: false }).fill("108.8");
  await f("kualitasData.silsilah.pernyataan").fill("Digitasi dari citra resolusi tinggi dan verifikasi lapangan 2025.");
  await f("metadataInfo.kontak.0.namaIndividu").fill("Siti Rahmawati");
  await f("metadataInfo.kontak.0.email").fill("metadata@big.go.id");
}

/** On the record page: run the automatic QC checks (the title passes) and add one passed manual item; returns the QC section. */
export async function isiQc(page: Page): Promise<Locator> {
  const qc = bagian(page, "QC");
  await qc.getByRole("button", { name: "Jalankan pemeriksaan QC" }).click();
  const hasilQc = qc.getByRole("list", { name: "Hasil pemeriksaan otomatis QC" });
  await expect(hasilQc).toBeVisible();
  await expect(hasilQc.getByRole("listitem").filter({ hasText: "Judul" }).first()).toContainText("Lulus");
  await qc.getByRole("button", { name: "Tambah butir manual" }).click();
  await qc.getByLabel("Uraian butir manual 1").fill("Isi metadata sesuai data");
  await qc.getByLabel("Butir 1 lulus").check();
  return qc;
}

/** On the record page: one QE evaluation that meets its specification. */
export async function isiQe(page: Page): Promise<void> {
  const qe = bagian(page, "QE");
  await qe.getByLabel("Elemen kualitas data (evaluasi 1)").selectOption("DQ_CompletenessOmission");
  await qe.getByLabel("Metode evaluasi (evaluasi 1)").selectOption("DQ_FullInspection");
  await qe.getByLabel("Ukuran (evaluasi 1)").fill("Persentase unsur hilang");
  await qe.getByLabel("Nilai (evaluasi 1)").fill("0.4");
  await qe.getByLabel("Satuan (opsional) (evaluasi 1)").fill("%");
  await qe.getByLabel("Evaluasi 1 memenuhi spesifikasi").check();
}

/** The public record page's badge line of one quality document. */
export const lencana = (page: Page, nama: "QC (kendali mutu)" | "QE (evaluasi mutu)" | "QA (penjaminan mutu)"): Locator =>
  page.locator("#kualitas li").filter({ hasText: nama });

/**
 * On a public record page: the QA badge's PDF link serves a PDF whose QR code carries the badge's /verifikasi
 * link, with the page's origin; returns that link (the caller opens it as a phone that scanned it would).
 */
export async function tautanQrPdfQa(page: Page, id: string): Promise<string> {
  const badgeQa = lencana(page, "QA (penjaminan mutu)");
  const hrefPdf = await badgeQa.getByRole("link", { name: "Unduh PDF QA" }).getAttribute("href");
  expect(hrefPdf).toBe(`/api/public/metadata/${id}/kualitas/qa/pdf`);
  const pdf = await page.request.get(hrefPdf!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  const { halaman } = await bacaPdf(new Uint8Array(await pdf.body()));
  const [tautanQr] = bacaQr(halaman.flatMap((h) => h.gambar));
  const asal = new URL(page.url()).origin;
  expect(tautanQr).toMatch(new RegExp(`^${asal}/verifikasi/[A-Za-z0-9_-]{43}$`));
  expect(`${asal}${await badgeQa.getByRole("link", { name: "Verifikasi tanda tangan QA" }).getAttribute("href")}`).toBe(tautanQr);
  return tautanQr!;
}
