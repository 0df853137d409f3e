import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { jalanPanen, sumberPanen } from "@/lib/db/schema";
import { buatAkun, buatOrganisasi } from "@/tests/helpers/sesi";
import { mulaiStubPycsw, rekamanContoh, type StubPycsw } from "@/tests/helpers/stub-pycsw";

/** `npm run harvest` is a thin front of lib/panen: its runs are the dashboard's runs, in the target database. */

let stub: StubPycsw;
let folder: string;
const AKAR = path.resolve(import.meta.dirname, "../..");

beforeAll(async () => {
  stub = await mulaiStubPycsw(rekamanContoh(12));
  folder = mkdtempSync(path.join(tmpdir(), "panen-cli-"));
  const h = await openPglite(folder);
  await migrateDatabase(h);
  const org = await buatOrganisasi(h.db, "NODE");
  await buatAkun(h.db, "Walidata", org.id, "walidata-cli");
  await buatOrganisasi(h.db, "LAIN");
  await h.close();
});
afterAll(async () => {
  await stub?.tutup();
  rmSync(folder, { recursive: true, force: true });
});

const harvest = (...argumen: string[]) =>
  promisify(execFile)(path.join(AKAR, "node_modules/.bin/tsx"), ["--conditions=react-server", "scripts/harvest.ts", ...argumen], {
    cwd: AKAR,
    env: { ...process.env, DATABASE_URL: "", PGLITE_DIR: folder, HARVEST_IZINKAN_ALAMAT_PRIVAT: "1" },
  });

describe("npm run harvest", () => {
  it("membuat sumber, menjalankan jalan penuh dari pycsw (gzip dengan Content-Length salah), lalu inkremental", async () => {
    const satu = await harvest(stub.url, "--org", "NODE", "--halaman", "5");
    expect(satu.stdout).toMatch(/Panen selesai dalam [\d.]+ s ke organisasi NODE: 12 dilihat, 12 baru, 0 diperbarui, 0 tidak berubah, 0 ditolak, 0 dipensiunkan\./);
    expect(satu.stderr).toContain('sumber "CLI: 127.0.0.1:');
    expect(stub.encoding.every((e) => e === "identity")).toBe(true);
    const dua = await harvest(stub.url, "--org", "NODE", "--halaman", "5");
    expect(dua.stdout).toContain("12 dilihat, 0 baru, 0 diperbarui, 12 tidak berubah");
    const h = await openPglite(folder);
    try {
      const sumber = await h.db.select().from(sumberPanen);
      expect(sumber.map((s) => [s.jenis, s.url])).toEqual([["csw-pycsw", stub.url]]);
      const jalan = await h.db.select().from(jalanPanen).orderBy(jalanPanen.dibuatAt);
      expect(jalan.map((j) => [j.pemicu, j.keadaan, j.penuh])).toEqual([["cli", "selesai", true], ["cli", "selesai", false]]);
    } finally {
      await h.close();
    }
  }, 180_000);
});
