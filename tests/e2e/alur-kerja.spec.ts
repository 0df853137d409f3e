import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { bacaPdf, bacaQr } from "@/tests/unit/quality/baca-pdf";
import { expect, potret, test } from "@/tests/e2e/fixtures";
import { masuk } from "@/tests/e2e/masuk";

// Journey 4: producer (with OTP) → checker (QC, QE) → validator (QA approves) → public record → QR of the QA PDF.
// Steps marked "API:" have no page yet (or the page came too late for this test): they go through the JSON API
// with the signed-in browser's cookies (page.request), and should move to the dashboard UI.

const PRODUSEN = "produsen@geokatalog.example";
const PEMERIKSA = "pemeriksa@geokatalog.example";
const WALIDATA = "walidata@geokatalog.example";

async function sesiBaru(browser: Browser, baseURL: string): Promise<Page> {
  return (await browser.newContext({ baseURL })).newPage();
}

async function ok(r: Awaited<ReturnType<APIRequestContext["post"]>>, status = 200): Promise<Record<string, unknown>> {
  const teks = await r.text();
  expect(r.status(), teks).toBe(status);
  return JSON.parse(teks) as Record<string, unknown>;
}

/** API: save, submit and sign one QC/QE/QA document (the record page's panels replace this). */
async function tandatangani(page: Page, id: string, tipe: "qc" | "qe" | "qa", isi: unknown): Promise<Record<string, unknown>> {
  const jalur = `/api/metadata/${id}/qcqe/${tipe}`;
  await ok(await page.request.put(jalur, { data: isi }));
  await ok(await page.request.post(`${jalur}/ajukan`));
  return ok(await page.request.post(`${jalur}/tandatangani`));
}

test("produsen → pemeriksa → walidata → terbit → QR dokumen QA sah", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const judul = `Jaringan Irigasi Uji Alur ${Date.now()}`;

  // Producer turns OTP on (API: no profile page yet), then signs in with password and the e-mailed code.
  const produsen = await sesiBaru(browser, baseURL!);
  await masuk(produsen, PRODUSEN);
  await ok(await produsen.request.patch("/api/user/profil", { data: { otpAktif: true } }));
  await ok(await produsen.request.post("/api/auth/logout"));
  await produsen.context().clearCookies();
  await masuk(produsen, PRODUSEN, { otp: true });
  await potret(produsen, "dasbor-produsen");

  // API: create, save and submit (the editor at /dashboard/metadata/baru exists; drive it here once it is stable).
  // The smallest document the schema accepts, written out: the fixtures import JSON code lists, which
  // Playwright's loader refuses without an import attribute.
  const dok = {
    identifikasi: {
      judul,
      abstrak: "Jaringan irigasi.",
      tanggal: [{ tanggal: "2025-06-30", jenis: "publication" }],
      bahasa: ["ind"],
      tipeData: "vector",
      topikKategori: ["inlandWaters"],
      kontak: [{ peran: "pointOfContact", namaOrganisasi: "Badan Informasi Geospasial" }],
    },
    cakupan: { bbox: { barat: 106.5, timur: 108.8, selatan: -7.8, utara: -6.0 } },
    metadataInfo: { kontak: [{ peran: "pointOfContact", namaIndividu: "Siti Rahmawati" }] },
  };
  const dibuat = await ok(await produsen.request.post("/api/metadata", { data: dok }), 201);
  const id = dibuat.id as string;
  const rinci = await ok(await produsen.request.get(`/api/metadata/${id}`));
  const abstrak = "Jaringan irigasi primer dan sekunder untuk uji alur kerja.";
  await ok(await produsen.request.patch(`/api/metadata/${id}`, { data: { versi: rinci.versi, identifikasi: { abstrak } } }));
  expect(await ok(await produsen.request.post(`/api/metadata/${id}/ajukan`))).toMatchObject({ dari: "DRAFT", ke: "QCQE_PROCESS" });

  // Checker: QC and QE signed, then the record goes to review (API: QC/QE panels).
  const pemeriksa = await sesiBaru(browser, baseURL!);
  await masuk(pemeriksa, PEMERIKSA);
  expect(await tandatangani(pemeriksa, id, "qc", { itemManual: [{ label: "Isi metadata sesuai data", lulus: true }] })).toMatchObject({ status: "SIGNED" });
  const qe = { evaluasi: [{ elemen: "DQ_CompletenessOmission", metodeEvaluasi: "DQ_FullInspection", ukuran: "Persentase unsur hilang", nilai: "0.4", satuan: "%", lulus: true }] };
  expect(await tandatangani(pemeriksa, id, "qe", qe)).toMatchObject({ status: "SIGNED" });
  expect(await ok(await pemeriksa.request.post(`/api/metadata/${id}/qcqe/selesai`))).toMatchObject({ ke: "REVIEW" });

  // Validator: signing QA with "setujui" publishes (API: QA panel).
  const walidata = await sesiBaru(browser, baseURL!);
  await masuk(walidata, WALIDATA);
  expect(await tandatangani(walidata, id, "qa", { keputusan: "setujui", catatan: "Disetujui; butir QC yang belum lulus dicatat untuk revisi berikutnya." })).toMatchObject({ status: "SIGNED", keputusan: "setujui" });

  // A visitor finds the record on the public site.
  const warga = await sesiBaru(browser, baseURL!);
  await warga.goto(`/katalog?q=${encodeURIComponent(judul)}`);
  await warga.getByRole("link", { name: judul }).click();
  await expect(warga.getByRole("heading", { level: 1, name: judul })).toBeVisible();
  await expect(warga.locator("#kualitas")).toContainText("Ditandatangani");
  await potret(warga, "rekaman-baru-terbit");

  // The QR code of the public QA PDF opens /verifikasi/<token>, which says valid.
  const pdf = await warga.request.get(`/api/public/metadata/${id}/kualitas/qa/pdf`);
  expect(pdf.status()).toBe(200);
  const { halaman } = await bacaPdf(new Uint8Array(await pdf.body()));
  const [tautan] = bacaQr(halaman.flatMap((h) => h.gambar));
  expect(tautan).toMatch(new RegExp(`^${baseURL}/verifikasi/[A-Za-z0-9_-]{43}$`));
  await warga.goto(tautan!);
  await expect(warga.getByRole("heading", { level: 1 })).toHaveText("Dokumen sah dan asli");
  await expect(warga.getByText(judul)).toBeVisible();
  await potret(warga, "verifikasi-sah");
});
