import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Build the production server unless a build already exists (set BENCH_REBUILD=1 to force). */
export function pastikanBuild(): void {
  if (fs.existsSync(path.join(".next", "BUILD_ID")) && !process.env.BENCH_REBUILD) return;
  console.error("Membangun versi produksi (next build)…");
  const r = spawnSync("npx", ["next", "build"], { stdio: "inherit" });
  if (r.status !== 0) throw new Error("next build gagal");
}

/** Start `next start` on a port with the given environment and wait until /api/health answers 200. */
export async function mulaiServer(port: number, envTambahan: Record<string, string>): Promise<ChildProcess> {
  const proses = spawn("npx", ["next", "start", "-p", String(port)], {
    env: { ...process.env, NODE_ENV: "production", ...envTambahan },
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
