import type { Page } from "@playwright/test";
import { bagian, isiQc, isiQe, sesiBaru, simpanAjukanTandatangani, transisi } from "@/tests/e2e/alur";
import { expect, potret, tanpaPelanggaranBerat, test } from "@/tests/e2e/fixtures";
import { masuk } from "@/tests/e2e/masuk";

// Issue 17, "checkers and walidata cannot see what they sign": the producer edits a published record (a working
// copy) and submits it; the checker reads the whole record, the field-by-field difference against the published
// version and the XML before signing QC and QE; an edit link leads a checker to the read-only page, not a 404; the
// walidata reads the same before approving with QA, and lands on the published record, now carrying the change.

const PRODUSEN = "produsen@geokatalog.example";
const PEMERIKSA = "pemeriksa@geokatalog.example";
const WALIDATA = "walidata@geokatalog.example";

type Detail = { id: string; versi: number; salinanDari: string | null; dokumen: { identifikasi: { judul: string; abstrak: string } } };

/** What a reviewer must see before signing: the record's sections, the difference, and the XML they approve. */
async function bacaSalinan(page: Page, salinan: string, lama: Detail, judulBaru: string): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: judulBaru })).toBeVisible();
  const beda = page.getByRole("region", { name: "Perbedaan dengan versi terbit" });
  // The seeded original may differ in fields the save normalises; the two edited fields must be there, side by side.
  await expect(beda).toContainText(/\d+ bidang berbeda dari/);
  const judul = beda.getByRole("row", { name: /Identifikasi › Judul/ });
  await expect(judul.getByRole("cell").nth(0)).toHaveText(lama.dokumen.identifikasi.judul);
  await expect(judul.getByRole("cell").nth(1)).toHaveText(judulBaru);
  await expect(beda.getByRole("row", { name: /Identifikasi › Edisi/ }).getByRole("cell").nth(1)).toHaveText("Revisi 2026");

  const isi = page.getByRole("article", { name: "Isi metadata" });
  for (const h of ["Abstrak", "Identifikasi", "Cakupan", "Kategori dan kata kunci", "Distribusi dan akses", "Kontak", "Informasi metadata"]) {
    await expect(isi.getByRole("heading", { level: 2, name: h, exact: true })).toBeVisible();
  }
  await expect(isi.getByText(lama.dokumen.identifikasi.abstrak.split(/\n{2,}/)[0]!)).toBeVisible();

  // The XML of the copy in every profile, through the signed-in export (the public download is a 404 for it).
  for (const [label, akar] of [["ISO 19115-3:2016 (profil SNI)", "mdb:MD_Metadata"], ["ISO 19115-3:2018", "mdb:MD_Metadata"], ["ISO 19139:2007 (gmd)", "gmd:MD_Metadata"]] as const) {
    const href = await page.getByRole("link", { name: label }).first().getAttribute("href");
    expect(href).toMatch(new RegExp(`^/api/metadata/${salinan}/export/xml\\?format=`));
    const xml = await page.request.get(href!);
    expect(xml.status()).toBe(200);
    const teks = await xml.text();
    expect(teks).toContain(akar);
    expect(teks).toContain(judulBaru);
  }
}

test("pemeriksa dan walidata membaca rekaman dan perbedaan salinan kerja sebelum menandatangani", async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const judulBaru = `Salinan Kerja Uji Tinjau ${Date.now()}`;

  // Producer: edit one of their published records (the API makes a working copy) and submit the copy for QC/QE.
  const produsen = await sesiBaru(browser, baseURL!);
  await masuk(produsen, PRODUSEN);
  const { records } = (await (await produsen.request.get("/api/metadata?status=PUBLISHED&pageSize=100")).json()) as { records: { id: string }[] };
  expect(records.length, "seed: produsen demo memiliki rekaman terbit").toBeGreaterThan(0);
  const lama = (await (await produsen.request.get(`/api/metadata/${records[0]!.id}`)).json()) as Detail;
  const ubah = await produsen.request.patch(`/api/metadata/${lama.id}`, { data: { versi: lama.versi, identifikasi: { judul: judulBaru, edisi: "Revisi 2026" } } });
  expect(ubah.status()).toBe(201);
  const salinan = ((await ubah.json()) as Detail).id;
  expect((await produsen.request.post(`/api/metadata/${salinan}/ajukan`, { data: {} })).status()).toBe(200);

  // Checker: the home lists what waits for QC/QE with its age; the record page shows everything before signing.
  const pemeriksa = await sesiBaru(browser, baseURL!);
  await masuk(pemeriksa, PEMERIKSA);
  const antrean = pemeriksa.getByRole("region", { name: /^Menunggu QC\/QE \(\d+\)$/ });
  await expect(antrean).toBeVisible();
  await expect(antrean.getByText(/^Menunggu (kurang dari 1 jam|\d+ (jam|hari))/).first()).toBeVisible();
  await expect(pemeriksa.getByRole("heading", { level: 2, name: /Metadata saya/ })).toHaveCount(0);
  await potret(pemeriksa, "beranda-pemeriksa");
  await pemeriksa.getByRole("navigation").getByRole("link", { name: "Antrean QC/QE", exact: true }).click();
  await pemeriksa.getByRole("link", { name: judulBaru }).click();
  await bacaSalinan(pemeriksa, salinan, lama, judulBaru);
  await tanpaPelanggaranBerat(pemeriksa);
  await potret(pemeriksa, "tinjau-salinan-pemeriksa");

  // An edit link (from a mail, a bookmark) takes the checker to the read-only page, not to the public 404.
  await pemeriksa.goto(`/dashboard/metadata/${salinan}/ubah`);
  await expect(pemeriksa).toHaveURL(new RegExp(`/dashboard/metadata/${salinan}$`));
  await expect(pemeriksa.getByRole("heading", { level: 1, name: judulBaru })).toBeVisible();

  await isiQc(pemeriksa);
  await simpanAjukanTandatangani(pemeriksa, "QC");
  await isiQe(pemeriksa);
  await simpanAjukanTandatangani(pemeriksa, "QE");
  await transisi(pemeriksa, "Selesai periksa", "Tinjauan walidata");

  // Walidata: the home shows the review queue and recent publications; the copy's page shows what changed.
  const walidata = await sesiBaru(browser, baseURL!);
  await masuk(walidata, WALIDATA);
  await expect(walidata.getByRole("region", { name: /^Menunggu tinjauan Anda \(\d+\)$/ })).toBeVisible();
  await expect(walidata.getByRole("region", { name: "Baru terbit" }).getByRole("listitem").first()).toContainText("WIB");
  await potret(walidata, "beranda-walidata");
  await walidata.getByRole("navigation").getByRole("link", { name: "Antrean tinjauan", exact: true }).click();
  await walidata.getByRole("link", { name: judulBaru }).click();
  await bacaSalinan(walidata, salinan, lama, judulBaru);
  await tanpaPelanggaranBerat(walidata);
  await potret(walidata, "tinjau-salinan-walidata");
  const qa = bagian(walidata, "QA");
  await qa.getByLabel("Keputusan").selectOption("setujui");
  await qa.getByLabel(/^Catatan QA/).fill("Perubahan judul dan edisi telah dibaca dan disetujui.");
  await simpanAjukanTandatangani(walidata, "QA");

  // Approving replaced the published record: the page opens it (the copy is gone), and the public page shows the change.
  await expect(walidata).toHaveURL(new RegExp(`/dashboard/metadata/${lama.id}$`));
  await expect(walidata.getByRole("heading", { level: 1, name: judulBaru })).toBeVisible();
  await expect(walidata.locator("dd").first()).toContainText("Terbit");
  await expect(walidata.getByRole("region", { name: "Perbedaan dengan versi terbit" })).toHaveCount(0);
  await walidata.goto(`/katalog/${lama.id}`);
  await expect(walidata.getByRole("heading", { level: 1, name: judulBaru })).toBeVisible();
});
