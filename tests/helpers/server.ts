import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { hentikanInstans, mulaiInstans, type Instans } from "@/scripts/topologi/instans";

/** Production build of the API routes for tests that need a real server: under .data (ignored by git, lint and tsc). */
export const DIST_UJI = ".data/next-uji";
/** The whole app (pages, /csw, API) as `npm run build` makes it: the topology and fault tests serve it. */
export const DIST_LENGKAP = ".next";
const AKAR = path.resolve(import.meta.dirname, "../..");
const SUMBER = ["app", "lib", "components", "public", "instrumentation.ts", "proxy.ts", "next.config.ts", "package-lock.json"];

function terbaru(p: string): number {
  const full = path.join(AKAR, p);
  if (!fs.existsSync(full)) return 0;
  const st = fs.statSync(full);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...fs.readdirSync(full).map((n) => terbaru(path.join(p, n))));
}

const segar = (buildId: string) => fs.existsSync(buildId) && fs.statSync(buildId).mtimeMs > Math.max(...SUMBER.map(terbaru));

/**
 * The full production build in `.next`, reused when it is newer than every source (CI runs `npm run build` just
 * before the topology and fault tests), otherwise built here.
 */
export function pastikanBuildLengkap(): void {
  if (segar(path.join(AKAR, DIST_LENGKAP, "BUILD_ID"))) return;
  const r = spawnSync(process.execPath, [path.join(AKAR, "node_modules/next/dist/bin/next"), "build"], {
    cwd: AKAR,
    env: { ...process.env, NODE_ENV: "production", NEXT_DIST_DIR: DIST_LENGKAP, NEXT_TELEMETRY_DISABLED: "1" },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`next build gagal:\n${r.stdout}\n${r.stderr}`);
}

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

export { portBebas } from "@/scripts/topologi/instans";

export type ServerUji = Instans;

/**
 * `next start` on a free port (or `port`) with this environment; resolves when /api/health answers 200. The API
 * build by default; `NEXT_DIST_DIR: DIST_LENGKAP` in `env` serves the full one.
 */
export function mulaiServer(env: Record<string, string>, port?: number): Promise<ServerUji> {
  return mulaiInstans({ NEXT_DIST_DIR: DIST_UJI, ...env }, port);
}

export async function hentikanServer(s: ServerUji | undefined): Promise<void> {
  await hentikanInstans(s);
}
