/**
 * `npm run demo`: `next start` for a local demo. Production refuses to start without AUTH_SECRET; for the demo
 * only, a random key is made for this run (sessions end when the server stops). Real deployments set their own.
 */
import crypto from "node:crypto";
import { spawn } from "node:child_process";

const env = { ...process.env };
if (!env.AUTH_SECRET) {
  env.AUTH_SECRET = crypto.randomBytes(32).toString("base64url");
  console.error("AUTH_SECRET tidak diatur: kunci acak dibuat untuk demo ini saja (sesi berakhir saat server dihentikan).");
}
env.GEOKATALOG_DEMO = "1";
const proses = spawn("npx", ["next", "start", ...process.argv.slice(2)], { stdio: "inherit", env });
proses.on("exit", (kode) => process.exit(kode ?? 0));
