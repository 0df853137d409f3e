import { spawn } from "node:child_process";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres, type DatabaseHandle } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { asalPanen, jalanPanen } from "@/lib/db/schema";
import { antrekanJalan } from "@/lib/panen";
import { getSumberOrThrow } from "@/lib/panen/sumber";
import { CTX_SISTEM, mulaiCswUji, rekamanUnik, sumberUji, type RekamanStub } from "@/tests/helpers/panen";
import { buatAkun, buatOrganisasi } from "@/tests/helpers/sesi";
import { rekamanContoh } from "@/tests/helpers/stub-pycsw";
import { buatKlasterPostgres, type KlasterUji } from "./layanan";

// The target database restarts (pg_ctlcluster stop -m fast, then start) while a harvest is in the middle of a
// page. The run goes on once Postgres is back (or is taken over after its lease): every record exactly once.

let klaster: KlasterUji;
let h: DatabaseHandle;
let csw: Awaited<ReturnType<typeof mulaiCswUji>>;
let rekaman: RekamanStub[];
let orgId: string;

beforeAll(async () => {
  klaster = await buatKlasterPostgres();
  h = await openPostgres(klaster.url, { max: 2 });
  await migrateDatabase(h);
  orgId = (await buatOrganisasi(h.db, "FDB")).id;
  await buatAkun(h.db, "Walidata", orgId, "fdb-walidata");
  rekaman = rekamanUnik(30, rekamanContoh(1)[0]!);
  csw = await mulaiCswUji(() => rekaman);
}, 120_000);
afterAll(async () => {
  await csw?.tutup();
  await h?.close();
  klaster?.hapus();
});

function jalankanAnak(jalanId: string, pemegang: string) {
  const akar = path.resolve(import.meta.dirname, "../..");
  const p = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "tests/faults/anak-panen.ts", klaster.url, jalanId, pemegang], {
    cwd: akar,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, HARVEST_IZINKAN_ALAMAT_PRIVAT: "1" },
  });
  let keluaran = "";
  p.stdout.on("data", (b: Buffer) => (keluaran += b.toString()));
  p.stderr.on("data", (b: Buffer) => (keluaran += b.toString()));
  return new Promise<{ kode: number | null; keluaran: string }>((ok) => p.on("exit", (kode) => ok({ kode, keluaran })));
}

describe("target database restarted mid-run", () => {
  it("the run finishes with exact counts", async () => {
    const s = await sumberUji(h.db, orgId, { url: csw.url, nama: "Restart" });
    const jalanId = (await antrekanJalan(h.db, await getSumberOrThrow(CTX_SISTEM(h.db), s.id), { pemicu: "manual" }))!;
    let sampai: () => void = () => {};
    const diHalaman = new Promise<void>((ok) => (sampai = ok));
    let lanjut: () => void = () => {};
    const tunda = new Promise<void>((ok) => (lanjut = ok));
    csw.gangguan = (mulai) => (mulai === 11 ? (sampai(), { tunda }) : undefined);
    const a = jalankanAnak(jalanId, "instans-a");
    await diHalaman;
    await h.close();
    klaster.hentikan();
    klaster.mulai();
    lanjut();
    let hasil = await a;
    h = await openPostgres(klaster.url, { max: 2 });
    const [setelahA] = await h.db.select().from(jalanPanen).where(eq(jalanPanen.id, jalanId));
    // Either A carried on over fresh connections, or it stopped and left the run to be taken over after its lease.
    if (setelahA!.keadaan !== "selesai") {
      expect(setelahA!.keadaan, hasil.keluaran).toBe("berjalan");
      hasil = await jalankanAnak(jalanId, "instans-b");
    }
    expect(hasil.kode, hasil.keluaran).toBe(0);
    const [j] = await h.db.select().from(jalanPanen).where(eq(jalanPanen.id, jalanId));
    expect(j).toMatchObject({ keadaan: "selesai", dilihat: 30, baru: 30, ditolak: 0, total: 30 });
    const asal = await h.db.select({ p: asalPanen.pengenalSumber }).from(asalPanen).where(eq(asalPanen.sumberId, s.id));
    expect(asal.map((x) => x.p).sort()).toEqual(rekaman.map((r) => r.id).sort());
  }, 120_000);
});
