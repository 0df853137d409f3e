import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { jalankanStandalone, tungguSehat } from "../server/standalone";

const AKAR = path.resolve(import.meta.dirname, "../..");

export async function portBebas(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((ok) => s.listen(0, "127.0.0.1", ok));
  const { port } = s.address() as net.AddressInfo;
  await new Promise((ok) => s.close(ok));
  return port;
}

export type Instans = { url: string; port: number; proses: ChildProcess; log: string[] };

/**
 * One app instance: the standalone server of the build in `env.NEXT_DIST_DIR` (default `.next`) on
 * 127.0.0.1:`port` (scripts/server/standalone.ts); resolves when /api/health answers 200. Output is kept in `log`
 * (and echoed with `gema`).
 */
export async function mulaiInstans(env: Record<string, string>, port?: number, gema?: string): Promise<Instans> {
  port ??= await portBebas();
  const proses = jalankanStandalone({
    dist: env.NEXT_DIST_DIR || ".next",
    port,
    host: "127.0.0.1",
    // Tests and benchmarks play many clients from one address (127.0.0.1): the per-IP concurrency limit would
    // refuse them; a test of that limit sets PUBLIC_CONCURRENT_PER_IP itself.
    env: { ...process.env, PUBLIC_CONCURRENT_PER_IP: "1000", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log: string[] = [];
  const simpan = (b: Buffer) => {
    log.push(b.toString());
    if (gema) process.stderr.write(b.toString().replace(/^(?=.)/gm, `[${gema}] `));
  };
  proses.stdout?.on("data", simpan);
  proses.stderr?.on("data", simpan);
  const url = `http://127.0.0.1:${port}`;
  try {
    await tungguSehat(proses, url, 60_000, () => log.join(""));
  } catch (err) {
    proses.kill("SIGTERM");
    throw err;
  }
  return { url, port, proses, log };
}

/** SIGTERM (the instance drains, see lib/http/penutupan.ts), SIGKILL after 12 s. Resolves with the exit time. */
export async function hentikanInstans(s: Pick<Instans, "proses"> | undefined): Promise<number> {
  if (!s || s.proses.exitCode !== null || s.proses.signalCode !== null) return 0;
  const awal = Date.now();
  const selesai = new Promise((ok) => s.proses.once("exit", ok));
  s.proses.kill("SIGTERM");
  await Promise.race([selesai, new Promise((ok) => setTimeout(ok, 12_000))]);
  if (s.proses.exitCode === null && s.proses.signalCode === null) s.proses.kill("SIGKILL");
  return Date.now() - awal;
}

/** `npm run db:migrate` as a separate process. */
export function migrasi(env: Record<string, string>): Promise<{ kode: number | null; keluaran: string }> {
  return skrip("scripts/migrate.ts", env);
}

/** `npm run db:siapkan` (migrations, base data, first Admin) as a separate process: what `npm start` runs first. */
export function siapkan(env: Record<string, string>): Promise<{ kode: number | null; keluaran: string }> {
  return skrip("scripts/siapkan.ts", env);
}

function skrip(berkas: string, env: Record<string, string>): Promise<{ kode: number | null; keluaran: string }> {
  return new Promise((ok) => {
    const p = spawn(process.execPath, [path.join(AKAR, "node_modules/tsx/dist/cli.mjs"), berkas], {
      cwd: AKAR,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let keluaran = "";
    p.stdout.on("data", (b: Buffer) => (keluaran += b.toString()));
    p.stderr.on("data", (b: Buffer) => (keluaran += b.toString()));
    p.on("exit", (kode) => ok({ kode, keluaran }));
  });
}

/** Whether `dist` holds a production build. */
export function adaBuild(dist: string): boolean {
  return fs.existsSync(path.join(AKAR, dist, "BUILD_ID"));
}
