/**
 * npm run bench:harvest [-- --count 100000] [-- --database URL] [-- --keep] [-- --lanjut] [-- --sewa 10000]
 * A second GeoKatalog instance (the production server on a source database with N records seeded by
 * scripts/seed.ts, or --database as it is) harvested through the product's engine (lib/panen, gmd, 500 per page)
 * into an empty target database, each run in its own harvesting process (lib/panen-anak.ts):
 *   1. complete first run (< 60 s), with the source server's memory sampled: flat when the least-squares line
 *      through the samples rises by less than 100 MB, as bench:load judges it;
 *   2. incremental run after 1 % of the source's public records changed (< 5 s);
 *   3. complete re-run with nothing changed (< 30 s), every record recognised as unchanged;
 *   4. into a second empty target: the harvesting process is killed (SIGKILL) at a random page and another one
 *      takes the run over when the lease (--sewa ms; the product's default is 60 s) expires: exactly N records.
 * After row 3, the Postgres floor of row 1 (scripts/bench/lib/lantai-pg.ts) is measured on its target and printed
 * below the table: not a target.
 * --lanjut starts from the first target a run with --keep left (its first run done) and measures rows 2–4 only:
 * a change to the engine is measured again in minutes instead of the first run's half hour.
 * Durations are the run's own (claimed → finished, from jalan_panen), without the process start.
 * Prints LULUS/GAGAL per target and exits with 1 when one fails.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import os from "node:os";
import { parseArgs } from "node:util";
import { and, eq, inArray, sql } from "drizzle-orm";
import { barisHasil } from "@/lib/db/baris";
import { openPostgres, type DatabaseHandle } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { jalanPanen, organisasi, pengguna, sumberPanen } from "@/lib/db/schema";
import { antrekanJalan, buatSumber } from "@/lib/panen";
import { cetakTabel, kenaikanGaris } from "./lib/load";
import { ukurLantaiPg, type LantaiPg } from "./lib/lantai-pg";
import { buatDatabaseBench, hapusDatabaseBench, urlDatabaseBench } from "./lib/pg";
import { pidGrup, selisihCpu, waktuCpu } from "./lib/cpu";
import { rssGrupMB } from "./lib/rss";
import { hentikanServer, mulaiServer, pastikanBuild } from "./lib/server";

const { values: arg } = parseArgs({
  options: {
    count: { type: "string", default: "100000" },
    port: { type: "string", default: "3236" },
    database: { type: "string" },
    keep: { type: "boolean", default: false },
    lanjut: { type: "boolean", default: false },
    sewa: { type: "string", default: "10000" },
  },
});
const DB_SUMBER = "gk_bench_panen_sumber";
const DB_TUJUAN = ["gk_bench_panen_tujuan", "gk_bench_panen_ambil"] as const;
// the engine and its children reach the source server on loopback
process.env.HARVEST_IZINKAN_ALAMAT_PRIVAT = "1";

type Baris = { nama: string; target: string; nilai: string; lulus: boolean; rinci: string };
type Tujuan = { handle: DatabaseHandle; url: string; sumberId: string };
type Jalan = typeof jalanPanen.$inferSelect;

process.exitCode = await jalankan();

async function jalankan(): Promise<number> {
  const urlSumber = arg.database ?? (await buatDatabaseBench(DB_SUMBER));
  const baris: Baris[] = [];
  // Each row is also printed as it is measured: at 100,000 records the whole bench takes about an hour.
  const catat = (b: Baris) => {
    console.error(`[bench:harvest] ${b.nama}: ${b.nilai} (${b.target}) ${b.lulus ? "LULUS" : "GAGAL"}; ${b.rinci}`);
    baris.push(b);
  };
  const beban = [os.loadavg()[0]!];
  const tujuan: Tujuan[] = [];
  let lantai: LantaiPg | undefined;
  try {
    if (!arg.database) {
      console.error(`Mengisi ${arg.count} rekaman ke ${DB_SUMBER}…`);
      const seed = spawnSync("npx", ["tsx", "scripts/seed.ts", "--count", arg.count!], { stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, DATABASE_URL: urlSumber } });
      if (seed.status !== 0) throw new Error("seed gagal");
    }
    const sumber = await openPostgres(urlSumber, { max: 2 });
    try {
      await sumber.db.execute(sql`vacuum analyze metadata`);
      const n = Number(barisHasil<{ n: number }>(await sumber.db.execute(sql`select count(*)::int as n from metadata where status = 'PUBLISHED'`))[0]!.n);
      await pastikanBuild();
      const server = await mulaiServer(Number(arg.port), { DATABASE_URL: urlSumber });
      try {
        const urlCsw = `http://127.0.0.1:${arg.port}/csw`;
        tujuan.push(arg.lanjut ? await bukaTujuan(DB_TUJUAN[0], urlCsw) : await siapkanTujuan(DB_TUJUAN[0], urlCsw));
        const t = tujuan[0]!;

        if (!arg.lanjut) {
          const rss: number[] = [];
          const j1 = await jalanDiAnak(t, true, server.pid!, () => rss.push(rssGrupMB(server.pid!)));
          const naik = kenaikanGaris(rss);
          catat(target("panen penuh pertama", 60, j1, j1.baru === n && (await jumlah(t)) === n, `${j1.baru} baru dari ${n}, ${j1.halaman} halaman; ${j1.cpu}`));
          catat({ nama: "memori server selama panen", target: "garis tren < 100 MB", nilai: `${naik.toFixed(0)} MB`, lulus: naik < 100, rinci: `RSS ${Math.min(...rss).toFixed(0)}–${Math.max(...rss).toFixed(0)} MB, ${rss.length} sampel` });
        }

        const ubah = Math.max(1, Math.floor(n / 100));
        await sumber.db.execute(sql`
          update metadata set updated_at = now(),
            dokumen = jsonb_set(dokumen, '{identifikasi,abstrak}', to_jsonb((dokumen #>> '{identifikasi,abstrak}') || ' (diubah untuk bench:harvest)'))
          where id in (select id from metadata where status = 'PUBLISHED' order by random() limit ${ubah})`);
        const j2 = await jalanDiAnak(t, false, server.pid!);
        catat(target(`panen inkremental (${ubah} berubah)`, 5, j2, !j2.penuh && j2.diperbarui === ubah && j2.baru === 0, `${j2.dilihat} dilihat, ${j2.diperbarui} diperbarui; ${j2.cpu}`));

        const j3 = await jalanDiAnak(t, true, server.pid!);
        catat(target("panen penuh ulang tanpa perubahan", 30, j3, j3.tidakBerubah === n && j3.baru + j3.diperbarui === 0, `${j3.tidakBerubah} tidak berubah dari ${n}; ${j3.cpu}`));

        // after rows 2 and 3: measured before them, it would leave them Postgres's buffers full of its copy's pages
        if (!arg.lanjut) {
          lantai = await ukurLantaiPg(t.url);
          console.error(`[bench:harvest] ${teksLantai(lantai)}`);
        }

        tujuan.push(await siapkanTujuan(DB_TUJUAN[1], urlCsw));
        catat(await ambilAlih(tujuan[1]!, n));
      } finally {
        hentikanServer(server);
      }
    } finally {
      await sumber.close();
    }
  } finally {
    beban.push(os.loadavg()[0]!);
    for (const t of tujuan) await t.handle.close();
    if (!arg.keep) for (const nama of DB_TUJUAN) await hapusDatabaseBench(nama);
    if (!arg.keep && !arg.database) await hapusDatabaseBench(DB_SUMBER);
  }
  console.log(`\nbench:harvest — sumber: instans GeoKatalog (server produksi, Postgres), gmd 500/halaman, mesin lib/panen di proses panen terpisah`);
  console.log(`Beban mesin (load average 1 menit): ${beban.map((b) => b.toFixed(1)).join(" → ")} pada ${os.cpus().length} inti\n`);
  cetakTabel(["target", "diukur", "batas", "hasil", "keterangan"], baris.map((b) => [b.nama, b.nilai, b.target, b.lulus ? "LULUS" : "GAGAL", b.rinci]));
  if (lantai) console.log(`\n${teksLantai(lantai)}`);
  return baris.every((b) => b.lulus) ? 0 : 1;
}

/**
 * The floor beside the table, not a target: what Postgres alone needs here to hold the first run's records
 * searchable, in its cheapest order (scripts/bench/lib/lantai-pg.ts).
 */
function teksLantai(l: LantaiPg): string {
  const jumlah = l.tanpaIndeks + l.semuaIndeks;
  const s = (x: number) => `${x.toFixed(1)} s`;
  return (
    `Lantai Postgres di mesin ini (bukan target; baris metadata tujuan disalin ke tabel tanpa indeks, lalu ${l.jumlahIndeks} indeksnya dibangun sekaligus; dibatalkan): ` +
    `${l.baris} baris ${s(l.tanpaIndeks)}, indeks trigram AnyText ${s(l.indeksAnyText)}, semua indeks ${s(l.semuaIndeks)}: ${s(jumlah)} sebelum sumber dan pengurai bekerja` +
    (jumlah >= 60 ? "; Postgres saja sudah melampaui batas 60 s panen penuh pertama di mesin ini." : ".")
  );
}

function target(nama: string, batasDetik: number, j: Jalan, benar: boolean, rinci: string): Baris {
  const detik = durasi(j);
  const selesai = j.keadaan === "selesai" && j.ditolak === 0 && j.halamanGagal === 0;
  return { nama, target: `< ${batasDetik} s`, nilai: `${detik.toFixed(1)} s`, lulus: detik < batasDetik && selesai && benar, rinci: `${j.keadaan}; ${rinci}; ${j.ditolak} ditolak` };
}

function durasi(j: Jalan): number {
  return j.selesaiAt && j.mulaiAt ? (j.selesaiAt.getTime() - j.mulaiAt.getTime()) / 1000 : NaN;
}

async function jumlah(t: Tujuan): Promise<number> {
  return Number(barisHasil<{ n: number }>(await t.handle.db.execute(sql`select count(*)::int as n from metadata m join asal_panen a on a.metadata_id = m.id where a.sumber_id = ${t.sumberId}`))[0]!.n);
}

/**
 * The first target an earlier run kept (--keep), migrated to this code, its source pointed at this server, and a run
 * an interrupted bench left queued or running cancelled.
 */
async function bukaTujuan(nama: string, urlCsw: string): Promise<Tujuan> {
  const url = urlDatabaseBench(nama);
  const handle = await openPostgres(url, { max: 2 });
  await migrateDatabase(handle);
  const [s] = await handle.db.select({ id: sumberPanen.id }).from(sumberPanen);
  if (!s) throw new Error(`${nama} tidak memuat sumber panen: jalankan dulu dengan --keep`);
  await handle.db.update(sumberPanen).set({ url: urlCsw }).where(eq(sumberPanen.id, s.id));
  // a bench stopped during a row leaves its run queued or running, and the source then takes no new one
  await handle.db.update(jalanPanen).set({ keadaan: "dibatalkan", selesaiAt: new Date() }).where(and(eq(jalanPanen.sumberId, s.id), inArray(jalanPanen.keadaan, ["antri", "berjalan"])));
  return { handle, url, sumberId: s.id };
}

/** An empty migrated target with one organisation, its Walidata (owner of harvested records) and the source. */
async function siapkanTujuan(nama: string, urlCsw: string): Promise<Tujuan> {
  const url = await buatDatabaseBench(nama);
  const handle = await openPostgres(url, { max: 2 });
  await migrateDatabase(handle);
  const [org] = await handle.db.insert(organisasi).values({ kode: "NASIONAL", nama: "Simpul Nasional" }).returning();
  await handle.db.insert(pengguna).values({ namaLengkap: "Walidata Nasional", email: "walidata@bench.geokatalog.example", passwordHash: "-", peran: "Walidata", organisasiId: org!.id });
  const s = await buatSumber({
    ctx: { db: handle.db, actor: { jenis: "sistem", nama: "bench:harvest" } },
    input: { nama: "Instans GeoKatalog kedua", jenis: "csw-geokatalog", url: urlCsw, batasan: {}, skemaKeluaran: "gmd", jadwal: { jenis: "manual" }, modeTerbit: "PUBLISHED", kebijakanHilang: "pensiun", aktif: true, organisasiId: org!.id },
  });
  return { handle, url, sumberId: s.id };
}

async function antrekan(t: Tujuan, penuh: boolean): Promise<string> {
  const [s] = await t.handle.db.select().from(sumberPanen).where(eq(sumberPanen.id, t.sumberId));
  const id = await antrekanJalan(t.handle.db, s!, { pemicu: "manual", penuh });
  if (!id) throw new Error("jalan tidak diantrekan");
  return id;
}

/** A harvesting process of its own (process group, so SIGKILL takes all of it) running the run `jalanId`. */
function anak(t: Tujuan, jalanId: string, pemegang: string): { proses: ChildProcess; selesai: Promise<number | null> } {
  const proses = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/bench/lib/panen-anak.ts", jalanId, pemegang, arg.sewa!], {
    env: { ...process.env, DATABASE_URL: t.url },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  return { proses, selesai: new Promise((r) => proses.on("exit", (kode) => r(kode))) };
}

async function bacaJalan(t: Tujuan, id: string): Promise<Jalan> {
  const [j] = await t.handle.db.select().from(jalanPanen).where(eq(jalanPanen.id, id));
  return j!;
}

/**
 * Queue a run, run it in a child process to its end (calling `sampel` every 250 ms meanwhile); the run row and the
 * CPU seconds of the harvesting process (last reading before it exits), of the target's Postgres backends (each at
 * its last reading) and of the source server meanwhile, the first two also as read when the run ended, and how
 * long after the run's end the process merged the GIN pending lists, stored the written records' CSW forms and
 * exited (lib/panen/bentuk-jalan.ts).
 */
async function jalanDiAnak(t: Tujuan, penuh: boolean, pgidServer: number, sampel?: () => void): Promise<Jalan & { cpu: string }> {
  const id = await antrekan(t, penuh);
  const namaDb = new URL(t.url).pathname.slice(1);
  const backend = async () => barisHasil<{ pid: number }>(await t.handle.db.execute(sql`select pid from pg_stat_activity where datname = ${namaDb}`)).map((r) => Number(r.pid));
  // backends that exist already (this bench's own) count from here; the child's new ones from their start
  const pg0 = waktuCpu(await backend());
  const pg = new Map<number, number>();
  const bacaPg = async () => {
    for (const [pid, ms] of waktuCpu(await backend())) pg.set(pid, ms);
  };
  const a = anak(t, id, "bench-a");
  const server0 = waktuCpu(pidGrup(pgidServer));
  let cpuAnak = 0;
  // each backend at its last reading (up to 250 ms before it exited)
  const cpuPg = () => [...pg].reduce((n, [pid, ms]) => n + ms - (pg0.get(pid) ?? 0), 0);
  // the readings at the first tick after the run ended, before its records' forms were stored
  let diAkhir: { anak: number; pg: number } | undefined;
  const baca = () => {
    sampel?.();
    cpuAnak = waktuCpu([a.proses.pid!]).get(a.proses.pid!) ?? cpuAnak;
    void bacaPg()
      .then(async () => {
        if (!diAkhir && (await bacaJalan(t, id)).selesaiAt) diAkhir = { anak: cpuAnak, pg: cpuPg() };
      })
      .catch(() => {});
  };
  baca();
  const jam = setInterval(baca, 250);
  const kode = await a.selesai;
  const keluar = Date.now();
  clearInterval(jam);
  const cpuServer = selisihCpu(server0, waktuCpu(pidGrup(pgidServer)));
  if (kode !== 0) throw new Error(`proses panen keluar dengan kode ${kode}`);
  const j = await bacaJalan(t, id);
  const s = (ms: number) => (ms / 1000).toFixed(1);
  const akhir = diAkhir ? ` (saat jalan selesai: ${s(diAkhir.anak)} s dan ${s(diAkhir.pg)} s)` : "";
  const bentuk = j.selesaiAt ? `; indeks GIN dan bentuk CSW diselesaikan dan proses keluar ${s(keluar - j.selesaiAt.getTime())} s setelah jalan selesai` : "";
  return { ...j, cpu: `CPU proses panen ${s(cpuAnak)} s, Postgres tujuan ≈ ${s(cpuPg())} s${akhir}, server ${s(cpuServer)} s${bentuk}` };
}

/** Kill the harvesting process at a random page; a second process takes the run over after the lease. */
async function ambilAlih(t: Tujuan, n: number): Promise<Baris> {
  const id = await antrekan(t, true);
  const halamanTotal = Math.ceil(n / 500);
  const bunuhPada = 1 + Math.floor(Math.random() * Math.max(1, halamanTotal - 1));
  const a = anak(t, id, "bench-a");
  let j = await bacaJalan(t, id);
  while (j.halaman < bunuhPada && j.keadaan !== "selesai") {
    await new Promise((r) => setTimeout(r, 20));
    j = await bacaJalan(t, id);
  }
  const terbunuh = j.keadaan !== "selesai";
  process.kill(-a.proses.pid!, "SIGKILL");
  await a.selesai;
  const saatBunuh = await bacaJalan(t, id);
  const t0 = Date.now();
  const b = anak(t, id, "bench-b");
  const kode = await b.selesai;
  const akhir = await bacaJalan(t, id);
  const ada = await jumlah(t);
  const tepat = terbunuh && kode === 0 && akhir.keadaan === "selesai" && akhir.pemegang === "bench-b" && ada === n && akhir.baru === n && akhir.dilihat === n;
  return {
    nama: "dibunuh di halaman acak, diambil alih",
    target: `tepat ${n} rekaman`,
    nilai: `${ada} rekaman`,
    lulus: tepat,
    rinci: `SIGKILL setelah halaman ${saatBunuh.halaman}/${halamanTotal} (${saatBunuh.baru} tersimpan); proses kedua selesai ${((Date.now() - t0) / 1000).toFixed(1)} s kemudian (sewa ${arg.sewa} ms), ${akhir.keadaan}, baru ${akhir.baru}, dilihat ${akhir.dilihat}, ditolak ${akhir.ditolak}`,
  };
}
