/**
 * `npm run db:seed -- [--count N] [--seed S] [--if-empty]`: fill an empty database with demo data.
 * Opens the database the way the app does (DATABASE_URL, else embedded PGlite) and migrates it first.
 */
import { sql } from "drizzle-orm";
import { migrateDatabase } from "@/lib/db/migrate";
import { AKUN_DEMO, KATA_SANDI_DEMO, seedDatabase, tabelBerisi, type SeedSummary } from "@/lib/seed";
import { ArgumenSeedError, BANTUAN_SEED, bacaArgumenSeed } from "@/lib/seed/argumen";
// Not "@/lib/db": that module imports "server-only", which throws outside Next.
import { bukaDatabaseSkrip } from "./open-db";

/** Prints "Metadata: 30000/100000 (30%)" each time another tenth is done. */
function pelaporKemajuan(): (done: number, total: number) => void {
  let persepuluhTerakhir = 0;
  return (done, total) => {
    const persepuluh = Math.floor((done * 10) / total);
    if (persepuluh <= persepuluhTerakhir) return;
    persepuluhTerakhir = persepuluh;
    process.stderr.write(`Metadata: ${done}/${total} (${persepuluh * 10}%)\n`);
  };
}

function cetakRingkasan(r: SeedSummary, detik: number): void {
  const angka = (n: number) => n.toLocaleString("id-ID");
  const baris = [
    `Seed selesai (seed ${r.seed}) dalam ${detik.toLocaleString("id-ID", { minimumFractionDigits: 1, maximumFractionDigits: 1 })} detik.`,
    ...Object.entries(r.tabel).map(([tabel, n]) => `  ${tabel.padEnd(16)} ${angka(n)}`),
    "Metadata per status:",
    ...Object.entries(r.status).map(([status, n]) => `  ${status.padEnd(16)} ${angka(n)}`),
    `Akun demo (kata sandi ${KATA_SANDI_DEMO}):`,
    ...AKUN_DEMO.map((a) => `  ${a.peran.padEnd(10)} ${a.email}`),
  ];
  console.log(baris.join("\n"));
}

async function main(): Promise<number> {
  let argumen;
  try {
    argumen = bacaArgumenSeed(process.argv.slice(2));
  } catch (err) {
    if (err instanceof ArgumenSeedError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  if (argumen.bantuan) {
    console.log(BANTUAN_SEED);
    return 0;
  }

  const mulai = performance.now();
  const handle = await bukaDatabaseSkrip();
  try {
    await migrateDatabase(handle);
    if (argumen.ifEmpty && (await tabelBerisi(handle.db)).includes("organisasi")) {
      console.log("Basis data sudah berisi data; seed dilewati.");
      return 0;
    }
    const ringkasan = await seedDatabase(handle.db, { count: argumen.count, seed: argumen.seed, onProgress: pelaporKemajuan(), laporFragmen: (p) => console.log(p) });
    // Fresh statistics and visibility map: the planner picks the right indexes and counts run index-only at once,
    // instead of after autovacuum gets round to a table that just grew by 100,000 rows.
    await handle.db.execute(sql`vacuum analyze`);
    cetakRingkasan(ringkasan, (performance.now() - mulai) / 1000);
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (kode) => process.exit(kode),
  (err: unknown) => {
    console.error(`Seed gagal: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
