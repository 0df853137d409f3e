import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as buatPengguna } from "@/app/api/admin/pengguna/route";
import { POST as reset } from "@/app/api/admin/pengguna/[id]/reset-kata-sandi/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as gantiSandi } from "@/app/api/user/profil/kata-sandi/route";
import { masalahKataSandi, PESAN_KATA_SANDI } from "@/lib/auth/aturan-kata-sandi";
import { hashKataSandi } from "@/lib/auth/kata-sandi";
import type { DatabaseHandle } from "@/lib/db/client";
import { antreanPesan, pengguna } from "@/lib/db/schema";
import { isiPesan } from "@/lib/mail/rahasia";
import { getRedis } from "@/lib/redis";
import { createTestDatabase } from "@/tests/helpers/db";
import { buatAkun, buatOrganisasi, jarUntuk, KATA_SANDI_UJI, kirim, pakaiRedisUji, type AkunUji } from "@/tests/helpers/sesi";
import { dalamSatuJendela } from "@/tests/helpers/jendela";
import { galatRest } from "./bantu";

// Issue 16 item 7: weak new passwords are refused wherever a password is set (NIST SP 800-63B), and guessing the
// old password on the change form is limited like sign-in, on the same counters.

pakaiRedisUji();
let h: DatabaseHandle;
let orgId = "";
let nomorIp = 0;
const ipBaru = () => `10.77.${Math.floor(nomorIp / 250)}.${(nomorIp++ % 250) + 1}`;

beforeAll(async () => {
  h = await createTestDatabase();
  orgId = (await buatOrganisasi(h.db, "SANDI")).id;
});
afterAll(async () => {
  (await getRedis())?.disconnect();
  await h?.close();
});

const hashDari = async (id: string) => (await h.db.select({ x: pengguna.passwordHash }).from(pengguna).where(eq(pengguna.id, id)))[0]!.x;

async function ganti(akun: AkunUji, kataSandiLama: string, kataSandiBaru: string, ip = ipBaru()) {
  const jar = await jarUntuk(h.db, akun);
  return kirim<{ error: string; detail?: { path: string; pesan: string }[] }>(gantiSandi, "/api/user/profil/kata-sandi", { body: { kataSandiLama, kataSandiBaru }, jar, ip });
}

describe("a weak new password on POST /api/user/profil/kata-sandi is a 400 naming the rule, and nothing changes", () => {
  let akun: AkunUji;
  beforeAll(async () => {
    akun = await buatAkun(h.db, "Produsen", orgId, "budi.santoso");
  });

  it.each([
    ["password12", PESAN_KATA_SANDI.pendek],
    ["aaaaaaaaa1", PESAN_KATA_SANDI.pendek],
    ["🔑🔑🔑🔑🔑🔑", PESAN_KATA_SANDI.pendek],
    ["x".repeat(201), PESAN_KATA_SANDI.panjang],
    ["password1234", PESAN_KATA_SANDI.umum],
    ["Password2026!", PESAN_KATA_SANDI.umum],
    ["P@ssw0rd-2026!", PESAN_KATA_SANDI.umum],
    ["2026qwertyuiop", PESAN_KATA_SANDI.umum],
    ["Rahasia2026!!", PESAN_KATA_SANDI.umum],
    ["INDONESIA12345", PESAN_KATA_SANDI.umum],
    ["GeoKatalog#2026", PESAN_KATA_SANDI.produk],
    ["geokatalog2026abc", PESAN_KATA_SANDI.produk],
    ["Kantor-Ge0-Kata1og", PESAN_KATA_SANDI.produk],
    ["budi.santoso@uji.geokatalog.example", PESAN_KATA_SANDI.produk],
    ["Budi.Santoso-2026", PESAN_KATA_SANDI.email],
    ["kopi-budisantoso", PESAN_KATA_SANDI.email],
    ["aaaaaaaaaaa1", PESAN_KATA_SANDI.pola],
    ["123456789012", PESAN_KATA_SANDI.pola],
    ["1234567890ab", PESAN_KATA_SANDI.pola],
    ["abcabcabcabc", PESAN_KATA_SANDI.pola],
    ["zyxwvu987654", PESAN_KATA_SANDI.pola],
  ])("%j", async (baru, pesan) => {
    const sebelum = await hashDari(akun.id);
    const r = await ganti(akun, KATA_SANDI_UJI, baru);
    galatRest(r, 400);
    expect(r.body.error).toBe(pesan);
    expect(r.body.detail).toEqual([{ path: "kataSandiBaru", pesan }]);
    expect(await hashDari(akun.id)).toBe(sebelum);
  });

  it("no composition rule: letters and spaces only, long and uncommon, is accepted and signs in", async () => {
    const lain = await buatAkun(h.db, "Produsen", orgId, "tanpa-komposisi");
    const baru = "kopi tubruk di pagi hari";
    expect((await ganti(lain, KATA_SANDI_UJI, baru)).status).toBe(200);
    expect((await kirim(login, "/api/auth/login", { body: { email: lain.email, password: baru }, ip: ipBaru() })).status).toBe(200);
  });

  it("an existing password set under the old rules keeps working at sign-in", async () => {
    const lama = await buatAkun(h.db, "Produsen", orgId, "sandi-lama", { passwordHash: await hashKataSandi("password12") });
    expect((await kirim(login, "/api/auth/login", { body: { email: lama.email, password: "password12" }, ip: ipBaru() })).status).toBe(200);
  });
});

describe("guessing the old password is limited like sign-in (per account 10/15 min, per IP 20/min, shared counters)", () => {
  it("the 11th guess for one account is a 429, even with the right password, and sign-in for it is refused too", { timeout: 120_000 }, async () => {
    await dalamSatuJendela(15 * 60, 60);
    const akun = await buatAkun(h.db, "Pemeriksa", orgId, "ditebak");
    const sebelum = await hashDari(akun.id);
    const status: number[] = [];
    for (let i = 0; i < 10; i++) status.push((await ganti(akun, `tebakan-salah-${i}`, "Sungai Kapuas Panjang")).status);
    expect(status).toEqual(Array(10).fill(400));
    const ke11 = await ganti(akun, `tebakan-salah-10`, "Sungai Kapuas Panjang");
    galatRest(ke11, 429);
    expect(ke11.body.error).toBe("Terlalu banyak percobaan kata sandi untuk akun ini. Coba lagi beberapa saat lagi.");
    expect(ke11.headers.get("retry-after")).toBeNull();
    const benar = await ganti(akun, KATA_SANDI_UJI, "Sungai Kapuas Panjang");
    expect(benar.status).toBe(429);
    expect(await hashDari(akun.id)).toBe(sebelum);
    const masuk = await kirim<{ error: string }>(login, "/api/auth/login", { body: { email: akun.email, password: KATA_SANDI_UJI }, ip: ipBaru() });
    expect(masuk.status).toBe(429);
  });

  it("guesses already spent at sign-in count here too", { timeout: 120_000 }, async () => {
    await dalamSatuJendela(15 * 60, 60);
    const akun = await buatAkun(h.db, "Walidata", orgId, "ditebak-masuk");
    for (let i = 0; i < 10; i++) expect((await kirim(login, "/x", { body: { email: akun.email, password: `salah-${i}` }, ip: ipBaru() })).status).toBe(401);
    expect((await ganti(akun, KATA_SANDI_UJI, "Sungai Kapuas Panjang")).status).toBe(429);
  });

  it("one IP guessing across accounts is refused after 20, with the per-IP message", { timeout: 120_000 }, async () => {
    const ip = ipBaru();
    const akun = await Promise.all([0, 1, 2].map((i) => buatAkun(h.db, "Produsen", orgId, `ip-penebak-${i}`)));
    await dalamSatuJendela(60, 40);
    const status: number[] = [];
    for (let i = 0; i < 21; i++) status.push((await ganti(akun[i % 3]!, `tebakan-${i}`, "Sungai Kapuas Panjang", ip)).status);
    expect(status.slice(0, 20)).toEqual(Array(20).fill(400));
    const r = await ganti(akun[0]!, KATA_SANDI_UJI, "Sungai Kapuas Panjang", ip);
    galatRest(r, 429);
    expect(r.body.error).toBe("Terlalu banyak percobaan kata sandi dari alamat ini. Coba lagi beberapa saat lagi.");
  });

  it("a refused new password checks no guess and spends none", async () => {
    const akun = await buatAkun(h.db, "Produsen", orgId, "tidak-terhitung");
    for (let i = 0; i < 12; i++) expect((await ganti(akun, `tebakan-${i}`, "password1234")).status).toBe(400);
    expect((await ganti(akun, KATA_SANDI_UJI, "Sungai Kapuas Panjang")).status).toBe(200);
  });
});

describe("passwords the app makes pass the same rules", () => {
  it("the temporary passwords of admin create and reset", async () => {
    const admin = await buatAkun(h.db, "Admin", orgId, "admin-sandi");
    const jar = await jarUntuk(h.db, admin);
    const dibuat = await kirim<{ id: string }>(buatPengguna, "/api/admin/pengguna", {
      body: { namaLengkap: "Akun Sementara", email: "sementara@uji.geokatalog.example", peran: "Produsen", organisasiId: orgId },
      jar,
    });
    expect(dibuat.status).toBe(201);
    for (let i = 0; i < 3; i++) {
      expect((await kirim(reset, "/x", { method: "POST", params: { id: dibuat.body.id }, jar })).status).toBe(200);
    }
    const surat = await h.db.select().from(antreanPesan).where(eq(antreanPesan.tujuan, "sementara@uji.geokatalog.example")).orderBy(desc(antreanPesan.id));
    expect(surat.map((m) => m.jenis)).toEqual(["reset_kata_sandi", "reset_kata_sandi", "reset_kata_sandi", "akun_baru"]);
    for (const m of surat) {
      const sandi = /sementara Anda: (\S+)/.exec(isiPesan(m))![1]!;
      expect(masalahKataSandi(sandi, { email: "sementara@uji.geokatalog.example" })).toBeNull();
    }
  });
});
