import fs from "node:fs";
import { escXml, kataJudul, rekamanContoh } from "@/tests/e2e/data";
import { expect, potret, test } from "@/tests/e2e/fixtures";

// Journey 1: a citizen searches by words, narrows by a category facet and by a box (drawn on the map, then typed),
// opens the record and downloads its XML.
test("warga mencari, menyaring, membuka rekaman, dan mengunduh XML", async ({ page, request }) => {
  const r = await rekamanContoh(request);
  const kategori = r.topikKategori[0]!;

  await page.goto("/");
  await potret(page, "beranda");
  await page.getByRole("searchbox", { name: "Kata pencarian" }).fill(kataJudul(r.judul));
  await page.getByRole("search").getByRole("button", { name: "Cari" }).click();
  await expect(page).toHaveURL(/\/katalog\?q=/);
  await expect(page.getByRole("link", { name: r.judul })).toBeVisible();

  // The category from the facet beside the results (a link with its count), which keeps the search words.
  const filter = page.locator("form.filter");
  await page.getByRole("complementary", { name: "Saring hasil" }).locator(`a[href*="kategori=${kategori}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`q=.*kategori=${kategori}`));
  await expect(page.getByRole("link", { name: r.judul })).toBeVisible();
  await potret(page, "katalog-hasil");

  // The box filter waits behind "Filter peta". Draw a box over almost the whole map: the map is fitted to this
  // page's results, so it encloses the record.
  await filter.getByText("Filter peta").click();
  await filter.getByRole("button", { name: "Gambar kotak di peta" }).click();
  const peta = filter.locator(".peta-leaflet");
  // As a person would: the map may sit below the fold of the filter form, so bring it into view before drawing.
  await peta.scrollIntoViewIfNeeded();
  const kotak = (await peta.boundingBox())!;
  await page.mouse.move(kotak.x + kotak.width * 0.02, kotak.y + kotak.height * 0.02);
  await page.mouse.down();
  await page.mouse.move(kotak.x + kotak.width * 0.5, kotak.y + kotak.height * 0.5, { steps: 5 });
  await page.mouse.move(kotak.x + kotak.width * 0.98, kotak.y + kotak.height * 0.98, { steps: 5 });
  await page.mouse.up();
  for (const label of ["Utara (lintang)", "Selatan (lintang)", "Barat (bujur)", "Timur (bujur)"]) {
    await expect(filter.getByLabel(label)).not.toHaveValue("");
  }
  const utara = Number(await filter.getByLabel("Utara (lintang)").inputValue());
  const selatan = Number(await filter.getByLabel("Selatan (lintang)").inputValue());
  expect(utara).toBeGreaterThan(selatan);
  await filter.getByRole("button", { name: "Cari" }).click();
  for (const p of ["bboxN", "bboxS", "bboxE", "bboxW"]) await expect(page).toHaveURL(new RegExp(`[?&]${p}=-?[0-9]`));
  await expect(page.getByRole("link", { name: r.judul })).toBeVisible();

  // The same filter typed into the four fields (the way without a pointer).
  await filter.getByLabel("Utara (lintang)").fill(String(r.bboxUtara + 0.5));
  await filter.getByLabel("Selatan (lintang)").fill(String(r.bboxSelatan - 0.5));
  await filter.getByLabel("Barat (bujur)").fill(String(r.bboxBarat - 0.5));
  await filter.getByLabel("Timur (bujur)").fill(String(r.bboxTimur + 0.5));
  await filter.getByRole("button", { name: "Cari" }).click();
  await expect(page).toHaveURL(new RegExp(`bboxN=${encodeURIComponent(String(r.bboxUtara + 0.5))}`));
  await page.getByRole("link", { name: r.judul }).click();

  await expect(page).toHaveURL(new RegExp(`/katalog/${r.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: r.judul })).toBeVisible();
  await potret(page, "rekaman");
  const tautan = page.getByRole("list", { name: "Unduh metadata (XML)" }).getByRole("link").first();
  const [unduhan] = await Promise.all([page.waitForEvent("download"), tautan.click()]);
  const isi = fs.readFileSync((await unduhan.path())!, "utf8");
  expect(isi.startsWith("<?xml")).toBe(true);
  expect(isi).toContain(escXml(r.judul));
  const res = await page.request.get((await tautan.getAttribute("href"))!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/xml/);
  expect(await res.text()).toContain(escXml(r.judul));
});
