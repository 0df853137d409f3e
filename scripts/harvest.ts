/**
 * `npm run harvest -- <csw-url> [--org <kode>] [--terbitkan] [--halaman 500] [--ulang]`
 *
 * Harvests a CSW 2.0.2 catalogue (a PALAPA node's pycsw, GeoNetwork, GeoServer…) into one organisation: full
 * ISO 19139 records, 500 per GetRecords page, each imported or updated by its fileIdentifier. Progress is kept
 * in the target database (status_panen, per URL and organisation), committed with each page's records; run the
 * same command against the same database again after a failure to go on from there. Records are DRAFT unless
 * --terbitkan (a source the organisation trusts). A thin front: everything is lib/xml/harvest.
 * package.json script: "harvest": "tsx --conditions=react-server scripts/harvest.ts" (the condition lets the
 * CSW cache generation be bumped from a script: its module is marked server-only).
 */
import { parseArgs } from "node:util";
import { migrateDatabase } from "@/lib/db/migrate";
import { GalatPanen, panenCsw } from "@/lib/xml/harvest";
// Not "@/lib/db": that module imports "server-only" and keeps a per-process handle meant for the app.
import { bukaDatabaseSkrip } from "./open-db";

const BANTUAN = `Pemakaian: npm run harvest -- <url-csw> [--org <kode>] [--terbitkan] [--halaman <1-500>] [--ulang]
  --org        kode organisasi tujuan (wajib bila katalog punya lebih dari satu organisasi;
               bila belum ada organisasi, buat dulu di dasbor Admin atau lewat ADMIN_* dan npm run db:siapkan)
  --terbitkan  simpan sebagai PUBLISHED (hanya untuk sumber tepercaya); bawaan DRAFT
  --halaman    rekaman per halaman GetRecords (bawaan 500)
  --ulang      mulai dari awal walau panen sebelumnya terhenti di tengah`;

function argumen() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      org: { type: "string" },
      terbitkan: { type: "boolean", default: false },
      halaman: { type: "string", default: "500" },
      ulang: { type: "boolean", default: false },
      bantuan: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.bantuan) return null;
  const [url, ...lebih] = positionals;
  if (!url || lebih.length > 0) throw new Error("Sebutkan tepat satu URL CSW.");
  const u = new URL(url);
  if (u.protocol !== "http:" && u.protocol !== "https:") throw new Error("URL CSW harus http atau https.");
  const halaman = Number(values.halaman);
  if (!Number.isInteger(halaman) || halaman < 1 || halaman > 500) throw new Error("--halaman harus bilangan bulat 1–500.");
  return { url, organisasi: values.org, terbitkan: values.terbitkan, ukuranHalaman: halaman, ulang: values.ulang };
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
  try {
    await migrateDatabase(db);
    const mulai = performance.now();
    const hasil = await panenCsw({ db: db.db, actor: { jenis: "sistem", nama: "harvest" } }, { ...a, lapor: (b) => console.error(b) });
    if (hasil.adaPerubahanPublik) {
      // public lists and CSW answers are cached per data generation: a publication must be visible at once
      const { naikkanGenerasiCsw } = await import("@/lib/cache/csw-generasi");
      await naikkanGenerasiCsw();
    }
    const h = hasil.kemajuan.hitungan;
    console.log(
      `Panen selesai dalam ${((performance.now() - mulai) / 1000).toFixed(1)} s ke organisasi ${hasil.kemajuan.organisasi} (${hasil.kemajuan.status}): ` +
        `${h.diimpor} baru, ${h.diperbarui} diperbarui, ${h.tidakBerubah} tidak berubah, ${h.ditolak} ditolak, ${h.dilewati} dilewati.`,
    );
    for (const c of hasil.catatan.slice(0, 50)) console.log(`  ${c.hasil} ${c.pengenal ?? "(tanpa pengenal)"}: ${c.pesan.slice(0, 3).join("; ")}`);
    if (hasil.catatan.length > 50) console.log(`  … dan ${hasil.catatan.length - 50} catatan lain.`);
    return 0;
  } catch (err) {
    if (!(err instanceof GalatPanen)) throw err;
    console.error(`Panen gagal: ${err.message}${err.kemajuanTersimpan ? "\nKemajuan tersimpan di basis data tujuan; jalankan perintah yang sama lagi pada basis data itu untuk melanjutkan." : ""}`);
    return 1;
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
