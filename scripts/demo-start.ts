/**
 * `npm run demo`: the catalogue with demo data on this machine, without configuration. Every start applies the
 * migrations and seeds the demo data when the database is empty (scripts/seed.ts --if-empty does both); the
 * production build runs only when its inputs changed since the last one (scripts/server/bangun.ts); then the
 * standalone server in the foreground, on PORT (default 3000) or `-p`.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { bangunBilaBerubah } from "./server/bangun";
import { AKAR, bacaArgumenServer, jalankanDiDepan, jalankanStandalone } from "./server/standalone";

function gagal(pesan: string): never {
  console.error(pesan);
  process.exit(1);
}

/** A random secret made once into `berkas` (mode 600) and read back on later starts. */
function rahasiaTersimpan(berkas: string): string {
  if (!fs.existsSync(berkas)) {
    fs.mkdirSync(path.dirname(berkas), { recursive: true, mode: 0o700 });
    try {
      fs.writeFileSync(berkas, crypto.randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
      console.error(`AUTH_SECRET tidak diatur: kunci demo dibuat di ${path.relative(AKAR, berkas)} (hanya untuk demo).`);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
  }
  return fs.readFileSync(berkas, "utf8").trim();
}

const awal = performance.now();
let argumen: ReturnType<typeof bacaArgumenServer>;
try {
  argumen = bacaArgumenServer(process.argv.slice(2));
} catch (err) {
  gagal((err as Error).message);
}

// One AUTH_SECRET for the seed and every demo start, kept beside the demo's data: signature tokens, encrypted
// outbox bodies and sessions are derived from it, so a key made per run would orphan what the seed signed.
const rahasiaDemo = process.env.AUTH_SECRET || rahasiaTersimpan(path.join(AKAR, ".data/keys/auth-secret-demo"));

// Its own process: PGlite opens a directory from one process at a time, and the server comes after.
const seed = spawnSync(process.execPath, [path.join(AKAR, "node_modules/tsx/dist/cli.mjs"), "scripts/seed.ts", "--if-empty"], {
  cwd: AKAR,
  stdio: "inherit",
  env: { ...process.env, AUTH_SECRET: rahasiaDemo, GEOKATALOG_DEMO: "1" },
});
if (seed.status !== 0) gagal(`Persiapan basis data demo gagal (kode ${seed.status}).`);

try {
  const b = await bangunBilaBerubah({ stdio: "inherit" });
  console.error(b.dibangun ? `Build produksi selesai dalam ${b.detik.toFixed(0)} detik.` : "Build produksi masih sesuai sumber: tidak dibangun ulang.");
} catch (err) {
  gagal((err as Error).message);
}

// The server's environment: what is set wins; the demo fills in what a first run lacks.
const env: Record<string, string | undefined> = { ...process.env, AUTH_SECRET: rahasiaDemo };
env.GEOKATALOG_DEMO = "1";
// Links in QR codes, mails and the sitemap point at this server (read at run time, not built in).
env.PUBLIC_BASE_URL ||= `http://localhost:${argumen.port}`;

console.error(`Server demo dimulai pada ${env.PUBLIC_BASE_URL} (persiapan ${((performance.now() - awal) / 1000).toFixed(1)} detik).`);
jalankanDiDepan(jalankanStandalone({ port: argumen.port, host: argumen.host, env, stdio: "inherit" }));
