import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { mulaiSmtp } from "./surat";

/** The e2e run builds into and serves from its own directory, so it never races another `next build`. */
export const DIST_E2E = ".next-e2e";
const AKAR = path.resolve(import.meta.dirname, "../../..");
const NEXT = path.join(AKAR, "node_modules/next/dist/bin/next");
const ADMIN = process.env.E2E_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function portBebas(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((ok) => s.listen(0, "127.0.0.1", ok));
  const { port } = s.address() as net.AddressInfo;
  await new Promise((ok) => s.close(ok));
  return port;
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

function jalankan(perintah: string[], env: Record<string, string>, apa: string): void {
  const r = spawnSync(perintah[0]!, perintah.slice(1), { cwd: AKAR, env: { ...process.env, ...env }, stdio: ["ignore", "inherit", "inherit"] });
  if (r.status !== 0) throw new Error(`[e2e] ${apa} gagal (kode ${r.status})`);
}

/**
 * Build (unless E2E_NO_BUILD and a build exists), make a fresh seeded database, start a local SMTP server and
 * `next start` on a free port. Tests read E2E_BASE_URL and E2E_SURAT_DIR; the returned function tears it all down.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!(process.env.E2E_NO_BUILD && fs.existsSync(path.join(AKAR, DIST_E2E, "BUILD_ID")))) {
    jalankan([process.execPath, NEXT, "build"], { NEXT_DIST_DIR: DIST_E2E, NEXT_TELEMETRY_DISABLED: "1" }, "next build");
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "gk-e2e-"));
  const db = await buatDatabase(`gk_e2e_${process.pid}`, tmp);
  const smtp = await mulaiSmtp(path.join(tmp, "surat"));
  let proses: ReturnType<typeof spawn> | undefined;
  const bersihkan = async () => {
    if (proses?.pid && proses.exitCode === null) proses.kill("SIGTERM");
    await smtp.tutup();
    await db.hapus();
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  try {
    jalankan(["npx", "tsx", "scripts/seed.ts", "--count", "60"], db.env, "seed");
    const port = await portBebas();
    const url = `http://127.0.0.1:${port}`;
    const { privateKey } = crypto.generateKeyPairSync("ed25519");
    proses = spawn(process.execPath, [NEXT, "start", "-p", String(port), "-H", "127.0.0.1"], {
      cwd: AKAR,
      env: {
        ...process.env,
        ...db.env,
        NODE_ENV: "production",
        NEXT_DIST_DIR: DIST_E2E,
        NEXT_TELEMETRY_DISABLED: "1",
        AUTH_SECRET: crypto.randomBytes(32).toString("base64url"),
        PUBLIC_BASE_URL: url,
        // Offline: maps without tiles.
        MAP_TILE_URL: "",
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        // Production never makes a signing key itself; the run brings a throwaway one.
        SIGNING_PRIVATE_KEY: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
        STORAGE_DRIVER: "local",
        STORAGE_DIR: path.join(tmp, "storage"),
      },
      stdio: ["ignore", "inherit", "inherit"],
    });
    const batas = Date.now() + 60_000;
    for (;;) {
      if (proses.exitCode !== null) throw new Error(`[e2e] server berhenti (kode ${proses.exitCode})`);
      if (Date.now() > batas) throw new Error("[e2e] server tidak siap dalam 60 detik");
      const ok = await fetch(`${url}/api/health`).then((r) => r.status === 200, () => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 300));
    }
    process.env.E2E_BASE_URL = url;
    process.env.E2E_SURAT_DIR = path.join(tmp, "surat");
  } catch (err) {
    await bersihkan();
    throw err;
  }
  return bersihkan;
}
