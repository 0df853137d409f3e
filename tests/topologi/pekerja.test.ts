import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { hentikanInstans } from "@/scripts/topologi/instans";
import { createTestDatabase } from "@/tests/helpers/db";
import { hapusKunciRedis } from "@/tests/helpers/redis";
import { DIST_LENGKAP, pastikanBuildLengkap } from "@/tests/helpers/server";
import { envProses, mulaiNpmStart, pekerja, pemilikSambungan, sambunganTerjawab, tunggu, type Mulai } from "./proses-pekerja";
import { unggahLambat } from "@/tests/helpers/unggah-lambat";

// `npm start` on all cores (scripts/server/kluster.ts): N standalone server workers behind one port on real Postgres
// and Redis, each with its share of DATABASE_POOL_MAX; a crashed worker comes back; SIGTERM drains every worker.
// Where state lives in one process (embedded PGlite, no Redis) the start stays one worker and says why.

process.env.TEST_PG_ADMIN_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const prefix = `gk-pekerja-${crypto.randomBytes(4).toString("hex")}`;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "gk-pekerja-"));
let h: DatabaseHandle;
const dimulai: Mulai[] = [];

/** The environment of an operator's `npm start`; `tambahan` values of undefined remove a variable. */
const envStart = (tambahan: Record<string, string | undefined>) => ({
  ...process.env,
  NEXT_DIST_DIR: DIST_LENGKAP,
  AUTH_SECRET: crypto.randomBytes(32).toString("base64url"),
  REDIS_PREFIX: prefix,
  PUBLIC_BASE_URL: "http://127.0.0.1",
  STORAGE_DIR: path.join(tmp, "storage"),
  DATABASE_READ_URL: undefined,
  ...tambahan,
});

const mulai = async (tambahan: Record<string, string | undefined>) => {
  const app = await mulaiNpmStart(envStart(tambahan));
  dimulai.push(app);
  return app;
};

beforeAll(async () => {
  await pastikanBuildLengkap();
  h = await createTestDatabase();
}, 900_000);

afterAll(async () => {
  for (const app of dimulai) await hentikanInstans(app);
  await h?.close();
  await hapusKunciRedis(REDIS_URL, prefix);
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** A request on a new connection: its status, or the connection error's code. */
const permintaanBaru = (url: string) =>
  new Promise<number | string>((ok) => {
    const req = http.get(`${url}/api/health`, { agent: false }, (res) => (res.resume(), ok(res.statusCode ?? 0)));
    req.on("error", (e: NodeJS.ErrnoException) => ok(e.code ?? String(e)));
  });

describe("npm start with WEB_CONCURRENCY=2 on Postgres and Redis", () => {
  let app: Mulai;
  beforeAll(async () => {
    app = await mulai({ DATABASE_URL: h.url!, REDIS_URL, WEB_CONCURRENCY: "2", DATABASE_POOL_MAX: "6" });
  }, 180_000);

  it("runs two workers behind the one port, each with half the pool, and both answer", async () => {
    expect(app.log()).toContain("[server] 2 pekerja (WEB_CONCURRENCY) berbagi satu port; pool basis data 3 + 3 koneksi");
    const ws = pekerja(app.proses.pid!);
    expect(ws).toHaveLength(2);
    expect(ws.map((w) => envProses(w).DATABASE_POOL_MAX)).toEqual(["3", "3"]);
    // Connections are dealt out in turn: of six, each worker holds some (the server end of the socket is its fd).
    const sambungan = [];
    for (let i = 0; i < 6; i++) sambungan.push(await sambunganTerjawab(app.port, "/api/health"));
    try {
      expect(sambungan.map((s) => s.status)).toEqual([200, 200, 200, 200, 200, 200]);
      const pemilik = sambungan.map((s) => pemilikSambungan(ws, s.soket, app.port));
      expect(pemilik.every((p) => p !== undefined)).toBe(true);
      expect(new Set(pemilik)).toEqual(new Set(ws));
    } finally {
      for (const s of sambungan) s.soket.destroy();
    }
  });

  it("starts a crashed worker again, and the port keeps answering", async () => {
    const [mati, tetap] = pekerja(app.proses.pid!) as [number, number];
    process.kill(mati, "SIGKILL");
    await tunggu(() => pekerja(app.proses.pid!).length === 2 && !pekerja(app.proses.pid!).includes(mati), () => `pekerja pengganti tidak muncul:\n${app.log()}`);
    expect(app.log()).toMatch(new RegExp(`\\[server\\] pekerja [12] \\(pid ${mati}\\) berhenti \\(sinyal SIGKILL\\); dimulai ulang`));
    const baru = pekerja(app.proses.pid!).find((w) => w !== tetap)!;
    // Until the new worker listens, the primary deals every connection to the other one.
    let dilayaniBaru = false;
    const batas = Date.now() + 60_000;
    while (!dilayaniBaru && Date.now() < batas) {
      const s = await sambunganTerjawab(app.port, "/api/health");
      expect(s.status).toBe(200);
      dilayaniBaru = pemilikSambungan([baru], s.soket, app.port) === baru;
      s.soket.destroy();
      if (!dilayaniBaru) await new Promise((ok) => setTimeout(ok, 250));
    }
    expect(dilayaniBaru, app.log()).toBe(true);
  }, 120_000);

  it("on SIGTERM drains a request in flight in each worker, refuses new connections, and exits 143", async () => {
    const ws = pekerja(app.proses.pid!);
    const unggah = [unggahLambat(`${app.url}/csw`), unggahLambat(`${app.url}/csw`)];
    let pemilik: (number | undefined)[] = [];
    await tunggu(
      () => (pemilik = unggah.map((u) => (u.req.socket ? pemilikSambungan(ws, u.req.socket, app.port) : undefined))).every((p) => p !== undefined),
      () => `unggahan belum diterima pekerja:\n${app.log()}`,
    );
    expect(new Set(pemilik)).toEqual(new Set(ws));

    const keluar = new Promise<number | null>((ok) => app.proses.once("exit", (kode) => ok(kode)));
    app.proses.kill("SIGTERM");
    await tunggu(() => app.log().match(/\[server\] SIGTERM: permintaan baru ditolak/g)?.length === 2, () => `SIGTERM tidak sampai ke kedua pekerja:\n${app.log()}`);
    let baru: number | string = 0;
    const batas = Date.now() + 10_000;
    while ((baru = await permintaanBaru(app.url)) !== "ECONNREFUSED" && Date.now() < batas) await new Promise((ok) => setTimeout(ok, 100));
    expect(baru).toBe("ECONNREFUSED");

    // Sent only now: each worker was still waiting for its request's body, and answers it whole.
    for (const u of unggah) u.kirimSisa();
    for (const r of await Promise.all(unggah.map((u) => u.selesai))) {
      expect(r).toMatchObject({ status: 200, utuh: true });
      expect(r.teks).toContain("<csw:GetRecordsResponse");
    }
    // 128 + 15: every worker drained; 1 would mean one was forced out after its 9 s.
    expect(await keluar, app.log()).toBe(143);
    expect(app.log()).not.toMatch(/batas waktu penutupan terlampaui|dihentikan paksa/);
    expect(pekerja(app.proses.pid!)).toEqual([]);
  }, 60_000);
});

describe("npm start where state lives in one process", () => {
  it("stays one worker on the embedded PGlite and says why in one line", async () => {
    const app = await mulai({ DATABASE_URL: undefined, PGLITE_DIR: path.join(tmp, "pglite"), REDIS_URL, WEB_CONCURRENCY: "2" });
    const baris = app.log().split("\n").filter((b) => b.startsWith("[server] 1 pekerja"));
    expect(baris).toHaveLength(1);
    expect(baris[0]).toMatch(/^\[server\] 1 pekerja, bukan 2 \(WEB_CONCURRENCY\): tanpa DATABASE_URL basis datanya PGlite tertanam, direktorinya dipegang satu proses; pool basis data 10 koneksi$/);
    expect(pekerja(app.proses.pid!)).toHaveLength(1);
    await hentikanInstans(app);
    expect(app.proses.exitCode).toBe(143);
  }, 180_000);

  it("stays one worker without REDIS_URL (limits and cache in process memory) and says why", async () => {
    const app = await mulai({ DATABASE_URL: h.url!, REDIS_URL: undefined, WEB_CONCURRENCY: "2", DATABASE_POOL_MAX: "4" });
    const baris = app.log().split("\n").filter((b) => b.startsWith("[server] 1 pekerja"));
    expect(baris).toHaveLength(1);
    expect(baris[0]).toMatch(/^\[server\] 1 pekerja, bukan 2 \(WEB_CONCURRENCY\): tanpa REDIS_URL batas laju dan generasi cache CSW ada di memori proses/);
    expect(pekerja(app.proses.pid!)).toHaveLength(1);
    expect(pekerja(app.proses.pid!).map((w) => envProses(w).DATABASE_POOL_MAX)).toEqual(["4"]);
  }, 180_000);
});

describe("npm start with a configuration its workers refuse", () => {
  it("stops with the workers' exit code and reason instead of restarting them", async () => {
    const env = envStart({ DATABASE_URL: "postgres://postgres@127.0.0.1:1/tidak_ada", REDIS_URL, WEB_CONCURRENCY: "2", AUTH_SECRET: "changeme-changeme-changeme-changeme" });
    const gagal = mulaiNpmStart(env);
    await expect(gagal).rejects.toThrow(/server berhenti \(kode 1\)[\s\S]*AUTH_SECRET: wajib di produksi[\s\S]*\[server\] pekerja [12] berhenti sebelum siap \(kode 1\); server tidak dimulai/);
    await expect(gagal).rejects.not.toThrow(/dimulai ulang/);
  }, 180_000);
});
