/**
 * `npm run demo`: the catalogue with demo data on this machine, without configuration. Every start applies the
 * migrations and seeds the demo data when the database is empty (scripts/seed.ts --if-empty does both); the
 * production build runs only when its inputs changed since the last one (scripts/server/bangun.ts); then the
 * standalone server in the foreground, on PORT (default 3000) or `-p`, from `.next` (NEXT_DIST_DIR, as next.config.ts:
 * the e2e demo journey serves the e2e build this way instead of building a second time).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { rahasiaTersimpan } from "../lib/auth/rahasia-tersimpan";
import { bangunBilaBerubah } from "./server/bangun";
import { AKAR, bacaArgumenServer, jalankanDiDepan, jalankanStandalone } from "./server/standalone";

function gagal(pesan: string): never {
  console.error(pesan);
  process.exit(1);
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
// It is the key development uses too (lib/auth/rahasia-tersimpan.ts, beside the development signing key).
const dirKunci = path.resolve(AKAR, process.env.SIGNING_KEY_DIR || ".data/keys");
const rahasiaDemo = process.env.AUTH_SECRET || rahasiaTersimpan(dirKunci);
if (!process.env.AUTH_SECRET) console.error(`AUTH_SECRET tidak diatur: kunci demo ${path.relative(AKAR, dirKunci)}/auth-secret dipakai (dibuat sekali dan disimpan).`);

// Its own process: PGlite opens a directory from one process at a time, and the server comes after.
const seed = spawnSync(process.execPath, [path.join(AKAR, "node_modules/tsx/dist/cli.mjs"), "scripts/seed.ts", "--if-empty"], {
  cwd: AKAR,
  stdio: "inherit",
  env: { ...process.env, AUTH_SECRET: rahasiaDemo, GEOKATALOG_DEMO: "1" },
});
if (seed.status !== 0) gagal(`Persiapan basis data demo gagal (kode ${seed.status}).`);

const dist = process.env.NEXT_DIST_DIR || ".next";
try {
  const b = await bangunBilaBerubah({ dist, stdio: "inherit" });
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
jalankanDiDepan(jalankanStandalone({ dist, port: argumen.port, host: argumen.host, env, stdio: "inherit" }));
