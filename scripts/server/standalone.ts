/**
 * The one way this tree starts the production server: Next's standalone output (`output: "standalone"` in
 * next.config.ts) run as `node <build>/standalone/server.js`, with the build's static assets and `public/` copied
 * beside it as Next's documentation asks (`next start` does not serve that output and says so at every start).
 * `npm run demo`, `npm run topologi`, the benches, the e2e setup and the topology and fault tests start one such
 * process through `jalankanStandalone`; `npm start` and the Docker image (its tree laid out by
 * scripts/bangun-standalone.sh) run one per core behind the same port (scripts/server/kluster.ts).
 */
import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";

export const AKAR = path.resolve(import.meta.dirname, "../..");

/**
 * Variables of lib/env.ts that name files, with their defaults. server.js changes into its own directory, so a
 * relative path would point inside the build; it is made absolute against the project root first, where
 * `next start` used to take it from. (Keep in step with lib/env.ts.)
 */
const JALUR: Record<string, string | undefined> = {
  PGLITE_DIR: ".data/pglite",
  STORAGE_DIR: ".data/storage",
  SIGNING_KEY_DIR: ".data/keys",
  XSLT_STYLESHEET_PATH: undefined,
};
/** A PEM in the value itself, or a path to one (a list of paths separated by commas for the old keys). */
const PEM_ATAU_JALUR = ["SIGNING_PRIVATE_KEY", "SIGNING_CERT", "SIGNING_PUBLIC_KEYS_OLD"];

const mutlak = (p: string) => (path.isAbsolute(p) ? p : path.resolve(AKAR, p));

/** The environment with every file path of the app made absolute against the project root. */
export function envJalurMutlak(env: Record<string, string | undefined>): Record<string, string | undefined> {
  const hasil = { ...env };
  for (const [nama, bawaan] of Object.entries(JALUR)) {
    const nilai = hasil[nama] || bawaan;
    if (nilai) hasil[nama] = mutlak(nilai);
  }
  for (const nama of PEM_ATAU_JALUR) {
    const nilai = hasil[nama];
    if (!nilai || nilai.includes("-----BEGIN")) continue;
    hasil[nama] = nilai
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean)
      .map(mutlak)
      .join(",");
  }
  return hasil;
}

/** The process each server runs: server.js behind the response shim (scripts/server/pekerja.ts), bundled beside it. */
export type Standalone = { dir: string; server: string };

/**
 * The standalone tree of the build in `dist` (relative to the project root), with `<dist>/static` and `public/`
 * copied into it when missing (every `next build` starts the tree afresh, without them).
 */
export function siapkanStandalone(dist = ".next"): Standalone {
  const build = path.resolve(AKAR, dist);
  const dir = path.join(build, "standalone");
  const server = path.join(dir, "server.js");
  if (!fs.existsSync(server) || !fs.existsSync(path.join(build, "BUILD_ID"))) {
    throw new Error(`Belum ada build standalone di ${dist}: jalankan \`npm run build\` dahulu.`);
  }
  // Inside the tree the build keeps its path relative to the project (".next", ".next-e2e", ...).
  salinBilaBelumAda(path.join(build, "static"), path.join(dir, path.relative(AKAR, build), "static"));
  salinBilaBelumAda(path.join(AKAR, "public"), path.join(dir, "public"));
  return { dir, server: bundelPekerja(dir) };
}

/**
 * scripts/server/pekerja.ts as one ES module beside server.js (a worker runs without tsx). Bundled on every
 * start (tens of ms), written only when its bytes changed, through a temporary name like the copies above.
 */
function bundelPekerja(dir: string): string {
  const tujuan = path.join(dir, "pekerja.mjs");
  const hasil = buildSync({
    entryPoints: [path.join(AKAR, "scripts/server/pekerja.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    write: false,
    logLevel: "warning",
  });
  const isi = hasil.outputFiles[0]!.contents;
  if (fs.existsSync(tujuan) && Buffer.from(isi).equals(fs.readFileSync(tujuan))) return tujuan;
  const sementara = `${tujuan}.${process.pid}-${Date.now()}`;
  fs.writeFileSync(sementara, isi);
  fs.renameSync(sementara, tujuan);
  return tujuan;
}

/** Copy to a temporary name, then rename: a second process preparing the same tree never sees half a copy. */
function salinBilaBelumAda(dari: string, ke: string): void {
  if (!fs.existsSync(dari) || fs.existsSync(ke)) return;
  const sementara = `${ke}.${process.pid}-${Date.now()}`;
  fs.cpSync(dari, sementara, { recursive: true });
  try {
    fs.renameSync(sementara, ke);
  } catch (err) {
    fs.rmSync(sementara, { recursive: true, force: true });
    if (!fs.existsSync(ke)) throw err;
  }
}

export type OpsiStandalone = {
  /** Build directory relative to the project root (NEXT_DIST_DIR at build time); default `.next`. */
  dist?: string;
  port: number;
  /** Address to listen on; default all interfaces, as `next start`. */
  host?: string;
  /** The server's environment; default this process's. PORT, HOSTNAME and NODE_ENV are set here. */
  env?: Record<string, string | undefined>;
  stdio?: StdioOptions;
  /** Own process group, so a caller can signal the server and anything it starts at once. */
  detached?: boolean;
};

/** The environment server.js runs with: the caller's, production, PORT and HOSTNAME, file paths absolute. */
export function envServer(o: Pick<OpsiStandalone, "port" | "host" | "env">): Record<string, string | undefined> {
  return envJalurMutlak({
    ...(o.env ?? process.env),
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(o.port),
    HOSTNAME: o.host ?? "0.0.0.0",
  });
}

/**
 * Start one standalone server process of `dist` (prepared first); the caller waits for it to answer. `npm start`
 * runs several behind one port instead (scripts/server/kluster.ts).
 */
export function jalankanStandalone(o: OpsiStandalone): ChildProcess {
  const { dir, server } = siapkanStandalone(o.dist);
  const env = envServer(o);
  return spawn(process.execPath, [server], { cwd: dir, env: env as NodeJS.ProcessEnv, stdio: o.stdio ?? "inherit", detached: o.detached });
}

/** Resolves once `url`/api/health answers 200; rejects when the process exits first or after `batasMs`. */
export async function tungguSehat(proses: ChildProcess, url: string, batasMs = 60_000, log?: () => string): Promise<void> {
  const batas = Date.now() + batasMs;
  for (;;) {
    if (proses.exitCode !== null || proses.signalCode !== null) {
      throw new Error(`server berhenti (kode ${proses.exitCode ?? proses.signalCode}):\n${log?.() ?? ""}`);
    }
    if (Date.now() > batas) throw new Error(`server ${url} tidak siap dalam ${batasMs / 1000} detik:\n${log?.() ?? ""}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** `-p`/`--port` and `-H`/`--hostname` as `next start` took them; the port defaults to PORT, then 3000. */
export function bacaArgumenServer(argv: string[], env: Record<string, string | undefined> = process.env): { port: number; host?: string } {
  let port = Number(env.PORT || 3000);
  let host: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const [nama, nilaiSama] = argv[i]!.split("=", 2) as [string, string | undefined];
    const nilai = () => nilaiSama ?? argv[++i] ?? "";
    if (nama === "-p" || nama === "--port") port = Number(nilai());
    else if (nama === "-H" || nama === "--hostname") host = nilai();
    else throw new Error(`Argumen tidak dikenal: ${argv[i]} (yang diterima: -p/--port PORT, -H/--hostname ALAMAT)`);
  }
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`Port tidak valid: ${port}`);
  return { port, host };
}

/**
 * Run the server in the foreground of a command-line script: SIGINT and SIGTERM go to the server, which drains
 * (lib/http/penutupan.ts), and the script exits with the server's code.
 */
export function jalankanDiDepan(server: ChildProcess): void {
  for (const sinyal of ["SIGINT", "SIGTERM"] as const) process.on(sinyal, () => server.kill(sinyal));
  server.on("exit", (kode, sinyal) => process.exit(kode ?? (sinyal ? 128 + (sinyal === "SIGINT" ? 2 : 15) : 0)));
}
