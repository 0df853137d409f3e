import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

const AKAR = path.resolve(import.meta.dirname, "../..");
const NEXT = path.join(AKAR, "node_modules/next/dist/bin/next");

export async function portBebas(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((ok) => s.listen(0, "127.0.0.1", ok));
  const { port } = s.address() as net.AddressInfo;
  await new Promise((ok) => s.close(ok));
  return port;
}

export type Instans = { url: string; port: number; proses: ChildProcess; log: string[] };

/**
 * One app instance: `next start` of the build in `env.NEXT_DIST_DIR` (default `.next`) on 127.0.0.1:`port`;
 * resolves when /api/health answers 200. Output is kept in `log` (and echoed with `gema`).
 */
export async function mulaiInstans(env: Record<string, string>, port?: number, gema?: string): Promise<Instans> {
  port ??= await portBebas();
  const proses = spawn(process.execPath, [NEXT, "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: AKAR,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", ...env },
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
  const batas = Date.now() + 60_000;
  while (Date.now() < batas) {
    if (proses.exitCode !== null) throw new Error(`server berhenti (kode ${proses.exitCode}):\n${log.join("")}`);
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) return { url, port, proses, log };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  proses.kill("SIGTERM");
  throw new Error(`server tidak siap dalam 60 detik:\n${log.join("")}`);
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
