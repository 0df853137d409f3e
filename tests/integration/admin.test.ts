import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as cswGet, PATCH as cswPatch } from "@/app/api/admin/csw/route";
import { GET as cekLintas } from "@/app/api/admin/organisasi/lintas-org-check/route";
import { GET as daftarOrg, POST as buatOrg } from "@/app/api/admin/organisasi/route";
import { PATCH as ubahOrg } from "@/app/api/admin/organisasi/[id]/route";
import { GET as status } from "@/app/api/admin/organisasi/status/route";
import { GET as daftarPengguna, POST as buatPengguna } from "@/app/api/admin/pengguna/route";
import { PATCH as ubahPengguna } from "@/app/api/admin/pengguna/[id]/route";
import { POST as reset } from "@/app/api/admin/pengguna/[id]/reset-kata-sandi/route";
import { GET as profil } from "@/app/api/user/profil/route";
import { bacaGenerasiCsw } from "@/lib/cache/csw-generasi";
import type { DatabaseHandle } from "@/lib/db/client";
import { antreanPesan, dokumenKualitas, organisasi } from "@/lib/db/schema";
import { isiPesan } from "@/lib/mail/rahasia";
import { getRedis } from "@/lib/redis";
import { createTestDatabase } from "@/tests/helpers/db";
import { sisipkanRekaman } from "@/tests/helpers/rekaman";
import { buatAkun, buatOrganisasi, type CookieJar, jarUntuk, KATA_SANDI_UJI, kirim, pakaiRedisUji, type AkunUji } from "@/tests/helpers/sesi";

pakaiRedisUji();
delete process.env.SMTP_URL;
delete process.env.WA_GATEWAY_URL;
let h: DatabaseHandle;
let admin: AkunUji;
let jarAdmin: CookieJar;
let jarWalidata: CookieJar;
let orgA: string;
let orgC: string;

beforeAll(async () => {
  h = await createTestDatabase();
  orgA = (await buatOrganisasi(h.db, "ADMA", { allowLintasOrgReviewer: true })).id;
  orgC = (await buatOrganisasi(h.db, "ADMC")).id;
  admin = await buatAkun(h.db, "Admin", orgA, "admin-adm");
  jarAdmin = await jarUntuk(h.db, admin);
  jarWalidata = await jarUntuk(h.db, await buatAkun(h.db, "Walidata", orgA, "walidata-adm"));
});
afterAll(async () => {
  (await getRedis())?.disconnect();
  await h?.close();
});

const p = (path: string, x: Parameters<typeof kirim>[2] = {}) => ({ jar: jarAdmin, ...x, path });
async function adm<T = Record<string, unknown>>(handler: Parameters<typeof kirim>[0], path: string, x: Parameters<typeof kirim>[2] = {}) {
  const q = p(path, x);
  return kirim<T>(handler, q.path, q);
}

describe("organisations", () => {
  it("lists, creates and edits; duplicate codes are 409, bad fields 400", async () => {
    const dibuat = await adm<{ id: string; kode: string }>(buatOrg, "/api/admin/organisasi", { body: { kode: "BARU-1", nama: "Dinas Baru", tingkat: "provinsi", kodeWilayah: "32" } });
    expect(dibuat.status).toBe(201);
    expect((await adm(buatOrg, "/api/admin/organisasi", { body: { kode: "BARU-1", nama: "Lagi" } })).status).toBe(409);
    const salah = await adm<{ detail: { path: string }[] }>(buatOrg, "/api/admin/organisasi", { body: { kode: "huruf kecil", nama: "" } });
    expect(salah.status).toBe(400);
    expect(salah.body.detail.map((d) => d.path).sort()).toEqual(["kode", "nama"]);
    const ubah = await adm(ubahOrg, `/api/admin/organisasi/${dibuat.body.id}`, { method: "PATCH", body: { nama: "Dinas Baru Sekali", aktif: false }, params: { id: dibuat.body.id } });
    expect(ubah.body).toMatchObject({ nama: "Dinas Baru Sekali", aktif: false });
    const semua = await adm<{ kode: string; jumlahPengguna: number }[]>(daftarOrg, "/api/admin/organisasi");
    expect(semua.body.find((o) => o.kode === "ADMA")!.jumlahPengguna).toBe(2);
  });

  it("is Admin only (403 for a Walidata)", async () => {
    expect((await kirim(daftarOrg, "/api/admin/organisasi", { jar: jarWalidata })).status).toBe(403);
  });
});

describe("cross-organisation check (spec 2.9) and the allowLintasOrgReviewer switch", () => {
  it("counts active QC/QE items by other organisations' checkers, and refuses switching off unless forced", async () => {
    const pemilik = await buatAkun(h.db, "Produsen", orgA, "produsen-adm");
    const [r1, r2] = await sisipkanRekaman(h.db, { organisasiId: orgA, penggunaId: pemilik.id }, [
      { judul: "Lintas 1", status: "QCQE_PROCESS" },
      { judul: "Lintas 2", status: "QCQE_PROCESS" },
    ]);
    await h.db.insert(dokumenKualitas).values([
      { metadataId: r1!, tipe: "QC", status: "DRAFT", organisasiPemeriksaId: orgC },
      { metadataId: r1!, tipe: "QE", status: "PENDING", organisasiPemeriksaId: orgC },
      { metadataId: r2!, tipe: "QC", status: "SIGNED", organisasiPemeriksaId: orgC },
      { metadataId: r2!, tipe: "QE", status: "PENDING", organisasiPemeriksaId: orgA },
      { metadataId: r2!, tipe: "QC", status: "SUPERSEDED", organisasiPemeriksaId: orgC },
      { metadataId: r2!, tipe: "QA", status: "DRAFT", organisasiPemeriksaId: orgC },
    ]);
    expect((await adm(cekLintas, "/api/admin/organisasi/lintas-org-check")).body).toEqual({ draft: 1, pending: 1, total: 2 });
    expect((await adm(cekLintas, `/api/admin/organisasi/lintas-org-check?organisasiId=${orgC}`)).body).toEqual({ draft: 0, pending: 0, total: 0 });

    const tolak = await adm<{ error: string }>(ubahOrg, "/x", { method: "PATCH", body: { allowLintasOrgReviewer: false }, params: { id: orgA } });
    expect(tolak.status).toBe(409);
    expect(tolak.body.error).toMatch(/2 butir QC\/QE aktif.*1 draf, 1 menunggu/);
    const [masih] = await h.db.select({ v: organisasi.allowLintasOrgReviewer }).from(organisasi).where(eq(organisasi.id, orgA));
    expect(masih!.v).toBe(true);
    const paksa = await adm(ubahOrg, "/x", { method: "PATCH", body: { allowLintasOrgReviewer: false, paksa: true }, params: { id: orgA } });
    expect(paksa.body).toMatchObject({ allowLintasOrgReviewer: false });
    expect((await adm(ubahOrg, "/x", { method: "PATCH", body: { allowLintasOrgReviewer: true }, params: { id: orgA } })).status).toBe(200);
  });
});

describe("users", () => {
  it("creates an account without exposing any secret, mailing a temporary password that signs in", async () => {
    const r = await adm<Record<string, unknown> & { id: string }>(buatPengguna, "/api/admin/pengguna", {
      body: { namaLengkap: "Pengguna Baru", email: "Baru@Uji.GeoKatalog.example", peran: "Pemeriksa", organisasiId: orgC },
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ email: "baru@uji.geokatalog.example", peran: "Pemeriksa", aktif: true });
    expect(JSON.stringify(r.body)).not.toMatch(/password|argon|sandi/i);
    const [m] = await h.db.select().from(antreanPesan).where(eq(antreanPesan.jenis, "akun_baru")).orderBy(desc(antreanPesan.id)).limit(1);
    expect(m).toMatchObject({ tujuan: "baru@uji.geokatalog.example", rahasia: true });
    const sandi = /sementara Anda: (\S+)/.exec(isiPesan(m!))![1]!;
    expect((await kirim(login, "/x", { body: { email: "baru@uji.geokatalog.example", password: sandi }, ip: "10.8.0.1" })).status).toBe(200);
    expect((await adm(buatPengguna, "/x", { body: { namaLengkap: "X", email: "baru@uji.geokatalog.example", peran: "Produsen", organisasiId: orgC } })).status).toBe(409);
    const daftar = await adm<{ records: { email: string }[]; total: number }>(daftarPengguna, "/api/admin/pengguna?q=baru");
    expect(daftar.body.records.map((u) => u.email)).toEqual(["baru@uji.geokatalog.example"]);
  });

  it("deactivating an account ends its sessions at once; an Admin cannot deactivate themselves", async () => {
    const u = await buatAkun(h.db, "Produsen", orgC, "akan-dinonaktifkan");
    const jar = await jarUntuk(h.db, u);
    expect((await kirim(profil, "/api/user/profil", { jar })).status).toBe(200);
    expect((await adm(ubahPengguna, "/x", { method: "PATCH", body: { aktif: false }, params: { id: u.id } })).body).toMatchObject({ aktif: false });
    expect((await kirim(profil, "/api/user/profil", { jar })).status).toBe(401);
    expect((await kirim(login, "/x", { body: { email: u.email, password: KATA_SANDI_UJI }, ip: "10.8.0.2" })).status).toBe(401);
    expect((await adm(ubahPengguna, "/x", { method: "PATCH", body: { aktif: false }, params: { id: admin.id } })).status).toBe(403);
  });

  it("a role change applies on the next request", async () => {
    const u = await buatAkun(h.db, "Produsen", orgC, "naik-peran");
    const jar = await jarUntuk(h.db, u);
    expect((await kirim(cekLintas, "/api/admin/organisasi/lintas-org-check", { jar })).status).toBe(403);
    await adm(ubahPengguna, "/x", { method: "PATCH", body: { peran: "Admin" }, params: { id: u.id } });
    expect((await kirim(cekLintas, "/api/admin/organisasi/lintas-org-check", { jar })).status).toBe(200);
  });

  it("a password reset ends every session and mails a temporary password", async () => {
    const u = await buatAkun(h.db, "Walidata", orgC, "lupa-sandi");
    const jar = await jarUntuk(h.db, u);
    expect((await adm(reset, `/api/admin/pengguna/${u.id}/reset-kata-sandi`, { method: "POST", params: { id: u.id } })).body).toEqual({ ok: true });
    expect((await kirim(profil, "/api/user/profil", { jar })).status).toBe(401);
    expect((await kirim(login, "/x", { body: { email: u.email, password: KATA_SANDI_UJI }, ip: "10.8.0.3" })).status).toBe(401);
    const [m] = await h.db.select().from(antreanPesan).where(eq(antreanPesan.tujuan, u.email));
    expect(m!.jenis).toBe("reset_kata_sandi");
  });
});

describe("CSW service identity and component status", () => {
  it("creates and edits the identity, bumping the CSW cache generation", async () => {
    expect((await adm(cswGet, "/api/admin/csw")).status).toBe(404);
    const g = await bacaGenerasiCsw();
    const r = await adm(cswPatch, "/api/admin/csw", { method: "PATCH", body: { judul: "Katalog Uji", namaOrganisasi: "Badan Uji", email: "csw@uji.geokatalog.example", jamLayanan: "Senin–Jumat 08.00–16.00 WIB" } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ judul: "Katalog Uji", namaOrganisasi: "Badan Uji", peranKontak: "pointOfContact" });
    expect(await bacaGenerasiCsw()).toBe(g + 1);
    expect((await adm(cswPatch, "/api/admin/csw", { method: "PATCH", body: { email: "bukan email" } })).status).toBe(400);
    // The contact role is an ISO CI_RoleCode, and the 400 names the field as the form labels it.
    const peran = await adm<{ detail: { path: string; pesan: string }[] }>(cswPatch, "/api/admin/csw", { method: "PATCH", body: { peranKontak: "Kepala Pusat" } });
    expect(peran.status).toBe(400);
    expect(peran.body.detail).toEqual([{ path: "peranKontak", pesan: "Peran kontak harus dipilih dari daftar yang tersedia." }]);
    expect((await adm(cswPatch, "/api/admin/csw", { method: "PATCH", body: { peranKontak: "custodian" } })).body).toMatchObject({ peranKontak: "custodian" });
    expect((await adm(cswGet, "/api/admin/csw")).body).toMatchObject({ judul: "Katalog Uji" });
  });

  it("reports components honestly when SMTP and WA are not configured", async () => {
    const r = await adm(status, "/api/admin/organisasi/status");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      smtp: { connected: false, detail: "SMTP_URL belum diatur. Surat dikirim ke kotak surat lokal (/dashboard/admin/kotak-surat)." },
      wa: { connected: false },
      storage: { connected: true },
      csw: { provider: "builtin", healthy: true },
      panen: { antri: 0, berjalan: 0, gagal24Jam: 0, sumber: 0 },
    });
  });

  it("reports an object store that cannot be reached", async () => {
    const { setPenyimpanan, penyimpananLokal } = await import("@/lib/storage");
    const fs = await import("node:fs");
    const berkas = `${(await import("node:os")).tmpdir()}/gk-bukan-direktori-${process.pid}`;
    fs.writeFileSync(berkas, "x");
    setPenyimpanan(penyimpananLokal(`${berkas}/di-bawah-berkas`));
    try {
      expect((await adm<{ storage: unknown }>(status, "/api/admin/organisasi/status")).body.storage).toEqual({ connected: false });
    } finally {
      setPenyimpanan(undefined);
      fs.rmSync(berkas, { force: true });
    }
  });
});
