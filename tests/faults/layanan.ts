import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import { portBebas } from "@/tests/helpers/server";

// Fault tests stop and start real servers. They get their own: a Postgres cluster made with Debian's
// pg_createcluster (stopped and started with pg_ctlcluster, as an operator would) and a redis-server process, so
// the machine's shared services keep running for everything else.

const jalankan = (cmd: string, args: string[]) => execFileSync(cmd, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

export type KlasterUji = {
  url: string;
  /** Run SQL on the cluster as postgres (psql), in database `db` (default geokatalog); returns the output. */
  psql: (perintah: string, db?: string) => string;
  hentikan: () => void;
  mulai: () => void;
  hapus: () => void;
};

const versiPg = () => {
  const versi = fs.readdirSync("/etc/postgresql").sort().at(-1);
  if (!versi) throw new Error("Tidak ada PostgreSQL Debian (/etc/postgresql kosong): tes ini butuh pg_createcluster.");
  return versi;
};

function klaster(versi: string, nama: string, port: number): Omit<KlasterUji, "url"> {
  const ctl = (aksi: string, ...lain: string[]) => jalankan("pg_ctlcluster", ["--skip-systemctl-redirect", versi, nama, aksi, ...lain]);
  return {
    psql: (perintah, db = "geokatalog") => jalankan("psql", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "-d", db, "-qAtc", perintah]).trim(),
    // Fast shutdown: what `pg_ctlcluster stop` does by default; sessions are cut, as in a real outage.
    hentikan: () => void ctl("stop", "-m", "fast"),
    mulai: () => void ctl("start"),
    hapus: () => void jalankan("pg_dropcluster", ["--stop", versi, nama]),
  };
}

/** A throwaway Postgres cluster (trust auth on 127.0.0.1) with one empty database `geokatalog`. */
export async function buatKlasterPostgres(): Promise<KlasterUji> {
  const versi = versiPg();
  const nama = `gkfault${crypto.randomBytes(3).toString("hex")}`;
  const port = await portBebas();
  jalankan("pg_createcluster", [versi, nama, "-p", String(port), "--", "--auth=trust"]);
  const k = klaster(versi, nama, port);
  k.mulai();
  k.psql("create database geokatalog", "postgres");
  return { url: `postgres://postgres@127.0.0.1:${port}/geokatalog`, ...k };
}

/** A hot-standby streaming replica of `primer` (pg_basebackup -R), started and replaying. */
export async function buatReplika(primer: KlasterUji): Promise<KlasterUji> {
  const versi = versiPg();
  const nama = `gkreplika${crypto.randomBytes(3).toString("hex")}`;
  const port = await portBebas();
  jalankan("pg_createcluster", [versi, nama, "-p", String(port), "--", "--auth=trust"]);
  const data = `/var/lib/postgresql/${versi}/${nama}`;
  // Empty, not removed: the directory (owned by postgres, mode 700) sits in one only root may write to.
  for (const isi of fs.readdirSync(data)) fs.rmSync(`${data}/${isi}`, { recursive: true, force: true });
  const sumber = new URL(primer.url);
  jalankan("su", ["postgres", "-c", `pg_basebackup -h 127.0.0.1 -p ${sumber.port} -U postgres -D ${data} -R -X stream`]);
  const k = klaster(versi, nama, port);
  k.mulai();
  return { url: `postgres://postgres@127.0.0.1:${port}/geokatalog`, ...k };
}

export type RedisUji = { url: string; hentikan: () => Promise<void>; mulai: () => Promise<void> };

/** A redis-server of our own on a free port, without persistence; stop and start it at will. */
export async function buatRedis(): Promise<RedisUji> {
  const port = await portBebas();
  let proses: ChildProcess | undefined;
  const mulai = async () => {
    proses = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    const batas = Date.now() + 10_000;
    while (Date.now() < batas) {
      try {
        if (jalankan("redis-cli", ["-p", String(port), "ping"]).trim() === "PONG") return;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("redis-server uji tidak siap dalam 10 detik");
  };
  const hentikan = async () => {
    const p = proses;
    if (!p || p.exitCode !== null) return;
    const selesai = new Promise((ok) => p.once("exit", ok));
    p.kill("SIGTERM");
    await selesai;
  };
  await mulai();
  return { url: `redis://127.0.0.1:${port}`, hentikan, mulai };
}

/** Wait until `f` returns true (checked every 200 ms), or fail after `ms`. */
export async function tungguSampai(f: () => Promise<boolean>, ms: number, apa: string): Promise<number> {
  const awal = Date.now();
  while (Date.now() - awal < ms) {
    if (await f().catch(() => false)) return Date.now() - awal;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${apa}: tidak terjadi dalam ${ms} ms`);
}
