import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { getRedis } from "@/lib/redis";
import { createTestDatabase } from "@/tests/helpers/db";
import { sisipkanRekaman } from "@/tests/helpers/rekaman";
import { buatAkun, buatOrganisasi, jarUntuk, pakaiRedisUji, type CookieJar } from "@/tests/helpers/sesi";
import { galatRest, kirimMentah, sidikData } from "./bantu";

// Malformed and oversized JSON on every write endpoint that reads a JSON body: a clear 400 or 413 `{error}`,
// fast, and nothing stored changes. An Admin (every permission) sends them, so no 403 hides the body check.

pakaiRedisUji();
let h: DatabaseHandle;
let jar: CookieJar;
let sebelum: Record<string, string>;
let idRekaman = "";
let idOrg = "";
let idAkun = "";

type Handler = Parameters<typeof kirimMentah>[0];
type Titik = { nama: string; muat: () => Promise<{ [m: string]: unknown }>; metode: string; path: () => string; params: () => Record<string, string> };

const TITIK: Titik[] = [
  { nama: "POST /api/auth/login", muat: () => import("@/app/api/auth/login/route"), metode: "POST", path: () => "/api/auth/login", params: () => ({}) },
  { nama: "POST /api/auth/lupa-sandi", muat: () => import("@/app/api/auth/lupa-sandi/route"), metode: "POST", path: () => "/api/auth/lupa-sandi", params: () => ({}) },
  { nama: "POST /api/auth/atur-ulang-sandi", muat: () => import("@/app/api/auth/atur-ulang-sandi/route"), metode: "POST", path: () => "/api/auth/atur-ulang-sandi", params: () => ({}) },
  { nama: "POST /api/auth/otp", muat: () => import("@/app/api/auth/otp/route"), metode: "POST", path: () => "/api/auth/otp", params: () => ({}) },
  { nama: "POST /api/metadata", muat: () => import("@/app/api/metadata/route"), metode: "POST", path: () => "/api/metadata", params: () => ({}) },
  { nama: "PATCH /api/metadata/{id}", muat: () => import("@/app/api/metadata/[id]/route"), metode: "PATCH", path: () => `/api/metadata/${idRekaman}`, params: () => ({ id: idRekaman }) },
  { nama: "POST /api/metadata/{id}/ajukan", muat: () => import("@/app/api/metadata/[id]/ajukan/route"), metode: "POST", path: () => `/api/metadata/${idRekaman}/ajukan`, params: () => ({ id: idRekaman }) },
  { nama: "POST /api/metadata/{id}/revisi", muat: () => import("@/app/api/metadata/[id]/revisi/route"), metode: "POST", path: () => `/api/metadata/${idRekaman}/revisi`, params: () => ({ id: idRekaman }) },
  { nama: "PUT /api/metadata/{id}/qcqe/qc", muat: () => import("@/app/api/metadata/[id]/qcqe/[tipe]/route"), metode: "PUT", path: () => `/api/metadata/${idRekaman}/qcqe/qc`, params: () => ({ id: idRekaman, tipe: "qc" }) },
  { nama: "POST /api/metadata/{id}/qcqe/selesai", muat: () => import("@/app/api/metadata/[id]/qcqe/selesai/route"), metode: "POST", path: () => `/api/metadata/${idRekaman}/qcqe/selesai`, params: () => ({ id: idRekaman }) },
  { nama: "POST /api/metadata/{id}/qcqe/tolak", muat: () => import("@/app/api/metadata/[id]/qcqe/tolak/route"), metode: "POST", path: () => `/api/metadata/${idRekaman}/qcqe/tolak`, params: () => ({ id: idRekaman }) },
  { nama: "POST /api/walidata/{id}/setujui", muat: () => import("@/app/api/walidata/[id]/setujui/route"), metode: "POST", path: () => `/api/walidata/${idRekaman}/setujui`, params: () => ({ id: idRekaman }) },
  { nama: "POST /api/walidata/{id}/tolak", muat: () => import("@/app/api/walidata/[id]/tolak/route"), metode: "POST", path: () => `/api/walidata/${idRekaman}/tolak`, params: () => ({ id: idRekaman }) },
  { nama: "POST /api/walidata/{id}/visibilitas", muat: () => import("@/app/api/walidata/[id]/visibilitas/route"), metode: "POST", path: () => `/api/walidata/${idRekaman}/visibilitas`, params: () => ({ id: idRekaman }) },
  { nama: "PATCH /api/admin/csw", muat: () => import("@/app/api/admin/csw/route"), metode: "PATCH", path: () => "/api/admin/csw", params: () => ({}) },
  { nama: "POST /api/admin/organisasi", muat: () => import("@/app/api/admin/organisasi/route"), metode: "POST", path: () => "/api/admin/organisasi", params: () => ({}) },
  { nama: "PATCH /api/admin/organisasi/{id}", muat: () => import("@/app/api/admin/organisasi/[id]/route"), metode: "PATCH", path: () => `/api/admin/organisasi/${idOrg}`, params: () => ({ id: idOrg }) },
  { nama: "POST /api/admin/pengguna", muat: () => import("@/app/api/admin/pengguna/route"), metode: "POST", path: () => "/api/admin/pengguna", params: () => ({}) },
  { nama: "PATCH /api/admin/pengguna/{id}", muat: () => import("@/app/api/admin/pengguna/[id]/route"), metode: "PATCH", path: () => `/api/admin/pengguna/${idAkun}`, params: () => ({ id: idAkun }) },
  { nama: "PATCH /api/user/profil", muat: () => import("@/app/api/user/profil/route"), metode: "PATCH", path: () => "/api/user/profil", params: () => ({}) },
  { nama: "POST /api/user/profil/kata-sandi", muat: () => import("@/app/api/user/profil/kata-sandi/route"), metode: "POST", path: () => "/api/user/profil/kata-sandi", params: () => ({}) },
];

const RUSAK = ["{", '{"judul": }', "[1,2", "nul", '{"a":"\\u12"}', "\u0000", '{"__proto__":{"admin":true}'];
const BESAR = `{"judul":"${"a".repeat(2 * 1024 * 1024)}"}`;

beforeAll(async () => {
  h = await createTestDatabase();
  const org = await buatOrganisasi(h.db, "JSONH");
  const admin = await buatAkun(h.db, "Admin", org.id, "admin-json");
  const lain = await buatAkun(h.db, "Produsen", org.id, "produsen-json");
  jar = await jarUntuk(h.db, admin);
  [idRekaman] = await sisipkanRekaman(h.db, { organisasiId: org.id, penggunaId: lain.id }, [{ judul: "Peta uji JSON hostil", status: "REVIEW" }]) as [string];
  idOrg = org.id;
  idAkun = lain.id;
  sebelum = await sidikData(h.db);
});
afterAll(async () => {
  expect(await sidikData(h.db)).toEqual(sebelum);
  (await getRedis())?.disconnect();
  await h?.close();
});

describe.each(TITIK)("$nama", (t) => {
  const panggil = async (body: string | Uint8Array, tipe = "application/json") => {
    const mod = await t.muat();
    return kirimMentah(mod[t.metode] as Handler, t.path(), { method: t.metode, body, jar, params: t.params(), headers: { "content-type": tipe } });
  };

  it.each(RUSAK)("malformed JSON %j: 400 {error}", async (body) => {
    galatRest(await panggil(body), 400);
  });

  it("2 MB JSON: 413 {error}", async () => {
    galatRest(await panggil(BESAR), 413);
  });

  it("invalid UTF-8: 400 {error}", async () => {
    galatRest(await panggil(new Uint8Array([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x7d])), 400);
  });

  it("form content type: 415 {error}", async () => {
    galatRest(await panggil("judul=x", "application/x-www-form-urlencoded"), 415);
  });
});
