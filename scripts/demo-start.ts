/**
 * `npm run demo`: `next start` for a local demo. Production refuses to start without AUTH_SECRET; for the demo
 * only, the key development and the seed use (made once into SIGNING_KEY_DIR and kept) stands in, so sessions
 * survive a restart and the seeded documents' tokens show. Real deployments set their own.
 */
import { spawn } from "node:child_process";
import { rahasiaTersimpan } from "@/lib/auth/rahasia-tersimpan";

const env = { ...process.env };
if (!env.AUTH_SECRET) {
  const dir = env.SIGNING_KEY_DIR || ".data/keys";
  env.AUTH_SECRET = rahasiaTersimpan(dir);
  console.error(`AUTH_SECRET tidak diatur: kunci demo di ${dir}/auth-secret dipakai (dibuat sekali dan disimpan).`);
}
const proses = spawn("npx", ["next", "start", ...process.argv.slice(2)], { stdio: "inherit", env });
proses.on("exit", (kode) => process.exit(kode ?? 0));
