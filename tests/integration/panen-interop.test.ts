import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, type DatabaseHandle } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { asalPanen, auditLog, catatanPanen, jalanPanen, metadata, sumberPanen } from "@/lib/db/schema";
import { detakPenjadwal, tesKoneksi } from "@/lib/panen";
import { seedDatabase } from "@/lib/seed";
import { createTestDatabase } from "@/tests/helpers/db";
import { aturLingkungan } from "@/tests/helpers/lingkungan";
import { CTX_SISTEM, mulaiCswUji, panenSekali, rekamanUnik, sumberUji } from "@/tests/helpers/panen";
import { rekamanContoh } from "@/tests/helpers/stub-pycsw";
import { tungguSampai } from "@/tests/faults/layanan";
import { hentikanPekerjaPanen, mulaiPekerjaPanen, namaPemegang } from "@/lib/panen/pekerja";
import { getAsalPanen } from "@/lib/metadata/publik/asal-panen";
import { buatAkun, buatOrganisasi } from "@/tests/helpers/sesi";
import { HALAMAN_ESRI, halamanEsri, KAPABILITAS_ESRI, REKAMAN_ESRI, rekamanTurunan, TURUNAN } from "@/tests/helpers/esri";

/**
 * Interoperability through the product's own path: real GeoNetwork, pycsw, GeoServer and Esri Geoportal answers,
 * a WAF folder of the ISO fixtures, and a second GeoKatalog (our /csw) with an incremental run through its
 * apiso:Modified; and the schedule firing once when two instances tick together.
 */

const FIX = path.resolve(import.meta.dirname, "../fixtures/xml");
const baca = (f: string) => readFileSync(path.join(FIX, f), "utf8");
const kosong = (cocok: number) =>
  `<csw:GetRecordsResponse xmlns:csw="http://www.opengis.net/cat/csw/2.0.2" version="2.0.2"><csw:SearchResults numberOfRecordsMatched="${cocok}" numberOfRecordsReturned="0" nextRecord="0"/></csw:GetRecordsResponse>`;
const HALAMAN: Record<string, Record<string, string>> = {
  // pycsw/THREDDS 5 of 7 → the GeoNetwork INSPIRE geoportal 2 → an AuScope GeoNetwork 1, nextRecord 0
  "/rantai": { "1": baca("csw/pycsw-thredds-getrecords-iso.xml"), "6": baca("csw/geonetwork-inspire-geoportal-getrecords-iso.xml"), "85": baca("csw/geonetwork-auscope-getrecords-iso-nextrecord0.xml") },
  // GeoServer (CSIRO) 10 of 40, nextRecord 11; then nothing more
  "/geoserver": { "1": baca("csw/geoserver-csiro-getrecords-iso.xml"), "11": kosong(40) },
  // Esri Geoportal (csw:Record only) 10 of 28,095 → told 15 here; page 2: five records derived from them
  "/esri": { "1": HALAMAN_ESRI.replace('numberOfRecordsMatched="28095"', 'numberOfRecordsMatched="15"'), "11": halamanEsri(rekamanTurunan(), { cocok: 15, berikutnya: 0 }) },
};
/** Accept-Encoding of each request to the second GeoKatalog's /csw. */
const encodingCsw: string[] = [];
/** GetRecords parameters the Esri stub was asked with (lower-case names). */
const dimintaEsri: URLSearchParams[] = [];
const WAF = [...readdirSync(path.join(FIX, "iso19139")).map((f) => `iso19139/${f}`), ...readdirSync(path.join(FIX, "iso19115-3")).map((f) => `iso19115-3/${f}`)].filter((f) => f.endsWith(".xml"));

let h: DatabaseHandle;
let tujuan: DatabaseHandle;
let server: http.Server;
let dasar: string;
let orgId: string;
let orgTujuan: string;
let pulihkan: () => void;

beforeAll(async () => {
  pulihkan = aturLingkungan({ HARVEST_IZINKAN_ALAMAT_PRIVAT: "1" });
  server = http.createServer(async (req, res) => {
    const u = new URL(req.url!, "http://x");
    const q = Object.fromEntries([...u.searchParams].map(([k, v]) => [k.toLowerCase(), v]));
    if (u.pathname === "/csw") {
      const { GET } = await import("@/app/csw/route");
      const jawab = await GET(new Request(`${dasar}${req.url}`, { headers: { accept: "application/xml" } }));
      // compressed when asked, as the production server (next start) does
      encodingCsw.push(String(req.headers["accept-encoding"] ?? ""));
      const isi = Buffer.from(await jawab.arrayBuffer());
      const gzip = /\bgzip\b/.test(encodingCsw.at(-1)!);
      res.writeHead(jawab.status, { ...Object.fromEntries(jawab.headers), ...(gzip ? { "content-encoding": "gzip" } : {}) });
      return res.end(gzip ? gzipSync(isi) : isi);
    }
    if (u.pathname === "/waf/") {
      // an nginx autoindex page, with one file that is not there
      const baris = [...WAF.map((f) => path.basename(f)), "hilang.xml"].map((f) => `<a href="${encodeURIComponent(f)}">${f}</a>`);
      res.writeHead(200, { "content-type": "text/html" });
      return res.end(`<html><body><h1>Index of /waf/</h1><pre><a href="../">../</a>\n${baris.join("\n")}</pre></body></html>`);
    }
    if (u.pathname.startsWith("/waf/")) {
      const f = WAF.find((x) => path.basename(x) === decodeURIComponent(u.pathname.slice(5)));
      if (!f) return res.writeHead(404).end();
      res.writeHead(200, { "content-type": "application/xml" });
      return res.end(readFileSync(path.join(FIX, f)));
    }
    if (u.pathname === "/esri") {
      dimintaEsri.push(new URLSearchParams(Object.entries(q)));
      const hits = q.resulttype === "hits" ? halamanEsri([], { cocok: 15, berikutnya: 1 }) : undefined;
      const jawab = q.request === "GetCapabilities" ? KAPABILITAS_ESRI : hits;
      if (jawab) return res.writeHead(200, { "content-type": "application/xml" }).end(jawab);
    }
    const isi = HALAMAN[u.pathname]?.[q.startposition ?? "1"];
    res.writeHead(isi ? 200 : 404, { "content-type": "application/xml" });
    res.end(isi ?? "");
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  dasar = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.PUBLIC_BASE_URL = dasar;
  h = await createTestDatabase(); // the app's database: what /csw serves, and where the other sources land
  const org = await buatOrganisasi(h.db, "SIMPUL");
  orgId = org.id;
  await buatAkun(h.db, "Walidata", org.id, "walidata-simpul");
  tujuan = await openPglite();
  await migrateDatabase(tujuan);
  orgTujuan = (await buatOrganisasi(tujuan.db, "NASIONAL")).id;
  await buatAkun(tujuan.db, "Walidata", orgTujuan, "walidata-nasional");
});
afterAll(async () => {
  await new Promise((ok) => server?.close(ok));
  await tujuan?.close();
  await h?.close();
  pulihkan?.();
});

const butir = (db: DatabaseHandle, id: string) => db.db.select().from(catatanPanen).where(eq(catatanPanen.jalanId, id));
const asal = async (db: DatabaseHandle, sumberId: string) => (await db.db.select({ id: asalPanen.metadataId }).from(asalPanen).where(eq(asalPanen.sumberId, sumberId))).length;

describe("interoperabilitas panen", () => {
  it.each([
    // Real records often lack what the profile requires: the THREDDS ones have no abstract or contact, the
    // CSIRO GeoServer ones no abstract or date; each rejected with its reasons, the valid one kept.
    ["/rantai", "csw-pycsw", 8, 1],
    ["/geoserver", "csw-geoserver", 10, 0],
  ] as const)("jawaban nyata %s: setiap rekaman tiba tepat sekali, penolakan dijelaskan", async (jalur, jenis, jumlah, baru) => {
    const s = await sumberUji(h.db, orgId, { url: `${dasar}${jalur}`, jenis, nama: jalur });
    const j = await panenSekali(h.db, s.id, { ukuranHalaman: 500 });
    expect(j).toMatchObject({ keadaan: "selesai", dilihat: jumlah, halamanGagal: 0 });
    expect(j.baru + j.ditolak).toBe(jumlah);
    expect(j.baru).toBe(baru);
    expect(await asal(h, s.id)).toBe(j.baru);
    const c = await butir(h, j.id);
    expect(c).toHaveLength(j.ditolak);
    for (const x of c) expect(x.alasan.length).toBeGreaterThan(0);
    const lagi = await panenSekali(h.db, s.id, { ukuranHalaman: 500, penuh: true });
    expect(lagi).toMatchObject({ keadaan: "selesai", dilihat: jumlah, baru: 0, diperbarui: 0, tidakBerubah: j.baru, ditolak: j.ditolak, dipensiunkan: 0 });
  });

  it("ArcGIS/Esri Geoportal: diminta csw:Record penuh; setiap rekaman tiba tepat sekali atau ditolak dengan alasannya; jalan ulang tak berubah", async () => {
    const CSW = "http://www.opengis.net/cat/csw/2.0.2";
    const s = await sumberUji(h.db, orgId, { url: `${dasar}/esri`, jenis: "csw-esri", nama: "Esri Geoportal" });
    // the source says gmd (the form's default); an Esri Geoportal is still asked for csw:Record, which it offers
    expect(s.skemaKeluaran).toBe("gmd");
    const tes = await tesKoneksi({ ctx: CTX_SISTEM(h.db), input: { sumberId: s.id } });
    expect(tes).toMatchObject({ ok: true, jenis: "csw", judul: "Esri Geoportal Server - OGC CSW", jumlahRekaman: 15, skemaDidukung: true });
    dimintaEsri.length = 0;

    const j = await panenSekali(h.db, s.id, { ukuranHalaman: 10 });
    expect(j, j.galat ?? "").toMatchObject({ keadaan: "selesai", total: 15, dilihat: 15, baru: 3, ditolak: 12, diperbarui: 0, halaman: 2, halamanGagal: 0 });
    const diminta = dimintaEsri.map((q) => [q.get("request"), q.get("startposition"), q.get("typenames"), q.get("outputschema"), q.get("elementsetname")]);
    expect(diminta).toEqual([
      ["GetRecords", "1", "csw:Record", CSW, "full"],
      ["GetRecords", "11", "csw:Record", CSW, "full"],
    ]);
    // Rejected: the fixture's ten (each lacks what the profile requires), the derived one without a title, and
    // the one without any identifier (it could never be matched again).
    const c = await butir(h, j.id);
    const docId = (r: string) => /ArcIMS:Metadata:DocID">([^<]+)</.exec(r)![1]!;
    expect(c.map((x) => x.pengenal ?? "(tanpa)").sort()).toEqual([...REKAMAN_ESRI.map(docId), TURUNAN.tanpaJudul, "(tanpa)"].sort());
    expect(c.find((x) => x.pengenal === null)!.alasan).toEqual(["Rekaman tanpa dc:identifier tidak dapat dicocokkan pada panen berikutnya."]);
    for (const x of c) expect(x.alasan.length, x.pengenal ?? "").toBeGreaterThan(0);
    expect(c.find((x) => x.pengenal === TURUNAN.tanpaJudul)!.alasan).toContain("dc:title: Tidak valid: rekaman tanpa judul (dc:title).");
    expect(c.find((x) => x.pengenal === "{F683D6E2-2FFC-4A29-A0CA-3175A2849E3B}")!.alasan).toEqual([
      "dct:abstract: Tidak valid: rekaman tanpa abstrak (dct:abstract atau dc:description).",
      "dc:subject: Tidak valid: tidak ada kategori topik ISO 19115 (mis. boundaries, environment, imageryBaseMapsEarthCover) di antara dc:subject.",
      "dc:creator: Tidak valid: tidak ada pihak yang bertanggung jawab (dc:creator, dc:publisher, dc:contributor atau dct:rightsHolder).",
    ]);

    // Provenance as for every harvest: source, source identifier, the record's URL at the source, one audit row.
    const a = await h.db.select().from(asalPanen).where(eq(asalPanen.sumberId, s.id));
    expect(a.map((x) => x.pengenalSumber).sort()).toEqual([TURUNAN.qpf, TURUNAN.bolivia, TURUNAN.picez].sort());
    const qpf = a.find((x) => x.pengenalSumber === TURUNAN.qpf)!;
    expect(qpf.metadataId).toBe(TURUNAN.qpf.slice(1, -1).toLowerCase());
    const u = new URL(qpf.urlRekaman);
    expect([u.origin + u.pathname, u.searchParams.get("request"), u.searchParams.get("id"), u.searchParams.get("outputSchema")]).toEqual([`${dasar}/esri`, "GetRecordById", TURUNAN.qpf, CSW]);
    const [m] = await h.db.select().from(metadata).where(eq(metadata.id, qpf.metadataId));
    expect(m).toMatchObject({ status: "DRAFT", organisasiId: orgId, judul: "WPC/WPC_QPF" });
    expect(m!.dokumen.cakupan.bbox).toEqual({ barat: -132.63, selatan: 21.5899999993538, timur: -63.08, utara: 56.4899999991322 });
    expect(m!.dokumen.distribusi.sumberDaring.map((x) => x.protokol)).toEqual(["ESRI:ArcGIS:MapServer", "ESRI:ArcGIS:MapServer", "WWW:LINK-1.0-http--link"]);
    expect(m!.dokumen.kualitasData!.silsilah!.sumber.map((x) => x.deskripsi)).toContain(qpf.urlRekaman);
    const audit = await h.db.select({ aksi: auditLog.aksi }).from(auditLog).where(and(eq(auditLog.entitas, "metadata"), eq(auditLog.entitasId, qpf.metadataId)));
    expect(audit.map((x) => x.aksi)).toEqual(["harvest"]);
    expect(await getAsalPanen({ ctx: CTX_SISTEM(h.db), id: qpf.metadataId })).toEqual({ layanan: `${dasar}/esri`, host: u.host, rekaman: qpf.urlRekaman });

    // Esri sources always run complete (no reliable modified filter): nothing new, nothing rewritten.
    const lagi = await panenSekali(h.db, s.id, { ukuranHalaman: 10 });
    expect(lagi).toMatchObject({ keadaan: "selesai", penuh: true, dilihat: 15, baru: 0, diperbarui: 0, tidakBerubah: 3, ditolak: 12, dipensiunkan: 0 });
    expect(await asal(h, s.id)).toBe(3);
    const [m2] = await h.db.select({ versi: metadata.versi, updatedAt: metadata.updatedAt }).from(metadata).where(eq(metadata.id, qpf.metadataId));
    expect(m2).toEqual({ versi: m!.versi, updatedAt: m!.updatedAt });
  });

  it("folder WAF berisi fikstur ISO 19139 dan 19115-3: setiap berkas sekali; berkas yang hilang ditolak dengan alasannya", async () => {
    const s = await sumberUji(h.db, orgId, { url: `${dasar}/waf/`, jenis: "waf", nama: "WAF" });
    const tes = await tesKoneksi({ ctx: CTX_SISTEM(h.db), input: { sumberId: s.id } });
    expect(tes).toMatchObject({ ok: true, jenis: "waf", jumlahBerkas: WAF.length + 1 });
    const j = await panenSekali(h.db, s.id);
    expect(j).toMatchObject({ keadaan: "selesai", total: WAF.length + 1, dilihat: WAF.length + 1, posisi: WAF.length + 2 });
    expect(j.baru + j.ditolak).toBe(WAF.length + 1);
    expect(j.baru).toBe(13);
    const c = await butir(h, j.id);
    expect(c.find((x) => x.pengenal === "hilang.xml")?.alasan[0]).toMatch(/HTTP 404/);
    const [a] = await h.db.select({ url: asalPanen.urlRekaman }).from(asalPanen).where(eq(asalPanen.sumberId, s.id)).limit(1);
    expect(a!.url).toMatch(new RegExp(`^${dasar}/waf/.+\\.xml$`));
  });

  it("GeoKatalog lain: panen penuh lalu inkremental lewat apiso:Modified /csw-nya hanya membawa yang berubah", async () => {
    // the source catalogue is the app's database (/csw): seeded with published records
    const sumberDb = await createTestDatabase();
    await seedDatabase(sumberDb.db, { count: 20 });
    const publik = await sumberDb.db.select({ id: metadata.id }).from(metadata).where(eq(metadata.status, "PUBLISHED"));
    const s = await sumberUji(tujuan.db, orgTujuan, { url: `${dasar}/csw`, jenis: "csw-geokatalog", nama: "GeoKatalog lain", modeTerbit: "PUBLISHED" });
    // the source's /csw runs on PGlite in this process: give a page time on a busy machine
    const ambil = { percobaan: 2, jedaMs: 10, batasWaktuMs: 60_000 };
    const j = await panenSekali(tujuan.db, s.id, { ukuranHalaman: 10, ambil });
    expect(j, j.galat ?? "").toMatchObject({ keadaan: "selesai", dilihat: publik.length, baru: publik.length, ditolak: 0 });
    // another GeoKatalog's pages are asked compressed (its lengths are true)
    expect(encodingCsw.length).toBeGreaterThan(0);
    expect(encodingCsw.every((e) => e === "gzip")).toBe(true);
    const dua = publik.slice(0, 2).map((p) => p.id);
    await sumberDb.db.update(metadata).set({ updatedAt: new Date(Date.now() + 1000) }).where(eq(metadata.id, dua[0]!));
    await sumberDb.db.update(metadata).set({ updatedAt: new Date(Date.now() + 1000) }).where(eq(metadata.id, dua[1]!));
    const inkremental = await panenSekali(tujuan.db, s.id, { ukuranHalaman: 10, ambil });
    expect(inkremental).toMatchObject({ keadaan: "selesai", penuh: false, dilihat: 2, tidakBerubah: 2, ditolak: 0, dipensiunkan: 0 });
    await sumberDb.close();
  }, 120_000);

  it("jadwal yang jatuh tempo diantrekan sekali walau dua instans berdetak bersamaan", async () => {
    const s = await sumberUji(h.db, orgId, { url: `${dasar}/rantai`, jenis: "csw-pycsw", nama: "Terjadwal", jadwal: { jenis: "jam", setiap: 6 } });
    await h.db.update(sumberPanen).set({ berikutnyaAt: new Date(Date.now() - 60_000) }).where(eq(sumberPanen.id, s.id));
    const kini = new Date();
    const [a, b] = await Promise.all([detakPenjadwal(h.db, kini), detakPenjadwal(h.db, kini)]);
    expect(a.diantrekan + b.diantrekan).toBe(1);
    const jalan = await h.db.select().from(jalanPanen).where(eq(jalanPanen.sumberId, s.id));
    expect(jalan.map((x) => [x.keadaan, x.pemicu])).toEqual([["antri", "jadwal"]]);
    const [baru] = await h.db.select({ t: sumberPanen.berikutnyaAt }).from(sumberPanen).where(eq(sumberPanen.id, s.id));
    expect(baru!.t!.getTime()).toBe(kini.getTime() + 6 * 3_600_000);
    expect((await detakPenjadwal(h.db, kini)).diantrekan).toBe(0);
  });

  it("pekerja instans (instrumentation) mengklaim jalan yang antre sampai selesai; halaman publik menunjuk rekaman di sumber", async () => {
    const stub = await mulaiCswUji(() => rekamanStub);
    const rekamanStub = rekamanUnik(3, rekamanContoh(1)[0]!);
    const s = await sumberUji(h.db, orgId, { url: stub.url, nama: "Pekerja" });
    const { mulaiJalan } = await import("@/lib/panen");
    const j = await mulaiJalan({ ctx: CTX_SISTEM(h.db), sumberId: s.id });
    mulaiPekerjaPanen(async () => h.db);
    try {
      await tungguSampai(async () => (await h.db.select({ k: jalanPanen.keadaan }).from(jalanPanen).where(eq(jalanPanen.id, j.id)))[0]!.k === "selesai", 60_000, "jalan selesai");
    } finally {
      await hentikanPekerjaPanen();
      await stub.tutup();
    }
    const [jalan] = await h.db.select().from(jalanPanen).where(eq(jalanPanen.id, j.id));
    expect(jalan).toMatchObject({ baru: 3, pemegang: namaPemegang() });
    const [a] = await h.db.select({ id: asalPanen.metadataId }).from(asalPanen).where(eq(asalPanen.pengenalSumber, rekamanStub[0]!.id));
    const asalPublik = await getAsalPanen({ ctx: CTX_SISTEM(h.db), id: a!.id });
    expect(asalPublik).toEqual({ layanan: stub.url, host: new URL(stub.url).host, rekaman: expect.stringContaining(`request=GetRecordById&id=${rekamanStub[0]!.id}`) });
  }, 90_000);

  it("HARVEST_ALLOWED_NETWORKS membuka jaringan yang disebut saja", async () => {
    const s = await sumberUji(h.db, orgId, { url: `${dasar}/geoserver`, jenis: "csw-geoserver", nama: "Jaringan" });
    const tutup = aturLingkungan({ HARVEST_IZINKAN_ALAMAT_PRIVAT: undefined, HARVEST_ALLOWED_NETWORKS: "10.0.0.0/8" });
    try {
      const j = await panenSekali(h.db, s.id);
      expect(j.keadaan).toBe("gagal");
      expect(j.galat).toMatch(/alamat lokal atau privat/);
      aturLingkungan({ HARVEST_ALLOWED_NETWORKS: "127.0.0.0/8" });
      expect((await panenSekali(h.db, s.id)).keadaan).toBe("selesai");
    } finally {
      tutup();
    }
  });
});
