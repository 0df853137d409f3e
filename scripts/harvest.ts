/**
 * `npm run harvest -- <url> [--org <kode>] [--jenis csw-pycsw] [--terbitkan] [--halaman 500] [--penuh]`
 *
 * A thin front of the managed harvester (lib/panen): the URL and organisation name a harvest source (created on
 * first use, visible in the dashboard), and a run of it is queued and run in this process under a lease in the
 * target database, exactly as a server instance runs it. A command killed half-way leaves its run to be taken
 * over (by the server, or this command run again) once the lease expires, from the last committed page.
 * package.json script: "harvest": "tsx --conditions=react-server scripts/harvest.ts" (the condition lets the
 * CSW cache generation be bumped from a script: its module is marked server-only).
 */
import os from "node:os";
import { parseArgs } from "node:util";
import { migrateDatabase } from "@/lib/db/migrate";
import { panenDariCli } from "@/lib/panen/cli";
import { JENIS_SUMBER, type JenisSumber } from "@/lib/panen/jenis";
import { lepasSewa } from "@/lib/panen/sewa";
import { GalatPanen } from "@/lib/xml/harvest";
// Not "@/lib/db": that module imports "server-only" and keeps a per-process handle meant for the app.
import { bukaDatabaseSkrip } from "./open-db";

const BANTUAN = `Pemakaian: npm run harvest -- <url> [--org <kode>] [--jenis <jenis>] [--terbitkan] [--halaman <1-500>] [--penuh]
  --org        kode organisasi tujuan (wajib bila katalog punya lebih dari satu organisasi;
               bila belum ada organisasi, buat dulu di dasbor Admin atau lewat ADMIN_* dan npm run db:siapkan)
  --jenis      ${JENIS_SUMBER.join(" | ")} (bawaan csw-pycsw)
  --terbitkan  simpan sebagai PUBLISHED (hanya untuk sumber tepercaya); bawaan DRAFT
  --halaman    rekaman per halaman GetRecords (bawaan 500)
  --penuh      jalan penuh (bukan inkremental), termasuk mempensiunkan rekaman yang hilang dari sumber`;

function argumen() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      org: { type: "string" },
      jenis: { type: "string", default: "csw-pycsw" },
      terbitkan: { type: "boolean", default: false },
      halaman: { type: "string", default: "500" },
      penuh: { type: "boolean", default: false },
      // kept from the earlier command: starting over is a complete run
      ulang: { type: "boolean", default: false },
      bantuan: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.bantuan) return null;
  const [url, ...lebih] = positionals;
  if (!url || lebih.length > 0) throw new Error("Sebutkan tepat satu URL sumber.");
  const u = new URL(url);
  if (u.protocol !== "http:" && u.protocol !== "https:") throw new Error("URL sumber harus http atau https.");
  const halaman = Number(values.halaman);
  if (!Number.isInteger(halaman) || halaman < 1 || halaman > 500) throw new Error("--halaman harus bilangan bulat 1–500.");
  if (!(JENIS_SUMBER as readonly string[]).includes(values.jenis)) throw new Error(`--jenis harus salah satu dari ${JENIS_SUMBER.join(", ")}.`);
  return { url, organisasi: values.org, jenis: values.jenis as JenisSumber, terbitkan: values.terbitkan, ukuranHalaman: halaman, penuh: values.penuh || values.ulang };
}

async function main(): Promise<number> {
  let a;
  try {
    a = argumen();
  } catch (err) {
    console.error(`${err instanceof Error ? err.message : err}\n\n${BANTUAN}`);
    return 2;
  }
  if (!a) {
    console.log(BANTUAN);
    return 0;
  }
  const db = await bukaDatabaseSkrip();
  const pemegang = `cli:${os.hostname()}:${process.pid}`;
  let jalanId: string | undefined;
  // Ctrl-C: give the run back at once, so the server (or this command again) continues it without waiting.
  process.once("SIGINT", () => {
    void (jalanId ? lepasSewa(db.db, jalanId, pemegang) : Promise.resolve()).finally(() => process.exit(130));
  });
  try {
    await migrateDatabase(db);
    const mulai = performance.now();
    const { jalan: j, catatan, kode } = await panenDariCli(db.db, { ...a, pemegang, lapor: (b) => console.error(b), padaKlaim: (id) => (jalanId = id) });
    if (j.keadaan !== "selesai") {
      console.error(`Panen ${j.keadaan}: ${j.galat ?? ""}`);
      return 1;
    }
    console.log(
      `Panen selesai dalam ${((performance.now() - mulai) / 1000).toFixed(1)} s ke organisasi ${kode}: ` +
        `${j.dilihat} dilihat, ${j.baru} baru, ${j.diperbarui} diperbarui, ${j.tidakBerubah} tidak berubah, ${j.ditolak} ditolak, ${j.dipensiunkan} dipensiunkan.`,
    );
    for (const c of catatan.slice(0, 50)) console.log(`  ${c.jenis} ${c.pengenal ?? "(tanpa pengenal)"}: ${c.alasan.slice(0, 3).join("; ")}`);
    if (catatan.length > 50) console.log("  … laporan lengkap di dasbor (Panen → laporan jalan).");
    return 0;
  } catch (err) {
    if (!(err instanceof GalatPanen)) throw err;
    console.error(`Panen gagal: ${err.message}`);
    return 1;
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
