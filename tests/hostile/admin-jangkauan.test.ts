import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATCH as ubahPengguna } from "@/app/api/admin/pengguna/[id]/route";
import { POST as reset } from "@/app/api/admin/pengguna/[id]/reset-kata-sandi/route";
import { GET as bacaRekaman } from "@/app/api/metadata/[id]/route";
import { GET as daftarRekaman } from "@/app/api/metadata/route";
import type { DatabaseHandle } from "@/lib/db/client";
import { antreanPesan, auditLog, pengguna } from "@/lib/db/schema";
import { getRedis } from "@/lib/redis";
import { createTestDatabase } from "@/tests/helpers/db";
import { sisipkanRekaman } from "@/tests/helpers/rekaman";
import { buatAkun, buatOrganisasi, type CookieJar, jarUntuk, kirim, pakaiRedisUji, type AkunUji } from "@/tests/helpers/sesi";
import { galatRest } from "./bantu";

// Issue 16 item 8: what an Admin may change with the account API. Not their own organisation, role or active
// flag (moving themselves would open another organisation's drafts); another user's e-mail, with a notice to the
// old address and an audit row naming both addresses.

pakaiRedisUji();
let h: DatabaseHandle;
let orgA = "";
let orgB = "";
let admin: AkunUji;
let jarAdmin: CookieJar;
let draftB = "";

beforeAll(async () => {
  h = await createTestDatabase();
  orgA = (await buatOrganisasi(h.db, "JANGKA")).id;
  orgB = (await buatOrganisasi(h.db, "JANGKB")).id;
  admin = await buatAkun(h.db, "Admin", orgA, "admin-jangkau", { namaLengkap: "Admin Jangkau" });
  jarAdmin = await jarUntuk(h.db, admin);
  const produsenB = await buatAkun(h.db, "Produsen", orgB, "produsen-b");
  [draftB] = (await sisipkanRekaman(h.db, { organisasiId: orgB, penggunaId: produsenB.id }, [{ judul: "Draf rahasia organisasi B", status: "DRAFT" }])) as [string];
});
afterAll(async () => {
  (await getRedis())?.disconnect();
  await h?.close();
});

const patch = (id: string, body: unknown, jar = jarAdmin) => kirim<{ error: string } & Record<string, unknown>>(ubahPengguna, `/api/admin/pengguna/${id}`, { method: "PATCH", body, params: { id }, jar });
const barisPengguna = async (id: string) => (await h.db.select().from(pengguna).where(eq(pengguna.id, id)))[0]!;
const auditUntuk = (id: string) => h.db.select().from(auditLog).where(and(eq(auditLog.entitas, "pengguna"), eq(auditLog.entitasId, id))).orderBy(desc(auditLog.id));
const suratKe = (tujuan: string) => h.db.select().from(antreanPesan).where(eq(antreanPesan.tujuan, tujuan)).orderBy(desc(antreanPesan.id));

describe("an Admin's own account", () => {
  it.each([
    [{ organisasiId: () => orgB }, "organisasi"],
    [{ peran: () => "Produsen" }, "peran"],
    [{ aktif: () => false }, "status aktif"],
  ])("changing %o of it is a 403 naming the field; nothing is written", async (ubah, nama) => {
    const body = Object.fromEntries(Object.entries(ubah).map(([k, f]) => [k, f()]));
    const sebelum = await barisPengguna(admin.id);
    const r = await patch(admin.id, body);
    galatRest(r, 403);
    expect(r.body.error).toBe(`Anda tidak dapat mengubah ${nama} akun Anda sendiri; minta Admin lain melakukannya.`);
    expect(await barisPengguna(admin.id)).toEqual(sebelum);
    expect(await auditUntuk(admin.id)).toEqual([]);
  });

  it("all three at once name all three", async () => {
    const r = await patch(admin.id, { organisasiId: orgB, peran: "Walidata", aktif: false, namaLengkap: "Nama Baru" });
    galatRest(r, 403);
    expect(r.body.error).toBe("Anda tidak dapat mengubah peran, status aktif, organisasi akun Anda sendiri; minta Admin lain melakukannya.");
    expect((await barisPengguna(admin.id)).namaLengkap).toBe("Admin Jangkau");
  });

  it("after the refused move, the other organisation's draft stays unreadable (404) and out of the list", async () => {
    await patch(admin.id, { organisasiId: orgB });
    expect((await kirim(bacaRekaman, `/api/metadata/${draftB}`, { params: { id: draftB }, jar: jarAdmin })).status).toBe(404);
    const daftar = await kirim<{ records: { id: string }[] }>(daftarRekaman, "/api/metadata", { jar: jarAdmin });
    expect(daftar.status).toBe(200);
    expect(daftar.body.records.map((x) => x.id)).not.toContain(draftB);
  });

  it("the edit form's full body with the same organisation, role and flag still saves the name (audited as that one change)", async () => {
    const u = await barisPengguna(admin.id);
    const r = await patch(admin.id, { namaLengkap: "Admin Jangkau Baru", email: u.email, peran: u.peran, organisasiId: u.organisasiId, jabatan: u.jabatan, telepon: u.telepon });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ namaLengkap: "Admin Jangkau Baru", organisasiId: orgA, peran: "Admin" });
    const [a] = await auditUntuk(admin.id);
    expect(a).toMatchObject({ aksi: "ubah", penggunaId: admin.id, data: { perubahan: { namaLengkap: { dari: "Admin Jangkau", ke: "Admin Jangkau Baru" } } } });
    expect(await suratKe(u.email)).toEqual([]);
  });

  it("another Admin may move it, audited with both organisations", async () => {
    const lain = await buatAkun(h.db, "Admin", orgA, "admin-kedua");
    const korban = await buatAkun(h.db, "Admin", orgA, "admin-dipindah");
    const r = await patch(korban.id, { organisasiId: orgB }, await jarUntuk(h.db, lain));
    expect(r.status).toBe(200);
    expect((await barisPengguna(korban.id)).organisasiId).toBe(orgB);
    const [a] = await auditUntuk(korban.id);
    expect(a).toMatchObject({ aksi: "ubah", penggunaId: lain.id, data: { perubahan: { organisasiId: { dari: orgA, ke: orgB } } } });
  });
});

describe("another user's e-mail", () => {
  it("changes, with a notice to the old address (no secret in it) and an audit row with both addresses", async () => {
    const u = await buatAkun(h.db, "Walidata", orgB, "alamat-lama", { namaLengkap: "Sri Lestari" });
    const baru = "alamat-baru@uji.geokatalog.example";
    const r = await patch(u.id, { email: "Alamat-Baru@Uji.GeoKatalog.example" });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ email: baru });
    expect((await barisPengguna(u.id)).email).toBe(baru);

    const [pemberitahuan, ...lainnya] = await suratKe(u.email);
    expect(lainnya).toEqual([]);
    expect(pemberitahuan).toMatchObject({ saluran: "email", jenis: "email_diubah", rahasia: false, status: "MENUNGGU", subjek: "Alamat e-mail akun GeoKatalog Anda diubah" });
    expect(pemberitahuan!.isi).toContain(`dari ${u.email} menjadi ${baru} oleh Admin Jangkau Baru (${admin.email})`);
    expect(pemberitahuan!.isi).toContain("Sri Lestari");
    expect(pemberitahuan!.isi).toMatch(/Jika Anda tidak meminta perubahan ini/);

    const [a, ...lebih] = await auditUntuk(u.id);
    expect(lebih).toEqual([]);
    expect(a).toMatchObject({ aksi: "ubah", penggunaId: admin.id, data: { perubahan: { email: { dari: u.email, ke: baru } } } });

    // A password reset afterwards goes to the new address only; the old one has heard of the change already.
    expect((await kirim(reset, "/x", { method: "POST", params: { id: u.id }, jar: jarAdmin })).status).toBe(200);
    expect((await suratKe(baru)).map((m) => m.jenis)).toEqual(["reset_kata_sandi"]);
    expect((await suratKe(u.email)).map((m) => m.jenis)).toEqual(["email_diubah"]);
  });

  it("an address taken by another account is a 409: nothing changes, no notice, no audit row", async () => {
    const u = await buatAkun(h.db, "Produsen", orgB, "tetap");
    const lain = await buatAkun(h.db, "Produsen", orgB, "pemilik-alamat");
    const r = await patch(u.id, { email: lain.email });
    galatRest(r, 409);
    expect(r.body.error).toBe("Alamat e-mail sudah dipakai akun lain.");
    expect((await barisPengguna(u.id)).email).toBe(u.email);
    expect(await suratKe(u.email)).toEqual([]);
    expect(await auditUntuk(u.id)).toEqual([]);
  });

  it("an Admin's own e-mail may change too, announced to the old address", async () => {
    const sendiri = await buatAkun(h.db, "Admin", orgA, "admin-ganti-alamat");
    const r = await patch(sendiri.id, { email: "admin-alamat-baru@uji.geokatalog.example" }, await jarUntuk(h.db, sendiri));
    expect(r.status).toBe(200);
    expect((await suratKe(sendiri.email)).map((m) => m.jenis)).toEqual(["email_diubah"]);
  });
});
