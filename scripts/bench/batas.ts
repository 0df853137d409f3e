/**
 * npm run bench:batas [-- --port 3218 --keep]
 * The most expensive request a client can build within each limit (zip bombs, bodies, filters), sent to the
 * production server on a small seeded database: wall time and the server's memory growth per case, against what
 * docs/security.md promises. Every module in scripts/bench/batas/ (but jenis.ts) is one section, run in turn.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { hashKataSandi } from "@/lib/auth/kata-sandi";
import { openPostgres } from "@/lib/db/client";
import { organisasi, pengguna } from "@/lib/db/schema";
import type { BagianBatas, BarisBatas, KonteksBatas } from "./batas/jenis";
import { cetakTabel } from "./lib/load";
import { buatDatabaseBench, hapusDatabaseBench } from "./lib/pg";
import { hentikanServer, mulaiServer, pastikanBuild } from "./lib/server";

const { values: arg } = parseArgs({ options: { port: { type: "string", default: "3218" }, keep: { type: "boolean", default: false } } });
const NAMA_DB = "gk_bench_batas";
const PORT = Number(arg.port);
const DASAR = `http://127.0.0.1:${PORT}`;
const KATA_SANDI = "Batas#Bench-2026-kuat";
/** The bound on the server's memory growth for any one request. */
const BATAS_MEMORI_MB = 100;

/** Every section module of the folder, whatever it exports the section as. */
async function muatBagian(): Promise<BagianBatas[]> {
  const folder = path.resolve(import.meta.dirname, "batas");
  const berkas = fs.readdirSync(folder).filter((f) => f.endsWith(".ts") && f !== "jenis.ts").sort();
  const hasil: BagianBatas[] = [];
  for (const f of berkas) {
    const modul = (await import(pathToFileURL(path.join(folder, f)).href)) as Record<string, unknown>;
    const bagian = Object.values(modul).filter((x): x is BagianBatas => typeof x === "object" && x !== null && "jalankan" in x && "nama" in x);
    if (bagian.length === 0) throw new Error(`${f} tidak mengekspor bagian bench:batas ({ nama, jalankan })`);
    hasil.push(...new Set(bagian));
  }
  return hasil;
}

/** A Produsen and a Pemeriksa of one organisation, with a known password, in the seeded database. */
async function buatAkun(databaseUrl: string): Promise<Record<"Produsen" | "Pemeriksa", string>> {
  const h = await openPostgres(databaseUrl, { max: 1 });
  try {
    const [o] = await h.db.insert(organisasi).values({ kode: "BATAS", nama: "Organisasi bench batas" }).returning();
    const passwordHash = await hashKataSandi(KATA_SANDI);
    const email = { Produsen: "produsen@batas.bench.example", Pemeriksa: "pemeriksa@batas.bench.example" };
    for (const peran of ["Produsen", "Pemeriksa"] as const) {
      await h.db.insert(pengguna).values({ namaLengkap: `${peran} bench`, email: email[peran], passwordHash, peran, organisasiId: o!.id });
    }
    return email;
  } finally {
    await h.close();
  }
}

/** Sign in through the real endpoint; the session cookie as a Cookie header. */
async function masuk(email: string): Promise<string> {
  const res = await fetch(`${DASAR}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: DASAR },
    body: JSON.stringify({ email, password: KATA_SANDI }),
  });
  if (res.status !== 200) throw new Error(`masuk ${email}: HTTP ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]!).join("; ");
}

const DATABASE_URL = await buatDatabaseBench(NAMA_DB);
let gagal = 0;
try {
  console.error(`Mengisi ${NAMA_DB}…`);
  const seed = spawnSync("npx", ["tsx", "scripts/seed.ts", "--count", "20"], { stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, DATABASE_URL } });
  if (seed.status !== 0) throw new Error("seed gagal");
  const email = await buatAkun(DATABASE_URL);
  const bagian = await muatBagian();
  await pastikanBuild();
  const proses = await mulaiServer(PORT, { DATABASE_URL, PUBLIC_BASE_URL: DASAR });
  try {
    const k: KonteksBatas = { url: DASAR, pgid: proses.pid!, cookieProdusen: await masuk(email.Produsen), cookiePemeriksa: await masuk(email.Pemeriksa) };
    const baris: (BarisBatas & { bagian: string })[] = [];
    for (const b of bagian) {
      console.error(`Bagian ${b.nama}…`);
      for (const r of await b.jalankan(k)) baris.push({ ...r, bagian: b.nama });
    }
    console.log(`\nbench:batas — server standalone, Postgres, ${bagian.length} bagian; LULUS bila detik ≤ batas dan memori < ${BATAS_MEMORI_MB} MB\n`);
    cetakTabel(
      ["bagian", "kasus", "detik", "batas detik", "memori MB", "jawaban", "hasil"],
      baris.map((r) => {
        const lulus = r.detik <= r.batasDetik && r.memoriMB < BATAS_MEMORI_MB;
        if (!lulus) gagal++;
        return [r.bagian, r.kasus, r.detik.toFixed(2), r.batasDetik, r.memoriMB.toFixed(0), r.jawaban.slice(0, 90), lulus ? "LULUS" : "GAGAL"];
      }),
    );
  } finally {
    hentikanServer(proses);
  }
} finally {
  if (!arg.keep) await hapusDatabaseBench(NAMA_DB);
}
process.exit(gagal ? 1 : 0);
