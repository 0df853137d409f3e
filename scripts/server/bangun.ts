/**
 * `next build` that remembers what it built from: a fingerprint of every input that changes the output (sources,
 * public files, the lock file, the configuration, the environment inlined at build time, Node and Next
 * versions, the build's arguments) is written beside the output, and `bangunBilaBerubah` builds only when it
 * differs. A second `npm run demo` then starts in seconds instead of rebuilding for minutes.
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { AKAR } from "./standalone";

/** What `next build` reads from the tree. Other files (tests, scripts, docs, migrations) leave the output alone. */
const SUMBER = [
  ...["app", "components", "lib", "public", "instrumentation.ts", "proxy.ts", "next.config.ts", "tsconfig.json", "package.json", "package-lock.json"],
  // Next loads these at build time (and copies .env and .env.production into the standalone tree).
  ...[".env", ".env.local", ".env.production", ".env.production.local"],
];

/**
 * Environment the build writes into its output: MAP_TILE_URL goes into the Content-Security-Policy of the route
 * headers (next.config.ts), NEXT_PUBLIC_* into client bundles. Everything else is read at run time.
 */
const envDibangun = (env: Record<string, string | undefined>) =>
  Object.entries(env)
    .filter(([k]) => k === "MAP_TILE_URL" || k.startsWith("NEXT_PUBLIC_"))
    .sort(([a], [b]) => a.localeCompare(b));

const BERKAS_SIDIK = "geokatalog-sidik.json";

function tambahkan(hash: crypto.Hash, relatif: string): void {
  const penuh = path.join(AKAR, relatif);
  if (!fs.existsSync(penuh)) return;
  if (fs.statSync(penuh).isDirectory()) {
    for (const nama of fs.readdirSync(penuh).sort()) tambahkan(hash, path.join(relatif, nama));
    return;
  }
  hash.update(`${relatif.split(path.sep).join("/")}\0`);
  hash.update(fs.readFileSync(penuh));
  hash.update("\0");
}

/** The fingerprint of a build of this tree with these arguments and this environment. */
export function sidikSumber(args: string[], env: Record<string, string | undefined>): string {
  const hash = crypto.createHash("sha256");
  const versiNext = JSON.parse(fs.readFileSync(path.join(AKAR, "node_modules/next/package.json"), "utf8")).version as string;
  hash.update(JSON.stringify({ node: process.version, next: versiNext, args, env: envDibangun(env) }));
  for (const s of SUMBER) tambahkan(hash, s);
  return hash.digest("hex");
}

function sidikTersimpan(dist: string): string | undefined {
  try {
    return (JSON.parse(fs.readFileSync(path.join(AKAR, dist, BERKAS_SIDIK), "utf8")) as { sidik?: string }).sidik;
  } catch {
    return undefined;
  }
}

export type OpsiBangun = {
  /** Output directory relative to the project root (NEXT_DIST_DIR); default `.next`. */
  dist?: string;
  /** Extra `next build` arguments (they are part of the fingerprint). */
  args?: string[];
  /** Build environment; default this process's. */
  env?: Record<string, string | undefined>;
  /** "inherit" shows Next's progress; "pipe" keeps it for the error message. */
  stdio?: "inherit" | "pipe";
};

export type HasilBangun = { dibangun: boolean; detik: number };

/** Whether the output in `dist` was built from exactly this tree, arguments and environment. */
export function buildSegar(o: OpsiBangun = {}): boolean {
  const dist = o.dist ?? ".next";
  if (!fs.existsSync(path.join(AKAR, dist, "BUILD_ID"))) return false;
  return sidikTersimpan(dist) === sidikSumber(o.args ?? [], o.env ?? process.env);
}

/** Always builds, then records the fingerprint (taken before the build: a file edited meanwhile means another build). */
export async function bangun(o: OpsiBangun = {}): Promise<HasilBangun> {
  const dist = o.dist ?? ".next";
  const env = o.env ?? process.env;
  const sidik = sidikSumber(o.args ?? [], env);
  const mulai = performance.now();
  const keluaran: string[] = [];
  const kode = await new Promise<number | null>((ok, gagal) => {
    const p = spawn(process.execPath, [path.join(AKAR, "node_modules/next/dist/bin/next"), "build", ...(o.args ?? [])], {
      cwd: AKAR,
      env: { ...env, NODE_ENV: "production", NEXT_DIST_DIR: dist, NEXT_TELEMETRY_DISABLED: "1" } as NodeJS.ProcessEnv,
      stdio: o.stdio === "pipe" ? ["ignore", "pipe", "pipe"] : ["ignore", "inherit", "inherit"],
    });
    p.stdout?.on("data", (b: Buffer) => keluaran.push(b.toString()));
    p.stderr?.on("data", (b: Buffer) => keluaran.push(b.toString()));
    p.on("error", gagal);
    p.on("exit", ok);
  });
  if (kode !== 0) throw Object.assign(new Error(`next build gagal (kode ${kode})${keluaran.length ? `:\n${keluaran.join("")}` : ""}`), { keluaran: keluaran.join("") });
  fs.writeFileSync(path.join(AKAR, dist, BERKAS_SIDIK), JSON.stringify({ sidik, dibuat: new Date().toISOString() }) + "\n");
  return { dibangun: true, detik: (performance.now() - mulai) / 1000 };
}

/** Builds only when the fingerprint differs from the one stored beside the output. */
export async function bangunBilaBerubah(o: OpsiBangun = {}): Promise<HasilBangun> {
  if (buildSegar(o)) return { dibangun: false, detik: 0 };
  return bangun(o);
}
