import { count, eq, inArray, sql } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import HalamanKotakSurat from "@/app/(dashboard)/dashboard/admin/kotak-surat/page";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as otp } from "@/app/api/auth/otp/route";
import { GET as profil } from "@/app/api/user/profil/route";
import { NavAdmin } from "@/components/admin/NavAdmin";
import type { Ctx } from "@/lib/context";
import type { DatabaseHandle } from "@/lib/db/client";
import { antreanPesan, kotakSurat } from "@/lib/db/schema";
import { antrekanPesan, type PesanKeluar } from "@/lib/mail/antrean";
import { daftarKotakSurat, hapusKotakSuratLama } from "@/lib/mail/kotak-surat";
import { PERCOBAAN_MAKS, prosesAntrean } from "@/lib/mail/pekerja";
import { kotakSuratAktif } from "@/lib/mail/pengiriman";
import { IsiTidakTerbuka, isiPesan } from "@/lib/mail/rahasia";
import { getRedis } from "@/lib/redis";
import { createTestDatabase } from "@/tests/helpers/db";
import { aturLingkungan, lingkunganProduksi, tangkapLog } from "@/tests/helpers/lingkungan";
import { buatAkun, buatOrganisasi, CookieJar, jarUntuk, KATA_SANDI_UJI, kirim, pakaiRedisUji, type AkunUji } from "@/tests/helpers/sesi";

// The page reads its session cookie through next/headers; the test sets what the "request" carries.
const cookieUji = vi.hoisted(() => ({ nilai: undefined as string | undefined }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: (n: string) => (n === "gk_sesi" && cookieUji.nilai ? { name: n, value: cookieUji.nilai } : undefined) }),
  headers: async () => new Headers({ "x-gk-jalur": "/dashboard/admin/kotak-surat" }),
}));

pakaiRedisUji();
// Development-like: no mail server and no WA gateway, so both channels deliver to the local mailbox.
delete process.env.SMTP_URL;
delete process.env.WA_GATEWAY_URL;
delete process.env.GEOKATALOG_DEMO;
process.env.PUBLIC_BASE_URL = "http://localhost:3000";

let h: DatabaseHandle;
let org: string;
let admin: AkunUji;
let walidata: AkunUji;
const ctxDari = (a: AkunUji): Ctx => ({ db: h.db, actor: { jenis: "pengguna", id: a.id, peran: a.peran, organisasiId: a.organisasiId } });

beforeAll(async () => {
  h = await createTestDatabase();
  org = (await buatOrganisasi(h.db, "KOTAK")).id;
  admin = await buatAkun(h.db, "Admin", org, "kotak-admin");
  walidata = await buatAkun(h.db, "Walidata", org, "kotak-walidata");
});
afterAll(async () => {
  (await getRedis())?.disconnect();
  await h?.close();
});

const baris = async (id: number) => (await h.db.select().from(antreanPesan).where(eq(antreanPesan.id, id)))[0]!;
const jumlahKotak = async () => (await h.db.select({ n: count() }).from(kotakSurat))[0]!.n;

/** Queue messages in a transaction of their own (as an event would) and return their outbox rows' ids. */
async function antrekan(pesan: PesanKeluar[]): Promise<number[]> {
  const sebelum = (await h.db.select({ n: sql<number>`coalesce(max(${antreanPesan.id}), 0)::int` }).from(antreanPesan))[0]!.n;
  await h.db.transaction((tx) => antrekanPesan(tx, pesan));
  const rows = await h.db.select({ id: antreanPesan.id }).from(antreanPesan).where(sql`${antreanPesan.id} > ${sebelum}`).orderBy(antreanPesan.id);
  return rows.map((r) => r.id);
}

/** Passes until nothing is due, as the worker loops. */
async function kosongkanAntrean(): Promise<void> {
  for (let r = await prosesAntrean(h.db); r.terkirim + r.diulang + r.gagal > 0; r = await prosesAntrean(h.db));
}

const otpPesan = (tujuan: string, kode: string, saluran: "email" | "wa" = "email"): PesanKeluar => ({
  saluran,
  tujuan,
  jenis: "otp",
  subjek: "Kode masuk GeoKatalog",
  isi: `Kode masuk GeoKatalog Anda: ${kode}\nBerlaku 5 menit.`,
  rahasia: true,
});

describe("local mailbox (development and demo): OTP sign-in with the code read by an Admin", () => {
  it("stores the code encrypted, delivers it to the mailbox with one log line without the code, and the code signs in", async () => {
    const akun = await buatAkun(h.db, "Walidata", org, "kotak-otp", { otpAktif: true });
    const jar = new CookieJar();
    const r = await kirim(login, "/api/auth/login", { body: { email: akun.email, password: KATA_SANDI_UJI }, jar, ip: "10.41.0.1" });
    expect(r.body).toEqual({ requiresOtp: true });
    const [antre] = await h.db.select().from(antreanPesan).where(eq(antreanPesan.tujuan, akun.email));
    expect(antre).toMatchObject({ status: "MENUNGGU", rahasia: true, jenis: "otp", subjek: "Kode masuk GeoKatalog" });
    const kodeAntrean = /Kode masuk GeoKatalog Anda: ([0-9]{6})/.exec(isiPesan(antre!))![1]!;
    expect(antre!.isi).toMatch(/^gkenc1:[A-Za-z0-9_-]+$/);
    expect(antre!.isi).not.toContain(kodeAntrean);

    const { baris: log } = await tangkapLog(() => prosesAntrean(h.db));
    expect(await baris(antre!.id)).toMatchObject({ status: "TERKIRIM", percobaan: 1, isi: "" });
    expect(log).toEqual([`[kotak-surat] email untuk ${akun.email}: Kode masuk GeoKatalog — baca di http://localhost:3000/dashboard/admin/kotak-surat`]);

    // The person reads the code where the mailbox service shows it.
    const kotak = await daftarKotakSurat({ ctx: ctxDari(admin), input: { page: 1 } });
    const surat = kotak.records.find((s) => s.tujuan === akun.email)!;
    expect(surat).toMatchObject({ saluran: "email", jenis: "otp", subjek: "Kode masuk GeoKatalog" });
    const kode = /Kode masuk GeoKatalog Anda: ([0-9]{6})/.exec(surat.isi)![1]!;
    expect(kode).toBe(kodeAntrean);
    expect(log.join("\n")).not.toContain(kode);
    expect((await kirim(otp, "/api/auth/otp", { body: { otp: kode }, jar })).status).toBe(200);
    expect((await kirim(profil, "/api/user/profil", { jar })).status).toBe(200);
  });

  it("takes WA messages too, lists newest first in pages of 20, and stores a repeated delivery once", async () => {
    const ids = await antrekan(
      Array.from({ length: 24 }, (_, i) => ({ saluran: i % 2 ? "wa" : "email", tujuan: i % 2 ? `+62812000${String(i).padStart(4, "0")}` : `urut${i}@uji.geokatalog.example`, jenis: "diajukan", subjek: i % 2 ? "" : `Pesan ${i}`, isi: `Isi pesan ${i}` }) as PesanKeluar),
    );
    const { baris: log } = await tangkapLog(() => kosongkanAntrean());
    expect(log).toHaveLength(24);
    expect(log.filter((b) => b.startsWith("[kotak-surat] wa untuk +62812000"))).toHaveLength(12);
    expect(log).toContain("[kotak-surat] wa untuk +628120000001: (diajukan) — baca di http://localhost:3000/dashboard/admin/kotak-surat");

    const ctx = ctxDari(admin);
    const p1 = await daftarKotakSurat({ ctx, input: { page: 1 } });
    const total = await jumlahKotak();
    expect(p1).toMatchObject({ total, page: 1, pageSize: 20 });
    expect(p1.records.map((s) => s.isi)).toEqual(Array.from({ length: 20 }, (_, i) => `Isi pesan ${23 - i}`));
    expect(p1.records[0]).toMatchObject({ saluran: "wa", tujuan: "+628120000023", subjek: "" });
    const p2 = await daftarKotakSurat({ ctx, input: { page: 2 } });
    expect(p2.records.map((s) => s.isi).slice(0, 4)).toEqual(["Isi pesan 3", "Isi pesan 2", "Isi pesan 1", "Isi pesan 0"]);

    // A worker that died after delivering but before recording it: the claim lapses and the row is sent again.
    await h.db.update(antreanPesan).set({ status: "MENUNGGU", terkirimAt: null }).where(eq(antreanPesan.id, ids[0]!));
    await tangkapLog(() => prosesAntrean(h.db));
    expect(await baris(ids[0]!)).toMatchObject({ status: "TERKIRIM" });
    expect(await jumlahKotak()).toBe(total);
  });

  it("is for Admins only: the service refuses others, the page is a 404 for them and sends anonymous visitors to sign in", async () => {
    await expect(daftarKotakSurat({ ctx: ctxDari(walidata), input: { page: 1 } })).rejects.toMatchObject({ kode: "dilarang", status: 403 });
    await expect(daftarKotakSurat({ ctx: { db: h.db, actor: { jenis: "publik" } }, input: { page: 1 } })).rejects.toMatchObject({ status: 401 });
    const halaman = () => HalamanKotakSurat({ searchParams: Promise.resolve({}) });
    cookieUji.nilai = undefined;
    await expect(halaman()).rejects.toMatchObject({ digest: expect.stringContaining("/masuk?lanjut=") });
    cookieUji.nilai = (await jarUntuk(h.db, walidata)).isi.get("gk_sesi");
    await expect(halaman()).rejects.toMatchObject({ digest: expect.stringContaining("404") });

    await antrekan([otpPesan("halaman@uji.geokatalog.example", "482913")]);
    await tangkapLog(() => kosongkanAntrean());
    cookieUji.nilai = (await jarUntuk(h.db, admin)).isi.get("gk_sesi");
    const html = renderToStaticMarkup(await halaman());
    expect(html).toContain("<h1>Kotak surat lokal</h1>");
    expect(html).toContain('<a aria-current="page" href="/dashboard/admin/kotak-surat">Kotak surat</a>');
    const pertama = html.indexOf('<li class="kartu">');
    expect(html.slice(pertama)).toMatch(/^<li class="kartu"><h2[^>]*>Kode masuk GeoKatalog<\/h2><p class="kartu-meta">E-mail untuk <strong>halaman@uji\.geokatalog\.example<\/strong> · <time dateTime="[^"]+">[^<]+ WIB<\/time>/);
    expect(html).toContain("Kode masuk GeoKatalog Anda: 482913\nBerlaku 5 menit.</pre>");
    expect(html).toMatch(/\d+ pesan · halaman 1 dari 2/);
    expect(html).toContain('href="?page=2"');
    const kedua = renderToStaticMarkup(await HalamanKotakSurat({ searchParams: Promise.resolve({ page: "2" }) }));
    expect(kedua).toContain("Isi pesan 0");
    expect(renderToStaticMarkup(await HalamanKotakSurat({ searchParams: Promise.resolve({ page: "x" }) }))).toContain("halaman 1 dari 2");
  });

  it("forgets messages older than 7 days", async () => {
    const [lama] = await h.db.insert(kotakSurat).values({ antreanId: 900_001, saluran: "email", tujuan: "lama@uji.geokatalog.example", jenis: "otp", isi: "lama", diterimaAt: new Date(Date.now() - 8 * 86_400_000) }).returning();
    const [baru] = await h.db.insert(kotakSurat).values({ antreanId: 900_002, saluran: "email", tujuan: "baru@uji.geokatalog.example", jenis: "otp", isi: "baru", diterimaAt: new Date(Date.now() - 6 * 86_400_000) }).returning();
    await hapusKotakSuratLama(h.db);
    const sisa = await h.db.select({ id: kotakSurat.id }).from(kotakSurat).where(inArray(kotakSurat.id, [lama!.id, baru!.id]));
    expect(sisa).toEqual([{ id: baru!.id }]);
  });
});

describe("secret bodies in the outbox (issue 16 item 9)", () => {
  it("are bound to their recipient: a body copied onto another row does not open", async () => {
    const [id] = await antrekan([otpPesan("terikat@uji.geokatalog.example", "555123")]);
    const b = await baris(id!);
    expect(isiPesan(b)).toContain("555123");
    expect(() => isiPesan({ ...b, tujuan: "penyerang@uji.geokatalog.example" })).toThrow(IsiTidakTerbuka);
    expect(() => isiPesan({ ...b, jenis: "diajukan" })).toThrow(IsiTidakTerbuka);
    await tangkapLog(() => kosongkanAntrean());
  });

  it("an OTP still queued after its 5 minutes is given up and wiped, and never delivered", async () => {
    const [id] = await antrekan([otpPesan("terlambat@uji.geokatalog.example", "777001")]);
    // Not yet due (as between retries) but past the code's lifetime.
    await h.db.update(antreanPesan).set({ dibuatAt: sql`now() - interval '6 minutes'`, jadwalAt: sql`now() + interval '1 hour'` }).where(eq(antreanPesan.id, id!));
    const { hasil, baris: log } = await tangkapLog(() => prosesAntrean(h.db));
    expect(hasil).toMatchObject({ gagal: 1, terkirim: 0 });
    expect(await baris(id!)).toMatchObject({ status: "GAGAL", isi: "", galatTerakhir: "kedaluwarsa sebelum terkirim" });
    expect(log).toEqual([`[pesan] email #${id} (otp) kedaluwarsa sebelum terkirim`]);
    expect(await h.db.select().from(kotakSurat).where(eq(kotakSurat.antreanId, id!))).toEqual([]);
  });

  it("a body that no longer opens (AUTH_SECRET changed) fails at once, wiped, with one log line", async () => {
    const [id] = await antrekan([otpPesan("kunci-lama@uji.geokatalog.example", "313131")]);
    const kembali = aturLingkungan({ AUTH_SECRET: "kunci-lain-untuk-uji-yang-cukup-panjang-ABCDEFG" });
    try {
      const { baris: log } = await tangkapLog(() => prosesAntrean(h.db));
      expect(await baris(id!)).toMatchObject({ status: "GAGAL", isi: "", percobaan: 1, galatTerakhir: "isi rahasia tidak dapat dibuka (AUTH_SECRET berubah sejak pesan diantrekan?)" });
      expect(log).toEqual([`[pesan] email #${id} (otp) gagal setelah 1 percobaan: isi rahasia tidak dapat dibuka (AUTH_SECRET berubah sejak pesan diantrekan?)`]);
    } finally {
      kembali();
    }
  });
});

describe("production", () => {
  it("without SMTP_URL or WA_GATEWAY_URL: messages fail at once, secrets wiped, one log line per channel, none per message", async () => {
    const kembali = lingkunganProduksi({ SMTP_URL: undefined, WA_GATEWAY_URL: undefined });
    try {
      expect(kotakSuratAktif()).toBe(false);
      expect(renderToStaticMarkup(NavAdmin({ aktif: "/dashboard/admin" }))).not.toContain("Kotak surat");
      const diKotak = await jumlahKotak();
      const pertama = await antrekan([
        otpPesan("prod1@uji.geokatalog.example", "901234"),
        { saluran: "email", tujuan: "prod2@uji.geokatalog.example", jenis: "diajukan", subjek: "Metadata menunggu QC/QE", isi: "Teks" },
        otpPesan("+628129990001", "901235", "wa"),
      ]);
      const { hasil, baris: log1 } = await tangkapLog(() => prosesAntrean(h.db));
      expect(hasil).toEqual({ terkirim: 0, diulang: 0, gagal: 3 });
      const rows = await h.db.select().from(antreanPesan).where(inArray(antreanPesan.id, pertama)).orderBy(antreanPesan.id);
      expect(rows.map((r) => [r.status, r.percobaan, r.galatTerakhir, r.isi])).toEqual([
        ["GAGAL", 1, "SMTP_URL belum diatur", ""],
        ["GAGAL", 1, "SMTP_URL belum diatur", "Teks"],
        ["GAGAL", 1, "WA_GATEWAY_URL belum diatur", ""],
      ]);
      await antrekan([otpPesan("prod3@uji.geokatalog.example", "901236"), otpPesan("+628129990002", "901237", "wa")]);
      const { baris: log2 } = await tangkapLog(() => kosongkanAntrean());
      expect([...log1, ...log2]).toEqual([
        "[pesan] email tidak dapat dikirim: SMTP_URL belum diatur; pesannya dicatat GAGAL tanpa percobaan ulang (baris ini muncul sekali per proses).",
        "[pesan] wa tidak dapat dikirim: WA_GATEWAY_URL belum diatur; pesannya dicatat GAGAL tanpa percobaan ulang (baris ini muncul sekali per proses).",
      ]);
      expect(await jumlahKotak()).toBe(diKotak);
    } finally {
      kembali();
    }
  });

  it("a transport that fails is retried without a word and logged once when the message finally fails", async () => {
    // Port 1 refuses connections at once: a gateway that is down.
    const kembali = lingkunganProduksi({ WA_GATEWAY_URL: "http://127.0.0.1:1" });
    try {
      const [id] = await antrekan([otpPesan("+628129990003", "246802", "wa")]);
      const semua: string[] = [];
      for (let i = 1; i <= PERCOBAAN_MAKS; i++) {
        await h.db.update(antreanPesan).set({ jadwalAt: new Date(Date.now() - 1000) }).where(eq(antreanPesan.id, id!));
        const { baris: log } = await tangkapLog(() => prosesAntrean(h.db));
        semua.push(...log);
        expect((await baris(id!)).percobaan).toBe(i);
      }
      expect(await baris(id!)).toMatchObject({ status: "GAGAL", isi: "" });
      expect(semua).toHaveLength(1);
      expect(semua[0]).toMatch(new RegExp(`^\\[pesan\\] wa #${id} \\(otp\\) gagal setelah ${PERCOBAAN_MAKS} percobaan: `));
      expect(semua[0]).not.toContain("246802");
    } finally {
      kembali();
    }
  });

  it("with GEOKATALOG_DEMO=1: delivered to the local mailbox, the log names recipient and subject but never the code", async () => {
    const kembali = lingkunganProduksi({ GEOKATALOG_DEMO: "1", SMTP_URL: undefined, WA_GATEWAY_URL: undefined });
    try {
      expect(kotakSuratAktif()).toBe(true);
      expect(renderToStaticMarkup(NavAdmin({ aktif: "/dashboard/admin" }))).toContain(">Kotak surat</a>");
      const [id] = await antrekan([otpPesan("demo@uji.geokatalog.example", "135790")]);
      const tersimpan = await baris(id!);
      expect(tersimpan.isi).not.toContain("135790");
      const { baris: log } = await tangkapLog(() => prosesAntrean(h.db));
      expect(log).toEqual(["[kotak-surat] email untuk demo@uji.geokatalog.example: Kode masuk GeoKatalog — baca di http://localhost:3000/dashboard/admin/kotak-surat"]);
      expect(await baris(id!)).toMatchObject({ status: "TERKIRIM", isi: "" });
      const [s] = await h.db.select().from(kotakSurat).where(eq(kotakSurat.antreanId, id!));
      expect(s!.isi).toContain("Kode masuk GeoKatalog Anda: 135790");
    } finally {
      kembali();
    }
  });
});
