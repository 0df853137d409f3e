/**
 * `npm run topologi`: the production topology of compose.yaml on this machine, from processes: two standalone
 * server instances (ports 3001, 3002) of the current build on the local Postgres and Redis, behind a small proxy on 3000.
 * Run `npm run build` first. Stop with Ctrl+C.
 */
import crypto from "node:crypto";
import { adaBuild } from "./topologi/instans";
import { mulaiTopologi } from "./topologi/mulai";

if (!adaBuild(".next")) {
  console.error("Belum ada build produksi: jalankan `npm run build` dahulu.");
  process.exit(1);
}
const env: Record<string, string> = {
  DATABASE_URL: process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/geokatalog",
  REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
  // Both instances must share the session key, or a cookie from one is refused by the other.
  AUTH_SECRET: process.env.AUTH_SECRET ?? crypto.randomBytes(32).toString("base64url"),
  PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL ?? "http://localhost:3000",
};
const port = Number(process.env.PORT ?? 3000);
const t = await mulaiTopologi({ env, portProksi: port, portInstans: [port + 1, port + 2], gema: true });
console.log(`GeoKatalog: ${t.url} → ${t.instans.map((i) => i.url).join(", ")} (basis data ${new URL(env.DATABASE_URL!).pathname.slice(1)}, Redis ${env.REDIS_URL})`);
let berhenti = false;
const hentikan = () => {
  if (berhenti) return;
  berhenti = true;
  void t.hentikan().then(() => process.exit(0));
};
process.on("SIGINT", hentikan);
process.on("SIGTERM", hentikan);
