import type { APIRequestContext, Page } from "@playwright/test";
import { expect, tanpaPelanggaranBerat, test } from "@/tests/e2e/fixtures";
import { arahkanKeStub, mulaiStubWms, ubinGagal, type StubWms } from "@/tests/e2e/stub-wms";

// This journey's world has MAP_TILE_URL set to a host every test makes fail (tests/e2e/setup/global.ts), and its
// WMS resources on https://geoservice.<org>.example/ are answered by a stub on loopback.

type SumberDaring = { url: string; protokol: string; nama?: string };
type RekamanWms = { id: string; judul: string; lapisan: string; url: string };

/** A PUBLISHED seeded record with an https WMS resource that names its layer, read from the public API. */
async function rekamanWms(request: APIRequestContext): Promise<RekamanWms> {
  const { records } = (await (await request.get("/api/public/metadata?pageSize=100")).json()) as { records: { id: string; judul: string }[] };
  for (const r of records) {
    const d = (await (await request.get(`/api/public/metadata/${r.id}`)).json()) as { distribusi: { sumberDaring: SumberDaring[] } };
    const wms = d.distribusi.sumberDaring.find((s) => s.protokol === "OGC:WMS" && s.url.startsWith("https://") && s.nama);
    if (wms) return { id: r.id, judul: r.judul, lapisan: wms.nama!, url: wms.url };
  }
  throw new Error("seed tidak berisi rekaman terbit dengan WMS https");
}

/** Console errors and uncaught exceptions, except the tile requests the test makes fail on purpose. */
function galatKonsol(page: Page): string[] {
  const galat: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && !m.location().url.startsWith("https://ubin.uji.example/")) galat.push(`${m.text()} (${m.location().url})`);
  });
  page.on("pageerror", (e) => galat.push(e.message));
  return galat;
}

const LAYAR = [
  { nama: "desktop", viewport: { width: 1280, height: 800 }, isMobile: false },
  { nama: "ponsel", viewport: { width: 390, height: 844 }, isMobile: true },
] as const;

// Each test loads Leaflet and runs axe on a map-heavy page; on the shared 2-core machine that can pass a minute.
test.describe.configure({ timeout: 120_000 });

let stub: StubWms;
test.beforeAll(async () => {
  stub = await mulaiStubWms();
});
test.afterAll(async () => {
  await stub.tutup();
});

for (const layar of LAYAR) {
  test.describe(layar.nama, () => {
    test.use({ viewport: layar.viewport, isMobile: layar.isMobile, hasTouch: layar.isMobile });

    test("rekaman dengan WMS: blok Akses data, lapisan di peta dari stub, legenda, salin ke QGIS", async ({ page, context, request }) => {
      const r = await rekamanWms(request);
      const galat = galatKonsol(page);
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await arahkanKeStub(page, stub);
      await ubinGagal(page);
      const sebelum = stub.permintaan.length;

      await page.goto(`/katalog/${r.id}`);
      const akses = page.getByRole("region", { name: "Akses data" });
      await expect(akses).toBeVisible();
      // The block comes before the abstract: the first thing after the title.
      const [yAkses, yAbstrak] = await Promise.all([akses.boundingBox(), page.getByRole("heading", { level: 2, name: "Abstrak" }).boundingBox()]);
      expect(yAkses!.y).toBeLessThan(yAbstrak!.y);

      // Leaflet asks the stub for GetMap tiles of the resource's layer.
      await expect.poll(() => stub.permintaan.slice(sebelum).filter((u) => u.searchParams.get("REQUEST") === "GetMap").length).toBeGreaterThan(0);
      const getMap = stub.permintaan.slice(sebelum).find((u) => u.searchParams.get("REQUEST") === "GetMap")!;
      expect(getMap.searchParams.get("LAYERS")).toBe(r.lapisan);
      expect(getMap.searchParams.get("SERVICE")).toBe("WMS");
      expect(getMap.searchParams.get("SRS")).toBe("EPSG:3857");
      expect(getMap.searchParams.get("FORMAT")).toBe("image/png");
      expect(getMap.pathname).toBe(new URL(r.url).pathname);
      const peta = page.locator("#cakupan .peta-leaflet");
      await expect(peta.locator("img.leaflet-tile-loaded[src*='REQUEST=GetMap']").first()).toBeAttached();
      await expect(peta.getByRole("checkbox", { name: r.lapisan })).toBeChecked();

      // Legend link on the map and in the block: GetLegendGraphic for the same layer; the stub answers it.
      const legenda = page.locator("#cakupan").getByRole("link", { name: `legenda ${r.lapisan}` });
      const href = new URL((await legenda.getAttribute("href"))!);
      expect(href.searchParams.get("REQUEST")).toBe("GetLegendGraphic");
      expect(href.searchParams.get("LAYER")).toBe(r.lapisan);
      await expect(akses.getByRole("link", { name: "Legenda" }).first()).toHaveAttribute("href", href.toString());

      // "Tambah ke QGIS" copies the service endpoint (without the OGC request parameters).
      const wms = akses.getByRole("listitem").filter({ hasText: "Peta (WMS)" }).first();
      await wms.getByRole("button", { name: /Tambah ke QGIS/ }).click();
      await expect(wms.getByRole("status")).toContainText("disalin");
      const disalin = await page.evaluate(() => navigator.clipboard.readText());
      expect(disalin).toBe(`${new URL(r.url).origin}${new URL(r.url).pathname}`);
      await expect(wms.getByRole("link", { name: "Buka layanan" })).toHaveAttribute("href", /REQUEST=GetCapabilities/);

      await expect(page.locator("#cakupan .peta-status")).toHaveText("");
      await page.screenshot({ path: `test-results/layar/rekaman-wms-${layar.nama}.png`, fullPage: true });
      await tanpaPelanggaranBerat(page);
      expect(galat).toEqual([]);
    });

    test("peta dasar luring: ubin gagal, garis provinsi tetap tampil, kotak berlabel", async ({ page }) => {
      const galat = galatKonsol(page);
      await arahkanKeStub(page, stub);
      const ubin = await ubinGagal(page);

      await page.goto("/katalog");
      // The search map waits behind "Filter peta" and loads when a person opens it.
      await page.getByText("Filter peta", { exact: true }).first().click();
      const petaCari = page.locator(".wilayah .peta-leaflet");
      await petaCari.scrollIntoViewIfNeeded();
      await expect(petaCari.locator(".leaflet-dasar-pane path").first()).toBeAttached();
      expect(await petaCari.locator(".leaflet-dasar-pane path").count()).toBeGreaterThanOrEqual(34);
      await expect(petaCari.locator(".peta-label").first()).toBeVisible();
      expect(ubin.length).toBeGreaterThan(0);
      await page.screenshot({ path: `test-results/layar/katalog-luring-${layar.nama}.png`, fullPage: true });

      // A record's own map: the same underlay, the box labelled with the record's title, no tile on screen.
      await page.locator("main a[href^='/katalog/']").first().click();
      await expect(page).toHaveURL(/\/katalog\/[0-9a-f-]{36}$/);
      const judul = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
      const peta = page.locator("#cakupan .peta-leaflet");
      await peta.scrollIntoViewIfNeeded();
      await expect(peta.locator(".leaflet-dasar-pane path").first()).toBeAttached();
      const label = peta.locator(".peta-label").first();
      await expect(label).toBeVisible();
      const teks = (await label.textContent())!.replace(/…$/, "");
      expect(judul.startsWith(teks)).toBe(true);
      expect(await peta.locator("img.leaflet-tile-loaded[src^='https://ubin.uji.example/']").count()).toBe(0);
      // Where no tile covers it, the map shows the underlay's sea, not Leaflet's grey (#ddd).
      expect(await peta.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(223, 233, 240)");
      await page.screenshot({ path: `test-results/layar/rekaman-luring-${layar.nama}.png`, fullPage: true });
      await tanpaPelanggaranBerat(page);
      expect(galat).toEqual([]);
    });
  });
}

test("cetak rekaman: tanpa kerangka situs dan kontrol peta, muat dalam dua halaman A4", async ({ page, request }) => {
  // Six pages rendered to PDF.
  test.setTimeout(150_000);
  const r = await rekamanWms(request);
  await arahkanKeStub(page, stub);
  await ubinGagal(page);
  await page.goto(`/katalog/${r.id}`);
  await expect(page.locator("#cakupan .leaflet-control-zoom")).toBeVisible();
  await page.emulateMedia({ media: "print" });
  // "Akses data" is web-only on paper: the Distribusi section prints the same resources with their addresses.
  for (const tersembunyi of [".kepala", ".kaki", ".remah", ".daftar-isi", "#cakupan .leaflet-control-zoom", "#cakupan .leaflet-control-layers", "#akses-data", "#terkait", "button"]) {
    await expect(page.locator(tersembunyi).first()).toBeHidden();
  }
  await expect(page.getByRole("heading", { level: 1, name: r.judul })).toBeVisible();
  await expect(page.locator("#distribusi")).toContainText(new URL(r.url).host);
  await expect(page.locator("#cakupan .peta-leaflet")).toBeVisible();
  await page.screenshot({ path: "test-results/layar/rekaman-cetak.png", fullPage: true });
  const halaman = async (path?: string) => (await page.pdf({ format: "A4", printBackground: true, path })).toString("latin1").match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
  const n = await halaman("test-results/layar/rekaman-cetak.pdf");
  expect(n).toBeGreaterThanOrEqual(1);
  expect(n).toBeLessThanOrEqual(2);

  // Typical records: the first five published ones each fit on one or two pages.
  const { records } = (await (await request.get("/api/public/metadata?pageSize=5")).json()) as { records: { id: string }[] };
  for (const { id } of records) {
    await page.goto(`/katalog/${id}`);
    const n = await halaman();
    expect(n, `/katalog/${id}`).toBeGreaterThanOrEqual(1);
    expect(n, `/katalog/${id}`).toBeLessThanOrEqual(2);
  }
});
