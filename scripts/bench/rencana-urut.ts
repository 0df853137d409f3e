/**
 * npx tsx scripts/bench/rencana-urut.ts [--count 5000]
 * Seeds a fresh bench database and prints the EXPLAIN of each public sort order and the organisation queries,
 * naming the index that serves each (a "Sort" over all published rows would be the thing to fix).
 */
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openPostgres } from "@/lib/db/client";
import { kueriDaftarPublik } from "@/lib/metadata/publik/list";
import type { KueriDaftarPublik } from "@/lib/metadata/publik/query";
import { buatDatabaseBench, hapusDatabaseBench } from "./lib/pg";

const { values: arg } = parseArgs({ options: { count: { type: "string", default: "5000" } } });
const NAMA_DB = "gk_bench_urut";
const DATABASE_URL = await buatDatabaseBench(NAMA_DB);
try {
  const seed = spawnSync("npx", ["tsx", "scripts/seed.ts", "--count", arg.count!], { stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, DATABASE_URL } });
  if (seed.status !== 0) throw new Error("seed gagal");
  const handle = await openPostgres(DATABASE_URL, { max: 1 });
  try {
    await handle.db.execute("analyze");
    const [org] = (await handle.db.execute(sql`select organisasi_id as id from metadata where status = 'PUBLISHED' limit 1`)) as unknown as { id: string }[];
    const kasus: [string, KueriDaftarPublik][] = [
      ["terbaru", { urut: "terbaru", page: 1, pageSize: 12 }],
      ["diperbarui", { urut: "diperbarui", page: 1, pageSize: 12 }],
      ["judul", { urut: "judul", page: 1, pageSize: 12 }],
      ["relevansi (q)", { q: "batas", page: 1, pageSize: 12 }],
      ["organisasi terbaru", { organisasiId: org!.id, page: 1, pageSize: 12 }],
    ];
    for (const [nama, input] of kasus) {
      const { sql: teks, params } = kueriDaftarPublik(handle.db, input).baris.toSQL();
      const isi = teks.replace(/\$(\d+)/g, (_, n: string) => `'${String(params[Number(n) - 1]).replace(/'/g, "''")}'`);
      const rencana = (await handle.db.execute(sql.raw(`explain analyze ${isi}`))) as unknown as { "QUERY PLAN": string }[];
      console.log(`\n-- ${nama}\n${rencana.map((r) => `   ${r["QUERY PLAN"]}`).join("\n")}`);
    }
  } finally {
    await handle.close();
  }
} finally {
  await hapusDatabaseBench(NAMA_DB);
}
