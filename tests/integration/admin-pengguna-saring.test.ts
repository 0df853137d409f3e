import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as daftarPengguna } from "@/app/api/admin/pengguna/route";
import type { DatabaseHandle } from "@/lib/db/client";
import { createTestDatabase } from "@/tests/helpers/db";
import { buatAkun, buatOrganisasi, type CookieJar, jarUntuk, kirim, pakaiRedisUji } from "@/tests/helpers/sesi";

// Admin users list (issue 17): role, organisation, status and name/e-mail filters, combined, paged on the server.
pakaiRedisUji();
let h: DatabaseHandle;
let jar: CookieJar;
let orgA: string;
let orgB: string;

type Daftar = { records: { email: string; peran: string; aktif: boolean; organisasiKode: string }[]; total: number; page: number; pageSize: number; error?: string };
const daftar = (kueri: string) => kirim<Daftar>(daftarPengguna, `/api/admin/pengguna?${kueri}`, { jar });
const email = (d: Daftar) => d.records.map((r) => r.email.split("@")[0]);

beforeAll(async () => {
  h = await createTestDatabase();
  orgA = (await buatOrganisasi(h.db, "SARA")).id;
  orgB = (await buatOrganisasi(h.db, "SARB")).id;
  jar = await jarUntuk(h.db, await buatAkun(h.db, "Admin", orgA, "saring-admin"));
  await buatAkun(h.db, "Produsen", orgA, "saring-prod-a", { namaLengkap: "Rina Kartika" });
  await buatAkun(h.db, "Produsen", orgB, "saring-prod-b", { namaLengkap: "Bayu Rina" });
  await buatAkun(h.db, "Pemeriksa", orgA, "saring-periksa-a", { aktif: false });
  await buatAkun(h.db, "Pemeriksa", orgB, "saring-periksa-b");
  await buatAkun(h.db, "Walidata", orgB, "saring-wali-b", { aktif: false });
});
afterAll(async () => h?.close());

describe("GET /api/admin/pengguna filters", () => {
  it("by role", async () => {
    const r = await daftar("peran=Pemeriksa");
    expect(r.status).toBe(200);
    expect(email(r.body)).toEqual(["saring-periksa-a", "saring-periksa-b"]);
    expect(r.body.total).toBe(2);
  });

  it("by status: deactivated accounts only, or active ones only", async () => {
    expect(email((await daftar("aktif=false")).body)).toEqual(["saring-periksa-a", "saring-wali-b"]);
    const aktif = (await daftar("aktif=true")).body;
    expect(aktif.records.every((r) => r.aktif)).toBe(true);
    expect(aktif.total).toBe(4);
  });

  it("by organisation, and every filter combined with the name/e-mail search", async () => {
    expect(email((await daftar(`organisasiId=${orgB}`)).body)).toEqual(["saring-periksa-b", "saring-prod-b", "saring-wali-b"]);
    expect(email((await daftar(`organisasiId=${orgB}&peran=Produsen&aktif=true&q=rina`)).body)).toEqual(["saring-prod-b"]);
    expect(email((await daftar("q=RINA")).body)).toEqual(["saring-prod-a", "saring-prod-b"]);
    expect((await daftar(`organisasiId=${orgA}&peran=Walidata`)).body.total).toBe(0);
  });

  it("pages on the server with the filters kept, total counting every match", async () => {
    const satu = (await daftar("q=saring-&pageSize=2&page=1")).body;
    const dua = (await daftar("q=saring-&pageSize=2&page=2")).body;
    expect(satu.total).toBe(6);
    expect(satu.records).toHaveLength(2);
    expect(dua.records).toHaveLength(2);
    expect(email(satu).some((e) => email(dua).includes(e))).toBe(false);
  });

  it("refuses an unknown role or status with a message naming the parameter (400, not an empty list)", async () => {
    const peran = await daftar("peran=Raja");
    expect(peran.status).toBe(400);
    expect(peran.body.error).toBe("Parameter peran harus salah satu dari Produsen, Pemeriksa, Walidata, Admin.");
    const aktif = await daftar("aktif=ya");
    expect(aktif.status).toBe(400);
    expect(aktif.body.error).toBe("Parameter aktif harus true (akun aktif) atau false (akun nonaktif).");
    expect((await daftar("peran=&aktif=")).body.total).toBe(6);
  });
});
