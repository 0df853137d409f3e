/**
 * npm run bench:web [-- --published 100000 | --count N] [--requests 1000 --clients 10 --port N --db-name gk_bench_web --keep | --database URL]
 * The web budget (issue 18): seeds records into a fresh database on the local Postgres until `--published` of them
 * are PUBLISHED (the seed publishes 30 of every 50: 100,000 published = 166,700 records; `--count` sets the total instead),
 * starts the production server, and prints the server response time (p50/p99, time to the full HTML) of /katalog
 * searches (every facet counted, varied words, orders and facet filters) and record pages, and the gzip-compressed
 * JavaScript each public page loads. Budgets: search p50 < 40 ms, record page p50 < 30 ms, JavaScript < 150 KB
 * per page; a missed budget makes the exit code 1. Times are judged one request at a time (the server's own
 * response time, see docs/decisions.md); `--clients` concurrent clients are measured and shown beside it, and a
 * row of searches never asked before (the response cache cold: list and facet queries on the database) is shown
 * unjudged.
 */
import { spawnSync } from "node:child_process";
import net from "node:net";
import os from "node:os";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import postgres from "postgres";
import { cetakTabel, jalankanBeban, type HasilBeban } from "./lib/load";
import { buatDatabaseBench, hapusDatabaseBench } from "./lib/pg";
import { hentikanServer, mulaiServer, pastikanBuild } from "./lib/server";
import { portBebas } from "@/scripts/topologi/instans";

const { values: arg } = parseArgs({
  options: {
    published: { type: "string", default: "100000" },
    count: { type: "string" },
    requests: { type: "string", default: "1000" },
    clients: { type: "string", default: "10" },
    // Default: a free port, so a benchmark of another checkout on the machine is never measured by mistake.
    port: { type: "string" },
    keep: { type: "boolean", default: false },
    // An already seeded database (e.g. one kept with --keep): no seeding, never dropped.
    database: { type: "string" },
    // The scratch database's name, so two checkouts benchmarking on one machine do not drop each other's.
    "db-name": { type: "string", default: "gk_bench_web" },
  },
});
const NAMA_DB = arg["db-name"]!;
const PORT = arg.port ? Number(arg.port) : await portBebas();
const DASAR = `http://127.0.0.1:${PORT}`;
const opsi = { jumlah: Number(arg.requests), klien: Number(arg.clients) };
const BATAS_CARI_MS = 40;
const BATAS_REKAMAN_MS = 30;
const BATAS_JS_KB = 150;
/** The seed publishes exactly 30 of every block of 50 records (lib/seed/rekaman.ts): whole blocks reach the target. */
const TERBIT_PER_BLOK = 30;
const UKURAN_BLOK = 50;
const JUMLAH = arg.count ?? String(Math.ceil(Number(arg.published) / TERBIT_PER_BLOK) * UKURAN_BLOK);

// Words from the seeded titles, one and two at a time, so the full-text index sees both kinds of query.
const KATA = ["batas", "hutan", "rawan bencana", "jalan", "sungai", "peta", "tanah", "pantai", "geologi", "banjir", "jaringan jalan", "tutupan lahan", "desa", "provinsi", "kabupaten"];
const URUT = ["", "terbaru", "diperbarui", "judul"];
// Facet filters a visitor clicks (province, year, QA, data type), combined with the words; "" is none.
const SARING = ["", "provinsi=32", "tahun=2024", "kualitas=qa", "tipeData=raster", "provinsi=51&tahun=2023"];
const PROVINSI = ["11", "12", "13", "14", "15", "16", "17", "18", "19", "21", "31", "32", "33", "34", "35", "36", "51", "52", "53", "61", "62", "63", "64", "65", "71", "72", "73", "74", "75", "76", "81", "82", "91", "92", "94", "95", "96", "97"];

/** Search i: words, order and facet filter vary independently (15 × 4 × 6 combinations). */
function urlCari(i: number): string {
  const p = [`q=${encodeURIComponent(KATA[i % KATA.length]!)}`, URUT[i % URUT.length] ? `urut=${URUT[i % URUT.length]}` : "", SARING[i % SARING.length]!].filter(Boolean);
  return `${DASAR}/katalog?${p.join("&")}`;
}

/** A search asked once only (word × province × order): the cache never has it, so the list and facet queries run. */
function urlCariDingin(i: number): string {
  const urut = URUT[Math.floor(i / (KATA.length * PROVINSI.length)) % URUT.length] || "judul";
  return `${DASAR}/katalog?q=${encodeURIComponent(KATA[i % KATA.length]!)}&provinsi=${PROVINSI[Math.floor(i / KATA.length) % PROVINSI.length]}&urut=${urut}`;
}

/**
 * Script URLs of a page's HTML (`<script src>`, and modulepreload links, which the browser fetches too). Scripts
 * marked `nomodule` (Next's polyfills) are left out: browsers that run modules never download them.
 */
function skripDari(html: string): string[] {
  const tag = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((t) => !/\snomodule\b/i.test(t));
  const src = [...tag.map((t) => /\ssrc="([^"]+)"/.exec(t)?.[1]), ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1])];
  return [...new Set(src.filter((s): s is string => !!s).map((s) => s.replace(/&amp;/g, "&")))];
}

/** Raw and gzip (level 6, what a server sends) bytes of every script a page loads. */
async function beratJs(path: string): Promise<{ path: string; jumlah: number; mentah: number; gzip: number }> {
  const html = await (await fetch(DASAR + path)).text();
  const urls = skripDari(html);
  let mentah = 0;
  let gzip = 0;
  for (const u of urls) {
    const isi = Buffer.from(await (await fetch(new URL(u, DASAR))).arrayBuffer());
    mentah += isi.length;
    gzip += gzipSync(isi, { level: 6 }).length;
  }
  return { path, jumlah: urls.length, mentah, gzip };
}

const lulusWaktu = (h: HasilBeban, batas: number) => h.p50 < batas && h.gagal === 0;
/** Refuse a taken port: the health check would otherwise pass on someone else's server and measure it. */
async function pastikanPortKosong(port: number): Promise<void> {
  const s = net.createServer();
  await new Promise<void>((ok, gagal) => {
    s.once("error", () => gagal(new Error(`Port ${port} sudah dipakai proses lain; pilih --port lain atau biarkan kosong.`)));
    s.listen(port, ok);
  });
  await new Promise((ok) => s.close(ok));
}

const kb = (n: number) => (n / 1024).toFixed(1);
const beban = `beban mesin (uptime) sebelum: ${os.loadavg().map((x) => x.toFixed(2)).join(", ")} pada ${os.cpus().length} CPU`;

const DATABASE_URL = arg.database ?? (await buatDatabaseBench(NAMA_DB));
try {
  if (!arg.database) {
    console.error(`Mengisi ${JUMLAH} rekaman ke ${NAMA_DB}…`);
    const seed = spawnSync("npx", ["tsx", "scripts/seed.ts", "--count", JUMLAH], { stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, DATABASE_URL } });
    if (seed.status !== 0) throw new Error("seed gagal");
  }
  const sql = postgres(DATABASE_URL, { max: 1, onnotice: () => {} });
  const [{ n, terbit }] = (await sql`select count(*)::int as n, (count(*) filter (where status = 'PUBLISHED'))::int as terbit from metadata`) as unknown as [{ n: number; terbit: number }];
  await sql`analyze`.finally(() => sql.end());

  await pastikanBuild();
  await pastikanPortKosong(PORT);
  const proses = await mulaiServer(PORT, { DATABASE_URL, MAP_TILE_URL: "" });
  try {
    const ids: string[] = [];
    for (const page of [3, 50, 400]) {
      const res = await fetch(`${DASAR}/api/public/metadata?pageSize=100&page=${page}`);
      ids.push(...((await res.json()) as { records: { id: string }[] }).records.map((r) => r.id));
    }
    if (ids.length === 0) throw new Error("tidak ada rekaman terbit");
    // The issue budgets the search (all facets, an order) and the record page; the others are shown for comparison.
    const skenario: [string, (i: number) => string][] = [
      ["/katalog?q=…&urut=…&faset (beragam)", urlCari],
      ["/katalog/[id] (id beragam)", (i) => `${DASAR}/katalog/${ids[(i * 7) % ids.length]}`],
      ["/katalog (tanpa filter)", () => `${DASAR}/katalog`],
      ["/ (beranda)", () => `${DASAR}/`],
    ];
    for (const [, url] of skenario) await jalankanBeban("pemanasan", url, { jumlah: 360, klien: opsi.klien });
    const hasil: HasilBeban[] = [];
    for (const [nama, url] of skenario) hasil.push(await jalankanBeban(nama, url, opsi));
    // The budgeted pages one request at a time: the server's own response time, judged. The rows above add the
    // queue behind the other clients (one Node process renders one page at a time: p50 ≈ clients × its CPU).
    const batas = new Map<string, number>();
    const satu = Math.min(opsi.jumlah, 300);
    for (const [[nama, url], b] of [[skenario[0]!, BATAS_CARI_MS], [skenario[1]!, BATAS_REKAMAN_MS]] as const) {
      batas.set(`${nama}, 1 klien`, b);
      hasil.push(await jalankanBeban(`${nama}, 1 klien`, url, { jumlah: satu, klien: 1 }));
    }
    hasil.push(await jalankanBeban("/katalog kueri baru (cache dingin), 1 klien", urlCariDingin, { jumlah: satu, klien: 1 }));

    const halaman = ["/", "/katalog", "/katalog?q=batas&bboxN=6&bboxS=-11&bboxE=141&bboxW=95", "/katalog?kategori=boundaries&provinsi=32&urut=judul", `/katalog/${ids[0]}`, "/organisasi", "/standar", `/verifikasi/${"A".repeat(43)}`, "/masuk"];
    const js = [];
    for (const p of halaman) js.push(await beratJs(p));

    console.log(`\nbench:web — ${n} rekaman (${terbit} terbit), Postgres, server standalone (produksi), ${opsi.klien} klien, ${opsi.jumlah} permintaan per skenario (baris "1 klien": ${satu})`);
    console.log(`${beban}; sesudah: ${os.loadavg().map((x) => x.toFixed(2)).join(", ")}\n`);
    const nilai = (h: HasilBeban) => {
      const b = batas.get(h.nama);
      return b === undefined ? "(tanpa anggaran)" : `p50 < ${b} ms: ${lulusWaktu(h, b) ? "LULUS" : "GAGAL"}`;
    };
    cetakTabel(
      ["halaman", "p50 (ms)", "p99 (ms)", "req/s", "gagal", "anggaran"],
      hasil.map((h) => [h.nama, h.p50.toFixed(1), h.p99.toFixed(1), h.rps.toFixed(0), h.gagal, nilai(h)]),
    );
    console.log("");
    cetakTabel(
      ["halaman", "skrip", "JS mentah (KB)", "JS gzip (KB)", `gzip < ${BATAS_JS_KB} KB`],
      js.map((j) => [j.path.length > 50 ? j.path.slice(0, 47) + "…" : j.path, j.jumlah, kb(j.mentah), kb(j.gzip), j.gzip < BATAS_JS_KB * 1024 ? "LULUS" : "GAGAL"]),
    );
    // A missed budget fails the command (CI and scripts see it), after both tables are printed.
    const gagal = [...hasil.filter((h) => batas.has(h.nama) && !lulusWaktu(h, batas.get(h.nama)!)).map((h) => h.nama), ...js.filter((j) => j.gzip >= BATAS_JS_KB * 1024).map((j) => j.path)];
    if (!arg.count && !arg.database && terbit < Number(arg.published)) gagal.push(`jumlah terbit ${terbit} < ${arg.published}`);
    if (gagal.length) {
      console.error(`\nAnggaran tidak terpenuhi: ${gagal.join(", ")}`);
      process.exitCode = 1;
    }
  } finally {
    hentikanServer(proses);
  }
} finally {
  if (!arg.keep && !arg.database) await hapusDatabaseBench(NAMA_DB);
}
