import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as formulir } from "@/app/api/auth/formulir/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as aturUlang } from "@/app/api/auth/atur-ulang-sandi/route";
import { POST as lupa } from "@/app/api/auth/lupa-sandi/route";
import { GET as profil } from "@/app/api/user/profil/route";
import { PESAN_KATA_SANDI } from "@/lib/auth/aturan-kata-sandi";
import { PESAN_LUPA_TERKIRIM, PESAN_TAUTAN_TIDAK_BERLAKU, pemilikTokenReset } from "@/lib/auth/reset";
import { hashTokenReset } from "@/lib/auth/reset/token";
import type { DatabaseHandle } from "@/lib/db/client";
import { antreanPesan, auditLog, sesi, tokenResetSandi } from "@/lib/db/schema";
import { KEBIJAKAN } from "@/lib/ratelimit/policies";
import { isiPesan } from "@/lib/mail/rahasia";
import { createTestDatabase } from "@/tests/helpers/db";
import { buatAkun, buatOrganisasi, jarUntuk, KATA_SANDI_UJI, kirim, pakaiRedisUji, type AkunUji } from "@/tests/helpers/sesi";
import { dalamSatuJendela } from "@/tests/helpers/jendela";

pakaiRedisUji();
let h: DatabaseHandle;
let orgId: string;
let ipBerikut = 1;
/** A new client IP per request, so the per-IP limit only counts where a test means it to. */
const ipBaru = () => `10.7.${Math.floor(ipBerikut / 250)}.${ipBerikut++ % 250}`;
const SANDI_BARU = "kuda merah melompati pagar bambu";

beforeAll(async () => {
  h = await createTestDatabase();
  orgId = (await buatOrganisasi(h.db, "LUPA")).id;
});
afterAll(async () => {
  await h?.close();
});

const minta = (email: string, ip = ipBaru()) => kirim<{ pesan?: string; error?: string }>(lupa, "/api/auth/lupa-sandi", { body: { email }, ip });
const setel = (token: string, kataSandiBaru = SANDI_BARU) => kirim<{ pesan?: string; error?: string }>(aturUlang, "/api/auth/atur-ulang-sandi", { body: { token, kataSandiBaru }, ip: ipBaru() });

async function suratTautan(email: string) {
  return h.db.select().from(antreanPesan).where(and(eq(antreanPesan.tujuan, email), eq(antreanPesan.jenis, "reset_kata_sandi_tautan"))).orderBy(desc(antreanPesan.id));
}

/** The token in the newest reset mail to this address, read as the recipient would. */
async function tokenTerakhir(email: string): Promise<string> {
  const [m] = await suratTautan(email);
  const isi = isiPesan(m!);
  return /\/atur-ulang-sandi\?token=([A-Za-z0-9_-]{43})/.exec(isi)![1]!;
}

function kirimFormulir(isian: Record<string, string>, ip = ipBaru()) {
  return kirim(formulir, "/api/auth/formulir", { body: new URLSearchParams(isian).toString(), headers: { "content-type": "application/x-www-form-urlencoded" }, ip });
}

describe("POST /api/auth/lupa-sandi", () => {
  it("answers alike for an account, an unknown address and a deactivated account; only the account gets mail", async () => {
    const ada = await buatAkun(h.db, "Produsen", orgId, "ada");
    const mati = await buatAkun(h.db, "Produsen", orgId, "mati", { aktif: false });
    const jawaban = await Promise.all([ada.email.toUpperCase(), "tak.terdaftar@uji.geokatalog.example", mati.email].map((e) => minta(e)));
    for (const j of jawaban) {
      expect(j.status).toBe(200);
      expect(j.body).toEqual({ pesan: PESAN_LUPA_TERKIRIM });
    }
    expect(await suratTautan(ada.email)).toHaveLength(1);
    expect(await suratTautan(mati.email)).toHaveLength(0);
    expect(await suratTautan("tak.terdaftar@uji.geokatalog.example")).toHaveLength(0);
    const [audit] = await h.db.select().from(auditLog).where(and(eq(auditLog.aksi, "minta_reset_kata_sandi"), eq(auditLog.entitasId, ada.id)));
    expect(audit).toBeDefined();
  });

  it("stores only the token's hash, and the mail body is encrypted at rest", async () => {
    const akun = await buatAkun(h.db, "Produsen", orgId, "hash");
    await minta(akun.email);
    const token = await tokenTerakhir(akun.email);
    const [m] = await suratTautan(akun.email);
    expect(m!.rahasia).toBe(true);
    expect(m!.isi).not.toContain(token);
    expect(isiPesan(m!)).toContain("http://localhost:3000/atur-ulang-sandi?token=");
    const baris = await h.db.select().from(tokenResetSandi).where(eq(tokenResetSandi.penggunaId, akun.id));
    expect(baris).toHaveLength(1);
    expect(baris[0]!.tokenHash).toBe(hashTokenReset(token));
    expect(JSON.stringify(baris)).not.toContain(token);
    expect(baris[0]!.kedaluwarsaAt.getTime() - baris[0]!.dibuatAt.getTime()).toBe(30 * 60_000);
  });

  it("limits requests per address (known or not, so the limit reveals nothing) and per IP", { timeout: 90_000 }, async () => {
    // Hour windows start on a 15-minute edge too, so one check covers both limits.
    await dalamSatuJendela(15 * 60, 20);
    const akun = await buatAkun(h.db, "Produsen", orgId, "batas");
    for (const email of [akun.email, "juga.tak.ada@uji.geokatalog.example"]) {
      for (let i = 0; i < KEBIJAKAN.lupaSandiAkun.batas; i++) expect((await minta(email)).status).toBe(200);
      const lebih = await minta(email);
      expect(lebih.status).toBe(429);
      expect(lebih.body).toEqual({ error: KEBIJAKAN.lupaSandiAkun.pesan });
    }
    expect(await suratTautan(akun.email)).toHaveLength(KEBIJAKAN.lupaSandiAkun.batas);
    const ip = "192.0.2.77";
    for (let i = 0; i < KEBIJAKAN.lupaSandiIp.batas; i++) expect((await minta(`ip${i}@uji.geokatalog.example`, ip)).status).toBe(200);
    const lebih = await minta("ip-lagi@uji.geokatalog.example", ip);
    expect(lebih.status).toBe(429);
    expect(lebih.body).toEqual({ error: KEBIJAKAN.lupaSandiIp.pesan });
  });

  it("refuses an empty address with a field message", async () => {
    const r = await kirim<{ detail: { path: string; pesan: string }[] }>(lupa, "/api/auth/lupa-sandi", { body: { email: "" }, ip: ipBaru() });
    expect(r.status).toBe(400);
    expect(r.body.detail).toEqual([{ path: "email", pesan: "Isi alamat e-mail akun Anda." }]);
  });
});

describe("POST /api/auth/atur-ulang-sandi", () => {
  let akun: AkunUji;
  beforeAll(async () => {
    akun = await buatAkun(h.db, "Walidata", orgId, "reset");
  });

  it("sets the password once, ends every session, tells the user and audits", async () => {
    const [jarA, jarB] = [await jarUntuk(h.db, akun), await jarUntuk(h.db, akun)];
    expect((await kirim(profil, "/api/user/profil", { jar: jarA })).status).toBe(200);
    await minta(akun.email);
    const token = await tokenTerakhir(akun.email);
    expect(await pemilikTokenReset(h.db, token)).toMatchObject({ email: akun.email });

    const r = await setel(token);
    expect(r.status).toBe(200);
    for (const jar of [jarA, jarB]) expect((await kirim(profil, "/api/user/profil", { jar })).status).toBe(401);
    const terbuka = await h.db.select({ alasan: sesi.alasanCabut }).from(sesi).where(eq(sesi.penggunaId, akun.id));
    expect(terbuka.map((s) => s.alasan)).toEqual(["reset_kata_sandi", "reset_kata_sandi"]);

    expect((await kirim(login, "/api/auth/login", { body: { email: akun.email, password: KATA_SANDI_UJI }, ip: ipBaru() })).status).toBe(401);
    expect((await kirim(login, "/api/auth/login", { body: { email: akun.email, password: SANDI_BARU }, ip: ipBaru() })).status).toBe(200);

    const lagi = await setel(token, "sandi lain yang juga cukup panjang");
    expect(lagi.status).toBe(400);
    expect(lagi.body.error).toBe(PESAN_TAUTAN_TIDAK_BERLAKU);
    expect(await pemilikTokenReset(h.db, token)).toBeNull();

    const [kabar] = await h.db.select().from(antreanPesan).where(and(eq(antreanPesan.tujuan, akun.email), eq(antreanPesan.jenis, "kata_sandi_diatur_ulang")));
    expect(kabar?.isi).toContain("semua sesi masuk akun ini diakhiri");
    const [audit] = await h.db.select().from(auditLog).where(and(eq(auditLog.aksi, "reset_kata_sandi_tautan"), eq(auditLog.entitasId, akun.id)));
    expect(audit?.penggunaId).toBe(akun.id);
  });

  it("refuses an expired link", async () => {
    await minta(akun.email);
    const token = await tokenTerakhir(akun.email);
    await h.db.update(tokenResetSandi).set({ kedaluwarsaAt: new Date(Date.now() - 1000) }).where(eq(tokenResetSandi.tokenHash, hashTokenReset(token)));
    const r = await setel(token);
    expect(r.status).toBe(400);
    expect(r.body.error).toBe(PESAN_TAUTAN_TIDAK_BERLAKU);
  });

  it("keeps the link usable after a password that breaks a rule, and voids it for a newer link", async () => {
    const lain = await buatAkun(h.db, "Produsen", orgId, "aturan");
    await minta(lain.email);
    const pertama = await tokenTerakhir(lain.email);
    const lemah = await setel(pertama, "password123456");
    expect(lemah.status).toBe(400);
    expect(lemah.body.error).toBe(PESAN_KATA_SANDI.umum);
    expect(await pemilikTokenReset(h.db, pertama)).not.toBeNull();

    await minta(lain.email);
    const kedua = await tokenTerakhir(lain.email);
    expect((await setel(pertama)).body.error).toBe(PESAN_TAUTAN_TIDAK_BERLAKU);
    expect((await setel(kedua)).status).toBe(200);
  });

  it("refuses made-up and malformed tokens alike", async () => {
    for (const t of ["A".repeat(43), "pendek", "'; drop table pengguna; --"]) {
      const r = await setel(t);
      expect(r.status).toBe(400);
      expect(r.body.error).toBe(PESAN_TAUTAN_TIDAK_BERLAKU);
    }
  });
});

describe("the HTML forms (/api/auth/formulir)", () => {
  it("langkah=lupa and langkah=atur-ulang answer with redirects carrying only codes", async () => {
    const akun = await buatAkun(h.db, "Produsen", orgId, "formulir");
    const r = await kirimFormulir({ langkah: "lupa", email: akun.email });
    expect(r.status).toBe(303);
    expect(r.headers.get("location")).toBe("/lupa-sandi?terkirim=1");
    const token = await tokenTerakhir(akun.email);

    const beda = await kirimFormulir({ langkah: "atur-ulang", token, kataSandiBaru: SANDI_BARU, kataSandiUlang: `${SANDI_BARU}x` });
    expect(beda.headers.get("location")).toBe(`/atur-ulang-sandi?token=${token}&galat=sandi-beda`);
    const pendek = await kirimFormulir({ langkah: "atur-ulang", token, kataSandiBaru: "pendek", kataSandiUlang: "pendek" });
    expect(pendek.headers.get("location")).toBe(`/atur-ulang-sandi?token=${token}&galat=sandi-pendek`);
    const ok = await kirimFormulir({ langkah: "atur-ulang", token, kataSandiBaru: SANDI_BARU, kataSandiUlang: SANDI_BARU });
    expect(ok.headers.get("location")).toBe("/masuk?sandi=diganti");
    const lagi = await kirimFormulir({ langkah: "atur-ulang", token, kataSandiBaru: SANDI_BARU, kataSandiUlang: SANDI_BARU });
    expect(lagi.headers.get("location")).toBe(`/atur-ulang-sandi?token=${token}&galat=tautan`);
  });

  it("a wrong password keeps the e-mail in a short-lived HTTP-only cookie, never in the URL; success clears it", async () => {
    const akun = await buatAkun(h.db, "Produsen", orgId, "ingat");
    const salah = await kirimFormulir({ langkah: "masuk", email: akun.email, password: "bukan-sandinya-sama-sekali" });
    expect(salah.headers.get("location")).toBe("/masuk?galat=kredensial");
    const cookie = salah.headers.getSetCookie().find((c) => c.startsWith("gk_email_masuk="))!;
    expect(decodeURIComponent(cookie)).toContain(akun.email);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Max-Age=900/i);
    const benar = await kirimFormulir({ langkah: "masuk", email: akun.email, password: KATA_SANDI_UJI });
    expect(benar.headers.getSetCookie().find((c) => c.startsWith("gk_email_masuk="))).toMatch(/Max-Age=0/i);
  });
});
