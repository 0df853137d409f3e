import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, type DatabaseHandle } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { metadata, statusPanen } from "@/lib/db/schema";
import { GalatPanen, panenCsw, PESAN_TANPA_ORGANISASI } from "@/lib/xml/harvest";
import { createTestDatabase } from "@/tests/helpers/db";
import { aturLingkungan } from "@/tests/helpers/lingkungan";
import { buatAkun, buatOrganisasi } from "@/tests/helpers/sesi";
import { mulaiStubPycsw, rekamanContoh, type StubPycsw } from "@/tests/helpers/stub-pycsw";

/**
 * The harvester's faults of issue 20: resume state kept beside the command instead of in the target database,
 * pycsw's gzip body with the uncompressed Content-Length, and a fresh installation's unexplained refusal.
 */

const REKAMAN = rekamanContoh(12);
let stub: StubPycsw;
let a: DatabaseHandle;
let b: DatabaseHandle;
let pulihkan: () => void;

const ctxDari = (h: DatabaseHandle) => ({ db: h.db, actor: { jenis: "sistem" as const, nama: "harvest" } });
const opsi = (lain: Partial<Parameters<typeof panenCsw>[1]> = {}) => ({
  url: stub.url,
  organisasi: "NODE",
  ukuranHalaman: 5,
  ambil: { percobaan: 1, jedaMs: 1, batasWaktuMs: 10_000 },
  ...lain,
});
const jumlahBaris = async (h: DatabaseHandle) => (await h.db.select({ n: count() }).from(metadata))[0]!.n;

async function siapkanTujuan(h: DatabaseHandle) {
  const org = await buatOrganisasi(h.db, "NODE");
  await buatAkun(h.db, "Walidata", org.id, `walidata-${Math.random().toString(36).slice(2)}`);
  return org.id;
}

beforeAll(async () => {
  // the stub listens on loopback, which the harvester refuses unless configured to allow it
  pulihkan = aturLingkungan({ HARVEST_IZINKAN_ALAMAT_PRIVAT: "1" });
  stub = await mulaiStubPycsw(REKAMAN);
  a = await createTestDatabase();
  b = await openPglite();
  await migrateDatabase(b);
  await siapkanTujuan(a);
  await siapkanTujuan(b);
});
afterAll(async () => {
  await stub?.tutup();
  await b?.close();
  await a?.close();
  pulihkan?.();
});

describe("pycsw 2.x: gzip dengan Content-Length tak terkompresi", () => {
  it("stub meniru kesalahannya: fetch biasa (menerima gzip) gagal membaca badan", async () => {
    const res = await fetch(`${stub.url}?service=CSW&request=GetRecords&startPosition=1&maxRecords=5`);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    await expect(res.arrayBuffer()).rejects.toThrow("terminated");
  });
});

describe("status panen di basis data tujuan", () => {
  it("gagal di tengah pada basis data A; URL yang sama ke basis data B mulai dari awal dan jujur; A melanjutkan sendiri", async () => {
    stub.gagalSekali.add(6);
    stub.encoding.length = 0;
    const galat = await panenCsw(ctxDari(a), opsi()).catch((e: unknown) => e);
    expect(galat).toBeInstanceOf(GalatPanen);
    expect((galat as GalatPanen).message).toContain("HTTP 500");
    expect((galat as GalatPanen).kemajuanTersimpan).toBe(true);
    // the harvester asked for an uncompressed body, so the pycsw page was read whole
    expect(stub.encoding.every((e) => e === "identity")).toBe(true);
    const [sa] = await a.db.select().from(statusPanen);
    expect(sa).toMatchObject({ url: stub.url, berikutnya: 6, diimpor: 5, keadaan: "gagal", statusRekaman: "DRAFT" });
    expect(sa!.galatTerakhir).toContain("HTTP 500");
    expect(await jumlahBaris(a)).toBe(5);

    stub.diminta.length = 0;
    const baris: string[] = [];
    const rb = await panenCsw(ctxDari(b), opsi({ lapor: (x) => baris.push(x) }));
    expect(stub.diminta).toEqual([1, 6, 11]);
    expect(baris.some((x) => x.startsWith("Melanjutkan"))).toBe(false);
    expect(rb.kemajuan).toMatchObject({ selesai: true, berikutnya: 13, cocok: 12, hitungan: { diimpor: 12, diperbarui: 0, tidakBerubah: 0, ditolak: 0, dilewati: 0 } });
    expect(await jumlahBaris(b)).toBe(12);
    expect(await b.db.select({ id: metadata.id }).from(metadata).orderBy(metadata.id)).toEqual(REKAMAN.map((r) => ({ id: r.id })));
    expect((await a.db.select().from(statusPanen))[0]).toMatchObject({ berikutnya: 6, keadaan: "gagal" });

    stub.diminta.length = 0;
    baris.length = 0;
    const ra = await panenCsw(ctxDari(a), opsi({ lapor: (x) => baris.push(x) }));
    expect(stub.diminta).toEqual([6, 11]);
    expect(baris).toContain("Melanjutkan panen sebelumnya dari posisi 6 (5 baru, 0 diperbarui sejauh ini).");
    expect(ra.kemajuan.hitungan).toEqual({ diimpor: 12, diperbarui: 0, tidakBerubah: 0, ditolak: 0, dilewati: 0 });
    expect(await jumlahBaris(a)).toBe(12);
    expect((await a.db.select().from(statusPanen))[0]).toMatchObject({ berikutnya: 13, keadaan: "selesai", diimpor: 12, galatTerakhir: null });
  });

  it("panen selesai dimulai lagi dari awal; organisasi lain di basis data yang sama punya status sendiri", async () => {
    stub.diminta.length = 0;
    const r = await panenCsw(ctxDari(a), opsi());
    expect(stub.diminta).toEqual([1, 6, 11]);
    expect(r.kemajuan.hitungan).toEqual({ diimpor: 0, diperbarui: 0, tidakBerubah: 12, ditolak: 0, dilewati: 0 });

    const lain = await buatOrganisasi(a.db, "LAIN");
    await buatAkun(a.db, "Walidata", lain.id, "walidata-lain-status");
    stub.gagalSekali.add(11);
    await expect(panenCsw(ctxDari(a), opsi({ organisasi: "LAIN" }))).rejects.toThrow("HTTP 500");
    const rows = await a.db.select().from(statusPanen).where(eq(statusPanen.organisasiId, lain.id));
    // the records belong to NODE: skipped for LAIN and counted as such, nothing written
    expect(rows[0]).toMatchObject({ berikutnya: 11, dilewati: 10, diimpor: 0, keadaan: "gagal" });
    expect(await jumlahBaris(a)).toBe(12);
    expect((await a.db.select().from(statusPanen).where(eq(statusPanen.organisasiId, lain.id))).length).toBe(1);
  });

  it("halaman yang posisinya diubah proses lain dibatalkan seluruhnya: rekaman dan hitungan tidak mendahului yang tersimpan", async () => {
    const c = await kosong();
    const org = await siapkanTujuan(c);
    // after page 1 commits, another run (simulated) moves the position: page 6 must not be stored or counted
    stub.sebelumJawab = async (mulai) => {
      if (mulai === 6) await c.db.update(statusPanen).set({ berikutnya: 11 }).where(eq(statusPanen.organisasiId, org));
    };
    const galat = (await panenCsw(ctxDari(c), opsi()).catch((e: unknown) => e)) as Error;
    stub.sebelumJawab = undefined;
    expect(galat.message).toMatch(/^Halaman mulai 6 tidak tersimpan: Posisi panen .* berubah oleh proses lain/);
    expect(await jumlahBaris(c)).toBe(5);
    expect((await c.db.select().from(statusPanen))[0]).toMatchObject({ berikutnya: 11, diimpor: 5, keadaan: "gagal" });
  });

  it("tanpa --org pada katalog dengan lebih dari satu organisasi: pesan menyebut kode yang ada", async () => {
    await expect(panenCsw(ctxDari(a), opsi({ organisasi: undefined }))).rejects.toThrow(
      "Katalog memiliki lebih dari satu organisasi (LAIN, NODE): sebutkan tujuan dengan --org <kode>.",
    );
    await expect(panenCsw(ctxDari(a), opsi({ organisasi: "TIDAKADA" }))).rejects.toThrow('Organisasi dengan kode "TIDAKADA" tidak ditemukan. Kode yang ada: LAIN, NODE.');
  });
});

describe("npm run harvest pada basis data dari db:siapkan tanpa ADMIN_*", () => {
  it("berhenti dengan pesan yang mengatakan apa yang harus dilakukan", async () => {
    await expect(panenCsw(ctxDari(await kosong()), opsi({ organisasi: undefined }))).rejects.toThrow(PESAN_TANPA_ORGANISASI);
  });

  it("CLI: kode keluar 1 dan pesan menyebut dasbor Admin, ADMIN_* dan --org", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "panen-cli-"));
    try {
      const root = path.resolve(import.meta.dirname, "../..");
      const jalan = promisify(execFile)(path.join(root, "node_modules/.bin/tsx"), ["--conditions=react-server", "scripts/harvest.ts", stub.url], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: "", PGLITE_DIR: folder, HARVEST_IZINKAN_ALAMAT_PRIVAT: "1" },
      });
      const galat = (await jalan.catch((e: unknown) => e)) as { code: number; stderr: string };
      expect(galat.code).toBe(1);
      expect(galat.stderr).toContain(`Panen gagal: ${PESAN_TANPA_ORGANISASI}`);
      expect(PESAN_TANPA_ORGANISASI).toMatch(/dasbor Admin.*ADMIN_EMAIL.*npm run db:siapkan.*--org <kode>/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});

async function kosong() {
  const h = await openPglite();
  await migrateDatabase(h);
  afterAll(() => h.close());
  return h;
}
