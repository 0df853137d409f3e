import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect, tanpaPelanggaranBerat, test } from "@/tests/e2e/fixtures";

// Journey: finding on /katalog (issue 18) at a desktop and a phone size: the first results above the fold, facet
// counts that click, combine and come off as chips, the order, organisation pages, and the feed and OpenSearch
// links in <head>; each page screenshotted as an artefact, with no console errors, no failed requests (tiles
// aside) and no serious axe violations.

const UKURAN = [
  { nama: "desktop", viewport: { width: 1280, height: 800 }, ponsel: false },
  { nama: "ponsel", viewport: { width: 390, height: 844 }, ponsel: true },
] as const;

/**
 * Console errors, uncaught errors and failed requests of one page. Allowed: map tiles, the seed's browse graphics
 * (producers' hosts under the reserved .example domain, which never resolves), and Next's navigation requests
 * cancelled when the page moves on (ERR_ABORTED of an `_rsc` request).
 */
const diizinkan = (url: string) => /tile|\{z\}|openstreetmap/.test(url) || /^https?:\/\/[^/]+\.example\//.test(url);
function awasi(page: Page): string[] {
  const galat: string[] = [];
  page.on("pageerror", (e) => galat.push(`pageerror: ${e.message}`));
  page.on("console", (m) => void (m.type() === "error" && !diizinkan(m.location().url) && galat.push(`console: ${m.text()} (${m.location().url})`)));
  page.on("requestfailed", (r) => {
    const batal = r.failure()?.errorText === "net::ERR_ABORTED" && r.url().includes("_rsc=");
    if (!batal && !diizinkan(r.url())) galat.push(`requestfailed: ${r.url()} ${r.failure()?.errorText}`);
  });
  page.on("response", (r) => void (r.status() >= 400 && galat.push(`HTTP ${r.status()}: ${r.url()}`)));
  return galat;
}

/** A full-page screenshot kept under test-results/layar/ (like potret) and attached to the test's report. */
async function simpanLayar(page: Page, info: TestInfo, nama: string): Promise<void> {
  const path = `test-results/layar/${nama}.png`;
  await page.screenshot({ path, fullPage: true });
  await info.attach(nama, { path, contentType: "image/png" });
}

/** The number in "1.234 metadata ditemukan" (or 0 for "Tidak ada …"). */
async function jumlahHasil(page: Page): Promise<number> {
  const teks = (await page.locator(".jumlah-hasil").textContent()) ?? "";
  const m = /^([\d.]+) metadata/.exec(teks);
  return m ? Number(m[1]!.replace(/\./g, "")) : 0;
}

for (const u of UKURAN) {
  test.describe(`katalog (${u.nama})`, () => {
    test.use({ viewport: u.viewport });

    /** The facet panel visible at this size: the sidebar, or the phone's <details>, opened. */
    async function panel(page: Page): Promise<Locator> {
      if (!u.ponsel) return page.getByRole("complementary", { name: "Saring hasil" });
      const d = page.locator("details.faset-ponsel");
      if (!(await d.evaluate((el) => (el as HTMLDetailsElement).open))) await d.locator("> summary").click();
      return d;
    }

    /** Click the first value of a facet group and check the result count equals the count beside it. */
    async function pilih(page: Page, grup: string): Promise<string> {
      const tautan = (await panel(page)).getByRole("region", { name: grup }).getByRole("link").first();
      const jumlah = Number(((await tautan.locator(".faset-jumlah").textContent()) ?? "").replace(/\./g, ""));
      const href = (await tautan.getAttribute("href"))!;
      await tautan.click();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[?.+]/g, "\\$&")}$`));
      expect(await jumlahHasil(page)).toBe(jumlah);
      return href;
    }

    test("hasil pertama di atas lipatan, tautan umpan dan OpenSearch di <head>", async ({ page }, info) => {
      const galat = awasi(page);
      await page.goto("/katalog");
      const kartu = page.locator(".daftar-hasil > li").first();
      await expect(kartu).toBeVisible();
      const kotak = (await kartu.locator("h3").boundingBox())!;
      expect(kotak.y + kotak.height, "judul hasil pertama terlihat tanpa menggulir").toBeLessThanOrEqual(u.viewport.height);
      // The map box waits behind "Filter peta"; the card tells similar titles apart.
      await expect(page.getByText("Filter peta")).toBeVisible();
      await expect(page.getByLabel("Utara (lintang)")).toBeHidden();
      await expect(kartu.locator(".kartu-pembeda")).toContainText("Tahun data");
      await expect(kartu.getByText("QA ditandatangani")).toBeVisible();
      await simpanLayar(page, info, `katalog-${u.nama}`);

      const cari = page.locator('head link[rel="search"][type="application/opensearchdescription+xml"]');
      const umpan = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
      await expect(cari).toHaveCount(1);
      expect(await umpan.count()).toBeGreaterThanOrEqual(1);
      for (const l of [cari, umpan.first()]) {
        const res = await page.request.get((await l.getAttribute("href"))!);
        expect(res.status()).toBe(200);
        expect(await res.text()).toMatch(/^<\?xml/);
      }
      await tanpaPelanggaranBerat(page);
      expect(galat).toEqual([]);
    });

    test("faset: pilih, gabungkan, hapus lewat chip; urutkan", async ({ page }, info) => {
      const galat = awasi(page);
      await page.goto("/katalog");
      const kategori = await pilih(page, "Kategori topik");
      expect(kategori).toMatch(/kategori=/);
      const gabung = await pilih(page, "Instansi");
      expect(gabung).toMatch(/kategori=.*organisasi=/);
      const chip = page.getByRole("list", { name: "Filter aktif" }).getByRole("link");
      await expect(chip).toHaveCount(2);
      await simpanLayar(page, info, `katalog-faset-${u.nama}`);
      await tanpaPelanggaranBerat(page);

      // Removing the category chip keeps the organisation.
      await chip.filter({ hasText: "Kategori topik" }).click();
      await expect(page).toHaveURL(/organisasi=/);
      await expect(page).not.toHaveURL(/kategori=/);
      await expect(chip).toHaveCount(1);

      // The order: A–Z by title, kept with the filter.
      await page.getByRole("combobox", { name: "Urutkan" }).selectOption("judul");
      await page.getByRole("button", { name: "Urutkan" }).click();
      await expect(page).toHaveURL(/organisasi=.*urut=judul/);
      const judul = await page.locator(".daftar-hasil h3 a").allTextContents();
      expect(judul.length).toBeGreaterThan(1);
      expect(judul).toEqual([...judul].sort((a, b) => (Buffer.from(a) < Buffer.from(b) ? -1 : 1)));
      await simpanLayar(page, info, `katalog-urut-${u.nama}`);
      expect(galat).toEqual([]);
    });

    test("pesan isian di samping kotak wilayah", async ({ page }, info) => {
      const galat = awasi(page);
      await page.goto("/katalog?bboxN=utara&bboxS=-8&bboxE=115&bboxW=110");
      const bidang = page.getByLabel("Utara (lintang)");
      await expect(bidang).toBeVisible();
      await expect(bidang).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator("#galat-bboxN")).toHaveText("Batas utara harus angka desimal, mis. 6.5.");
      await expect(bidang).toHaveAccessibleDescription(/Batas utara harus angka desimal, mis\. 6\.5\./);
      await simpanLayar(page, info, `katalog-galat-${u.nama}`);
      await tanpaPelanggaranBerat(page);
      expect(galat).toEqual([]);
    });

    test("halaman organisasi dari kartu hasil", async ({ page }, info) => {
      const galat = awasi(page);
      await page.goto("/katalog");
      const org = page.locator(".daftar-hasil .kartu-meta a").first();
      const nama = (await org.textContent())!;
      await org.click();
      await expect(page).toHaveURL(/\/organisasi\/[^/]+$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(nama);
      await simpanLayar(page, info, `organisasi-${u.nama}`);
      await page.goto("/organisasi");
      await expect(page.getByRole("link", { name: nama }).first()).toBeVisible();
      await simpanLayar(page, info, `organisasi-daftar-${u.nama}`);
      await tanpaPelanggaranBerat(page);
      expect(galat).toEqual([]);
    });
  });
}
