/**
 * npm run bench:load [-- --count 100000 --rate 200 --duration 300 --keep --reuse]
 * The production topology (two standalone server instances of the production build behind the proxy, one Postgres,
 * one Redis) on N seeded records, under an open-loop mix of public traffic at a fixed rate: list and search 60%,
 * detail 20%, CSW GetRecords 15%, verify 5%. Prints latency per kind (measured from each request's scheduled
 * start, so a slow server cannot hide its queue), 5xx counts and each instance's memory over the run, against the
 * targets: no 5xx, p99 < 100 ms, memory flat.
 */
import crypto from "node:crypto";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { parseArgs } from "node:util";
import postgres from "postgres";
import { mulaiTopologi } from "@/scripts/topologi/mulai";
import { cetakTabel, kenaikanGaris } from "./lib/load";
import { campuran, siapkanSampel, type Jenis } from "./lib/campuran";
import { kirimTerjadwal, perJendela, ringkas } from "./lib/terjadwal";
import { buatDatabaseBench, hapusDatabaseBench } from "./lib/pg";
import { DIST_BENCH, pastikanBuild } from "./lib/server";

const { values: arg } = parseArgs({
  options: {
    count: { type: "string", default: "100000" },
    rate: { type: "string", default: "200" },
    duration: { type: "string", default: "300" },
    port: { type: "string", default: "3240" },
    keep: { type: "boolean", default: false },
    reuse: { type: "boolean", default: false },
  },
});
const NAMA_DB = "gk_bench_load";
const LAJU = Number(arg.rate);
const DURASI_S = Number(arg.duration);
const PORT = Number(arg.port);

const ADMIN = process.env.BENCH_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const urlDb = () => Object.assign(new URL(ADMIN), { pathname: `/${NAMA_DB}` }).toString();

/** Seed unless `--reuse` finds the database already holding `count` records. */
async function siapkanDatabase(): Promise<string> {
  if (arg.reuse) {
    const sql = postgres(urlDb(), { max: 1, onnotice: () => {} });
    const n = await sql`select count(*)::int as n from metadata`.then((r) => r[0]?.n as number).catch(() => 0);
    await sql.end();
    if (n === Number(arg.count)) return urlDb();
  }
  const url = await buatDatabaseBench(NAMA_DB);
  console.error(`Mengisi ${arg.count} rekaman ke ${NAMA_DB}…`);
  const seed = spawnSync("npx", ["tsx", "scripts/seed.ts", "--count", arg.count!], { stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, DATABASE_URL: url } });
  if (seed.status !== 0) throw new Error("seed gagal");
  return url;
}

const rssMb = (pid: number | undefined) => {
  const m = pid ? /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8")) : null;
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
};

const DATABASE_URL = await siapkanDatabase();
await pastikanBuild();
const prefix = `gk-bench-load-${crypto.randomBytes(3).toString("hex")}`;
const t = await mulaiTopologi({
  env: {
    NEXT_DIST_DIR: DIST_BENCH,
    DATABASE_URL,
    REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
    REDIS_PREFIX: prefix,
    AUTH_SECRET: crypto.randomBytes(32).toString("base64url"),
    PUBLIC_BASE_URL: `http://127.0.0.1:${PORT}`,
  },
  portProksi: PORT,
});
try {
  const sampel = await siapkanSampel(t.url);
  const buat = campuran(t.url, sampel);
  // Warm-up: every route compiled and V8 settled; not measured. Then the memory baseline.
  await kirimTerjadwal(buat, { laju: LAJU, durasiMs: 20_000 });
  const pid = t.instans.map((i) => i.proses.pid);
  const rss: number[][] = [pid.map(rssMb)];
  const pencatat = setInterval(() => rss.push(pid.map(rssMb)), 10_000);
  console.error(`Beban ${LAJU} permintaan/detik selama ${DURASI_S} detik…`);
  const hasil = await kirimTerjadwal(buat, { laju: LAJU, durasiMs: DURASI_S * 1000 });
  clearInterval(pencatat);
  rss.push(pid.map(rssMb));

  const jenis: (Jenis | "semua")[] = ["daftar dan cari", "detail", "CSW GetRecords", "verifikasi", "semua"];
  const baris = jenis.map((j) => ringkas(j, j === "semua" ? hasil : hasil.filter((h) => h.jenis === j)));
  console.log(`\nbench:load — ${arg.count} rekaman, 2 instans di belakang proksi, ${LAJU} permintaan/detik, ${DURASI_S} detik\n`);
  cetakTabel(
    ["jenis", "jumlah", "p50 (ms)", "p95 (ms)", "p99 (ms)", "maks (ms)", "2xx", "4xx", "5xx", "galat jaringan"],
    baris.map((b) => [b.jenis, b.jumlah, b.p50.toFixed(1), b.p95.toFixed(1), b.p99.toFixed(1), b.maks.toFixed(0), b.s2xx, b.s4xx, b.s5xx, b.galat]),
  );
  console.log("\nPer 30 detik:");
  cetakTabel(
    ["jendela", "jumlah", "p50 (ms)", "p99 (ms)", "maks (ms)", "5xx", "galat jaringan"],
    perJendela(hasil, 30).map((b) => [b.jenis, b.jumlah, b.p50.toFixed(1), b.p99.toFixed(1), b.maks.toFixed(0), b.s5xx, b.galat]),
  );
  const semua = baris.at(-1)!;
  const lajuNyata = hasil.length / DURASI_S;
  console.log(`\nLaju tercapai: ${lajuNyata.toFixed(1)} permintaan/detik`);
  console.log("\nMemori (RSS, MB) per instans, tiap 10 detik:");
  // "Flat": the least-squares line through all samples rises by less than 100 MB over the run.
  const naik = pid.map((_, k) => kenaikanGaris(rss.map((r) => r[k]!)));
  cetakTabel(["instans", "awal", "maks", "akhir", "akhir − awal", "naik menurut garis tren"], pid.map((_, k) => {
    const deret = rss.map((r) => r[k]!);
    return [`app-${k + 1}`, deret[0]!, Math.max(...deret), deret.at(-1)!, deret.at(-1)! - deret[0]!, Math.round(naik[k]!)];
  }));
  console.log(pid.map((_, k) => `app-${k + 1}: ${rss.map((r) => r[k]!).join(" ")}`).join("\n"));
  const datar = naik.every((n) => n < 100);
  const target: [string, boolean][] = [
    ["tanpa 5xx dan galat jaringan", semua.s5xx === 0 && semua.galat === 0],
    ["p99 < 100 ms", semua.p99 < 100],
    [`laju ≥ 95% dari ${LAJU}/detik`, lajuNyata >= LAJU * 0.95],
    ["memori datar (naik < 100 MB)", datar],
  ];
  console.log("");
  cetakTabel(["target", "hasil"], target.map(([n, ok]) => [n, ok ? "LULUS" : "GAGAL"]));
  if (target.some(([, ok]) => !ok)) process.exitCode = 1;
} finally {
  await t.hentikan();
  if (!arg.keep) await hapusDatabaseBench(NAMA_DB);
}
