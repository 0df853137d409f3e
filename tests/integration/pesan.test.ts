import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as ajukan } from "@/app/api/metadata/[id]/ajukan/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as otp } from "@/app/api/auth/otp/route";
import { GET as status } from "@/app/api/admin/organisasi/status/route";
import { GET as profil } from "@/app/api/user/profil/route";
import type { DatabaseHandle } from "@/lib/db/client";
import { antreanPesan } from "@/lib/db/schema";
import { prosesAntrean, buatPekerja, PERCOBAAN_MAKS } from "@/lib/mail/pekerja";
import { daftarkanPekerjaPesan } from "@/lib/mail/pemicu";
import { getRedis } from "@/lib/redis";
import { createTestDatabase } from "@/tests/helpers/db";
import { mulaiGatewayWaUji, mulaiSmtpUji, teksSurat } from "@/tests/helpers/pos";
import { sisipkanRekaman } from "@/tests/helpers/rekaman";
import { buatAkun, buatOrganisasi, CookieJar, jarUntuk, KATA_SANDI_UJI, kirim, pakaiRedisUji, type AkunUji } from "@/tests/helpers/sesi";

pakaiRedisUji();
let h: DatabaseHandle;
let smtp: Awaited<ReturnType<typeof mulaiSmtpUji>>;
let wa: Awaited<ReturnType<typeof mulaiGatewayWaUji>>;
let org: string;
let produsen: AkunUji;
let pemeriksa: AkunUji;

beforeAll(async () => {
  // Servers first: the environment is read once, on first use.
  smtp = await mulaiSmtpUji();
  wa = await mulaiGatewayWaUji();
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  process.env.MAIL_FROM = "GeoKatalog Uji <noreply@uji.geokatalog.example>";
  process.env.WA_GATEWAY_URL = wa.url;
  process.env.WA_GATEWAY_TOKEN = "token-gateway-uji";
  h = await createTestDatabase();
  org = (await buatOrganisasi(h.db, "POS")).id;
  produsen = await buatAkun(h.db, "Produsen", org, "pos-produsen", { telepon: "+628120000001" });
  pemeriksa = await buatAkun(h.db, "Pemeriksa", org, "pos-pemeriksa", { telepon: "+628120000002" });
});
afterAll(async () => {
  daftarkanPekerjaPesan(undefined);
  (await getRedis())?.disconnect();
  await h?.close();
  await smtp?.tutup();
  await wa?.tutup();
});

async function tunggu<T>(f: () => T | undefined, ms = 5_000): Promise<T> {
  const batas = Date.now() + ms;
  for (;;) {
    const v = f();
    if (v !== undefined) return v;
    if (Date.now() > batas) throw new Error("tidak terjadi dalam batas waktu");
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("OTP by e-mail through a real SMTP server", () => {
  it("queues the code without sending inside the request, delivers it, and the delivered code signs in", async () => {
    const akun = await buatAkun(h.db, "Walidata", org, "pos-otp", { otpAktif: true });
    const jar = new CookieJar();
    const sebelum = smtp.surat.length;
    const r = await kirim(login, "/api/auth/login", { body: { email: akun.email, password: KATA_SANDI_UJI }, jar, ip: "10.9.0.1" });
    expect(r.body).toEqual({ requiresOtp: true });
    expect(smtp.surat.length).toBe(sebelum);
    const [antre] = await h.db.select().from(antreanPesan).where(eq(antreanPesan.tujuan, akun.email));
    expect(antre).toMatchObject({ status: "MENUNGGU", rahasia: true });

    expect(await prosesAntrean(h.db)).toMatchObject({ terkirim: 1, gagal: 0 });
    const surat = smtp.surat.at(-1)!;
    expect(surat.kepada).toEqual([akun.email]);
    expect(surat.dari).toBe("noreply@uji.geokatalog.example");
    expect(surat.mentah).toMatch(/Subject: Kode masuk GeoKatalog/);
    const kode = /Kode masuk GeoKatalog Anda: ([0-9]{6})/.exec(teksSurat(surat.mentah))![1]!;

    const [terkirim] = await h.db.select().from(antreanPesan).where(eq(antreanPesan.id, antre!.id));
    expect(terkirim).toMatchObject({ status: "TERKIRIM", percobaan: 1, isi: "" });
    expect((await kirim(otp, "/api/auth/otp", { body: { otp: kode }, jar })).status).toBe(200);
    expect((await kirim(profil, "/api/user/profil", { jar })).status).toBe(200);
  });

  it("sends the code by WA when the user chose it", async () => {
    const akun = await buatAkun(h.db, "Produsen", org, "pos-otp-wa", { otpAktif: true, otpSaluran: "wa", telepon: "+628120000099" });
    await kirim(login, "/api/auth/login", { body: { email: akun.email, password: KATA_SANDI_UJI }, ip: "10.9.0.2" });
    await prosesAntrean(h.db);
    const m = wa.pesan.find((p) => p.to === "+628120000099")!;
    expect(m.text).toMatch(/Kode masuk GeoKatalog Anda: [0-9]{6}/);
    expect(m.authorization).toBe("Bearer token-gateway-uji");
  });
});

describe("workflow events by e-mail and WA", () => {
  it("are delivered after the commit by the worker the transition wakes", async () => {
    daftarkanPekerjaPesan(buatPekerja(async () => h.db));
    try {
      const [id] = await sisipkanRekaman(h.db, { organisasiId: org, penggunaId: produsen.id }, [{ judul: "Peta Sungai Pos", status: "DRAFT" }]);
      const jar = await jarUntuk(h.db, produsen);
      expect((await kirim(ajukan, `/api/metadata/${id}/ajukan`, { body: {}, jar, params: { id: id! } })).status).toBe(200);
      const surat = await tunggu(() => smtp.surat.find((s) => s.kepada.includes(pemeriksa.email)));
      expect(surat.mentah).toMatch(/Subject: Metadata menunggu QC\/QE: Peta Sungai Pos/);
      expect(teksSurat(surat.mentah)).toContain(`/dashboard/metadata/${id}`);
      const pesan = await tunggu(() => wa.pesan.find((p) => p.to === "+628120000002"));
      expect(pesan.text).toContain("Peta Sungai Pos");
    } finally {
      daftarkanPekerjaPesan(undefined);
    }
  });
});

describe("failures are retried, then recorded, and never reach the request", () => {
  it("retries a failing gateway with back-off and gives up after 5 tries, blanking secrets", async () => {
    wa.gagalUntuk.add("+628129999999");
    const [row] = await h.db
      .insert(antreanPesan)
      .values({ saluran: "wa", tujuan: "+628129999999", jenis: "otp", isi: "Kode masuk GeoKatalog Anda: 123456", rahasia: true })
      .returning();
    const r1 = await prosesAntrean(h.db);
    expect(r1.diulang).toBeGreaterThanOrEqual(1);
    let [b] = await h.db.select().from(antreanPesan).where(eq(antreanPesan.id, row!.id));
    expect(b).toMatchObject({ status: "MENUNGGU", percobaan: 1, galatTerakhir: "gateway WA menjawab HTTP 500" });
    expect(b!.jadwalAt.getTime()).toBeGreaterThan(Date.now());
    for (let i = 1; i < PERCOBAAN_MAKS; i++) {
      await h.db.update(antreanPesan).set({ jadwalAt: new Date(Date.now() - 1000) }).where(eq(antreanPesan.id, row!.id));
      await prosesAntrean(h.db);
    }
    [b] = await h.db.select().from(antreanPesan).where(eq(antreanPesan.id, row!.id));
    expect(b).toMatchObject({ status: "GAGAL", percobaan: PERCOBAAN_MAKS, isi: "", galatTerakhir: "gateway WA menjawab HTTP 500" });
  });
});

describe("component status with real servers (spec 2.8)", () => {
  it("verifies SMTP and reaches the WA gateway", async () => {
    const admin = await buatAkun(h.db, "Admin", org, "pos-admin");
    const jar = await jarUntuk(h.db, admin);
    const r = await kirim<{ smtp: { connected: boolean }; wa: { connected: boolean } }>(status, "/api/admin/organisasi/status", { jar });
    expect(r.body.smtp.connected).toBe(true);
    expect(r.body.wa).toEqual({ connected: true });
    wa.atur.sehat = false;
    expect((await kirim<{ wa: { connected: boolean } }>(status, "/api/admin/organisasi/status", { jar })).body.wa).toEqual({ connected: false });
    wa.atur.sehat = true;
  });
});
