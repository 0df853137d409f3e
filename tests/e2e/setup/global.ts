import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { mulaiDemo } from "./demo";
import { mulaiSmtp } from "./surat";
import { VAR_SERVER, type DuniaServer, type PetaServer } from "./server";
import { bangunBilaBerubah } from "../../../scripts/server/bangun";
import { jalankanStandalone, tungguSehat } from "../../../scripts/server/standalone";
import { portBebas } from "../../../scripts/topologi/instans";

/** The e2e run builds into and serves from its own directory, so it never races another `next build`. */
export const DIST_E2E = ".next-e2e";
const AKAR = path.resolve(import.meta.dirname, "../../..");
const ADMIN = process.env.E2E_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * Journeys that read their mail as a demo user does, on the Admin's local mailbox page: their server has no SMTP
 * and runs in demo mode (GEOKATALOG_DEMO=1), so mail lands in /dashboard/admin/kotak-surat.
 */
const DUNIA_KOTAK_SURAT = new Set(["lupa-sandi"]);

/**
 * Server settings of single journeys: the harvest journey harvests from a CSW stub on loopback, which the
 * product refuses unless the administrator allows that network (HARVEST_ALLOWED_NETWORKS).
 */
const ENV_DUNIA: Record<string, Record<string, string>> = { panen: { HARVEST_ALLOWED_NETWORKS: "127.0.0.0/8", DATABASE_POOL_MAX: "6" } };

/**
 * Journeys whose maps have a tile source (which the test routes to fail, as offline or blocked tiles do); every
 * other world runs offline with MAP_TILE_URL="". The host never resolves: no request leaves the machine.
 */
const UBIN_DUNIA: Record<string, string> = { pratinjau: "https://ubin.uji.example/{z}/{x}/{y}.png" };

/**
 * The journey files the command line selects, read as Playwright reads its file filters (each argument a pattern
 * searched in the file's path: `tests/e2e/warga.spec.ts`, `warga`), else all of them.
 */
function berkasDiminta(semua: string[]): string[] {
  const pola = process.argv.slice(3).filter((a) => !a.startsWith("-")).flatMap((a) => {
    try {
      return [new RegExp(a)];
    } catch {
      return [];
    }
  });
  const diminta = semua.filter((f) => pola.some((p) => p.test(`tests/e2e/${f}`)));
  return diminta.length ? diminta : semua;
}

/** A fresh Postgres database on the local server, or (no server reachable) a fresh PGlite directory. */
async function buatDatabase(nama: string, tmp: string): Promise<{ env: Record<string, string>; hapus: () => Promise<void> }> {
  const admin = postgres(ADMIN, { max: 1, onnotice: () => {}, connect_timeout: 3 });
  try {
    await admin.unsafe(`create database ${nama}`);
  } catch (err) {
    await admin.end();
    console.warn(`[e2e] Postgres tidak tersedia (${(err as Error).message}); memakai PGlite`);
    return { env: { PGLITE_DIR: path.join(tmp, "pglite") }, hapus: async () => {} };
  }
  await admin.end();
  const url = new URL(ADMIN);
  url.pathname = `/${nama}`;
  const hapus = async () => {
    const a = postgres(ADMIN, { max: 1, onnotice: () => {} });
    await a.unsafe(`drop database if exists ${nama} with (force)`).finally(() => a.end());
  };
  return { env: { DATABASE_URL: url.toString() }, hapus };
}

/** Run a command to its end without blocking the event loop (seeds of several journeys run side by side). */
function jalankan(perintah: string[], env: Record<string, string>, apa: string): Promise<void> {
  return new Promise((ok, gagal) => {
    const p = spawn(perintah[0]!, perintah.slice(1), { cwd: AKAR, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
    p.on("error", gagal);
    p.on("exit", (kode) => (kode === 0 ? ok() : gagal(new Error(`[e2e] ${apa} gagal (kode ${kode})`))));
  });
}

/**
 * One journey's world: a fresh database seeded with 60 records, its own SMTP catcher, storage and the standalone
 * server on a free port (the build is shared; scripts/server/standalone.ts). Returns where it answers and how to
 * take it all down.
 */
async function mulaiDunia(nama: string, tmpInduk: string): Promise<DuniaServer & { hapus: () => Promise<void> }> {
  const tmp = fs.mkdtempSync(path.join(tmpInduk, `${nama}-`));
  const db = await buatDatabase(`gk_e2e_${process.pid}_${nama.replace(/[^a-z0-9]/g, "_")}`, tmp);
  const surat = path.join(tmp, "surat");
  const smtp = await mulaiSmtp(surat);
  let proses: ChildProcess | undefined;
  const hapus = async () => {
    if (proses?.pid && proses.exitCode === null) proses.kill("SIGTERM");
    await smtp.tutup();
    await db.hapus();
  };
  try {
    // The seed signs its documents with the server's key and derives their tokens from the server's AUTH_SECRET.
    const { privateKey } = crypto.generateKeyPairSync("ed25519");
    const kunci = { AUTH_SECRET: crypto.randomBytes(32).toString("base64url"), SIGNING_PRIVATE_KEY: privateKey.export({ type: "pkcs8", format: "pem" }).toString() };
    await jalankan(["npx", "tsx", "scripts/seed.ts", "--count", "60"], { ...db.env, ...kunci }, `seed ${nama}`);
    const port = await portBebas();
    const url = `http://127.0.0.1:${port}`;
    proses = jalankanStandalone({
      dist: DIST_E2E,
      port,
      host: "127.0.0.1",
      env: {
        ...process.env,
        ...db.env,
        AUTH_SECRET: kunci.AUTH_SECRET,
        PUBLIC_BASE_URL: url,
        // Offline: maps without tiles (or a tile source the journey makes fail).
        MAP_TILE_URL: UBIN_DUNIA[nama] ?? "",
        ...(DUNIA_KOTAK_SURAT.has(nama) ? { GEOKATALOG_DEMO: "1" } : { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }),
        // Production never makes a signing key itself; the run brings a throwaway one.
        SIGNING_PRIVATE_KEY: kunci.SIGNING_PRIVATE_KEY,
        STORAGE_DRIVER: "local",
        STORAGE_DIR: path.join(tmp, "storage"),
        // Fifteen worlds share one Postgres (max_connections 100); a journey is one browser, so small pools do.
        DATABASE_POOL_MAX: "3",
        DATABASE_PUBLIC_POOL_MAX: "2",
        ...ENV_DUNIA[nama],
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    await tungguSehat(proses, url, 90_000);
    return { url, surat, hapus };
  } catch (err) {
    await hapus();
    throw err;
  }
}

/**
 * Build when the sources changed since the last e2e build (E2E_NO_BUILD: whatever build exists), then give every
 * journey file its own fresh world (see mulaiDunia; demo.spec.ts gets `npm run demo` itself, see mulaiDemo), started side by side. Tests find theirs through E2E_SERVER; the returned function tears all down.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!(process.env.E2E_NO_BUILD && fs.existsSync(path.join(AKAR, DIST_E2E, "BUILD_ID")))) {
    await bangunBilaBerubah({ dist: DIST_E2E, stdio: "inherit" });
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "gk-e2e-"));
  // Only the worlds of the journeys being run: each is a seeded database and a server on this small machine.
  const berkas = berkasDiminta(fs.readdirSync(path.join(AKAR, "tests/e2e")).filter((f) => f.endsWith(".spec.ts")).sort());
  const mulai = performance.now();
  const hasil = await Promise.allSettled(berkas.map((f) => (f === "demo.spec.ts" ? mulaiDemo(DIST_E2E, tmp) : mulaiDunia(f.replace(/\.spec\.ts$/, ""), tmp))));
  const dunia = hasil.flatMap((h) => (h.status === "fulfilled" ? [h.value] : []));
  const bersihkan = async () => {
    await Promise.all(dunia.map((d) => d.hapus()));
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  const gagal = hasil.find((h): h is PromiseRejectedResult => h.status === "rejected");
  if (gagal) {
    await bersihkan();
    throw gagal.reason;
  }
  console.log(`[e2e] ${berkas.length} basis data segar dan server siap dalam ${((performance.now() - mulai) / 1000).toFixed(1)} detik`);
  const peta: PetaServer = Object.fromEntries(berkas.map((f, i) => [f, { url: dunia[i]!.url, surat: dunia[i]!.surat, log: dunia[i]!.log, data: dunia[i]!.data, lewati: dunia[i]!.lewati }]));
  process.env[VAR_SERVER] = JSON.stringify(peta);
  return bersihkan;
}
