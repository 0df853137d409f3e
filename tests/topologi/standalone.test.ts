import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DAFTAR_REFERENSI } from "@/lib/metadata/kode";
import { portBebas } from "@/scripts/topologi/instans";
import { pastikanBuildLengkap } from "@/tests/helpers/server";
import { validasiXml } from "@/tests/helpers/xmllint";

// The Docker image's runtime tree without Docker: scripts/bangun-standalone.sh (the script the Dockerfile runs in
// its build stage) lays it out from `npm run build`; then what the container's CMD does, in the same directory with
// only the environment compose.yaml gives: `node siapkan.mjs` (twice at once, as app1 and app2 start), then
// `node kluster.mjs` (one server.js worker per core behind the port). No tsx, no source tree, no dev dependencies:
// what is missing from the tree fails here.

const AKAR = path.resolve(import.meta.dirname, "../..");
const DIR = path.join(AKAR, ".data/standalone-uji");
const ADMIN_PG = process.env.TEST_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const nama = `gk_standalone_${crypto.randomBytes(5).toString("hex")}`;
const prefix = `gk-standalone-${crypto.randomBytes(4).toString("hex")}`;
const admin = postgres(ADMIN_PG, { max: 1, onnotice: () => {} });
const dbUrl = Object.assign(new URL(ADMIN_PG), { pathname: `/${nama}` }).toString();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "gk-standalone-"));
const ADMIN = { ADMIN_EMAIL: "admin@pemda.example", ADMIN_PASSWORD: "Standalone-Uji-2026", ADMIN_ORGANISASI_KODE: "DISKOMINFO", ADMIN_ORGANISASI_NAMA: "Dinas Komunikasi dan Informatika" };
const { privateKey, publicKey } = crypto.generateKeyPairSync("ed25519");

/** What the container sees: no developer variables (NODE_ENV=test, DATABASE_URL...), only compose.yaml's. */
const envWadah = (): Record<string, string> => ({
  PATH: process.env.PATH ?? "/usr/bin:/bin",
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  DATABASE_URL: dbUrl,
  REDIS_URL,
  REDIS_PREFIX: prefix,
  AUTH_SECRET: crypto.randomBytes(32).toString("base64url"),
  PUBLIC_BASE_URL: "http://127.0.0.1:8080",
  TRUSTED_PROXY: "1",
  SIGNING_PRIVATE_KEY: path.join(tmp, "signing-key.pem"),
  STORAGE_DIR: path.join(tmp, "storage"),
  ...ADMIN,
});
const env = envWadah();

function jalankan(perintah: string, args: string[], e: Record<string, string>): Promise<{ kode: number | null; keluaran: string }> {
  return new Promise((ok) => {
    // Cast: ProcessEnv declares NODE_ENV required (Next's types); e sets it.
    const p = spawn(perintah, args, { cwd: DIR, env: e as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] });
    let keluaran = "";
    p.stdout.on("data", (b: Buffer) => (keluaran += b.toString()));
    p.stderr.on("data", (b: Buffer) => (keluaran += b.toString()));
    p.on("exit", (kode) => ok({ kode, keluaran }));
  });
}

let server: ChildProcess | undefined;
let log = "";
let url = "";
let siapkan: { kode: number | null; keluaran: string }[] = [];

beforeAll(async () => {
  await pastikanBuildLengkap();
  const r = spawnSync("bash", ["scripts/bangun-standalone.sh", DIR], { cwd: AKAR, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`bangun-standalone.sh gagal:\n${r.stdout}\n${r.stderr}`);
  fs.writeFileSync(env.SIGNING_PRIVATE_KEY!, privateKey.export({ type: "pkcs8", format: "pem" }), { mode: 0o600 });
  await admin.unsafe(`create database ${nama}`);
  siapkan = await Promise.all([jalankan(process.execPath, ["siapkan.mjs"], env), jalankan(process.execPath, ["siapkan.mjs"], env)]);

  const port = await portBebas();
  url = `http://127.0.0.1:${port}`;
  const envServer: Record<string, string> = { ...env, PORT: String(port), HOSTNAME: "127.0.0.1" };
  const proses = spawn(process.execPath, ["kluster.mjs"], { cwd: DIR, env: envServer as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] });
  server = proses;
  proses.stdout.on("data", (b: Buffer) => (log += b.toString()));
  proses.stderr.on("data", (b: Buffer) => (log += b.toString()));
  const batas = Date.now() + 60_000;
  for (;;) {
    if (proses.exitCode !== null) throw new Error(`kluster.mjs berhenti (kode ${proses.exitCode}):\n${log}`);
    if (Date.now() > batas) throw new Error(`kluster.mjs tidak siap dalam 60 detik:\n${log}`);
    const res = await fetch(`${url}/api/health`).catch(() => undefined);
    if (res?.status === 200) break;
    await new Promise((ok) => setTimeout(ok, 250));
  }
}, 900_000);

afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) server.kill("SIGKILL");
  await admin.unsafe(`drop database if exists ${nama} with (force)`);
  await admin.end();
  const { Redis } = await import("ioredis");
  const redis = new Redis(REDIS_URL);
  const kunci = await redis.keys(`${prefix}:*`);
  if (kunci.length) await redis.del(...kunci);
  redis.disconnect();
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.rmSync(DIR, { recursive: true, force: true });
});

describe("the image's runtime tree (scripts/bangun-standalone.sh), run as the container runs it", () => {
  it("holds the server, static assets, migrations and the siapkan bundle, without the source tree", () => {
    for (const f of ["server.js", "pekerja.mjs", "kluster.mjs", "siapkan.mjs", ".next/BUILD_ID", "drizzle/meta/_journal.json", "node_modules/next/package.json"]) {
      expect(fs.existsSync(path.join(DIR, f)), f).toBe(true);
    }
    expect(fs.readdirSync(path.join(DIR, ".next/static")).length).toBeGreaterThan(0);
    // argon2's native binding for this platform travels with the traced node_modules (the bundle leaves it out).
    expect(fs.readdirSync(path.join(DIR, "node_modules/@node-rs")).some((d) => d.startsWith("argon2-linux-"))).toBe(true);
    for (const f of ["app", "lib", "tests", "node_modules/tsx", "node_modules/typescript"]) expect(fs.existsSync(path.join(DIR, f)), f).toBe(false);
  });

  it("starts one worker per core behind the port, the pool split among them (the container's CMD)", () => {
    const n = os.availableParallelism();
    const pool = Array.from({ length: n }, (_, i) => Math.floor(10 / n) + (i < 10 % n ? 1 : 0)).join(" + ");
    expect(log).toContain(`[server] ${n} pekerja (jumlah inti) berbagi satu port; pool basis data ${pool} koneksi`);
  });

  it("db:siapkan from two instances at once: both succeed, base data and the Admin once", async () => {
    for (const s of siapkan) expect(s.kode, s.keluaran).toBe(0);
    const keluaran = siapkan.map((s) => s.keluaran).join("\n");
    expect(keluaran).toMatch(/Admin {10}dibuat: admin@pemda\.example \(organisasi DISKOMINFO, baru\)/);
    expect(keluaran).toMatch(/1 Admin aktif sudah ada; ADMIN_EMAIL\/ADMIN_PASSWORD tidak dipakai/);
    const db = postgres(dbUrl, { max: 1, onnotice: () => {} });
    try {
      const [n] = await db`select (select count(*) from referensi)::int as ref, (select count(*) from standar)::int as std,
        (select count(*) from csw_pengaturan)::int as csw, (select count(*) from pengguna where peran = 'Admin')::int as adm,
        (select count(*) from organisasi)::int as org`;
      expect(n).toMatchObject({ std: 7, csw: 1, adm: 1, org: 1 });
      expect(n?.ref).toBeGreaterThan(100);
    } finally {
      await db.end();
    }
    // A weak password stops the start with the rule, before the server would run.
    const lemah = await jalankan(process.execPath, ["siapkan.mjs"], { ...env, ADMIN_PASSWORD: "pendek" });
    expect(lemah.kode).toBe(1);
    expect(lemah.keluaran).toContain("ADMIN_PASSWORD: Kata sandi minimal 12 karakter.");
  });

  it("serves health, reference lists, the public pages and their static assets", async () => {
    const sehat = await fetch(`${url}/api/health`);
    expect(sehat.status).toBe(200);
    expect(await sehat.json()).toMatchObject({ status: "ok", db: "connected" });
    const bahasa = await fetch(`${url}/api/referensi/BAHASA`);
    expect(bahasa.status).toBe(200);
    expect(await bahasa.json()).toEqual(DAFTAR_REFERENSI.BAHASA);
    for (const jalur of ["/", "/katalog", "/standar"]) {
      const res = await fetch(url + jalur);
      expect(res.status, jalur).toBe(200);
      expect(res.headers.get("content-type"), jalur).toContain("text/html");
      const html = await res.text();
      const aset = [...html.matchAll(/\/_next\/static\/[^"']+\.(?:js|css)/g)].map((m) => m[0]);
      expect(aset.length, jalur).toBeGreaterThan(0);
      const berkas = await fetch(url + aset[0]);
      expect(berkas.status, aset[0]).toBe(200);
    }
  });

  it("serves the icon browsers ask for and the page links, robots.txt and the sitemap index it names", async () => {
    const ico = await fetch(`${url}/favicon.ico`);
    expect(ico.status).toBe(200);
    expect(ico.headers.get("content-type")).toBe("image/x-icon");
    // ICO header: reserved 0, type 1 (icon), then the image count.
    expect([...new Uint8Array(await ico.arrayBuffer()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    const html = await (await fetch(`${url}/`)).text();
    const ikon = /<link rel="icon" href="(\/icon\.svg[^"]*)"[^>]*type="image\/svg\+xml"/.exec(html)?.[1];
    expect(ikon, "tautan ikon SVG di <head>").toBeDefined();
    const svg = await fetch(url + ikon!.replaceAll("&amp;", "&"));
    expect(svg.status).toBe(200);
    expect(svg.headers.get("content-type")).toBe("image/svg+xml");

    const robots = await (await fetch(`${url}/robots.txt`)).text();
    expect(robots).toContain("Sitemap: http://127.0.0.1:8080/sitemap.xml");
    const indeks = await fetch(`${url}/sitemap.xml`);
    expect(indeks.status).toBe(200);
    const teksIndeks = await indeks.text();
    expect(validasiXml(teksIndeks, "sitemap")).toEqual({ ok: true, galat: "" });
    expect(teksIndeks).toContain("<loc>http://127.0.0.1:8080/sitemap/0.xml</loc>");
    const peta = await fetch(`${url}/sitemap/0.xml`);
    expect(peta.status).toBe(200);
    expect(validasiXml(await peta.text(), "sitemap")).toEqual({ ok: true, galat: "" });
  });

  it("answers /csw GetCapabilities (schema-valid, the Admin's organisation as provider) and DescribeRecord", async () => {
    const cap = await fetch(`${url}/csw?service=CSW&version=2.0.2&request=GetCapabilities`);
    expect(cap.status).toBe(200);
    expect(cap.headers.get("content-type")).toMatch(/xml/);
    const teks = await cap.text();
    expect(validasiXml(teks, "csw")).toEqual({ ok: true, galat: "" });
    expect(teks).toContain("<ows:ProviderName>Dinas Komunikasi dan Informatika</ows:ProviderName>");
    const desc = await fetch(`${url}/csw?service=CSW&version=2.0.2&request=DescribeRecord&typeName=csw:Record`);
    expect(desc.status).toBe(200);
    const teksDesc = await desc.text();
    expect(teksDesc).toMatch(/^<\?xml[^>]*\?>\s*<csw:DescribeRecordResponse /);
    expect(teksDesc).toContain('targetNamespace="http://www.opengis.net/cat/csw/2.0.2"');
  });

  it("answers /ogcapi JSON on the worker's own path and its HTML through Next's pages; Next redirects a trailing slash", async () => {
    // Next marks its own answers with its router's Vary entries; the worker's own path does not.
    const dariNext = (res: Response) => /\brsc\b/.test(res.headers.get("vary") ?? "");
    const depan = await fetch(`${url}/ogcapi`, { headers: { accept: "application/json" } });
    expect(depan.status).toBe(200);
    expect(depan.headers.get("content-type")).toBe("application/json");
    expect(depan.headers.get("x-frame-options")).toBe("DENY");
    expect(dariNext(depan)).toBe(false);
    expect((await depan.json()).links.map((l: { rel: string }) => l.rel)).toEqual(expect.arrayContaining(["self", "conformance", "data"]));
    const items = await fetch(`${url}/ogcapi/collections/metadata/items?q=peta&bbox=95,-11,141,6&limit=2`, { headers: { accept: "application/geo+json" } });
    expect(items.status).toBe(200);
    expect(items.headers.get("content-type")).toBe("application/geo+json");
    expect(dariNext(items)).toBe(false);
    expect((await items.json()).type).toBe("FeatureCollection");
    const halamanHtml: [string, string][] = [
      ["/ogcapi/collections?f=html", "application/json"],
      ["/ogcapi/collections/metadata/items?limit=2", "text/html,application/xhtml+xml,*/*;q=0.8"],
    ];
    for (const [jalur, accept] of halamanHtml) {
      const html = await fetch(url + jalur, { headers: { accept } });
      expect(html.status, jalur).toBe(200);
      expect(html.headers.get("content-type"), jalur).toMatch(/^text\/html/);
      expect(dariNext(html), jalur).toBe(true);
      expect(await html.text(), jalur).toContain("</html>");
    }
    const garis = await fetch(`${url}/ogcapi/`, { redirect: "manual", headers: { accept: "application/json" } });
    expect(garis.status).toBe(308);
    expect(garis.headers.get("location")).toBe("/ogcapi");
    const persen = await fetch(`${url}/ogcapi/collections/metadata/items/%41`, { headers: { accept: "application/json" } });
    expect(persen.status).toBe(404);
    expect(persen.headers.get("content-type")).toBe("application/problem+json");
  });

  it("lets the bootstrap Admin sign in and use the admin API; publishes the configured signing key", async () => {
    const masuk = await fetch(`${url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
    });
    expect(masuk.status).toBe(200);
    expect(await masuk.json()).toEqual({ requiresOtp: false });
    const sesi = masuk.headers.getSetCookie().find((c) => c.startsWith("gk_sesi="));
    expect(sesi).toMatch(/; Secure/i);
    const status = await fetch(`${url}/api/admin/organisasi/status`, { headers: { cookie: sesi!.split(";")[0]! } });
    expect(status.status).toBe(200);
    expect(await status.json()).toMatchObject({ storage: { connected: true }, csw: { provider: "builtin", healthy: true } });
    const salah = await fetch(`${url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: "Salah-Sandi-2026" }),
    });
    expect(salah.status).toBe(401);
    const kunci = await fetch(`${url}/api/verify/kunci-publik`);
    expect(kunci.status).toBe(200);
    expect(await kunci.text()).toContain(publicKey.export({ type: "spki", format: "pem" }).toString().split("\n")[1]);
  });

  it("exits by itself within 10 s of SIGTERM (compose's stop_grace_period)", async () => {
    const p = server!;
    const awal = Date.now();
    const selesai = new Promise<number | null>((ok) => p.once("exit", (kode) => ok(kode)));
    p.kill("SIGTERM");
    const kode = await Promise.race([selesai, new Promise<"habis">((ok) => setTimeout(() => ok("habis"), 10_000))]);
    // 143 (128 + SIGTERM): every worker drained and exited; a forced exit after 9 s (lib/http/penutupan.ts) would be 1.
    expect(kode, log).toBe(143);
    expect(Date.now() - awal).toBeLessThan(10_000);
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  }, 15_000);
});
