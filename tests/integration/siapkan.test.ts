import { spawnSync } from "node:child_process";
import { and, asc, count, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cocokKataSandi } from "@/lib/auth/kata-sandi";
import { openPostgres, type DatabaseHandle, type Db } from "@/lib/db/client";
import { auditLog, cswPengaturan, organisasi, pengguna, referensi, standar } from "@/lib/db/schema";
import { DAFTAR_REFERENSI, JENIS_REFERENSI } from "@/lib/metadata/kode";
import { BasisDataTidakKosongError, seedDatabase, tabelBerisi } from "@/lib/seed";
import { bacaAdminAwal, KonfigurasiAdminError, type AdminAwal } from "@/lib/seed/admin-awal";
import { PENGATURAN_CSW_AWAL } from "@/lib/seed/csw";
import { PENGATURAN_CSW_DASAR } from "@/lib/seed/dasar";
import { siapkanInstalasi } from "@/lib/seed/siapkan";
import { DAFTAR_STANDAR } from "@/lib/seed/standar";
import { createTestDatabase } from "../helpers/db";

const JUMLAH_REFERENSI = JENIS_REFERENSI.reduce((n, j) => n + DAFTAR_REFERENSI[j].length, 0);
const ENV_ADMIN = { ADMIN_EMAIL: "Pengelola@Dinas.example", ADMIN_PASSWORD: "Sandi-Awal-2026", ADMIN_ORGANISASI_KODE: "DISKOMINFO-X", ADMIN_ORGANISASI_NAMA: "Dinas Kominfo X" };
const ADMIN = bacaAdminAwal(ENV_ADMIN)!;

let h: DatabaseHandle;
const tambahan: DatabaseHandle[] = [];
/** A fresh migrated database for each test of a block that writes. */
function basisDataSegar(): void {
  beforeEach(async () => {
    h = await createTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(tambahan.splice(0).map((x) => x.close()));
    await h.close();
  });
}

async function hitung(db: Db) {
  const [ref, std, csw, org, usr] = await Promise.all([db.$count(referensi), db.$count(standar), db.$count(cswPengaturan), db.$count(organisasi), db.$count(pengguna)]);
  const duplikat = await db.select({ jenis: referensi.jenis, kode: referensi.kode, n: count() }).from(referensi).groupBy(referensi.jenis, referensi.kode);
  return { ref, std, csw, org, usr, kodeGanda: duplikat.filter((d) => d.n > 1).length };
}

describe("siapkanInstalasi (npm run db:siapkan)", () => {
  basisDataSegar();
  it("fills the base data and the first Admin once; a second run changes nothing", async () => {
    const pertama = await siapkanInstalasi(h.db, ADMIN);
    expect(pertama.referensi).toEqual({ total: JUMLAH_REFERENSI, baru: JUMLAH_REFERENSI, diperbarui: 0 });
    expect(pertama.standar).toEqual({ total: DAFTAR_STANDAR.length, baru: DAFTAR_STANDAR.length });
    expect(pertama.cswPengaturanBaru).toBe(true);
    expect(pertama.admin).toEqual({ status: "dibuat", email: "pengelola@dinas.example", organisasiKode: "DISKOMINFO-X", organisasiBaru: true });
    const sesudahPertama = await hitung(h.db);
    expect(sesudahPertama).toEqual({ ref: JUMLAH_REFERENSI, std: DAFTAR_STANDAR.length, csw: 1, org: 1, usr: 1, kodeGanda: 0 });

    const kedua = await siapkanInstalasi(h.db, ADMIN);
    expect(kedua.referensi).toEqual({ total: JUMLAH_REFERENSI, baru: 0, diperbarui: 0 });
    expect(kedua.standar.baru).toBe(0);
    expect(kedua.cswPengaturanBaru).toBe(false);
    expect(kedua.admin).toEqual({ status: "sudah_ada", jumlahAdmin: 1 });
    expect(await hitung(h.db)).toEqual(sesudahPertama);

    // The lists in the shipped order, as the demo seed always wrote them.
    const baris = await h.db.select().from(referensi).orderBy(asc(referensi.jenis), asc(referensi.urutan));
    for (const jenis of JENIS_REFERENSI) {
      expect(baris.filter((r) => r.jenis === jenis).map(({ kode, label }) => ({ kode, label })), jenis).toEqual(DAFTAR_REFERENSI[jenis]);
    }
  });

  it("creates an Admin who can sign in with ADMIN_PASSWORD, in the named organisation, with audit rows", async () => {
    await siapkanInstalasi(h.db, ADMIN);
    const [u] = await h.db.select().from(pengguna).where(eq(pengguna.email, "pengelola@dinas.example"));
    expect(u).toMatchObject({ peran: "Admin", aktif: true, namaLengkap: "Administrator GeoKatalog" });
    expect(u?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await cocokKataSandi(u?.passwordHash, "Sandi-Awal-2026")).toBe(true);
    expect(await cocokKataSandi(u?.passwordHash, "sandi-awal-2026")).toBe(false);
    const [org] = await h.db.select().from(organisasi).where(eq(organisasi.id, u!.organisasiId));
    expect(org).toMatchObject({ kode: "DISKOMINFO-X", nama: "Dinas Kominfo X", aktif: true });
    const audit = await h.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(audit.map((a) => [a.entitas, a.aksi, a.penggunaId])).toEqual([
      ["organisasi", "buat", null],
      ["pengguna", "buat", null],
    ]);
    expect(audit[1]?.data).toEqual({ email: "pengelola@dinas.example", peran: "Admin", sistem: "db:siapkan" });
    // The service provider of a new installation is the Admin's organisation; no invented contact.
    const [csw] = await h.db.select().from(cswPengaturan);
    expect(csw).toMatchObject({ judul: PENGATURAN_CSW_DASAR.judul, namaOrganisasi: "Dinas Kominfo X", email: "", telepon: "" });
  });

  it("two runs at once (two connection pools on Postgres) leave no duplicates and one Admin", async () => {
    const lain = h.url ? await openPostgres(h.url, { max: 2 }) : h;
    if (lain !== h) tambahan.push(lain);
    const hasil = await Promise.all([siapkanInstalasi(h.db, ADMIN), siapkanInstalasi(lain.db, ADMIN)]);
    expect(hasil.map((r) => r.admin.status).sort()).toEqual(["dibuat", "sudah_ada"]);
    expect(hasil.map((r) => r.referensi.baru).sort((a, b) => a - b)).toEqual([0, JUMLAH_REFERENSI]);
    expect(hasil.filter((r) => r.cswPengaturanBaru)).toHaveLength(1);
    expect(await hitung(h.db)).toEqual({ ref: JUMLAH_REFERENSI, std: DAFTAR_STANDAR.length, csw: 1, org: 1, usr: 1, kodeGanda: 0 });
  });

  it("keeps an Admin's CSW identity and standards, restores a shipped label, and never resets a changed password", async () => {
    await siapkanInstalasi(h.db, ADMIN);
    await h.db.update(cswPengaturan).set({ judul: "Katalog Provinsi X", email: "csw@dinas.example" }).where(eq(cswPengaturan.id, 1));
    await h.db.update(standar).set({ ringkasan: "Diubah Admin" }).where(eq(standar.slug, "kugi"));
    await h.db.update(referensi).set({ label: "label rusak" }).where(and(eq(referensi.jenis, "BAHASA"), eq(referensi.urutan, 0)));
    await h.db.delete(standar).where(eq(standar.slug, "iso-19157-2013"));
    await h.db.update(pengguna).set({ passwordHash: "diganti-di-aplikasi" }).where(eq(pengguna.email, ADMIN.email));

    const r = await siapkanInstalasi(h.db, ADMIN);
    expect(r.referensi).toEqual({ total: JUMLAH_REFERENSI, baru: 0, diperbarui: 1 });
    expect(r.standar.baru).toBe(1);
    const [csw] = await h.db.select().from(cswPengaturan);
    expect(csw).toMatchObject({ judul: "Katalog Provinsi X", email: "csw@dinas.example" });
    const [kugi] = await h.db.select().from(standar).where(eq(standar.slug, "kugi"));
    expect(kugi?.ringkasan).toBe("Diubah Admin");
    const [bahasa] = await h.db.select().from(referensi).where(and(eq(referensi.jenis, "BAHASA"), eq(referensi.urutan, 0)));
    expect(bahasa?.label).toBe(DAFTAR_REFERENSI.BAHASA[0]?.label);
    const [u] = await h.db.select().from(pengguna);
    expect(u?.passwordHash).toBe("diganti-di-aplikasi");
  });

  it("without ADMIN_* fills only the base data; a later run with them creates the Admin", async () => {
    const tanpa = await siapkanInstalasi(h.db, bacaAdminAwal({}));
    expect(tanpa.admin).toEqual({ status: "tidak_diminta", jumlahAdmin: 0 });
    expect(await hitung(h.db)).toMatchObject({ org: 0, usr: 0, csw: 1 });
    const [csw] = await h.db.select().from(cswPengaturan);
    expect(csw?.namaOrganisasi).toBe(PENGATURAN_CSW_DASAR.namaOrganisasi);
    expect((await siapkanInstalasi(h.db, ADMIN)).admin.status).toBe("dibuat");
  });

  it("refuses an ADMIN_EMAIL held by another account while no active Admin exists, writing nothing", async () => {
    await siapkanInstalasi(h.db, ADMIN);
    await h.db.update(pengguna).set({ aktif: false }).where(eq(pengguna.email, ADMIN.email));
    const lain: AdminAwal = { ...ADMIN, organisasiKode: "ORG-LAIN" };
    await expect(siapkanInstalasi(h.db, lain)).rejects.toThrow(/ADMIN_EMAIL pengelola@dinas\.example sudah dipakai akun Admin yang nonaktif/);
    expect(await h.db.$count(organisasi)).toBe(1);
    expect(await h.db.$count(pengguna)).toBe(1);
    // Another address creates a new active Admin (in the existing organisation ORG-LAIN would be new).
    const r = await siapkanInstalasi(h.db, { ...lain, email: "admin2@dinas.example" });
    expect(r.admin).toEqual({ status: "dibuat", email: "admin2@dinas.example", organisasiKode: "ORG-LAIN", organisasiBaru: true });
  });
});

describe("the demo seed on top of db:siapkan", () => {
  basisDataSegar();
  it("seeds after a run without ADMIN_* (base data pre-filled), with the demo CSW identity", async () => {
    await siapkanInstalasi(h.db, null);
    expect(await tabelBerisi(h.db)).toEqual([]);
    const r = await seedDatabase(h.db, { count: 5 });
    expect(r.tabel.referensi).toBe(JUMLAH_REFERENSI);
    expect(await hitung(h.db)).toMatchObject({ ref: JUMLAH_REFERENSI, std: DAFTAR_STANDAR.length, csw: 1, org: 25, kodeGanda: 0 });
    const [csw] = await h.db.select().from(cswPengaturan);
    expect(csw).toMatchObject({ namaOrganisasi: PENGATURAN_CSW_AWAL.namaOrganisasi, email: PENGATURAN_CSW_AWAL.email });
    // And db:siapkan at the next start leaves the demo alone.
    const lagi = await siapkanInstalasi(h.db, null);
    expect(lagi).toMatchObject({ referensi: { baru: 0, diperbarui: 0 }, standar: { baru: 0 }, cswPengaturanBaru: false, admin: { status: "tidak_diminta", jumlahAdmin: 1 } });
  });

  it("refuses to put demo accounts into a database where ADMIN_* created a real Admin", async () => {
    await siapkanInstalasi(h.db, ADMIN);
    expect(await tabelBerisi(h.db)).toEqual(["organisasi"]);
    await expect(seedDatabase(h.db, { count: 5 })).rejects.toBeInstanceOf(BasisDataTidakKosongError);
    expect(await h.db.$count(pengguna)).toBe(1);
  });
});

describe("ADMIN_* configuration", () => {
  it.each([
    [{ ADMIN_EMAIL: "a@b.example", ADMIN_PASSWORD: "pendek1" }, /ADMIN_PASSWORD: Kata sandi minimal 12 karakter/],
    [{ ADMIN_EMAIL: "a@b.example", ADMIN_PASSWORD: "Password2026!" }, /ADMIN_PASSWORD: Kata sandi ini terlalu umum/],
    [{ ADMIN_EMAIL: "a@b.example", ADMIN_PASSWORD: "GeoKatalog#2026" }, /ADMIN_PASSWORD: Kata sandi tidak boleh memuat nama aplikasi \(GeoKatalog\)/],
    [{ ADMIN_EMAIL: "pengelola@b.example", ADMIN_PASSWORD: "Pengelola-Utama-2026" }, /ADMIN_PASSWORD: Kata sandi tidak boleh memuat alamat e-mail akun ini/],
    [{ ADMIN_EMAIL: "bukan-email", ADMIN_PASSWORD: "Sandi-Awal-2026" }, /ADMIN_EMAIL:/],
    [{ ADMIN_EMAIL: "a@b.example", ADMIN_PASSWORD: "" }, /ADMIN_EMAIL dan ADMIN_PASSWORD harus diisi bersama \(ADMIN_PASSWORD kosong\)/],
    [{ ADMIN_PASSWORD: "Sandi-Awal-2026" }, /harus diisi bersama \(ADMIN_EMAIL kosong\)/],
    [{ ...ENV_ADMIN, ADMIN_ORGANISASI_KODE: "dinas x" }, /ADMIN_ORGANISASI_KODE: Kode organisasi: 2–40 huruf besar/],
  ])("refuses %j with a clear message", (env, pesan) => {
    expect(() => bacaAdminAwal(env)).toThrow(KonfigurasiAdminError);
    expect(() => bacaAdminAwal(env)).toThrow(pesan);
  });

  it("treats empty values as unset and fills the defaults", () => {
    expect(bacaAdminAwal({ ADMIN_EMAIL: "", ADMIN_PASSWORD: " " })).toBeNull();
    expect(bacaAdminAwal({ ADMIN_EMAIL: "A@B.example", ADMIN_PASSWORD: "Sandi-Awal-2026", ADMIN_NAMA: "" })).toEqual({
      email: "a@b.example",
      kataSandi: "Sandi-Awal-2026",
      nama: "Administrator GeoKatalog",
      organisasiKode: "PENGELOLA",
      organisasiNama: "Pengelola GeoKatalog",
    });
  });

  it("npm run db:siapkan exits 1 with the message on a weak ADMIN_PASSWORD, before opening the database", () => {
    const r = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/siapkan.ts"], {
      env: { ...process.env, ADMIN_EMAIL: "a@b.example", ADMIN_PASSWORD: "rahasia", DATABASE_URL: "postgres://tidak-ada.invalid:1/x" },
      encoding: "utf8",
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("Konfigurasi Admin awal tidak valid:\nADMIN_PASSWORD: Kata sandi minimal 12 karakter.");
    expect(r.stdout).toBe("");
  });
});

