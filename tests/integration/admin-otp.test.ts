import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as matikan } from "@/app/api/admin/pengguna/[id]/matikan-otp/route";
import { POST as login } from "@/app/api/auth/login/route";
import { PESAN_OTP_SUDAH_MATI } from "@/lib/admin/matikan-otp";
import type { DatabaseHandle } from "@/lib/db/client";
import { antreanPesan, auditLog, loginTertunda, pengguna } from "@/lib/db/schema";
import { createTestDatabase } from "@/tests/helpers/db";
import { buatAkun, buatOrganisasi, jarUntuk, KATA_SANDI_UJI, kirim, pakaiRedisUji, type AkunUji } from "@/tests/helpers/sesi";

pakaiRedisUji();
let h: DatabaseHandle;
let admin: AkunUji;
let terkunci: AkunUji;

beforeAll(async () => {
  h = await createTestDatabase();
  const org = await buatOrganisasi(h.db, "OTP");
  admin = await buatAkun(h.db, "Admin", org.id, "admin-otp");
  terkunci = await buatAkun(h.db, "Produsen", org.id, "hp-hilang", { otpAktif: true, otpSaluran: "wa", telepon: "+6281200000001" });
});
afterAll(async () => {
  await h?.close();
});

const url = (id: string) => `/api/admin/pengguna/${id}/matikan-otp`;
const masuk = () => kirim<{ requiresOtp: boolean }>(login, "/api/auth/login", { body: { email: terkunci.email, password: KATA_SANDI_UJI }, ip: "10.9.0.1" });

describe("POST /api/admin/pengguna/{id}/matikan-otp", () => {
  it("is for Admins only", async () => {
    const bukanAdmin = await jarUntuk(h.db, terkunci);
    const r = await kirim(matikan, url(terkunci.id), { method: "POST", params: { id: terkunci.id }, jar: bukanAdmin });
    expect(r.status).toBe(403);
    const [u] = await h.db.select({ otpAktif: pengguna.otpAktif }).from(pengguna).where(eq(pengguna.id, terkunci.id));
    expect(u!.otpAktif).toBe(true);
  });

  it("turns OTP off, cancels sign-ins waiting for a code, tells the user and audits the Admin", async () => {
    expect((await masuk()).body).toEqual({ requiresOtp: true });
    const jar = await jarUntuk(h.db, admin);
    const r = await kirim(matikan, url(terkunci.id), { method: "POST", params: { id: terkunci.id }, jar });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ id: terkunci.id, otpAktif: false });

    const tertunda = await h.db.select({ dibatalkanAt: loginTertunda.dibatalkanAt }).from(loginTertunda).where(eq(loginTertunda.penggunaId, terkunci.id));
    expect(tertunda.length).toBeGreaterThan(0);
    expect(tertunda.every((t) => t.dibatalkanAt !== null)).toBe(true);
    const [audit] = await h.db.select().from(auditLog).where(and(eq(auditLog.aksi, "matikan_otp"), eq(auditLog.entitasId, terkunci.id)));
    expect(audit).toMatchObject({ penggunaId: admin.id, entitas: "pengguna", dari: "otp_aktif", ke: "otp_mati", data: { saluran: "wa" } });
    const [kabar] = await h.db.select().from(antreanPesan).where(and(eq(antreanPesan.tujuan, terkunci.email), eq(antreanPesan.jenis, "otp_dimatikan")));
    expect(kabar?.isi).toContain("Administrator mematikan kode OTP");

    // The locked-out user now signs in with the password alone.
    const lagi = await masuk();
    expect(lagi.status).toBe(200);
    expect(lagi.body).toEqual({ requiresOtp: false });
  });

  it("answers 409 when OTP is already off (no second audit row) and 404 for an unknown account", async () => {
    const jar = await jarUntuk(h.db, admin);
    const r = await kirim(matikan, url(terkunci.id), { method: "POST", params: { id: terkunci.id }, jar });
    expect(r.status).toBe(409);
    expect(r.body).toEqual({ error: PESAN_OTP_SUDAH_MATI });
    expect(await h.db.select().from(auditLog).where(and(eq(auditLog.aksi, "matikan_otp"), eq(auditLog.entitasId, terkunci.id)))).toHaveLength(1);
    for (const id of ["00000000-0000-4000-8000-000000000000", "bukan-uuid"]) {
      expect((await kirim(matikan, url(id), { method: "POST", params: { id }, jar })).status).toBe(404);
    }
  });
});
