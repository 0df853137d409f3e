import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { portBebas } from "@/scripts/topologi/instans";
import { tungguSehat } from "@/scripts/server/standalone";

// `npm start`'s server path as a process (tsx scripts/mulai.ts, what the script runs after db:siapkan), and what
// /proc says about its workers: which processes they are, their environment, which of them holds a connection.
// The app tells clients nothing about its processes (no pid in a header or the health answer).

const AKAR = path.resolve(import.meta.dirname, "../..");

export type Mulai = { url: string; port: number; proses: ChildProcess; log: () => string };

export async function mulaiNpmStart(env: Record<string, string | undefined>): Promise<Mulai> {
  const port = await portBebas();
  const proses = spawn(process.execPath, [path.join(AKAR, "node_modules/tsx/dist/cli.mjs"), "scripts/mulai.ts", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: AKAR,
    env: env as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let keluaran = "";
  proses.stdout.on("data", (b: Buffer) => (keluaran += b.toString()));
  proses.stderr.on("data", (b: Buffer) => (keluaran += b.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await tungguSehat(proses, url, 120_000, () => keluaran);
  } catch (err) {
    proses.kill("SIGKILL");
    throw err;
  }
  return { url, port, proses, log: () => keluaran };
}

function bacaAtauKosong(berkas: string): string {
  try {
    return fs.readFileSync(berkas, "utf8");
  } catch {
    return "";
  }
}

/** Every process below `akar`, from each process's parent in /proc/<pid>/stat. */
function keturunan(akar: number): number[] {
  const anak = new Map<number, number[]>();
  for (const d of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    const stat = bacaAtauKosong(`/proc/${d}/stat`);
    // Fields after "(comm) ": state, then the parent's pid.
    const induk = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    if (induk) anak.set(induk, [...(anak.get(induk) ?? []), Number(d)]);
  }
  const hasil: number[] = [];
  const antre = [akar];
  while (antre.length) {
    for (const p of anak.get(antre.pop()!) ?? []) {
      antre.push(p);
      hasil.push(p);
    }
  }
  return hasil;
}

/** A process's environment as it was started (process.title does not change it). */
export function envProses(pid: number): Record<string, string> {
  return Object.fromEntries(
    bacaAtauKosong(`/proc/${pid}/environ`)
      .split("\0")
      .filter(Boolean)
      .map((b) => [b.slice(0, b.indexOf("=")), b.slice(b.indexOf("=") + 1)]),
  );
}

/** The server workers below `akar`: the processes the primary started with GEOKATALOG_PEKERJA. */
export function pekerja(akar: number): number[] {
  return keturunan(akar).filter((p) => envProses(p).GEOKATALOG_PEKERJA !== undefined).sort((a, b) => a - b);
}

/** Socket inodes of the TCP connections from 127.0.0.1:`portKlien` to port `portServer`, server side. */
function inodeSisiServer(portKlien: number, portServer: number): Set<string> {
  const hex = (p: number) => p.toString(16).toUpperCase().padStart(4, "0");
  const inode = new Set<string>();
  for (const berkas of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    for (const baris of bacaAtauKosong(berkas).split("\n").slice(1)) {
      const f = baris.trim().split(/\s+/);
      if (f.length < 10) continue;
      if (f[1]!.endsWith(`:${hex(portServer)}`) && f[2]!.endsWith(`:${hex(portKlien)}`)) inode.add(f[9]!);
    }
  }
  return inode;
}

/** Which of `pids` holds the server end of the open connection `soket` (to `portServer`). */
export function pemilikSambungan(pids: number[], soket: net.Socket, portServer: number): number | undefined {
  const inode = inodeSisiServer(soket.localPort!, portServer);
  return pids.find((pid) => {
    const fd = `/proc/${pid}/fd`;
    const daftar = fs.existsSync(fd) ? fs.readdirSync(fd) : [];
    return daftar.some((n) => {
      try {
        return inode.has(/^socket:\[(\d+)\]$/.exec(fs.readlinkSync(path.join(fd, n)))?.[1] ?? "");
      } catch {
        return false;
      }
    });
  });
}

/** A new keep-alive connection that has had one GET answered (so a worker holds it); stays open. */
export function sambunganTerjawab(port: number, jalur: string): Promise<{ soket: net.Socket; status: number }> {
  return new Promise((ok, tolak) => {
    const soket = net.connect(port, "127.0.0.1", () => soket.write(`GET ${jalur} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`));
    let data = "";
    soket.on("data", (b: Buffer) => {
      data += b.toString("latin1");
      const m = /^HTTP\/1\.1 (\d{3})[\s\S]*?\r\n\r\n/.exec(data);
      if (m) ok({ soket, status: Number(m[1]) });
    });
    soket.on("error", tolak);
  });
}

/** Polls `syarat` every 200 ms until it holds; throws with `pesan` after `batasMs` (a bound on waiting, not a measurement). */
export async function tunggu(syarat: () => boolean, pesan: () => string, batasMs = 30_000): Promise<void> {
  const batas = Date.now() + batasMs;
  while (!syarat()) {
    if (Date.now() > batas) throw new Error(pesan());
    await new Promise((ok) => setTimeout(ok, 200));
  }
}
