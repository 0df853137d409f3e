import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

/** Production build for tests that need a real server: under .data (ignored by git, lint and tsc). */
export const DIST_UJI = ".data/next-uji";
const AKAR = path.resolve(import.meta.dirname, "../..");
const SUMBER = ["app", "lib", "components", "instrumentation.ts", "next.config.ts", "package-lock.json"];

function terbaru(p: string): number {
  const full = path.join(AKAR, p);
  if (!fs.existsSync(full)) return 0;
  const st = fs.statSync(full);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...fs.readdirSync(full).map((n) => terbaru(path.join(p, n))));
}

const segar = (buildId: string) => fs.existsSync(buildId) && fs.statSync(buildId).mtimeMs > Math.max(...SUMBER.map(terbaru));

/**
 * Build the API routes once and reuse the build while no source is newer (CI runs the suite twice on one clone).
 * Compile mode with only `app/api/**`: no type check (tsc and lint run on their own in CI) and no pages, so a
 * page being written elsewhere in the tree cannot break these tests, and tsconfig.json is left alone. Another
 * run building the same directory at the same time (two suites in one tree) is waited for.
 */
export async function pastikanBuild(): Promise<void> {
  const buildId = path.join(AKAR, DIST_UJI, "BUILD_ID");
  const batas = Date.now() + 10 * 60_000;
  while (!segar(buildId)) {
    const r = spawnSync(
      process.execPath,
      [path.join(AKAR, "node_modules/next/dist/bin/next"), "build", "--experimental-build-mode", "compile", "--debug-build-paths", "app/api/**"],
      { cwd: AKAR, env: { ...process.env, NODE_ENV: "production", NEXT_DIST_DIR: DIST_UJI, NEXT_TELEMETRY_DISABLED: "1" }, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    if (r.status === 0) return;
    if (!/Another next build process is already running/.test(r.stdout + r.stderr) || Date.now() > batas) {
      throw new Error(`next build gagal:\n${r.stdout}\n${r.stderr}`);
    }
    await new Promise((ok) => setTimeout(ok, 3_000));
  }
}

export async function portBebas(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((ok) => s.listen(0, "127.0.0.1", ok));
  const { port } = s.address() as net.AddressInfo;
  await new Promise((ok) => s.close(ok));
  return port;
}

export type ServerUji = { url: string; proses: ChildProcess; log: string[] };

/** `next start` on a free port with this environment; resolves when /api/health answers 200. */
export async function mulaiServer(env: Record<string, string>): Promise<ServerUji> {
  const port = await portBebas();
  const proses = spawn(process.execPath, [path.join(AKAR, "node_modules/next/dist/bin/next"), "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: AKAR,
    env: { ...process.env, NODE_ENV: "production", NEXT_DIST_DIR: DIST_UJI, NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log: string[] = [];
  proses.stdout?.on("data", (b: Buffer) => log.push(b.toString()));
  proses.stderr?.on("data", (b: Buffer) => log.push(b.toString()));
  const url = `http://127.0.0.1:${port}`;
  const batas = Date.now() + 60_000;
  while (Date.now() < batas) {
    if (proses.exitCode !== null) throw new Error(`server berhenti (kode ${proses.exitCode}):\n${log.join("")}`);
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) return { url, proses, log };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  proses.kill("SIGTERM");
  throw new Error(`server tidak siap dalam 60 detik:\n${log.join("")}`);
}

export async function hentikanServer(s: ServerUji | undefined): Promise<void> {
  if (!s || s.proses.exitCode !== null) return;
  const selesai = new Promise((ok) => s.proses.once("exit", ok));
  s.proses.kill("SIGTERM");
  await Promise.race([selesai, new Promise((ok) => setTimeout(ok, 5_000))]);
  if (s.proses.exitCode === null) s.proses.kill("SIGKILL");
}
