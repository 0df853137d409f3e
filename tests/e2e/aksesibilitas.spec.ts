import { rekamanContoh } from "@/tests/e2e/data";
import { expect, potret, tanpaPelanggaranBerat, test } from "@/tests/e2e/fixtures";
import { masuk } from "@/tests/e2e/masuk";

// Journey 3: no serious or critical axe-core violations (WCAG 2.1 A/AA rules) on the public pages and the editor.
const HALAMAN: { nama: string; path: (id: string) => string; status?: number }[] = [
  { nama: "beranda", path: () => "/" },
  { nama: "katalog", path: () => "/katalog" },
  { nama: "katalog-filter", path: () => "/katalog?q=peta&bboxN=6&bboxS=-11&bboxE=141&bboxW=95" },
  { nama: "rekaman", path: (id) => `/katalog/${id}` },
  { nama: "standar", path: () => "/standar" },
  { nama: "standar-sni", path: () => "/standar/sni-8843-1-2019" },
  // A well-formed token nobody issued: the not-valid page, answered with HTTP 404.
  { nama: "verifikasi-tidak-sah", path: () => `/verifikasi/${"A".repeat(43)}`, status: 404 },
  { nama: "tidak-ditemukan", path: () => "/halaman-yang-tidak-ada", status: 404 },
  { nama: "masuk", path: () => "/masuk" },
];

for (const h of HALAMAN) {
  test(`aksesibilitas: ${h.nama}`, async ({ page, request }) => {
    const { id } = await rekamanContoh(request);
    const res = await page.goto(h.path(id));
    expect(res?.status()).toBe(h.status ?? 200);
    // Let the map and other client parts mount before scanning.
    await page.waitForLoadState("networkidle");
    await potret(page, `a11y-${h.nama}`);
    await tanpaPelanggaranBerat(page);
  });
}

test("aksesibilitas: editor metadata baru dan editor berisi (/ubah)", async ({ page }) => {
  // axe over the full editor (hundreds of fields) takes tens of seconds on a busy 2-core machine.
  test.setTimeout(180_000);
  await masuk(page, "produsen@geokatalog.example");
  await page.goto("/dashboard/metadata/baru");
  // Not "networkidle": the editor keeps talking to the server (draft autosave), so the network never rests.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("form").first()).toBeVisible();
  await potret(page, "a11y-editor");
  await tanpaPelanggaranBerat(page);

  // A seeded draft of the producer: every section filled, keyword chips, contacts, reports.
  await page.goto("/dashboard/metadata?status=DRAFT");
  await page.locator("main ul li a").first().click();
  await expect(page.getByRole("link", { name: "Ubah metadata" })).toBeVisible();
  await page.getByRole("link", { name: "Ubah metadata" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ubah metadata" })).toBeVisible();
  await expect(page.locator("#b-identifikasi-judul")).not.toHaveValue("");
  await expect(page.getByRole("list", { name: /^Kata: \d+ kata$/ }).first()).toBeVisible();
  await potret(page, "a11y-editor-ubah");
  await tanpaPelanggaranBerat(page);
});

test("aksesibilitas: halaman rekaman dasbor dengan panel QC/QE, lalu kartu verifikasi sah", async ({ page }) => {
  test.setTimeout(120_000);
  await masuk(page, "pemeriksa@geokatalog.example");
  await page.getByRole("link", { name: "Antrean QC/QE", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Antrean QC/QE" })).toBeVisible();
  // The seeded queue holds records at every stage of checking: take one whose QC is not signed yet.
  const tautan = (await page.locator("main ul li a").evaluateAll((a) => a.map((x) => (x as HTMLAnchorElement).href))).filter((h) => /\/dashboard\/metadata\/[0-9a-f-]{36}$/.test(h));
  const qc = page.locator('section[aria-labelledby="judul-QC"]');
  for (const href of tautan) {
    await page.goto(href);
    await expect(page.getByRole("heading", { level: 2, name: "Kualitas (QC, QE, QA)" })).toBeVisible();
    if (await qc.getByRole("button", { name: "Jalankan pemeriksaan QC" }).isVisible()) break;
  }
  await qc.getByRole("button", { name: "Jalankan pemeriksaan QC" }).click();
  await expect(qc.getByRole("list", { name: "Hasil pemeriksaan otomatis QC" })).toBeVisible();
  // A seeded draft may already hold manual items: the new one is the last.
  const butir = (await qc.getByRole("group", { name: /^Butir manual \d+$/ }).count()) + 1;
  await qc.getByRole("button", { name: "Tambah butir manual" }).click();
  await potret(page, "a11y-dasbor-rekaman-panel");
  await tanpaPelanggaranBerat(page);

  // Sign QC through the panel, then open its verification link: the valid card.
  await qc.getByLabel(`Uraian butir manual ${butir}`).fill("Atribut sesuai katalog unsur");
  await qc.getByLabel(`Butir ${butir} lulus`).check();
  await qc.getByRole("button", { name: "Simpan draf QC" }).click();
  await expect(qc.getByRole("status")).toHaveText("Draf QC tersimpan.");
  await qc.getByRole("button", { name: "Ajukan QC" }).click();
  await qc.getByRole("button", { name: "Tandatangani QC" }).click();
  await qc.getByRole("button", { name: "Ya, tandatangani QC" }).click();
  await qc.getByRole("link", { name: "Tautan verifikasi QC" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dokumen sah dan asli");
  await page.waitForLoadState("networkidle");
  await potret(page, "a11y-verifikasi-sah");
  await tanpaPelanggaranBerat(page);
});
