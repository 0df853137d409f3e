import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Benchmarks build into and serve from their own directory (NEXT_DIST_DIR). */
export const DIST_BENCH = ".next-bench";

/** Build the production server into DIST_BENCH (every run, so the benchmark measures the current code). */
export function pastikanBuild(): void {
  if (process.env.BENCH_NO_BUILD && fs.existsSync(path.join(DIST_BENCH, "BUILD_ID"))) return;
  console.error("Membangun versi produksi (next build)…");
  const r = spawnSync("npx", ["next", "build"], { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, NEXT_DIST_DIR: DIST_BENCH } });
  if (r.status !== 0) throw new Error("next build gagal");
}

/** Start `next start` on a port with the given environment and wait until /api/health answers 200. */
export async function mulaiServer(port: number, envTambahan: Record<string, string>): Promise<ChildProcess> {
  const proses = spawn("npx", ["next", "start", "-p", String(port)], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_DIST_DIR: DIST_BENCH,
      // Production refuses to start without a strong session key; a benchmark run gets a random one.
      AUTH_SECRET: process.env.AUTH_SECRET ?? crypto.randomBytes(32).toString("base64url"),
      ...envTambahan,
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const batas = Date.now() + 60_000;
  while (Date.now() < batas) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) return proses;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  hentikanServer(proses);
  throw new Error(`Server pada port ${port} tidak siap dalam 60 detik`);
}

export function hentikanServer(proses: ChildProcess): void {
  if (proses.pid) {
    try {
      process.kill(-proses.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}
