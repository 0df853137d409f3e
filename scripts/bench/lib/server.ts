import type { ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import { bangunBilaBerubah } from "@/scripts/server/bangun";
import { jalankanStandalone, tungguSehat } from "@/scripts/server/standalone";

/** Benchmarks build into and serve from their own directory (NEXT_DIST_DIR). */
export const DIST_BENCH = ".next-bench";

/**
 * The production build in DIST_BENCH, rebuilt whenever its inputs changed (scripts/server/bangun.ts), so the
 * benchmark measures the current code; BENCH_NO_BUILD uses whatever build is there.
 */
export async function pastikanBuild(): Promise<void> {
  if (process.env.BENCH_NO_BUILD) return;
  console.error("Memeriksa versi produksi (next build bila sumber berubah)…");
  await bangunBilaBerubah({ dist: DIST_BENCH, stdio: "pipe" });
}

/** The standalone server on a port with the given environment; resolves when /api/health answers 200. */
export async function mulaiServer(port: number, envTambahan: Record<string, string>): Promise<ChildProcess> {
  const proses = jalankanStandalone({
    dist: DIST_BENCH,
    port,
    host: "127.0.0.1",
    env: {
      ...process.env,
      // Production refuses to start without a strong session key; a benchmark run gets a random one.
      AUTH_SECRET: process.env.AUTH_SECRET ?? crypto.randomBytes(32).toString("base64url"),
      // Concurrent benchmark clients all come from 127.0.0.1: the per-IP concurrency limit would refuse them.
      PUBLIC_CONCURRENT_PER_IP: "1000",
      ...envTambahan,
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  try {
    await tungguSehat(proses, `http://127.0.0.1:${port}`);
  } catch (err) {
    hentikanServer(proses);
    throw err;
  }
  return proses;
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
