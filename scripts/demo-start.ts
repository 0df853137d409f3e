/**
 * `npm run demo`: the catalogue with demo data on this machine, without configuration. Every start applies the
 * migrations and seeds the demo data when the database is empty (scripts/seed.ts --if-empty does both); the
 * production build runs only when its inputs changed since the last one (scripts/server/bangun.ts); then the
 * standalone server in the foreground, on PORT (default 3000) or `-p`.
 */
import crypto from "node:crypto";
import { spawnSync } from "node:child_process";
import path from "node:path";
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

// Its own process: PGlite opens a directory from one process at a time, and the server comes after.
const seed = spawnSync(process.execPath, [path.join(AKAR, "node_modules/tsx/dist/cli.mjs"), "scripts/seed.ts", "--if-empty"], { cwd: AKAR, stdio: "inherit" });
if (seed.status !== 0) gagal(`Persiapan basis data demo gagal (kode ${seed.status}).`);

try {
  const b = await bangunBilaBerubah({ stdio: "inherit" });
  console.error(b.dibangun ? `Build produksi selesai dalam ${b.detik.toFixed(0)} detik.` : "Build produksi masih sesuai sumber: tidak dibangun ulang.");
} catch (err) {
  gagal((err as Error).message);
}

// The server's environment: what is set wins; the demo fills in what a first run lacks.
const env: Record<string, string | undefined> = { ...process.env };
if (!env.AUTH_SECRET) {
  // Production refuses to start without AUTH_SECRET; this key lives for this run only (sessions end with it).
  env.AUTH_SECRET = crypto.randomBytes(32).toString("base64url");
  console.error("AUTH_SECRET tidak diatur: kunci acak dibuat untuk demo ini saja (sesi berakhir saat server dihentikan).");
}
// Links in QR codes, mails and the sitemap point at this server (read at run time, not built in).
env.PUBLIC_BASE_URL ||= `http://localhost:${argumen.port}`;

console.error(`Server demo dimulai pada ${env.PUBLIC_BASE_URL} (persiapan ${((performance.now() - awal) / 1000).toFixed(1)} detik).`);
jalankanDiDepan(jalankanStandalone({ port: argumen.port, host: argumen.host, env, stdio: "inherit" }));
