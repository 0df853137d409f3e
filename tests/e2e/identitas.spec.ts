import zlib from "node:zlib";
import { expect, potret, tanpaPelanggaranBerat, test } from "@/tests/e2e/fixtures";
import { KATA_SANDI } from "@/tests/e2e/masuk";

/** A 96×32 PNG of one colour, built here: the logo an Admin uploads. */
function pngLogo(): Buffer {
  const potongan = (jenis: string, data: Buffer) => {
    const isi = Buffer.concat([Buffer.from(jenis, "latin1"), data]);
    const b = Buffer.alloc(8 + data.length + 4);
    b.writeUInt32BE(data.length, 0);
    isi.copy(b, 4);
    b.writeUInt32BE(zlib.crc32(isi) >>> 0, 8 + data.length);
    return b;
  };
  const [w, h] = [96, 32];
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const baris = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: w }, () => [11, 93, 122]).flat())]);
  const idat = zlib.deflateSync(Buffer.concat(Array.from({ length: h }, () => baris)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), potongan("IHDR", ihdr), potongan("IDAT", idat), potongan("IEND", Buffer.alloc(0))]);
}

// Journey: a visitor finds "Masuk" in the public header; the Admin signs in, renames the catalogue, writes the
// Tentang page, sets the address and uploads the logo; a visitor then sees all of it in the header, footer and page.
test("identitas situs: Admin mengubah nama dan halaman Tentang, publik melihatnya", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await page.goto("/");
  const kepala = page.getByRole("banner");
  await kepala.getByRole("link", { name: "Masuk" }).click();
  await expect(page).toHaveURL(/\/masuk/);
  await page.getByLabel("E-mail", { exact: false }).fill("admin@geokatalog.example");
  await page.getByLabel("Kata sandi", { exact: false }).fill(KATA_SANDI);
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto("/dashboard/admin");
  // A label wraps its field, and a textarea's text joins the label's: fields are found by the label's start.
  await page.getByRole("navigation", { name: "Menu admin" }).getByRole("link", { name: "Identitas situs" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Identitas situs" })).toBeVisible();
  await page.getByLabel(/^Nama katalog/).fill("Geoportal Nusantara Uji");
  await page.getByLabel(/^Nama instansi pengelola/).fill("Dinas Informasi Geospasial Uji");
  await page.getByLabel(/^Alamat/).fill("Jl. Veteran No. 7, Kota Uji 10110");
  await page.getByLabel(/^E-mail kontak/).fill("layanan@uji.example.go.id");
  await page.getByLabel(/^Halaman Tentang \(Markdown\)/).fill("## Profil kami\n\nGeoportal **resmi** Provinsi Uji.\n\n<script>alert('x')</script>");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByRole("status")).toContainText("Identitas situs disimpan");

  const logo = page.getByRole("form", { name: "Logo instansi" });
  await logo.getByLabel(/Berkas PNG atau JPEG/).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: pngLogo() });
  await logo.getByRole("button", { name: "Unggah" }).click();
  await expect(logo.getByRole("status")).toContainText("Logo instansi diunggah");
  await expect(logo.getByRole("img", { name: "Logo instansi saat ini" })).toBeVisible();
  // An SVG is refused with a reason beside the field.
  await logo.getByLabel(/Berkas PNG atau JPEG/).setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await logo.getByRole("button", { name: "Unggah" }).click();
  await expect(logo.getByRole("alert")).toContainText("SVG tidak diterima");
  await potret(page, "admin-identitas");
  await tanpaPelanggaranBerat(page);

  // A visitor who is not signed in.
  // Its own context (axe-core needs a page made through browser.newContext()).
  const konteks = await browser.newContext({ baseURL });
  const tamu = await konteks.newPage();
  const galatKonsol: string[] = [];
  tamu.on("console", (m) => void (m.type() === "error" && galatKonsol.push(m.text())));
  await tamu.goto("/");
  const merek = tamu.getByRole("banner").getByRole("link", { name: /Geoportal Nusantara Uji/ });
  await expect(merek).toBeVisible();
  await expect(merek).toContainText("Dinas Informasi Geospasial Uji");
  const gambar = merek.locator("img.merek-logo");
  await expect(gambar).toBeVisible();
  expect(await gambar.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(96);
  await expect(tamu.getByRole("banner").getByRole("link", { name: "Masuk" })).toBeVisible();
  // On a phone too: the header wraps instead of pushing "Masuk" off the screen.
  await tamu.setViewportSize({ width: 390, height: 844 });
  await expect(tamu.getByRole("banner").getByRole("link", { name: "Masuk" })).toBeInViewport();
  expect(await tamu.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await tamu.setViewportSize({ width: 1280, height: 800 });
  await expect(tamu).toHaveTitle(/Geoportal Nusantara Uji/);
  const kaki = tamu.getByRole("contentinfo");
  await expect(kaki).toContainText("Jl. Veteran No. 7, Kota Uji 10110");
  await expect(kaki.getByRole("link", { name: "layanan@uji.example.go.id" })).toHaveAttribute("href", "mailto:layanan@uji.example.go.id");
  await potret(tamu, "publik-identitas-beranda");

  await kaki.getByRole("link", { name: "Tentang" }).click();
  await expect(tamu).toHaveURL(/\/tentang$/);
  await expect(tamu.getByRole("heading", { level: 1, name: "Tentang" })).toBeVisible();
  await expect(tamu.getByRole("heading", { level: 2, name: "Profil kami" })).toBeVisible();
  await expect(tamu.getByRole("main")).toContainText("Geoportal resmi Provinsi Uji.");
  // The script typed into the page is text on the page, not a script.
  await expect(tamu.getByRole("main")).toContainText("<script>alert('x')</script>");
  expect(await tamu.locator("main script").count()).toBe(0);
  await potret(tamu, "publik-tentang");
  await tanpaPelanggaranBerat(tamu);

  for (const [nama, jalur] of [["Kebijakan privasi", "/kebijakan-privasi"], ["Syarat penggunaan", "/syarat-penggunaan"]] as const) {
    await tamu.getByRole("contentinfo").getByRole("link", { name: nama }).click();
    await expect(tamu).toHaveURL(new RegExp(`${jalur}$`));
    await expect(tamu.getByRole("heading", { level: 1, name: nama })).toBeVisible();
  }
  expect(galatKonsol).toEqual([]);
  await konteks.close();
});
