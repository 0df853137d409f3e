/**
 * npm run bench:csw [-- --count 100000 --requests 1000 --clients 10 --keep]
 * npm run bench:csw -- --plans-only   (EXPLAIN ANALYZE only, on the existing database of DATABASE_URL)
 * Seeds N records into a fresh database on the local Postgres, starts the production server on it and measures
 * /csw: hits with AnyText + BBOX, 10-record DC summary pages, 100-record full GMD pages, 500-record streamed pages
 * (first byte and total), GetRecordById, and a full GMD harvest at 500 per page with the server's memory; then the
 * query plans of one filter per queryable family (lib/csw-rencana.ts), each Seq Scan on metadata flagged.
 * Requests are made unique (startPosition) so they measure work, not the cache.
 * package.json script: "bench:csw": "tsx scripts/bench/csw.ts"
 */
import { execFileSync, spawnSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openPostgres } from "@/lib/db/client";
import { cetakRencana } from "./lib/csw-rencana";
import { cetakTabel, jalankanBeban, type HasilBeban } from "./lib/load";
import { buatDatabaseBench, hapusDatabaseBench } from "./lib/pg";
import { hentikanServer, mulaiServer, pastikanBuild } from "./lib/server";

const { values: arg } = parseArgs({
  options: {
    count: { type: "string", default: "100000" },
    requests: { type: "string", default: "1000" },
    clients: { type: "string", default: "10" },
    port: { type: "string", default: "3218" },
    keep: { type: "boolean", default: false },
    "plans-only": { type: "boolean", default: false },
  },
});

if (arg["plans-only"]) {
  if (!process.env.DATABASE_URL) throw new Error("--plans-only membaca DATABASE_URL");
  const handle = await openPostgres(process.env.DATABASE_URL, { max: 1 });
  try {
    await cetakRencana(handle.db);
  } finally {
    await handle.close();
  }
  process.exit(0);
}
const NAMA_DB = "gk_bench_csw";
const DASAR = `http://127.0.0.1:${arg.port}/csw?service=CSW&version=2.0.2`;
const opsi = { jumlah: Number(arg.requests), klien: Number(arg.clients) };
const GMD = encodeURIComponent("http://www.isotc211.org/2005/gmd");
const KATA = ["batas", "hutan", "jalan", "sungai", "tanah", "pantai", "geologi", "banjir", "jawa", "sulawesi"];
const KOTAK = Array.from({ length: 40 }, (_, i) => {
  const barat = 95 + ((i * 7.3) % 44);
  const selatan = -10 + ((i * 3.7) % 14);
  return `${barat},${selatan},${barat + 4},${selatan + 4}`;
});

/** Time to the first body byte and to the end of one GET. */
async function waktu(url: string): Promise<{ pertama: number; total: number; byte: number }> {
  const t0 = performance.now();
  const res = await fetch(url);
  const reader = res.body!.getReader();
  let pertama = 0;
  let byte = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!pertama) pertama = performance.now() - t0;
    byte += value.byteLength;
  }
  return { pertama, total: performance.now() - t0, byte };
}

/** Resident memory (MiB) of every process of the server's process group. */
function rssServer(pgid: number): number {
  const out = execFileSync("ps", ["-o", "rss=", "-g", String(pgid)], { encoding: "utf8" });
  return out.split("\n").filter(Boolean).reduce((a, b) => a + Number(b), 0) / 1024;
}

const DATABASE_URL = await buatDatabaseBench(NAMA_DB);
try {
  console.error(`Mengisi ${arg.count} rekaman ke ${NAMA_DB}…`);
  const t0 = Date.now();
  const seed = spawnSync("npx", ["tsx", "scripts/seed.ts", "--count", arg.count!], { stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, DATABASE_URL } });
  if (seed.status !== 0) throw new Error("seed gagal");
  const detikSeed = ((Date.now() - t0) / 1000).toFixed(1);
  const handle = await openPostgres(DATABASE_URL, { max: 2 });
  await handle.db.execute(sql`analyze`);

  pastikanBuild();
  const proses = await mulaiServer(Number(arg.port), { DATABASE_URL });
  try {
    const halaman = await (await fetch(`${DASAR}&request=GetRecords&maxRecords=500&elementSetName=brief&startPosition=1001`)).text();
    const ids = [...halaman.matchAll(/<dc:identifier>([^<]+)<\/dc:identifier>/g)].map((m) => m[1]!);
    const skenario: [string, (i: number) => string][] = [
      ["hits AnyText+BBOX", (i) => `${DASAR}&request=GetRecords&resultType=hits&q=${KATA[i % KATA.length]}&bbox=${KOTAK[i % KOTAK.length]}&startPosition=${i + 1}`],
      ["10 summary DC", (i) => `${DASAR}&request=GetRecords&maxRecords=10&startPosition=${(i % 5000) * 10 + 1}`],
      ["100 full GMD", (i) => `${DASAR}&request=GetRecords&maxRecords=100&outputSchema=${GMD}&elementSetName=full&startPosition=${(i % 500) * 100 + 1}`],
      ["GetRecordById DC", (i) => `${DASAR}&request=GetRecordById&id=${ids[i % ids.length]}&elementSetName=full&startPosition=${i}`],
      ["GetRecordById gmd (cache)", (i) => `${DASAR}&request=GetRecordById&id=${ids[i % 20]}&outputSchema=${GMD}&elementSetName=full`],
    ];
    for (const [, url] of skenario) await jalankanBeban("pemanasan", url, { jumlah: 50, klien: opsi.klien });
    const hasil: HasilBeban[] = [];
    for (const [nama, url] of skenario) hasil.push(await jalankanBeban(nama, url, nama.startsWith("100") ? { ...opsi, jumlah: Math.ceil(opsi.jumlah / 4) } : opsi));

    const aliran = [];
    for (let i = 0; i < 10; i++) aliran.push(await waktu(`${DASAR}&request=GetRecords&maxRecords=500&outputSchema=${GMD}&elementSetName=full&startPosition=${i * 5000 + 1}`));
    aliran.sort((a, b) => a.pertama - b.pertama);

    console.log(`\nbench:csw — ${arg.count} rekaman (seed ${detikSeed} s), Postgres, next start, ${opsi.klien} klien\n`);
    cetakTabel(
      ["skenario", "permintaan", "p50 (ms)", "p99 (ms)", "req/s", "gagal"],
      hasil.map((h) => [h.nama, h.jumlah, h.p50.toFixed(1), h.p99.toFixed(1), h.rps.toFixed(0), h.gagal]),
    );
    const p50 = (xs: number[]) => xs[Math.floor(xs.length / 2)]!;
    console.log(`\n500 full GMD (beraliran, 10×): byte pertama p50 ${p50(aliran.map((a) => a.pertama)).toFixed(1)} ms, selesai p50 ${p50(aliran.map((a) => a.total).sort((a, b) => a - b)).toFixed(0)} ms, ${(aliran[0]!.byte / 1e6).toFixed(1)} MB`);
    const pgid = proses.pid!;
    const rss: number[] = [rssServer(pgid)];
    const mulaiPanen = performance.now();
    let mulai = 1;
    let rekaman = 0;
    while (mulai !== 0) {
      const teks = await (await fetch(`${DASAR}&request=GetRecords&maxRecords=500&outputSchema=${GMD}&elementSetName=full&startPosition=${mulai}`)).text();
      const m = /numberOfRecordsReturned="(\d+)" nextRecord="(\d+)"/.exec(teks);
      if (!m) throw new Error(`Halaman panen dari ${mulai} tidak terbaca: ${teks.slice(0, 600)}`);
      rekaman += Number(m[1]);
      mulai = Number(m[2]);
      if (rekaman % 10_000 < 500) rss.push(rssServer(pgid));
    }
    const detikPanen = (performance.now() - mulaiPanen) / 1000;

    console.log(`Panen penuh GMD 500/halaman: ${rekaman} rekaman dalam ${detikPanen.toFixed(1)} s; RSS server (MiB) ${rss.map((r) => r.toFixed(0)).join(" → ")}`);
    await cetakRencana(handle.db);
  } finally {
    hentikanServer(proses);
    await handle.close();
  }
} finally {
  if (!arg.keep) await hapusDatabaseBench(NAMA_DB);
}
