import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { asalPanen, catatanPanen, jalanPanen, metadata } from "@/lib/db/schema";
import { antrekanJalan } from "@/lib/panen";
import { getSumberOrThrow } from "@/lib/panen/sumber";
import { createTestDatabase } from "@/tests/helpers/db";
import { CTX_SISTEM, mulaiCswUji, rekamanUnik, sumberUji, type RekamanStub } from "@/tests/helpers/panen";
import { buatAkun, buatOrganisasi } from "@/tests/helpers/sesi";
import { rekamanContoh } from "@/tests/helpers/stub-pycsw";
import { tungguSampai } from "./layanan";

// The instance running a harvest is killed (SIGKILL) in the middle of a page: no cleanup, its lease simply stops
// being renewed. Another process takes the run over once the lease expires and finishes it from the last committed
// page, with exact counts: every record of the source stored once, none counted twice.

process.env.TEST_PG_ADMIN_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";
let h: DatabaseHandle;
let csw: Awaited<ReturnType<typeof mulaiCswUji>>;
let rekaman: RekamanStub[];
let orgId: string;
const anak: ChildProcess[] = [];

beforeAll(async () => {
  h = await createTestDatabase();
  orgId = (await buatOrganisasi(h.db, "FPN")).id;
  await buatAkun(h.db, "Walidata", orgId, "fpn-walidata");
  rekaman = rekamanUnik(40, rekamanContoh(1)[0]!);
  csw = await mulaiCswUji(() => rekaman);
});
afterAll(async () => {
  for (const p of anak) if (p.exitCode === null && p.signalCode === null) p.kill("SIGKILL");
  await csw?.tutup();
  await h?.close();
});

function jalankanAnak(jalanId: string, pemegang: string) {
  const akar = path.resolve(import.meta.dirname, "../..");
  // `--import tsx`, not the tsx CLI: the CLI runs the script in a child of its own, which SIGKILL would not reach.
  const p = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "tests/faults/anak-panen.ts", h.url!, jalanId, pemegang], {
    cwd: akar,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, HARVEST_IZINKAN_ALAMAT_PRIVAT: "1" },
  });
  anak.push(p);
  let keluaran = "";
  p.stdout!.on("data", (b: Buffer) => (keluaran += b.toString()));
  p.stderr!.on("data", (b: Buffer) => (keluaran += b.toString()));
  const selesai = new Promise<{ kode: number | null; sinyal: NodeJS.Signals | null; keluaran: string }>((ok) => p.on("exit", (kode, sinyal) => ok({ kode, sinyal, keluaran })));
  return { p, selesai };
}

describe("harvest instance killed mid-page", () => {
  it("another process takes the run over after the lease and ends with exactly 40 records", async () => {
    const s = await sumberUji(h.db, orgId, { url: csw.url, nama: "Dibunuh" });
    const jalanId = (await antrekanJalan(h.db, await getSumberOrThrow(CTX_SISTEM(h.db), s.id), { pemicu: "manual" }))!;
    // Page 4 (startPosition 16) is sent half-way and then hangs: the first process is inside that page when killed.
    let diPotong: () => void = () => {};
    const terpotong = new Promise<void>((ok) => (diPotong = ok));
    let kali = 0;
    csw.gangguan = (mulai) => (mulai === 16 && kali++ === 0 ? (diPotong(), "gantung") : undefined);
    const a = jalankanAnak(jalanId, "instans-a");
    await terpotong;
    // The engine reads a page ahead while it saves the one before: page 3 is committed in the meantime.
    await tungguSampai(async () => (await h.db.select({ posisi: jalanPanen.posisi }).from(jalanPanen).where(eq(jalanPanen.id, jalanId)))[0]!.posisi === 16, 30_000, "halaman 3 tersimpan");
    const [sebelum] = await h.db.select().from(jalanPanen).where(eq(jalanPanen.id, jalanId));
    expect(sebelum).toMatchObject({ keadaan: "berjalan", pemegang: "instans-a", posisi: 16, dilihat: 15, baru: 15 });
    a.p.kill("SIGKILL");
    expect((await a.selesai).sinyal).toBe("SIGKILL");

    const b = jalankanAnak(jalanId, "instans-b");
    const hasil = await b.selesai;
    expect(hasil.kode, hasil.keluaran).toBe(0);
    const [j] = await h.db.select().from(jalanPanen).where(eq(jalanPanen.id, jalanId));
    expect(j).toMatchObject({ keadaan: "selesai", pemegang: "instans-b", dilihat: 40, baru: 40, diperbarui: 0, tidakBerubah: 0, ditolak: 0, halaman: 8, halamanGagal: 0, total: 40 });
    const [n] = await h.db.select({ m: sql<number>`count(*)::int` }).from(metadata);
    expect(n!.m).toBe(40);
    const asal = await h.db.select({ p: asalPanen.pengenalSumber }).from(asalPanen).where(eq(asalPanen.sumberId, s.id));
    expect(asal.map((x) => x.p).sort()).toEqual(rekaman.map((r) => r.id).sort());
    expect(await h.db.select().from(catatanPanen).where(eq(catatanPanen.jalanId, jalanId))).toEqual([]);
  }, 120_000);

  it("killed at a random moment, again and again: the run still ends with every record exactly once", async () => {
    rekaman = rekamanUnik(40, rekamanContoh(1)[0]!);
    // Every page answers after 150 ms: an instance cannot walk all 8 pages between two looks (200 ms) at the run
    // and finish it before it is killed, which would leave the next instance nothing to claim.
    csw.gangguan = () => ({ tunda: new Promise<void>((ok) => setTimeout(ok, 150)) });
    const s = await sumberUji(h.db, orgId, { url: csw.url, nama: "Dibunuh acak" });
    const jalanId = (await antrekanJalan(h.db, await getSumberOrThrow(CTX_SISTEM(h.db), s.id), { pemicu: "manual" }))!;
    // three instances killed after each committed one or two pages; the fourth finishes
    for (const nama of ["acak-1", "acak-2", "acak-3"]) {
      const [awal] = await h.db.select({ posisi: jalanPanen.posisi }).from(jalanPanen).where(eq(jalanPanen.id, jalanId));
      const x = jalankanAnak(jalanId, nama);
      await tungguSampai(async () => ((await h.db.select({ posisi: jalanPanen.posisi }).from(jalanPanen).where(eq(jalanPanen.id, jalanId)))[0]!.posisi > awal!.posisi), 60_000, `${nama} maju`);
      x.p.kill("SIGKILL");
      await x.selesai;
      const [kini] = await h.db.select({ keadaan: jalanPanen.keadaan }).from(jalanPanen).where(eq(jalanPanen.id, jalanId));
      expect(kini!.keadaan, `${nama} dibunuh sebelum jalan selesai`).toBe("berjalan");
    }
    const akhir = jalankanAnak(jalanId, "acak-akhir");
    const hasil = await akhir.selesai;
    expect(hasil.kode, hasil.keluaran).toBe(0);
    const [j] = await h.db.select().from(jalanPanen).where(eq(jalanPanen.id, jalanId));
    expect(j).toMatchObject({ keadaan: "selesai", dilihat: 40, baru: 40, ditolak: 0, total: 40 });
    const asal = await h.db.select({ p: asalPanen.pengenalSumber }).from(asalPanen).where(eq(asalPanen.sumberId, s.id));
    expect(asal.map((x) => x.p).sort()).toEqual(rekaman.map((r) => r.id).sort());
  }, 180_000);
});
