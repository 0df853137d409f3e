import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildSegar } from "../../../scripts/server/bangun";
import { AKAR } from "../../../scripts/server/standalone";
import { portBebas } from "../../../scripts/topologi/instans";
import type { DuniaServer } from "./server";

/**
 * What a new user's shell carries: no database or Redis URL, no mail server, no signing key, no secrets. Only the
 * build inputs (MAP_TILE_URL, NEXT_PUBLIC_*) pass too, so the demo's own build check sees the e2e build as fresh.
 */
function envPenggunaBaru(): Record<string, string> {
  const tetap = ["PATH", "HOME", "USER", "LANG", "LC_ALL", "TERM", "TMPDIR"];
  return Object.fromEntries(
    Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined && (tetap.includes(e[0]) || e[0] === "MAP_TILE_URL" || e[0].startsWith("NEXT_PUBLIC_"))),
  );
}

/** Resolves once the demo answers /api/health; rejects with the end of its log when it exits or takes too long. */
async function tungguDemo(url: string, log: string, selesai: () => boolean, batasMs: number): Promise<void> {
  const batas = Date.now() + batasMs;
  const ekor = () => fs.readFileSync(log, "utf8").split("\n").slice(-40).join("\n");
  for (;;) {
    if (selesai()) throw new Error(`[e2e] npm run demo berhenti:\n${ekor()}`);
    if (Date.now() > batas) throw new Error(`[e2e] npm run demo tidak siap dalam ${batasMs / 1000} detik:\n${ekor()}`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.status === 200, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * The demo journey's world is `npm run demo` itself (scripts/demo-start.ts): migrations, the demo seed with signed
 * documents, the development signing key and AUTH_SECRET it makes and keeps, the local mailbox, on an empty
 * temporary data directory and a free port. It serves the e2e build (NEXT_DIST_DIR) the global setup has just
 * made, so its own "build only when the sources changed" check skips the build instead of making a second one.
 */
export async function mulaiDemo(dist: string, tmpInduk: string): Promise<DuniaServer & { hapus: () => Promise<void> }> {
  const tmp = fs.mkdtempSync(path.join(tmpInduk, "demo-"));
  // E2E_NO_BUILD over changed sources: the demo would rebuild the directory the other journeys' servers run from.
  if (!buildSegar({ dist })) {
    return { url: "", surat: "", lewati: `build ${dist} tidak sesuai sumber (E2E_NO_BUILD): npm run demo akan membangun ulang`, hapus: async () => {} };
  }
  const data = path.join(tmp, "data");
  const port = await portBebas();
  const url = `http://localhost:${port}`;
  const log = path.join(tmp, "demo.log");
  const keluaran = fs.openSync(log, "w");
  const env: Record<string, string> = {
    ...envPenggunaBaru(),
    NEXT_DIST_DIR: dist,
    PGLITE_DIR: path.join(data, "pglite"),
    STORAGE_DIR: path.join(data, "storage"),
    SIGNING_KEY_DIR: path.join(data, "keys"),
  };
  const proses: ChildProcess = spawn("npm", ["run", "demo", "--", "-p", String(port)], {
    cwd: AKAR,
    // No NODE_ENV, as in a new user's shell (the project's typing of ProcessEnv asks for one).
    env: env as unknown as NodeJS.ProcessEnv,
    stdio: ["ignore", keluaran, keluaran],
    // Its own process group: npm, tsx, the demo script and the server stop together.
    detached: true,
  });
  fs.closeSync(keluaran);
  let selesai = false;
  let galat = "";
  const berhenti = new Promise<void>((ok) => {
    const akhir = (pesan = "") => {
      selesai = true;
      galat = pesan;
      ok();
    };
    proses.on("exit", () => akhir());
    // npm missing from PATH: no exit event follows.
    proses.on("error", (err) => akhir(err.message));
  });
  // The whole group: whatever of it is still running (a member gone already is no error).
  const sinyal = (s: NodeJS.Signals) => {
    try {
      process.kill(-proses.pid!, s);
    } catch {}
  };
  const hapus = async () => {
    if (!selesai) {
      sinyal("SIGTERM");
      const paksa = setTimeout(() => sinyal("SIGKILL"), 15_000);
      await berhenti;
      clearTimeout(paksa);
    }
  };
  try {
    // A first start migrates and seeds ~300 records with signed documents on PGlite before serving.
    await tungguDemo(url, log, () => selesai, 600_000);
  } catch (err) {
    await hapus();
    throw galat ? new Error(`[e2e] npm run demo tidak dapat dijalankan: ${galat}`) : err;
  }
  return { url, surat: "", log, data, hapus };
}
