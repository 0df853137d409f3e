/**
 * Malformed addresses through real HTTP against a production server (`next start`): a path Next cannot decode
 * ("/katalog/%E0%A4%A") used to be a bare 500 without our security headers. Now every page and API route answers
 * 400 (a small HTML page, or `{error}` under /api) with the headers of lib/keamanan/header.ts, and the server logs
 * nothing. The API build of tests/helpers/server.ts serves it: proxy.ts answers for pages too, before any route.
 * Always on the local Postgres (a server process cannot share an in-memory PGlite).
 */
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { headerKeamanan } from "@/lib/keamanan/header";
import { createTestDatabase } from "@/tests/helpers/db";
import { hapusKunciRedis } from "@/tests/helpers/redis";
import { hentikanServer, mulaiServer, pastikanBuild, type ServerUji } from "@/tests/helpers/server";

process.env.TEST_PG_ADMIN_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const prefix = `gk-uji-alamat-${crypto.randomBytes(4).toString("hex")}`;
const TILE = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

let h: DatabaseHandle;
let s: ServerUji;

beforeAll(async () => {
  await pastikanBuild();
  h = await createTestDatabase();
  s = await mulaiServer({
    DATABASE_URL: h.url!,
    DATABASE_POOL_MAX: "2",
    REDIS_URL,
    REDIS_PREFIX: prefix,
    AUTH_SECRET: crypto.randomBytes(32).toString("base64url"),
    PUBLIC_BASE_URL: "http://127.0.0.1",
    MAP_TILE_URL: TILE,
  });
}, 600_000);

afterAll(async () => {
  await hentikanServer(s);
  await h?.close();
  await hapusKunciRedis(REDIS_URL, prefix);
});

const ambil = (path: string, init: RequestInit = {}) => fetch(s.url + path, { redirect: "manual", ...init });

/** Every security header of a production response is on the answer, with its configured value. */
function adaHeaderKeamanan(res: Response): void {
  for (const { key, value } of headerKeamanan({ tileUrl: TILE, produksi: true })) expect(res.headers.get(key), key).toBe(value);
}

const HALAMAN = [
  "/katalog/%E0%A4%A",
  "/katalog/%E0%A4%A?x=1",
  "/katalog/%",
  "/katalog/%zz",
  "/standar/%E0%A4%A",
  "/verifikasi/%C0%AF",
  "/sitemap/%E0.xml",
  "/%E0%A4%A",
  "/dashboard/metadata/%E0%A4%A",
  "/katalog/%00",
  "/katalog/a%01b",
  "/katalog?q=%00",
  "/katalog?q=a%1Fb",
  "/katalog?%00=x",
];

const API = [
  "/api/public/metadata/%E0%A4%A",
  "/api/public/metadata/%E0%A4%A/xml",
  "/api/referensi/%E0%A4%A",
  "/api/standar/%",
  "/api/verify/%E0%A4%A",
  "/api/verify/%E0%A4%A/bukti",
  "/api/metadata/%E0%A4%A",
  "/api/referensi/%00",
  "/api/public/metadata?q=%00",
  "/api/public/metadata?kategori=a%08b",
];

describe("pages", () => {
  it.each(HALAMAN)("GET %s: 400 page with the security headers", async (path) => {
    for (const cookie of [undefined, "gk_sesi=bukan-sesi"]) {
      const res = await ambil(path, { headers: cookie ? { cookie } : {} });
      expect(res.status).toBe(400);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      adaHeaderKeamanan(res);
      const teks = await res.text();
      expect(teks).toContain("Alamat tidak valid");
      expect(teks).not.toMatch(/Internal Server Error|\n\s+at /);
    }
  });
});

describe("API routes", () => {
  it.each(API)("GET %s: 400 {error} with the security headers", async (path) => {
    const res = await ambil(path);
    expect(res.status).toBe(400);
    adaHeaderKeamanan(res);
    const body = (await res.json()) as { error?: string };
    expect(body.error).toMatch(/kode persen|karakter/);
  });

  it("a body sent to a malformed API path is refused the same way", async () => {
    const res = await ambil("/api/metadata/%E0%A4%A", { method: "PATCH", headers: { "content-type": "application/json" }, body: JSON.stringify({ versi: 1 }) });
    expect(res.status).toBe(400);
    adaHeaderKeamanan(res);
  });
});

describe("well-formed addresses are untouched", () => {
  it("a percent-encoded space in an API path reaches the route; plain requests answer as before", async () => {
    const standar = await ambil("/api/standar/peta%20dasar");
    expect(standar.status).toBe(404);
    expect(((await standar.json()) as { error: string }).error).toBe("Standar tidak ditemukan.");
    expect((await ambil("/api/public/metadata?q=peta%20batas")).status).toBe(200);
    expect((await ambil("/api/health")).status).toBe(200);
  });

  it("a malformed escape in a query is read as U+FFFD by Next's router before any code of ours: never a 500", async () => {
    for (const path of ["/api/public/metadata?q=%E0%A4%A", "/api/public/metadata?q=%ED%A0%80"]) {
      const res = await ambil(path);
      expect(res.status).toBe(200);
      adaHeaderKeamanan(res);
      expect(((await res.json()) as { total: number }).total).toBe(0);
    }
  });

  it("nothing above reached the server's error log", () => {
    const log = s.log.join("");
    expect(log).not.toMatch(/galat tak terduga|galat internal|Internal Server Error|URIError|DecodeError/);
  });
});
