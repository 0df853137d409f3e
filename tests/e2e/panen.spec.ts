import fs from "node:fs";
import type http from "node:http";
import { expect as expectDasar, potret, tanpaPelanggaranBerat, test } from "@/tests/e2e/fixtures";
import { masuk } from "@/tests/e2e/masuk";
import { mulaiStubCsw, type StubCsw } from "@/tests/helpers/csw-stub";
import { rekamanContoh } from "@/tests/helpers/stub-pycsw";

// The machine runs other journeys and benchmarks beside this one: a page may take longer than the usual 10 s.
const expect = expectDasar.configure({ timeout: 30_000 });

const PER_HALAMAN = 3;
const CSW = "http://www.opengis.net/cat/csw/2.0.2";

/**
 * A CSW 2.0.2 on loopback (this server's HARVEST_ALLOWED_NETWORKS lets the harvester reach it, see
 * tests/e2e/setup/global.ts): 9 records, 3 per page whatever maxRecords asks, the 5th without its
 * identificationInfo (rejected). The page from startPosition 4 waits for `lepas()`, so the test sees the run
 * stand at 3 of 9 on the dashboard before it goes on.
 */
async function stubSumber(awalan: string): Promise<StubCsw & { lepas: () => void; rekaman: { id: string; xml: string }[] }> {
  const rekaman = rekamanUnik(awalan);
  rekaman[4] = { id: rekaman[4]!.id, xml: rekaman[4]!.xml.replace(/<gmd:identificationInfo>[\s\S]*<\/gmd:identificationInfo>/, "") };
  let lepas!: () => void;
  const ditahan = new Promise<void>((ok) => (lepas = ok));
  const stub = await mulaiStubCsw();
  stub.jawab = (r) => {
    const q = new URLSearchParams([...new URL(r.url, "http://x").searchParams].map(([k, v]) => [k.toLowerCase(), v]));
    if (q.get("request") === "GetCapabilities") {
      return {
        body:
          `<csw:Capabilities xmlns:csw="${CSW}" xmlns:ows="http://www.opengis.net/ows" version="2.0.2"><ows:ServiceIdentification><ows:Title>Geoportal Uji Panen</ows:Title></ows:ServiceIdentification>` +
          `<ows:OperationsMetadata><ows:Operation name="GetRecords"><ows:Parameter name="outputSchema"><ows:Value>${CSW}</ows:Value><ows:Value>http://www.isotc211.org/2005/gmd</ows:Value></ows:Parameter></ows:Operation></ows:OperationsMetadata></csw:Capabilities>`,
      };
    }
    const mulai = Number(q.get("startposition") ?? 1);
    const isi = q.get("resulttype") === "hits" ? [] : rekaman.slice(mulai - 1, mulai - 1 + PER_HALAMAN);
    const berikut = q.get("resulttype") === "hits" || mulai - 1 + isi.length >= rekaman.length ? 0 : mulai + isi.length;
    const xml = `<?xml version="1.0" encoding="UTF-8"?><csw:GetRecordsResponse xmlns:csw="${CSW}" version="2.0.2"><csw:SearchResults numberOfRecordsMatched="${rekaman.length}" numberOfRecordsReturned="${isi.length}" nextRecord="${berikut}" elementSet="full">${isi.map((x) => x.xml).join("")}</csw:SearchResults></csw:GetRecordsResponse>`;
    const kirim = (res: http.ServerResponse) => {
      res.writeHead(200, { "content-type": "application/xml; charset=UTF-8" });
      res.end(xml);
    };
    return mulai === 1 + PER_HALAMAN ? (res) => void ditahan.then(() => kirim(res)) : { body: xml };
  };
  return Object.assign(stub, { lepas, rekaman });
}

/**
 * 9 records whose fileIdentifiers start with `awalan` (8 hex digits): each test harvests its own, as the tests of
 * this file share one database and may run side by side.
 */
function rekamanUnik(awalan: string): { id: string; xml: string }[] {
  return rekamanContoh(9).map(({ id, xml }) => {
    const baru = `${awalan}${id.slice(8)}`;
    return { id: baru, xml: xml.replaceAll(id, baru) };
  });
}

// Issue 20: an Admin creates a source against the stub, tests the connection, runs it, watches the progress bar
// move and reach the end without a reload, and opens the report with the one rejected record and its reasons.
test("admin: sumber panen baru, tes koneksi, jalankan, kemajuan langsung, laporan dengan satu rekaman ditolak", async ({ page }) => {
  test.setTimeout(240_000);
  const stub = await stubSumber("a0000001");
  const ditolak = stub.rekaman[4]!.id;
  try {
    await masuk(page, "admin@geokatalog.example");
    await page.getByRole("navigation", { name: "Navigasi dasbor" }).getByRole("link", { name: "Panen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Panen metadata" })).toBeVisible();
    await tanpaPelanggaranBerat(page);
    await page.getByRole("link", { name: "Tambah sumber" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sumber panen baru" })).toBeVisible();

    // Nothing filled: each error next to its field, the focus on the first.
    await page.getByRole("button", { name: "Simpan sumber" }).click();
    const nama = page.getByLabel("Nama sumber");
    await expect(nama).toHaveAttribute("aria-invalid", "true");
    await expect(nama).toHaveAccessibleDescription("Nama sumber wajib diisi.");
    await expect(nama).toBeFocused();
    await expect(page.getByLabel("URL layanan CSW")).toHaveAccessibleDescription("URL wajib diisi.");
    await expect(page.getByLabel("Organisasi tujuan")).toHaveAccessibleDescription("Pilih organisasi tujuan.");
    await tanpaPelanggaranBerat(page);

    await nama.fill("Geoportal Uji");
    await page.getByLabel("Jenis sumber").selectOption({ label: "CSW 2.0.2 — pycsw" });
    await page.getByLabel("Organisasi tujuan").selectOption({ label: "BIG — Badan Informasi Geospasial" });
    // A port nobody listens on: the failure is said in Indonesian.
    const url = page.getByLabel("URL layanan CSW");
    await url.fill("http://127.0.0.1:9/csw");
    await page.getByRole("button", { name: "Tes koneksi" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Koneksi gagal." })).toContainText("Server sumber tidak dapat dihubungi");
    await url.fill(`${stub.url}/csw`);
    await page.getByRole("button", { name: "Tes koneksi" }).click();
    const hasil = page.getByRole("status").filter({ hasText: "Koneksi berhasil." });
    await expect(hasil).toContainText("Geoportal Uji Panen");
    await expect(hasil.getByRole("definition").nth(1)).toHaveText("9");
    await expect(hasil).toContainText("http://www.isotc211.org/2005/gmd");
    await potret(page, "panen-sumber-baru");
    await tanpaPelanggaranBerat(page);

    await page.getByRole("button", { name: "Simpan sumber" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Geoportal Uji" })).toBeVisible();
    await expect(page.getByText("Sumber ini belum pernah dipanen.")).toBeVisible();
    // A mark on the document: still there at the end means the progress came without a reload.
    await page.evaluate(() => ((window as unknown as { tandaPanen: number }).tandaPanen = 1));

    await page.getByRole("button", { name: "Jalankan sekarang" }).click();
    const batang = page.getByRole("progressbar", { name: /Kemajuan panen/ });
    await expect(batang).toBeVisible();
    await expect(page.getByRole("button", { name: "Batalkan" })).toBeVisible();
    // The worker claims the run and commits page 1; the page from 4 is held by the stub.
    await expect(batang).toHaveAttribute("aria-valuenow", "33");
    await expect(batang).toHaveAttribute("aria-valuetext", "3 dari 9 rekaman (33%)");
    await potret(page, "panen-berjalan");
    await tanpaPelanggaranBerat(page);
    stub.lepas();
    await expect(batang).toHaveAttribute("aria-valuenow", "100");
    await expect(page.getByRole("heading", { name: /Jalan terakhir: Selesai/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Jalankan sekarang" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { tandaPanen?: number }).tandaPanen)).toBe(1);

    await page.getByRole("link", { name: "Buka laporan jalan ini" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Laporan jalan panen: Geoportal Uji" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Baru:" })).toHaveText("Baru: 8");
    const bagianTolak = page.getByRole("region", { name: "Rekaman ditolak (1)" });
    const baris = bagianTolak.getByRole("row").filter({ hasText: ditolak });
    await expect(baris).toBeVisible();
    await expect(baris.getByRole("cell").nth(1)).not.toHaveText("—");
    await expect(page.getByRole("region", { name: "Rekaman dipensiunkan atau dihapus (0)" })).toBeVisible();
    await potret(page, "panen-laporan");
    await tanpaPelanggaranBerat(page);

    const unduh = page.waitForEvent("download");
    await page.getByRole("link", { name: "CSV" }).click();
    const csv = fs.readFileSync((await (await unduh).path())!, "utf8");
    expect(csv.split("\r\n")[0]).toBe("\uFEFFjenis,pengenal,metadata_id,alasan,waktu");
    expect(csv).toContain(`ditolak,${ditolak},`);
    const json = (await (await page.request.get((await page.getByRole("link", { name: "JSON" }).getAttribute("href"))!)).json()) as { jalan: { baru: number; ditolak: number }; butir: { jenis: string; pengenal: string; alasan: string[] }[] };
    expect(json.jalan).toMatchObject({ baru: 8, ditolak: 1 });
    expect(json.butir).toEqual([expect.objectContaining({ jenis: "ditolak", pengenal: ditolak, alasan: expect.arrayContaining([expect.any(String)]) })]);
  } finally {
    stub.lepas();
    await stub.tutup();
  }
});

// A Walidata harvests into their own organisation only (no choice shown); credentials are write-only.
test("walidata: organisasi tetap, galat jadwal di samping isian, kredensial tersimpan tanpa ditampilkan", async ({ page }) => {
  test.setTimeout(150_000);
  await masuk(page, "walidata@geokatalog.example");
  await page.getByRole("navigation", { name: "Navigasi dasbor" }).getByRole("link", { name: "Panen" }).click();
  await page.getByRole("link", { name: "Tambah sumber" }).click();
  await expect(page.getByText("Organisasi tujuan: Badan Informasi Geospasial")).toBeVisible();
  await expect(page.getByLabel("Organisasi tujuan")).toHaveCount(0);

  await page.getByLabel("Nama sumber").fill("Folder XML Walidata");
  await page.getByLabel("Jenis sumber").selectOption("waf");
  await page.getByLabel("URL folder (daftar berkas XML)").fill("http://127.0.0.1:9/xml/");
  await page.getByLabel("Kapan dipanen").selectOption("jam");
  const setiap = page.getByLabel("Setiap berapa jam (1–168)");
  await setiap.fill("0");
  await page.getByLabel("Nama pengguna").fill("pemanen");
  await page.getByLabel("Kata sandi").fill("rahasia-sekali-123");
  await page.getByRole("button", { name: "Simpan sumber" }).click();
  await expect(setiap).toHaveAccessibleDescription("Isi bilangan bulat 1 sampai 168 jam.");
  await expect(setiap).toBeFocused();
  await tanpaPelanggaranBerat(page);
  await setiap.fill("6");
  await page.getByRole("button", { name: "Simpan sumber" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Folder XML Walidata" })).toBeVisible();
  await expect(page.getByText("tersimpan (pengguna “pemanen”)")).toBeVisible();
  await expect(page.getByText(/Kredensial tersimpan untuk pengguna “pemanen”/)).toBeVisible();
  await expect(page.getByLabel(/Kata sandi baru/)).toHaveValue("");
  expect(await page.content()).not.toContain("rahasia-sekali-123");
  const id = page.url().split("/").pop()!;
  const api = await (await page.request.get(`/api/walidata/panen/sumber/${id}`)).text();
  expect(api).toContain('"pemanen"');
  expect(api).not.toContain("rahasia-sekali-123");
  await tanpaPelanggaranBerat(page);
});

// "Batalkan" stops a running run within seconds (the page in flight is abandoned, the pages committed stay), and a
// source without an active run can be deleted.
test("admin: batalkan jalan yang berjalan, lalu hapus sumbernya", async ({ page }) => {
  test.setTimeout(180_000);
  const stub = await stubSumber("a0000002");
  try {
    await masuk(page, "admin@geokatalog.example");
    const res = await page.request.post("/api/admin/panen/sumber", { data: { nama: "Sumber Dibatalkan", jenis: "csw-geonetwork", url: `${stub.url}/csw` } });
    expect(res.status()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await page.goto(`/dashboard/panen/${id}`);
    await page.getByRole("button", { name: "Jalankan sekarang" }).click();
    const batang = page.getByRole("progressbar", { name: /Kemajuan panen/ });
    // Page 1 committed; the stub never answers the page from 4.
    await expect(batang).toHaveAttribute("aria-valuenow", "33");
    await page.getByRole("button", { name: "Batalkan" }).click();
    await expect(page.getByRole("heading", { name: /Jalan terakhir: Dibatalkan/ })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Baru:" })).toHaveText("Baru: 3");
    await tanpaPelanggaranBerat(page);

    await page.getByRole("button", { name: "Hapus sumber" }).click();
    await page.getByRole("button", { name: "Ya, hapus sumber" }).click();
    await expect(page).toHaveURL(/\/dashboard\/panen$/);
    await expect(page.getByRole("heading", { level: 1, name: "Panen metadata" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sumber Dibatalkan" })).toHaveCount(0);
    expect((await page.request.get(`/api/admin/panen/sumber/${id}`)).status()).toBe(404);
  } finally {
    stub.lepas();
    await stub.tutup();
  }
});
