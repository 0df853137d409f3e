/**
 * tsx --conditions=react-server scripts/bench/panen-profil.ts [--count 2000] [--ukuran 500]
 * A small harvest profile without a production build: a loopback CSW stub (tests/helpers/panen) serving N copies
 * of a real GeoNetwork gmd record, harvested by the engine (lib/panen) in this process into a fresh database on
 * TEST_PG_ADMIN_URL's server, as PUBLISHED. Prints wall time, this process's CPU (stub included: it only joins
 * prepared strings) and the CPU of the run's Postgres backends, per record, for a first run and an unchanged re-run.
 * Run under `node --cpu-prof` to see where the harvesting CPU goes.
 */
import crypto from "node:crypto";
import os from "node:os";
import { parseArgs } from "node:util";
import postgres from "postgres";
import { sql } from "drizzle-orm";
import { barisHasil } from "@/lib/db/baris";
import { openPostgres } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { organisasi, pengguna } from "@/lib/db/schema";
import { mulaiCswUji, panenSekali, rekamanUnik, sumberUji } from "@/tests/helpers/panen";
import { rekamanContoh } from "@/tests/helpers/stub-pycsw";
import { waktuCpu } from "./lib/cpu";

const { values: arg } = parseArgs({ options: { count: { type: "string", default: "2000" }, ukuran: { type: "string", default: "500" } } });
const n = Number(arg.count);
const admin = process.env.TEST_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const nama = `gk_profil_${crypto.randomBytes(4).toString("hex")}`;
const a = postgres(admin, { max: 1, onnotice: () => {} });
await a.unsafe(`create database ${nama}`);
const u = new URL(admin);
u.pathname = `/${nama}`;
const h = await openPostgres(u.toString(), { max: 4 });
process.env.HARVEST_IZINKAN_ALAMAT_PRIVAT = "1";
try {
  await migrateDatabase(h);
  const [org] = await h.db.insert(organisasi).values({ kode: "NASIONAL", nama: "Simpul Nasional" }).returning();
  await h.db.insert(pengguna).values({ namaLengkap: "Walidata", email: "w@profil.example", passwordHash: "-", peran: "Walidata", organisasiId: org!.id });
  const rekaman = rekamanUnik(n, rekamanContoh(1)[0]!);
  const csw = await mulaiCswUji(() => rekaman);
  const s = await sumberUji(h.db, org!.id, { url: csw.url, jenis: "csw-geokatalog", modeTerbit: "PUBLISHED" });
  const pgCpu = async () => {
    const pids = barisHasil<{ pid: number }>(await h.db.execute(sql`select pid from pg_stat_activity where datname = current_database()`)).map((r) => r.pid);
    return [...waktuCpu(pids).values()].reduce((x, y) => x + y, 0);
  };
  for (const [label, ubah] of [["pertama", false], ["ulang tanpa perubahan", false], ["ulang, 1 % XML berubah", true]] as const) {
    if (ubah) for (let i = 0; i < n; i += 100) rekaman[i] = { ...rekaman[i]!, xml: rekaman[i]!.xml.replace("</gmd:abstract>", "</gmd:abstract>").replace(/(<gmd:abstract>\s*<gco:CharacterString>)/, "$1diubah ") };
    const pg0 = await pgCpu();
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const j = await panenSekali(h.db, s.id, { ukuranHalaman: Number(arg.ukuran), penuh: true, ambil: { percobaan: 2, jedaMs: 10, batasWaktuMs: 60_000 }, detakMs: 2_000 });
    const ms = performance.now() - t0;
    const c = process.cpuUsage(c0);
    const pg = (await pgCpu()) - pg0;
    const cpu = (c.user + c.system) / 1000;
    console.log(`${label}: ${j.keadaan}, ${j.baru} baru, ${j.diperbarui} diperbarui, ${j.tidakBerubah} tidak berubah, ${j.ditolak} ditolak; ${(ms / 1000).toFixed(2)} s, ${((n / ms) * 1000).toFixed(0)} rekaman/s; CPU proses ${(cpu / n).toFixed(2)} ms/rekaman, Postgres ${(pg / n).toFixed(2)} ms/rekaman`);
  }
  console.log(`beban: ${os.loadavg().map((x) => x.toFixed(2)).join(" ")}`);
  await csw.tutup();
} finally {
  await h.close();
  await a.unsafe(`drop database if exists ${nama} with (force)`);
  await a.end();
}
