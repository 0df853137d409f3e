/**
 * npm run bench:beranda [-- --count 20000 --keep]
 * Seeds N records into a fresh database on the local Postgres and prints, for each dashboard home list of each
 * demo role, the plan of the exact queries the service runs (EXPLAIN ANALYZE): the indexes used, the execution
 * time, and LULUS when no sequential scan touches `metadata` (GAGAL otherwise, and exit code 1).
 */
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import type { Actor } from "@/lib/context";
import { openPostgres } from "@/lib/db/client";
import { pengguna } from "@/lib/db/schema";
import { kueriTugas, SYARAT_TUGAS } from "@/lib/metadata/kelola/tugas-beranda";
import { cetakTabel } from "./lib/load";
import { buatDatabaseBench, hapusDatabaseBench } from "./lib/pg";

const { values: arg } = parseArgs({ options: { count: { type: "string", default: "20000" }, keep: { type: "boolean", default: false } } });
const NAMA_DB = "gk_bench_beranda";
type Aktor = Extract<Actor, { jenis: "pengguna" }>;

const KASUS: [string, string, keyof typeof SYARAT_TUGAS, "tertua" | "terbaru"][] = [
  ["Antrean QC/QE", "pemeriksa", "periksa", "tertua"],
  ["Antrean QC/QE", "admin", "periksa", "tertua"],
  ["Antrean tinjauan", "walidata", "tinjau", "tertua"],
  ["Baru terbit", "walidata", "terbit", "terbaru"],
  ["Draf", "produsen", "draf", "terbaru"],
  ["Ditolak", "produsen", "ditolak", "terbaru"],
];

const DATABASE_URL = await buatDatabaseBench(NAMA_DB);
try {
  console.error(`Mengisi ${arg.count} rekaman ke ${NAMA_DB}…`);
  const seed = spawnSync("npx", ["tsx", "scripts/seed.ts", "--count", arg.count!], { stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, DATABASE_URL } });
  if (seed.status !== 0) throw new Error("seed gagal");
  const handle = await openPostgres(DATABASE_URL, { max: 2 });
  try {
    await handle.db.execute(sql`analyze`);
    const baris: string[][] = [];
    for (const [daftar, akun, syarat, urut] of KASUS) {
      const [u] = await handle.db
        .select({ id: pengguna.id, peran: pengguna.peran, organisasiId: pengguna.organisasiId })
        .from(pengguna)
        .where(eq(pengguna.email, `${akun}@geokatalog.example`));
      if (!u) throw new Error(`akun demo ${akun} tidak ada`);
      const aktor: Aktor = { jenis: "pengguna", ...u };
      for (const [bagian, q] of Object.entries(kueriTugas(handle.db, SYARAT_TUGAS[syarat](aktor), urut, 5))) {
        const { sql: teks, params } = q.toSQL();
        const rencana = ((await handle.db.execute(sql.raw(`explain analyze ${isiParameter(teks, params)}`))) as unknown as { "QUERY PLAN": string }[]).map((r) => r["QUERY PLAN"]);
        const seq = rencana.some((b) => /Seq Scan on metadata\b/.test(b));
        const indeks = [...new Set(rencana.flatMap((b) => [...b.matchAll(/(?:Index (?:Only )?Scan(?: Backward)? using|Bitmap Index Scan on) (\w+)/g)].map((m) => m[1]!)))].join(", ");
        const waktu = rencana.map((b) => /Execution Time: ([\d.]+) ms/.exec(b)?.[1]).find(Boolean) ?? "?";
        baris.push([daftar, akun, bagian, indeks || "-", waktu, seq ? "GAGAL" : "LULUS"]);
        if (seq) console.error(`\n-- ${daftar} (${akun}, ${bagian})\n${rencana.map((b) => `   ${b}`).join("\n")}`);
      }
    }
    console.log(`\nbench:beranda — ${arg.count} rekaman, Postgres, kueri daftar beranda per peran (halaman 5 + total)\n`);
    cetakTabel(["daftar", "akun", "kueri", "indeks", "waktu (ms)", "tanpa seq scan metadata"], baris);
    if (baris.some((b) => b[5] === "GAGAL")) process.exitCode = 1;
  } finally {
    await handle.close();
  }
} finally {
  if (!arg.keep) await hapusDatabaseBench(NAMA_DB);
}

/** Inline bound parameters as literals for EXPLAIN (benchmark-only; values come from this script and the seed). */
function isiParameter(teks: string, params: unknown[]): string {
  return teks.replace(/\$(\d+)/g, (_, n: string) => {
    const v = params[Number(n) - 1];
    return typeof v === "number" ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
  });
}
