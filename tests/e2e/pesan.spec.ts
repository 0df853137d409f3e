import type { Browser, Page } from "@playwright/test";
import { expect, potret, tanpaPelanggaranBerat, test } from "@/tests/e2e/fixtures";
import { masuk } from "@/tests/e2e/masuk";

// Messages for people (issue 17): every editor message in this journey reads as a sentence that names the field
// by its label and says what to enter; the API's `detail` carries the same sentences; the checker's QC panel
// names an empty manual item, shows a saved draft as success and lists the automatic results once.

const PRODUSEN = "produsen@geokatalog.example";
const PEMERIKSA = "pemeriksa@geokatalog.example";

async function sesiBaru(browser: Browser, baseURL: string): Promise<Page> {
  return (await browser.newContext({ baseURL })).newPage();
}

/** A sentence for people: a capital first, a full stop last, no zod wording, no dotted document path. */
function kalimatUntukOrang(teks: string): void {
  expect(teks).toMatch(/^[A-Z0-9].*\.$/s);
  expect(teks).not.toMatch(/diharapkan|Input tidak valid|Terlalu (besar|kecil)|identifikasi\.|cakupan\.|metadataInfo\./);
}

test("pesan editor dan QC: kalimat dengan label isian, sama di API", async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const produsen = await sesiBaru(browser, baseURL!);
  await masuk(produsen, PRODUSEN);
  await produsen.goto("/dashboard/metadata/baru");
  await expect(produsen.getByRole("heading", { level: 1, name: "Metadata baru" })).toBeVisible();
  await expect(produsen.getByText("Isian bertanda (wajib) harus diisi sebelum metadata dapat disimpan.")).toBeVisible();
  await expect(produsen.getByLabel("Judul (wajib)")).toHaveAttribute("required", "");

  const f = (kunci: string) => produsen.locator(`#b-${kunci.replaceAll(".", "-")}`);
  const judul = `Batas Desa Uji Pesan ${Date.now()}`;
  await f("identifikasi.judul").fill(judul);
  await f("identifikasi.kontak.0.email").fill("bukan-email");
  await f("cakupan.bbox.utara").fill("91");
  await f("cakupan.bbox.selatan").fill("-7");
  await f("cakupan.bbox.barat").fill("200");
  await f("cakupan.bbox.timur").fill("110");
  // The metadata contact comes prefilled from the profile and organisation; emptied, it must say what to enter.
  await expect(f("metadataInfo.kontak.0.namaIndividu")).not.toHaveValue("");
  await f("metadataInfo.kontak.0.namaIndividu").fill("");
  await f("metadataInfo.kontak.0.namaOrganisasi").fill("");
  await produsen.getByRole("button", { name: "Simpan draf" }).click();

  const ringkasan = produsen.getByRole("alert").filter({ has: produsen.getByRole("heading", { name: /isian yang perlu diperbaiki/ }) });
  await expect(ringkasan).toBeVisible();
  const pesan = await ringkasan.getByRole("listitem").allInnerTexts();
  for (const p of pesan) kalimatUntukOrang(p.trim());
  expect(pesan).toEqual(
    expect.arrayContaining([
      "Abstrak wajib diisi.",
      "Batas utara harus antara -90 dan 90.",
      "Batas barat harus antara -180 dan 180.",
      "E-mail pada kontak sumber daya 1 harus berupa alamat e-mail yang sah, mis. nama@instansi.go.id.",
      "Kontak metadata 1: isi nama individu atau nama organisasi kontak ini.",
    ]),
  );
  // Under the field itself: the same sentence, one per line.
  await expect(produsen.locator("#b-cakupan-bbox-utara-galat")).toHaveText("Batas utara harus antara -90 dan 90.");
  await expect(f("cakupan.bbox.utara")).toHaveAttribute("aria-invalid", "true");
  await potret(produsen, "editor-pesan");
  await tanpaPelanggaranBerat(produsen);

  // An API client gets the same sentences in `detail`.
  const api = await produsen.request.post("/api/metadata", {
    headers: { origin: new URL(baseURL!).origin },
    data: { identifikasi: { judul: "Uji API" }, cakupan: { bbox: { barat: 100, timur: 110, selatan: -7, utara: 91 } }, metadataInfo: { kontak: [] } },
  });
  expect(api.status()).toBe(400);
  const badan = (await api.json()) as { error: string; detail: { path: string; pesan: string }[] };
  expect(badan.detail).toEqual(expect.arrayContaining([{ path: "cakupan.bbox.utara", pesan: "Batas utara harus antara -90 dan 90." }, { path: "identifikasi.abstrak", pesan: "Abstrak wajib diisi." }]));
  for (const d of badan.detail) kalimatUntukOrang(d.pesan);

  // Fix every field; the record saves, and is submitted for QC/QE.
  await f("identifikasi.abstrak").fill("Batas desa untuk uji pesan.");
  await f("identifikasi.tanggal.0.tanggal").fill("2025-06-30");
  await f("identifikasi.tanggal.0.jenis").selectOption("publication");
  await produsen.getByRole("group", { name: /Kategori topik/ }).getByLabel("Batas Wilayah").check();
  await f("identifikasi.kontak.0.namaOrganisasi").fill("Badan Informasi Geospasial");
  await f("identifikasi.kontak.0.email").fill("batas@big.go.id");
  await f("cakupan.bbox.utara").fill("-6");
  await f("cakupan.bbox.barat").fill("106");
  await f("metadataInfo.kontak.0.namaIndividu").fill("Siti Rahmawati");
  await expect(ringkasan.getByRole("listitem")).toHaveCount(0);
  await produsen.getByRole("button", { name: "Simpan draf" }).click();
  await expect(produsen).toHaveURL(/\/dashboard\/metadata\/[0-9a-f-]{36}\?tersimpan=1$/);
  const id = new URL(produsen.url()).pathname.split("/").at(-1)!;
  await produsen.getByRole("button", { name: "Ajukan untuk QC/QE", exact: true }).click();
  await produsen.getByRole("button", { name: /^Ya, ajukan untuk QC\/QE$/i }).click();
  await expect(produsen.locator("dd").first()).toContainText("Proses QC/QE");

  // Checker: an empty manual item is named, not dropped; a saved draft is a success; automatic results once.
  const pemeriksa = await sesiBaru(browser, baseURL!);
  await masuk(pemeriksa, PEMERIKSA);
  await pemeriksa.goto(`/dashboard/metadata/${id}`);
  const qc = pemeriksa.locator('section[aria-labelledby="judul-QC"]');
  await qc.getByRole("button", { name: "Jalankan pemeriksaan QC" }).click();
  await expect(qc.getByRole("list", { name: "Hasil pemeriksaan otomatis QC" })).toBeVisible();
  await qc.getByRole("button", { name: "Tambah butir manual" }).click();
  await qc.getByRole("button", { name: "Simpan draf QC" }).click();
  const tolak = qc.getByRole("alert");
  await expect(tolak).toHaveText("Uraian butir manual 1 wajib diisi; isi uraiannya atau hapus butir itu.");
  await expect(tolak).toHaveClass(/pesan-galat/);
  await qc.getByLabel("Uraian butir manual 1").fill("Batas sesuai peta dasar");
  await qc.getByRole("button", { name: "Simpan draf QC" }).click();
  const berhasil = qc.getByRole("status").filter({ hasText: "Draf QC tersimpan." });
  await expect(berhasil).toBeVisible();
  await expect(berhasil).toHaveClass(/pesan-ok/);
  await expect(qc.getByRole("list", { name: "Butir QC tersimpan" })).toContainText("Batas sesuai peta dasar");
  await expect(qc.getByRole("list", { name: "Hasil pemeriksaan otomatis QC" })).toHaveCount(0);
  await potret(pemeriksa, "qc-pesan");
});
