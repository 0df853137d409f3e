import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Ctx } from "@/lib/context";
import type { DatabaseHandle } from "@/lib/db/client";
import { auditLog, metadata } from "@/lib/db/schema";
import { GalatPanen, panenCsw } from "@/lib/xml/harvest";
import { bacaKemajuan } from "@/lib/xml/harvest/kemajuan";
import { idDariPengenal } from "@/lib/xml/harvest/simpan";
import { createTestDatabase } from "@/tests/helpers/db";
import { buatAkun, buatOrganisasi } from "@/tests/helpers/sesi";
import { aturLingkungan } from "@/tests/helpers/lingkungan";

/**
 * Harvest from real responses of other CSW servers (pycsw/THREDDS, the GeoNetwork INSPIRE geoportal, an AuScope
 * GeoNetwork), served by a local HTTP server by startPosition, as the harvester walks nextRecord.
 */

const CSW = path.resolve(import.meta.dirname, "../fixtures/xml/csw");
const fixture = (f: string) => readFileSync(path.join(CSW, f), "utf8");
const HALAMAN: Record<string, string> = {
  "1": fixture("pycsw-thredds-getrecords-iso.xml"), // 5 of 7, nextRecord 6
  "6": fixture("geonetwork-inspire-geoportal-getrecords-iso.xml"), // 2 of 216, nextRecord 85
  "85": fixture("geonetwork-auscope-getrecords-iso-nextrecord0.xml"), // 1 of 1, nextRecord 0
};
const ID_AUSCOPE = "209bc2b1-a6e9-40cf-91a3-046e4e10ba28";

let h: DatabaseHandle;
let ctx: Ctx;
let server: http.Server;
let dasar: string;
let lain: string;
let panen: string;
const permintaan: string[] = [];
/** startPositions that answer 503 once (a flaky node). */
const gagalSekali = new Set<string>();
const ganti: Record<string, string> = {};

beforeAll(async () => {
  // the CSW servers of these tests listen on loopback, which the harvester refuses unless configured to allow it
  aturLingkungan({ HARVEST_IZINKAN_ALAMAT_PRIVAT: "1" });
  h = await createTestDatabase();
  ctx = { db: h.db, actor: { jenis: "sistem", nama: "harvest" } };
  const org = await buatOrganisasi(h.db, "PANEN");
  panen = org.id;
  await buatAkun(h.db, "Admin", org.id, "admin-panen");
  await buatAkun(h.db, "Walidata", org.id, "walidata-panen");
  lain = (await buatOrganisasi(h.db, "LAIN")).id;
  server = http.createServer((req, res) => {
    const u = new URL(req.url!, "http://x");
    const p = Object.fromEntries([...u.searchParams].map(([k, v]) => [k.toLowerCase(), v]));
    permintaan.push(`${u.pathname} ${p.startposition}`);
    if (p.request !== "GetRecords" || p.outputschema !== "http://www.isotc211.org/2005/gmd" || p.maxrecords !== "500") {
      res.writeHead(400).end();
      return;
    }
    if (u.pathname === "/tolak") {
      res.writeHead(200, { "content-type": "application/xml" }).end(fixture("pycsw-exceptionreport.xml"));
      return;
    }
    if (gagalSekali.delete(p.startposition!)) {
      res.writeHead(503).end();
      return;
    }
    const isi = HALAMAN[p.startposition!];
    if (!isi) res.writeHead(404).end();
    else res.writeHead(200, { "content-type": "application/xml" }).end(ganti[p.startposition!] ?? isi);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  dasar = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.close();
  await h?.close();
});

const opsi = (jalur: string, lain: Partial<Parameters<typeof panenCsw>[1]> = {}) => ({
  url: `${dasar}${jalur}?service=CSW`,
  organisasi: "PANEN",
  ambil: { percobaan: 1, jedaMs: 1, batasWaktuMs: 5_000 },
  ...lain,
});

describe("npm run harvest (panenCsw)", () => {
  it("gagal di tengah, lalu melanjutkan dari halaman yang belum selesai", async () => {
    gagalSekali.add("6");
    const baris: string[] = [];
    await expect(panenCsw(ctx, opsi("/csw", { lapor: (b) => baris.push(b) }))).rejects.toBeInstanceOf(GalatPanen);
    const k = await bacaKemajuan(h.db, opsi("/csw").url, panen, "PANEN");
    expect(k).toMatchObject({ berikutnya: 6, selesai: false, cocok: 7, hitungan: { ditolak: 5 } });
    expect(k!.galatTerakhir).toContain("HTTP 503");
    expect(baris[1]).toContain("Rekaman 1–5 dari 7");

    permintaan.length = 0;
    const hasil = await panenCsw(ctx, opsi("/csw", { lapor: (b) => baris.push(b) }));
    expect(permintaan).toEqual(["/csw 6", "/csw 85"]); // page 1 is not fetched again
    expect(baris.some((b) => b.startsWith("Melanjutkan panen sebelumnya dari posisi 6"))).toBe(true);
    expect(hasil.kemajuan).toMatchObject({ selesai: true, hitungan: { diimpor: 1, diperbarui: 0, ditolak: 7, dilewati: 0 } });
    // THREDDS records lack an abstract and contacts, the INSPIRE services a topic category: each rejection says why
    expect(hasil.catatan.find((c) => c.pengenal === "eeae2de7-0a09-4b69-b7a0-0b6b20903fd5")?.pesan.join(" ")).toContain("identifikasi.topikKategori");
  });

  it("rekaman masuk ke organisasi yang diminta, milik Walidata pertamanya, sebagai DRAFT dengan audit", async () => {
    const [row] = await h.db.select().from(metadata).where(eq(metadata.id, ID_AUSCOPE));
    expect(row).toMatchObject({ status: "DRAFT", judul: "Sample ISO19139 metadata record", publishedAt: null });
    const [walidata] = await h.db.select().from(auditLog).where(eq(auditLog.entitasId, ID_AUSCOPE));
    expect(walidata).toMatchObject({ aksi: "harvest", ke: "DRAFT", penggunaId: null });
    expect(walidata!.data).toMatchObject({ sistem: "harvest", pengenalSumber: ID_AUSCOPE });
  });

  it("panen ulang: tanpa perubahan tidak menulis; rekaman yang berubah diperbarui menurut fileIdentifier", async () => {
    const tetap = await panenCsw(ctx, opsi("/csw"));
    expect(tetap.kemajuan.hitungan).toMatchObject({ diimpor: 0, diperbarui: 0, tidakBerubah: 1 });
    ganti["85"] = HALAMAN["85"]!.replace("Sample ISO19139 metadata record", "Judul yang diperbarui");
    const ubah = await panenCsw(ctx, opsi("/csw"));
    expect(ubah.kemajuan.hitungan).toMatchObject({ diimpor: 0, diperbarui: 1 });
    const [row] = await h.db.select().from(metadata).where(eq(metadata.id, ID_AUSCOPE));
    expect(row).toMatchObject({ judul: "Judul yang diperbarui", versi: 2 });
    delete ganti["85"];
  });

  it("rekaman organisasi lain atau yang sudah diproses alur kerja tidak ditimpa", async () => {
    await h.db.update(metadata).set({ status: "REVIEW" }).where(eq(metadata.id, ID_AUSCOPE));
    const r = await panenCsw(ctx, opsi("/csw", { ulang: true }));
    expect(r.kemajuan.hitungan).toMatchObject({ dilewati: 1, diperbarui: 0 });
    expect(r.catatan.find((c) => c.hasil === "dilewati")?.pesan[0]).toContain("REVIEW");
    await expect(panenCsw(ctx, opsi("/csw", { organisasi: "LAIN" }))).rejects.toThrow("tidak memiliki Walidata atau Admin aktif");
    await buatAkun(h.db, "Admin", lain, "admin-lain");
    const r2 = await panenCsw(ctx, opsi("/csw", { organisasi: "LAIN", ulang: true }));
    expect(r2.catatan.find((c) => c.pengenal === ID_AUSCOPE)?.pesan[0]).toContain("organisasi lain");
    await expect(panenCsw(ctx, opsi("/csw", { organisasi: undefined }))).rejects.toThrow("--org");
  });

  it("laporan pengecualian CSW dan id turunan untuk fileIdentifier bukan UUID", async () => {
    await expect(panenCsw(ctx, opsi("/tolak"))).rejects.toThrow("InvalidParameterValue");
    const id = idDariPengenal("dcdp:9031SE_loweEE_dom");
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(idDariPengenal("dcdp:9031SE_loweEE_dom")).toBe(id);
    expect(idDariPengenal(ID_AUSCOPE.toUpperCase())).toBe(ID_AUSCOPE);
  });
});
