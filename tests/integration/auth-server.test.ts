/**
 * Sign-in through real HTTP against two production server instances (standalone) sharing one Postgres
 * database and one Redis: cookies as a browser keeps them, OTP mail delivered by the instances' own worker to a
 * real SMTP server, sessions revoked across instances, and login rate limits counted once for both.
 * Always on the local Postgres (a server process cannot share an in-memory PGlite): in `npm run test:pg` only.
 */
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { createTestDatabase } from "@/tests/helpers/db";
import { mulaiSmtpUji, teksSurat } from "@/tests/helpers/pos";
import { hentikanServer, mulaiServer, pastikanBuild, type ServerUji } from "@/tests/helpers/server";
import { buatAkun, buatOrganisasi, KATA_SANDI_UJI, type AkunUji } from "@/tests/helpers/sesi";
import { hapusKunciRedis } from "@/tests/helpers/redis";
import { dalamSatuJendela } from "@/tests/helpers/jendela";

process.env.TEST_PG_ADMIN_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const prefix = `gk-uji-e2e-${crypto.randomBytes(4).toString("hex")}`;

let h: DatabaseHandle;
let smtp: Awaited<ReturnType<typeof mulaiSmtpUji>>;
let a: ServerUji;
let b: ServerUji;
let biasa: AkunUji;
let pakaiOtp: AkunUji;

beforeAll(async () => {
  await pastikanBuild();
  h = await createTestDatabase();
  const org = await buatOrganisasi(h.db, "E2E");
  biasa = await buatAkun(h.db, "Produsen", org.id, "e2e-biasa");
  pakaiOtp = await buatAkun(h.db, "Walidata", org.id, "e2e-otp", { otpAktif: true });
  smtp = await mulaiSmtpUji();
  const env = {
    DATABASE_URL: h.url!,
    DATABASE_POOL_MAX: "3",
    REDIS_URL,
    REDIS_PREFIX: prefix,
    AUTH_SECRET: crypto.randomBytes(32).toString("base64url"),
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    PUBLIC_BASE_URL: "http://127.0.0.1",
    // The test plays the proxy: X-Forwarded-For carries each simulated client's address.
    TRUSTED_PROXY: "1",
  };
  [a, b] = await Promise.all([mulaiServer(env), mulaiServer(env)]);
}, 600_000);

afterAll(async () => {
  await Promise.all([hentikanServer(a), hentikanServer(b)]);
  await smtp?.tutup();
  await h?.close();
  await hapusKunciRedis(REDIS_URL, prefix);
});

/** Cookies as a browser stores them for one site (both instances are the same site). */
class Peramban {
  cookie = new Map<string, string>();
  setCookie: string[] = [];
  async kirim(server: ServerUji, path: string, opsi: { method?: string; body?: unknown; ip?: string } = {}) {
    const headers: Record<string, string> = { "x-forwarded-for": opsi.ip ?? "198.51.100.1" };
    if (this.cookie.size) headers.cookie = [...this.cookie].map(([k, v]) => `${k}=${v}`).join("; ");
    if (opsi.body !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(server.url + path, { method: opsi.method ?? (opsi.body === undefined ? "GET" : "POST"), headers, body: opsi.body === undefined ? undefined : JSON.stringify(opsi.body), redirect: "manual" });
    this.setCookie = res.headers.getSetCookie();
    for (const c of this.setCookie) {
      const [pasangan] = c.split(";");
      const [nama, ...nilai] = pasangan!.split("=");
      if (/max-age=0/i.test(c) || nilai.join("=") === "") this.cookie.delete(nama!);
      else this.cookie.set(nama!, nilai.join("="));
    }
    const teks = await res.text();
    return { status: res.status, headers: res.headers, body: (teks ? JSON.parse(teks) : null) as Record<string, unknown> | null };
  }
}

async function tunggu<T>(f: () => T | undefined, ms = 20_000): Promise<T> {
  const batas = Date.now() + ms;
  for (;;) {
    const v = f();
    if (v !== undefined) return v;
    if (Date.now() > batas) throw new Error("tidak terjadi dalam batas waktu");
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("sign-in over real HTTP, two instances", () => {
  it("sets a Secure HttpOnly SameSite cookie that works on both instances until logout ends it on both", async () => {
    const p = new Peramban();
    const masuk = await p.kirim(a, "/api/auth/login", { body: { email: biasa.email, password: KATA_SANDI_UJI }, ip: "198.51.100.10" });
    expect(masuk.status).toBe(200);
    expect(masuk.body).toEqual({ requiresOtp: false });
    const c = p.setCookie.find((x) => x.startsWith("gk_sesi="))!;
    expect(c).toMatch(/HttpOnly/i);
    expect(c).toMatch(/SameSite=lax/i);
    expect(c).toMatch(/Secure/i);
    expect((await p.kirim(a, "/api/user/profil")).body).toMatchObject({ email: biasa.email });
    expect((await p.kirim(b, "/api/user/profil")).status).toBe(200);
    const curian = new Map(p.cookie);
    expect((await p.kirim(a, "/api/auth/logout", { method: "POST" })).status).toBe(200);
    p.cookie = curian;
    const r = await p.kirim(b, "/api/user/profil");
    expect(r.status).toBe(401);
    expect(Object.keys(r.body!)).toEqual(["error"]);
  });

  it("with OTP: the instance's worker mails the code, and the other instance accepts it", async () => {
    const p = new Peramban();
    const masuk = await p.kirim(a, "/api/auth/login", { body: { email: pakaiOtp.email, password: KATA_SANDI_UJI }, ip: "198.51.100.11" });
    expect(masuk.body).toEqual({ requiresOtp: true });
    expect(p.cookie.has("gk_sesi")).toBe(false);
    const surat = await tunggu(() => smtp.surat.find((s) => s.kepada.includes(pakaiOtp.email)));
    const kode = /Kode masuk GeoKatalog Anda: ([0-9]{6})/.exec(teksSurat(surat.mentah))![1]!;
    const salah = await p.kirim(b, "/api/auth/otp", { body: { otp: kode === "000000" ? "000001" : "000000" }, ip: "198.51.100.11" });
    expect(salah).toMatchObject({ status: 401, body: { error: "Kode OTP salah." } });
    const ok = await p.kirim(b, "/api/auth/otp", { body: { otp: kode }, ip: "198.51.100.11" });
    expect(ok.status).toBe(200);
    expect(p.cookie.has("gk_sesi")).toBe(true);
    expect((await p.kirim(a, "/api/user/profil")).body).toMatchObject({ peran: "Walidata" });
  });

  it("counts the per-IP login limit once across both instances (Redis), 429 without Retry-After", { timeout: 90_000 }, async () => {
    await dalamSatuJendela(60, 25);
    const p = new Peramban();
    const status: number[] = [];
    for (let i = 0; i < 21; i++) {
      const r = await p.kirim(i % 2 ? b : a, "/api/auth/login", { body: { email: `tebak${i}@uji.geokatalog.example`, password: "x" }, ip: "203.0.113.7" });
      status.push(r.status);
      if (r.status === 429) {
        expect(r.headers.get("retry-after")).toBeNull();
        expect(r.body).toEqual({ error: expect.stringMatching(/Terlalu banyak/) });
      }
    }
    expect(status.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(status[20]).toBe(429);
    // Another address is not affected.
    expect((await p.kirim(b, "/api/auth/login", { body: { email: biasa.email, password: KATA_SANDI_UJI }, ip: "203.0.113.8" })).status).toBe(200);
  });

  it("requires a session and the right role on authenticated areas", async () => {
    const anonim = new Peramban();
    expect((await anonim.kirim(a, "/api/metadata")).status).toBe(401);
    const p = new Peramban();
    await p.kirim(b, "/api/auth/login", { body: { email: biasa.email, password: KATA_SANDI_UJI }, ip: "198.51.100.12" });
    expect((await p.kirim(a, "/api/metadata")).status).toBe(200);
    expect((await p.kirim(a, "/api/admin/organisasi")).status).toBe(403);
    expect((await p.kirim(a, "/api/walidata/antrean")).status).toBe(403);
  });
});
