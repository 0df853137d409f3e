import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { POST as otp } from "@/app/api/auth/otp/route";
import { GET as profil, PATCH as ubahProfil } from "@/app/api/user/profil/route";
import { POST as gantiSandi } from "@/app/api/user/profil/kata-sandi/route";
import { PESAN_KREDENSIAL_SALAH } from "@/lib/auth/masuk";
import { hapusSesiLama } from "@/lib/auth/sesi";
import { PESAN_OTP } from "@/lib/auth/verifikasi-otp";
import type { DatabaseHandle } from "@/lib/db/client";
import { antreanPesan, loginTertunda, pengguna, sesi } from "@/lib/db/schema";
import { isiPesan } from "@/lib/mail/rahasia";
import { PESAN_BELUM_MASUK } from "@/lib/http/with-session";
import { getRedis } from "@/lib/redis";
import { createTestDatabase } from "@/tests/helpers/db";
import { buatAkun, buatOrganisasi, CookieJar, KATA_SANDI_UJI, kirim, pakaiRedisUji, type AkunUji } from "@/tests/helpers/sesi";
import { dalamSatuJendela } from "@/tests/helpers/jendela";

const prefix = pakaiRedisUji();
let h: DatabaseHandle;
let biasa: AkunUji;
let pakaiOtp: AkunUji;
let nonaktif: AkunUji;
let ipBerikut = 1;
/** A new client IP per sign-in, so the per-IP limit only counts where a test means it to. */
const ipBaru = () => `10.1.${Math.floor(ipBerikut / 250)}.${ipBerikut++ % 250}`;

beforeAll(async () => {
  h = await createTestDatabase();
  const org = await buatOrganisasi(h.db, "AUTH");
  biasa = await buatAkun(h.db, "Produsen", org.id, "biasa");
  pakaiOtp = await buatAkun(h.db, "Walidata", org.id, "otp", { otpAktif: true });
  nonaktif = await buatAkun(h.db, "Produsen", org.id, "nonaktif", { aktif: false });
});
afterAll(async () => {
  const redis = await getRedis();
  if (redis) {
    const kunci = await redis.keys(`${prefix}:*`);
    if (kunci.length) await redis.del(...kunci);
    redis.disconnect();
  }
  await h?.close();
});

async function masuk(email: string, password = KATA_SANDI_UJI, jar = new CookieJar(), ip = ipBaru()) {
  const res = await kirim<{ requiresOtp?: boolean; error?: string }>(login, "/api/auth/login", { body: { email, password }, jar, ip });
  return { res, jar };
}

async function kodeOtpTerakhir(email: string): Promise<string> {
  const [m] = await h.db.select().from(antreanPesan).where(and(eq(antreanPesan.tujuan, email), eq(antreanPesan.jenis, "otp"))).orderBy(desc(antreanPesan.id)).limit(1);
  return /([0-9]{6})/.exec(isiPesan(m!))![1]!;
}

describe("POST /api/auth/login without OTP", () => {
  it("sets an HTTP-only SameSite session cookie that opens the profile", async () => {
    const { res, jar } = await masuk(biasa.email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ requiresOtp: false });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("gk_sesi="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i); // only in production
    const p = await kirim<{ email: string; peran: string; organisasi: { kode: string } }>(profil, "/api/user/profil", { jar });
    expect(p.status).toBe(200);
    expect(p.body).toMatchObject({ email: biasa.email, peran: "Produsen", organisasi: { kode: "AUTH" } });
    expect(JSON.stringify(p.body)).not.toMatch(/argon2|passwordHash/);
  });

  it("answers a wrong password, an unknown e-mail and a deactivated account alike, in similar time", async () => {
    const waktu: number[] = [];
    for (const [email, pw] of [[biasa.email, "salah-sekali-123"], ["tidak.ada@uji.geokatalog.example", KATA_SANDI_UJI], [nonaktif.email, KATA_SANDI_UJI]] as const) {
      const t0 = performance.now();
      const { res, jar } = await masuk(email, pw);
      waktu.push(performance.now() - t0);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: PESAN_KREDENSIAL_SALAH });
      expect(jar.isi.size).toBe(0);
    }
    // An unknown e-mail still runs argon2: it must not be an order of magnitude faster than a wrong password.
    expect(waktu[1]!).toBeGreaterThan(waktu[0]! / 5);
  });

  it("is case-insensitive on the e-mail and rejects bad bodies clearly", async () => {
    expect((await masuk(biasa.email.toUpperCase())).res.status).toBe(200);
    const bukanJson = await kirim(login, "/api/auth/login", { body: "{email:", ip: ipBaru() });
    expect(bukanJson.status).toBe(400);
    expect(bukanJson.body).toEqual({ error: "Badan permintaan bukan JSON yang valid." });
    const tanpaSandi = await kirim<{ detail: { path: string }[] }>(login, "/api/auth/login", { body: { email: biasa.email }, ip: ipBaru() });
    expect(tanpaSandi.status).toBe(400);
    expect(tanpaSandi.body.detail.map((d) => d.path)).toEqual(["password"]);
  });

  it("never adopts a session cookie the client brings (session fixation): sign-in issues a new one", async () => {
    // An attacker plants their own valid session cookie in the victim's browser, then the victim signs in.
    const penyerang = await buatAkun(h.db, "Produsen", biasa.organisasiId, "penyerang");
    const { jar: milikPenyerang } = await masuk(penyerang.email);
    const ditanam = milikPenyerang.isi.get("gk_sesi")!;
    const korban = milikPenyerang.salin();
    const { res } = await masuk(biasa.email, KATA_SANDI_UJI, korban);
    expect(res.status).toBe(200);
    const baru = korban.isi.get("gk_sesi")!;
    expect(baru).not.toBe(ditanam);
    const [a, b] = await Promise.all([ditanam, baru].map((t) => kirim<{ email: string }>(profil, "/api/user/profil", { jar: Object.assign(new CookieJar(), { isi: new Map([["gk_sesi", t]]) }) })));
    // The planted cookie still names the attacker's own session, never the victim's.
    expect([a!.body.email, b!.body.email]).toEqual([penyerang.email, biasa.email]);
    await kirim(logout, "/api/auth/logout", { method: "POST", jar: Object.assign(new CookieJar(), { isi: new Map([["gk_sesi", ditanam]]) }) });
    expect((await kirim(profil, "/api/user/profil", { jar: korban })).status).toBe(200);
    // A made-up cookie value is not adopted either.
    const palsu = new CookieJar();
    palsu.isi.set("gk_sesi", "nilai-buatan-penyerang");
    await masuk(biasa.email, KATA_SANDI_UJI, palsu);
    expect(palsu.isi.get("gk_sesi")).not.toBe("nilai-buatan-penyerang");
    expect((await kirim(profil, "/api/user/profil", { jar: palsu })).status).toBe(200);
  });

  it("refuses a cross-site sign-in post", async () => {
    const r = await kirim(login, "/api/auth/login", { body: { email: biasa.email, password: KATA_SANDI_UJI }, headers: { origin: "https://jahat.example" }, ip: ipBaru() });
    expect(r.status).toBe(403);
  });
});

describe("sessions end", () => {
  it("at logout: the old cookie no longer works anywhere", async () => {
    const { jar } = await masuk(biasa.email);
    const curian = jar.salin();
    expect((await kirim(logout, "/api/auth/logout", { method: "POST", jar })).status).toBe(200);
    expect(jar.isi.has("gk_sesi")).toBe(false);
    const r = await kirim(profil, "/api/user/profil", { jar: curian });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ error: PESAN_BELUM_MASUK });
  });

  it("after inactivity longer than SESSION_IDLE_MINUTES (30)", async () => {
    const { jar } = await masuk(biasa.email);
    const [s] = await h.db.select({ id: sesi.id }).from(sesi).orderBy(desc(sesi.dibuatAt)).limit(1);
    await h.db.update(sesi).set({ aktifTerakhirAt: new Date(Date.now() - 31 * 60_000) }).where(eq(sesi.id, s!.id));
    expect((await kirim(profil, "/api/user/profil", { jar })).status).toBe(401);
  });

  it("for every session of a user whose password changes, except the fresh one issued to the changer", async () => {
    const akun = await buatAkun(h.db, "Pemeriksa", biasa.organisasiId, "ganti");
    const { jar: a } = await masuk(akun.email);
    const { jar: b } = await masuk(akun.email);
    const baru = "Sandi-Baru#2026";
    const lemah = await kirim<{ detail: { path: string }[] }>(gantiSandi, "/x", { body: { kataSandiLama: KATA_SANDI_UJI, kataSandiBaru: "pendek" }, jar: a });
    expect(lemah.status).toBe(400);
    expect(lemah.body.detail[0]!.path).toBe("kataSandiBaru");
    const salahLama = await kirim(gantiSandi, "/x", { body: { kataSandiLama: "bukan-ini-123", kataSandiBaru: baru }, jar: a });
    expect(salahLama.status).toBe(400);
    const lamaA = a.salin();
    const ok = await kirim(gantiSandi, "/x", { body: { kataSandiLama: KATA_SANDI_UJI, kataSandiBaru: baru }, jar: a });
    expect(ok.status).toBe(200);
    expect((await kirim(profil, "/x", { jar: a })).status).toBe(200);
    expect((await kirim(profil, "/x", { jar: lamaA })).status).toBe(401);
    expect((await kirim(profil, "/x", { jar: b })).status).toBe(401);
    expect((await masuk(akun.email)).res.status).toBe(401);
    expect((await masuk(akun.email, baru)).res.status).toBe(200);
  });

  it("when the user is deactivated", async () => {
    const akun = await buatAkun(h.db, "Produsen", biasa.organisasiId, "akan-nonaktif");
    const { jar } = await masuk(akun.email);
    expect((await kirim(profil, "/x", { jar })).status).toBe(200);
    await h.db.update(pengguna).set({ aktif: false }).where(eq(pengguna.id, akun.id));
    expect((await kirim(profil, "/x", { jar })).status).toBe(401);
  });

  it("are forgotten a day after they end (housekeeping)", async () => {
    const lama = new Date(Date.now() - 2 * 86_400_000);
    const [s] = await h.db.insert(sesi).values({ penggunaId: biasa.id, berakhirAt: lama }).returning();
    const [t] = await h.db.insert(loginTertunda).values({ penggunaId: biasa.id, otpHash: "x", kedaluwarsaAt: lama }).returning();
    const [hidup] = await h.db.insert(sesi).values({ penggunaId: biasa.id, berakhirAt: new Date(Date.now() + 3_600_000) }).returning();
    await hapusSesiLama(h.db);
    expect(await h.db.select().from(sesi).where(eq(sesi.id, s!.id))).toEqual([]);
    expect(await h.db.select().from(loginTertunda).where(eq(loginTertunda.id, t!.id))).toEqual([]);
    expect(await h.db.select().from(sesi).where(eq(sesi.id, hidup!.id))).toHaveLength(1);
  });

  it("rejects forged and foreign tokens", async () => {
    const jar = new CookieJar();
    jar.isi.set("gk_sesi", "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..x.y.z");
    expect((await kirim(profil, "/x", { jar })).status).toBe(401);
    // A pending-OTP token is signed with another salt and can never pass as a session.
    await masuk(pakaiOtp.email, KATA_SANDI_UJI, jar);
    jar.isi.set("gk_sesi", jar.isi.get("gk_otp")!);
    expect((await kirim(profil, "/x", { jar })).status).toBe(401);
  });
});

describe("sign-in with OTP", () => {
  it("asks for the code, queues it by e-mail, and opens a session for the right code once", async () => {
    const { res, jar } = await masuk(pakaiOtp.email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ requiresOtp: true });
    expect(jar.isi.has("gk_sesi")).toBe(false);
    expect(res.headers.getSetCookie().find((c) => c.startsWith("gk_otp="))).toMatch(/HttpOnly/i);
    const [tertunda] = await h.db.select().from(loginTertunda).where(eq(loginTertunda.penggunaId, pakaiOtp.id)).orderBy(desc(loginTertunda.dibuatAt)).limit(1);
    const kode = await kodeOtpTerakhir(pakaiOtp.email);
    expect(tertunda!.otpHash).not.toContain(kode);
    const salin = jar.salin();

    const salah = await kirim(otp, "/api/auth/otp", { body: { otp: kode === "000000" ? "111111" : "000000" }, jar });
    expect(salah.status).toBe(401);
    expect(salah.body).toEqual({ error: PESAN_OTP.salah });

    const benar = await kirim(otp, "/api/auth/otp", { body: { otp: kode }, jar });
    expect(benar.status).toBe(200);
    expect(jar.isi.has("gk_sesi")).toBe(true);
    expect(jar.isi.has("gk_otp")).toBe(false);
    expect((await kirim(profil, "/x", { jar })).status).toBe(200);

    const lagi = await kirim(otp, "/api/auth/otp", { body: { otp: kode }, jar: salin });
    expect(lagi.status).toBe(401);
    expect(lagi.body).toEqual({ error: PESAN_OTP.sudahDipakai });
  });

  it("refuses an expired code, and a code without its pending login", async () => {
    const { jar } = await masuk(pakaiOtp.email);
    const kode = await kodeOtpTerakhir(pakaiOtp.email);
    await h.db.update(loginTertunda).set({ kedaluwarsaAt: new Date(Date.now() - 1000) }).where(eq(loginTertunda.penggunaId, pakaiOtp.id));
    const r = await kirim(otp, "/api/auth/otp", { body: { otp: kode }, jar });
    expect(r.body).toEqual({ error: PESAN_OTP.kedaluwarsa });
    const tanpa = await kirim(otp, "/api/auth/otp", { body: { otp: kode }, jar: new CookieJar() });
    expect(tanpa.status).toBe(401);
    expect(tanpa.body).toEqual({ error: PESAN_OTP.tanpaLogin });
  });

  it("binds a code to the login that asked for it", async () => {
    const { jar: a } = await masuk(pakaiOtp.email);
    await masuk(pakaiOtp.email);
    const kodeB = await kodeOtpTerakhir(pakaiOtp.email);
    const r = await kirim(otp, "/api/auth/otp", { body: { otp: kodeB }, jar: a });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ error: PESAN_OTP.salah });
  });

  it("voids the pending login after 5 wrong codes, even for the right one afterwards", async () => {
    const { jar } = await masuk(pakaiOtp.email);
    const kode = await kodeOtpTerakhir(pakaiOtp.email);
    const salah = kode === "123456" ? "654321" : "123456";
    const pesan: string[] = [];
    for (let i = 0; i < 5; i++) pesan.push(((await kirim(otp, "/x", { body: { otp: salah }, jar, ip: ipBaru() })).body as { error: string }).error);
    expect(pesan).toEqual([PESAN_OTP.salah, PESAN_OTP.salah, PESAN_OTP.salah, PESAN_OTP.salah, PESAN_OTP.dibatalkan]);
    const r = await kirim(otp, "/x", { body: { otp: kode }, jar });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ error: PESAN_OTP.dibatalkan });
  });

  it("can be turned on and off in the profile; WA needs a phone number", async () => {
    const akun = await buatAkun(h.db, "Produsen", biasa.organisasiId, "atur-otp");
    const { jar } = await masuk(akun.email);
    const wa = await kirim<{ detail: { path: string }[] }>(ubahProfil, "/x", { method: "PATCH", body: { otpAktif: true, otpSaluran: "wa" }, jar });
    expect(wa.status).toBe(400);
    expect(wa.body.detail[0]!.path).toBe("telepon");
    const ok = await kirim(ubahProfil, "/x", { method: "PATCH", body: { otpAktif: true, otpSaluran: "wa", telepon: "+6281234567890", jabatan: "Analis" }, jar });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ otpAktif: true, otpSaluran: "wa", telepon: "+6281234567890", jabatan: "Analis" });
    expect((await masuk(akun.email)).res.body).toEqual({ requiresOtp: true });
    const [m] = await h.db.select().from(antreanPesan).where(eq(antreanPesan.tujuan, "+6281234567890"));
    expect(m!.saluran).toBe("wa");
    const peran = await kirim(ubahProfil, "/x", { method: "PATCH", body: { peran: "Admin" }, jar });
    expect(peran.status).toBe(400);
    await kirim(ubahProfil, "/x", { method: "PATCH", body: { otpAktif: false }, jar });
    expect((await masuk(akun.email)).res.body).toEqual({ requiresOtp: false });
  });
});

describe("rate limits on sign-in (real Redis)", () => {
  it("allows 20 attempts per IP per minute, then 429 without Retry-After, counted in Redis", { timeout: 90_000 }, async () => {
    await dalamSatuJendela(60, 25);
    const ip = "10.99.0.1";
    const status: number[] = [];
    for (let i = 0; i < 21; i++) {
      const email = `penebak${i}@uji.geokatalog.example`;
      status.push((await kirim(login, "/x", { body: { email, password: "x" }, ip })).status);
    }
    expect(status.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(status[20]).toBe(429);
    const r = await kirim<{ error: string }>(login, "/x", { body: { email: biasa.email, password: KATA_SANDI_UJI }, ip });
    expect(r.status).toBe(429);
    expect(r.headers.get("retry-after")).toBeNull();
    expect(r.body.error).toMatch(/Terlalu banyak/);
    const redis = (await getRedis())!;
    const kunci = await redis.keys(`${prefix}:rl:loginIp:${ip}:*`);
    expect(kunci).toHaveLength(1);
    expect(Number(await redis.get(kunci[0]!))).toBe(22);
  });

  it("allows 10 attempts per account per 15 minutes from any IPs", { timeout: 90_000 }, async () => {
    await dalamSatuJendela(15 * 60, 25);
    const akun = await buatAkun(h.db, "Produsen", biasa.organisasiId, "diserang");
    const status: number[] = [];
    for (let i = 0; i < 11; i++) status.push((await masuk(akun.email, "tebakan-salah-1")).res.status);
    expect(status).toEqual([...Array(10).fill(401), 429]);
    expect((await masuk(akun.email)).res.status).toBe(429);
  });
});
