/**
 * npm run bench:public [-- --count 100000 --requests 2000 --clients 10 --keep]
 * Seeds N records into a fresh database on the local Postgres, starts the production server on it, and prints
 * p50/p99 latency and requests/s per public query, then the query plans of the filtered list queries.
 */
import { spawnSync } from "node:child_process";
import { sql } from "drizzle-orm";
import { parseArgs } from "node:util";
import { openPostgres } from "@/lib/db/client";
import { kueriDaftarPublik } from "@/lib/metadata/publik/list";
import type { KueriDaftarPublik } from "@/lib/metadata/publik/query";
import { cetakTabel, jalankanBeban, type HasilBeban } from "./lib/load";
import { buatDatabaseBench, hapusDatabaseBench } from "./lib/pg";
import { hentikanServer, mulaiServer, pastikanBuild } from "./lib/server";

const { values: arg } = parseArgs({
  options: {
    count: { type: "string", default: "100000" },
    requests: { type: "string", default: "2000" },
    clients: { type: "string", default: "10" },
    port: { type: "string", default: "3217" },
    keep: { type: "boolean", default: false },
  },
});
const NAMA_DB = "gk_bench_public";
const PORT = Number(arg.port);
const DASAR = `http://127.0.0.1:${PORT}`;
const opsi = { jumlah: Number(arg.requests), klien: Number(arg.clients) };

const KATA = ["batas", "hutan", "rawan bencana", "jalan", "sungai", "peta", "tanah", "pantai", "geologi", "banjir"];
const KATEGORI = ["boundaries", "elevation", "environment", "transportation", "inlandWaters", "oceans", "geoscientificInformation", "farming"];
// Boxes of 2° × 2° across Indonesia, deterministic.
const KOTAK = Array.from({ length: 40 }, (_, i) => {
  const barat = 95 + ((i * 7.3) % 44);
  const selatan = -10 + ((i * 3.7) % 14);
  return { utara: selatan + 2, selatan, timur: barat + 2, barat };
});

const DATABASE_URL = await buatDatabaseBench(NAMA_DB);
try {
  console.error(`Mengisi ${arg.count} rekaman ke ${NAMA_DB}…`);
  const t0 = Date.now();
  const seed = spawnSync("npx", ["tsx", "scripts/seed.ts", "--count", arg.count!], { stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, DATABASE_URL } });
  if (seed.status !== 0) throw new Error("seed gagal");
  const detikSeed = ((Date.now() - t0) / 1000).toFixed(1);
  const handle = await openPostgres(DATABASE_URL, { max: 2 });
  await handle.db.execute("analyze");

  await pastikanBuild();
  const proses = await mulaiServer(PORT, { DATABASE_URL });
  try {
    const ids = ((await (await fetch(`${DASAR}/api/public/metadata?pageSize=100&page=7`)).json()) as { records: { id: string }[] }).records.map((r) => r.id);
    const bbox = (i: number) => {
      const k = KOTAK[i % KOTAK.length]!;
      return `bboxN=${k.utara}&bboxS=${k.selatan}&bboxE=${k.timur}&bboxW=${k.barat}`;
    };
    const skenario: [string, (i: number) => string][] = [
      ["daftar halaman 1", () => `${DASAR}/api/public/metadata`],
      ["pencarian teks (q)", (i) => `${DASAR}/api/public/metadata?q=${encodeURIComponent(KATA[i % KATA.length]!)}`],
      ["bbox", (i) => `${DASAR}/api/public/metadata?${bbox(i)}`],
      ["kategori", (i) => `${DASAR}/api/public/metadata?kategori=${KATEGORI[i % KATEGORI.length]}`],
      ["detail", (i) => `${DASAR}/api/public/metadata/${ids[i % ids.length]}`],
    ];
    // Two warm-up rounds: the first request of each route compiles it and fills the caches, and V8 needs a few
    // hundred calls before it optimises the handlers; the measured rounds then see a steady server.
    for (let putaran = 0; putaran < 2; putaran++) {
      for (const [, url] of skenario) await jalankanBeban("pemanasan", url, { jumlah: 300, klien: opsi.klien });
    }
    const hasil: HasilBeban[] = [];
    for (const [nama, url] of skenario) hasil.push(await jalankanBeban(nama, url, opsi));

    console.log(`\nbench:public — ${arg.count} rekaman (seed ${detikSeed} s), Postgres, server standalone, ${opsi.klien} klien, ${opsi.jumlah} permintaan per skenario\n`);
    cetakTabel(
      ["skenario", "p50 (ms)", "p99 (ms)", "req/s", "gagal", "target p50<15 p99<50"],
      hasil.map((h) => [h.nama, h.p50.toFixed(1), h.p99.toFixed(1), h.rps.toFixed(0), h.gagal, h.p50 < 15 && h.p99 < 50 && h.gagal === 0 ? "ya" : "TIDAK"]),
    );
    await cetakRencana(handle.db);
  } finally {
    hentikanServer(proses);
    await handle.close();
  }
} finally {
  if (!arg.keep) await hapusDatabaseBench(NAMA_DB);
}

/** EXPLAIN ANALYZE of the exact list queries the service runs; flags any sequential scan on `metadata`. */
async function cetakRencana(db: Parameters<typeof kueriDaftarPublik>[0]) {
  const kasus: [string, KueriDaftarPublik][] = [
    ["daftar halaman 1", { page: 1, pageSize: 12 }],
    ["pencarian teks", { q: "rawan bencana", page: 1, pageSize: 12 }],
    ["bbox", { bbox: KOTAK[3]!, page: 1, pageSize: 12 }],
    ["kategori", { kategori: ["elevation"], page: 1, pageSize: 12 }],
    ["tipeData", { tipeData: ["raster"], page: 1, pageSize: 12 }],
    ["urut diperbarui", { urut: "diperbarui", page: 1, pageSize: 12 }],
    ["urut judul", { urut: "judul", page: 1, pageSize: 12 }],
    ["urut judul halaman 50", { urut: "judul", page: 50, pageSize: 12 }],
  ];
  console.log("\nRencana kueri (EXPLAIN ANALYZE):");
  for (const [nama, input] of kasus) {
    for (const [bagian, q] of Object.entries(kueriDaftarPublik(db, input))) {
      const { sql: teks, params } = q.toSQL();
      const rencana = (await db.execute(sql.raw(`explain analyze ${isiParameter(teks, params)}`))) as unknown as { "QUERY PLAN": string }[];
      const baris = rencana.map((r) => r["QUERY PLAN"]);
      const seq = baris.some((b) => /Seq Scan on metadata/.test(b));
      console.log(`\n-- ${nama} (${bagian})${seq ? "  ⚠ SEQ SCAN pada metadata" : ""}`);
      console.log(baris.map((b) => `   ${b}`).join("\n"));
    }
  }
}

/** Inline bound parameters as literals for EXPLAIN (benchmark-only; values come from this script). */
function isiParameter(teks: string, params: unknown[]): string {
  return teks.replace(/\$(\d+)/g, (_, n: string) => {
    const v = params[Number(n) - 1];
    return typeof v === "number" ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
  });
}
