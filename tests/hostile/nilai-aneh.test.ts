import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as formulir } from "@/app/api/auth/formulir/route";
import { responsPengecualian } from "@/lib/csw/respons";
import type { DatabaseHandle } from "@/lib/db/client";
import { handleApiError } from "@/lib/http/respond";
import { KEDALAMAN_MAKS } from "@/lib/http/nilai-masukan";
import { ringkasanGalat } from "@/lib/keamanan/catat-galat";
import { getRedis } from "@/lib/redis";
import { cswGet, cswPost, pengecualian } from "@/tests/helpers/csw";
import { createTestDatabase } from "@/tests/helpers/db";
import { sisipkanRekaman } from "@/tests/helpers/rekaman";
import { buatAkun, buatOrganisasi, CookieJar, jarUntuk, kirim, pakaiRedisUji } from "@/tests/helpers/sesi";
import { galatRest, kirimMentah, sidikData } from "./bantu";

// Odd input that used to reach Postgres or recursive code (issue 16 item 5): a NUL or another control character
// or a lone surrogate in any JSON string, key, query parameter or path parameter; JSON nested thousands deep; the
// same in CSW literals and KVP values. Every case is a 400 `{error}` (InvalidParameterValue on /csw), nothing
// stored changes, and no line reaches the error log (which would mean an unexpected error).

pakaiRedisUji();
let h: DatabaseHandle;
let jar: CookieJar;
let sebelum: Record<string, string>;
let idRekaman = "";
let idOrg = "";
let idAkun = "";
const logGalat = vi.spyOn(console, "error");

type Handler = Parameters<typeof kirimMentah>[0];
type Titik = { nama: string; muat: () => Promise<{ [m: string]: unknown }>; metode: string; path: () => string; params: () => Record<string, string> };

const TITIK: Titik[] = [
  { nama: "POST /api/auth/login", muat: () => import("@/app/api/auth/login/route"), metode: "POST", path: () => "/api/auth/login", params: () => ({}) },
  { nama: "POST /api/auth/otp", muat: () => import("@/app/api/auth/otp/route"), metode: "POST", path: () => "/api/auth/otp", params: () => ({}) },
  { nama: "POST /api/metadata", muat: () => import("@/app/api/metadata/route"), metode: "POST", path: () => "/api/metadata", params: () => ({}) },
  { nama: "PATCH /api/metadata/{id}", muat: () => import("@/app/api/metadata/[id]/route"), metode: "PATCH", path: () => `/api/metadata/${idRekaman}`, params: () => ({ id: idRekaman }) },
  { nama: "POST /api/metadata/{id}/revisi", muat: () => import("@/app/api/metadata/[id]/revisi/route"), metode: "POST", path: () => `/api/metadata/${idRekaman}/revisi`, params: () => ({ id: idRekaman }) },
  { nama: "PUT /api/metadata/{id}/qcqe/qc", muat: () => import("@/app/api/metadata/[id]/qcqe/[tipe]/route"), metode: "PUT", path: () => `/api/metadata/${idRekaman}/qcqe/qc`, params: () => ({ id: idRekaman, tipe: "qc" }) },
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

const dalam = (n: number, daun: string) => '{"a":'.repeat(n) + daun + "}".repeat(n);

/** Valid JSON that must not get past the input check, and what the refusal says. */
const BADAN: [string, string, RegExp][] = [
  ["NUL in a value", '{"email":"a\\u0000@x.go.id","judul":"Peta\\u0000","namaLengkap":"x\\u0000"}', /karakter kendali/],
  ["NUL deep in a document", '{"versi":1,"identifikasi":{"judul":"Peta\\u0000batas","kontak":[{"namaIndividu":"\\u0000"}]}}', /karakter kendali/],
  ["\\u0001 in a value", '{"alasan":"\\u0001","nama":"x"}', /karakter kendali/],
  ["\\u001f in a value", '{"namaLengkap":"ab\\u001fc"}', /karakter kendali/],
  ["\\u000b in a value", '{"jabatan":"ab\\u000bc"}', /karakter kendali/],
  ["NUL in a key", '{"judul\\u0000":"x"}', /karakter kendali/],
  ["lone high surrogate", '{"namaLengkap":"\\ud800"}', /surrogate/],
  ["lone low surrogate", '{"judul":"a\\udc00b"}', /surrogate/],
  ["10,000 nested objects", dalam(10_000, "1"), /bersarang terlalu dalam/],
  ["10,000 nested arrays", `{"a":${"[".repeat(10_000)}${"]".repeat(10_000)}}`, /bersarang terlalu dalam/],
  [`${KEDALAMAN_MAKS + 1} levels`, dalam(KEDALAMAN_MAKS, "{}"), /bersarang terlalu dalam/],
];

beforeAll(async () => {
  h = await createTestDatabase();
  const org = await buatOrganisasi(h.db, "ANEH");
  const admin = await buatAkun(h.db, "Admin", org.id, "admin-aneh");
  const lain = await buatAkun(h.db, "Produsen", org.id, "produsen-aneh");
  jar = await jarUntuk(h.db, admin);
  [idRekaman] = (await sisipkanRekaman(h.db, { organisasiId: org.id, penggunaId: lain.id }, [{ judul: "Peta uji nilai aneh", status: "REVIEW" }])) as [string];
  idOrg = org.id;
  idAkun = lain.id;
  sebelum = await sidikData(h.db);
  logGalat.mockClear();
});
afterAll(async () => {
  expect(await sidikData(h.db)).toEqual(sebelum);
  (await getRedis())?.disconnect();
  await h?.close();
});

describe.each(TITIK)("$nama", (t) => {
  it.each(BADAN)("%s: 400 {error} from the input check", async (_n, body, pesan) => {
    const mod = await t.muat();
    const j = await kirimMentah(mod[t.metode] as Handler, t.path(), { method: t.metode, body, jar, params: t.params(), headers: { "content-type": "application/json" } });
    galatRest(j, 400);
    expect(JSON.stringify(j.body)).toMatch(pesan);
  });
});

describe("query and path parameters", () => {
  const GET: [string, () => Promise<{ [m: string]: unknown }>, string, Record<string, string>][] = [
    ["/api/admin/pengguna?q=%00", () => import("@/app/api/admin/pengguna/route"), "GET", {}],
    ["/api/admin/pengguna?q=a%01", () => import("@/app/api/admin/pengguna/route"), "GET", {}],
    ["/api/metadata?q=%00", () => import("@/app/api/metadata/route"), "GET", {}],
    ["/api/walidata/antrean?q=%1B", () => import("@/app/api/walidata/antrean/route"), "GET", {}],
    ["/api/admin/organisasi/lintas-org-check?organisasiId=%00", () => import("@/app/api/admin/organisasi/lintas-org-check/route"), "GET", {}],
    ["/api/public/metadata?q=%00", () => import("@/app/api/public/metadata/route"), "GET", {}],
    ["/api/public/metadata?%00=x", () => import("@/app/api/public/metadata/route"), "GET", {}],
    ["/api/public/metadata?q=%E0%A4%A", () => import("@/app/api/public/metadata/route"), "GET", {}],
    ["/api/referensi/x", () => import("@/app/api/referensi/[jenis]/route"), "GET", { jenis: "PERAN\u0000" }],
    ["/api/standar/x", () => import("@/app/api/standar/[slug]/route"), "GET", { slug: "a\u0000" }],
    ["/api/public/metadata/x", () => import("@/app/api/public/metadata/[id]/route"), "GET", { id: "\u0000" }],
    ["/api/metadata/x", () => import("@/app/api/metadata/[id]/route"), "GET", { id: "\u0007" }],
  ];
  it.each(GET)("%s %j: 400 {error}", async (path, muat, metode, params) => {
    const mod = await muat();
    const j = await kirimMentah(mod[metode] as Handler, path, { method: metode, jar, params });
    galatRest(j, 400);
    expect(j.body.error).toMatch(/karakter kendali|kode persen/);
  });

  it("tabs, newlines and ordinary Unicode still pass", async () => {
    const { GET: daftar } = await import("@/app/api/public/metadata/route");
    expect((await kirimMentah(daftar as Handler, `/api/public/metadata?q=${encodeURIComponent("peta\tbatas\ndesa – ☃ 𝔾")}`, { method: "GET" })).status).toBe(200);
    const { PATCH: profil } = await import("@/app/api/user/profil/route");
    const lain = await jarUntuk(h.db, { id: idAkun });
    const j = await kirimMentah<{ jabatan?: string }>(profil as Handler, "/api/user/profil", { method: "PATCH", jar: lain, body: JSON.stringify({ jabatan: "Analis\tdata\r\nspasial 𝔾" }), headers: { "content-type": "application/json" } });
    expect(j.status).toBe(200);
    expect(j.body.jabatan).toBe("Analis\tdata\r\nspasial 𝔾");
    await h.db.execute(sql`update pengguna set jabatan = null where id = ${idAkun}`);
    sebelum = await sidikData(h.db);
  });
});

describe("the sign-in form", () => {
  it("a NUL in the e-mail is an invalid form, not a server error", async () => {
    const r = await kirim<string>(formulir, "/api/auth/formulir", {
      body: new URLSearchParams({ langkah: "masuk", email: "a\u0000@x.go.id", password: "apa saja 123" }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost", host: "localhost" },
      jar: new CookieJar(),
      ip: "10.16.5.1",
    });
    expect(r.status).toBe(303);
    expect(r.headers.get("location")).toBe("/masuk?galat=tidak-valid");
  });
});

describe("names that come inside an upload", () => {
  it("a zip entry whose name is cut inside a surrogate pair, or holds a control character, is imported and audited", async () => {
    const { POST: impor } = await import("@/app/api/metadata/import/route");
    const { renderXml } = await import("@/lib/xml");
    const { dokumenUji } = await import("@/tests/helpers/rekaman");
    const { zipSync, strToU8 } = await import("fflate");
    const produsen = await jarUntuk(h.db, { id: idAkun });
    const xml = strToU8(renderXml(dokumenUji({ judul: "Peta dari zip bernama aneh" }), { format: "gmd", id: "b1e3c3a0-4c1d-4d8e-9a6f-000000000017", dateStamp: "2026-01-01T00:00:00Z" }));
    // "unggahan.zip/" is 13 characters: the audit's 300-character cut falls between the two halves of the emoji.
    const zip = zipSync({ [`${"a".repeat(286)}\u{1F5FA}.xml`]: xml, "peta\u0001\u001f.xml": xml });
    const j = await kirimMentah<{ diimpor?: number }>(impor as Handler, "/api/metadata/import", { body: zip, jar: produsen, headers: { "content-type": "application/zip" } });
    expect(j.status).toBe(200);
    expect(j.body.diimpor).toBe(2);
    const audit = await h.db.execute<{ berkas: string }>(sql`select data->>'berkas' as berkas from audit_log where aksi = 'impor' order by waktu`);
    const nama = (Array.isArray(audit) ? audit : (audit as { rows: { berkas: string }[] }).rows).map((r) => r.berkas);
    expect(nama).toHaveLength(2);
    for (const n of nama) expect(n).toMatch(/^unggahan\.zip\//);
    expect(nama.some((n) => n.includes("peta\ufffd\ufffd.xml"))).toBe(true);
    await h.db.execute(sql`delete from metadata where judul = 'Peta dari zip bernama aneh'`);
    await h.db.execute(sql`delete from audit_log where aksi = 'impor'`);
  });
});

describe("CSW literals and KVP values", () => {
  const CSW = 'xmlns:csw="http://www.opengis.net/cat/csw/2.0.2" xmlns:ogc="http://www.opengis.net/ogc"';
  const getRecords = (filter: string) =>
    `<?xml version="1.1"?><csw:GetRecords ${CSW} service="CSW" version="2.0.2" resultType="hits"><csw:Query typeNames="csw:Record"><csw:Constraint version="1.1.0"><ogc:Filter>${filter}</ogc:Filter></csw:Constraint></csw:Query></csw:GetRecords>`;
  const kvp = { service: "CSW", version: "2.0.2", request: "GetRecords", typeNames: "csw:Record", resultType: "hits" };

  it.each([
    ["CQL string literal with NUL", { ...kvp, constraintLanguage: "CQL_TEXT", constraint_language_version: "1.1.0", constraint: "dc:title = 'a\u0000b'" }, "constraint"],
    ["CQL LIKE pattern with \\u0001", { ...kvp, constraintLanguage: "CQL_TEXT", constraint_language_version: "1.1.0", constraint: "dc:title LIKE '%\u0001%'" }, "constraint"],
    ["q with NUL", { ...kvp, q: "peta\u0000" }, "q"],
    ["GetRecordById id with NUL", { service: "CSW", version: "2.0.2", request: "GetRecordById", id: "\u0000" }, "id"],
    ["a parameter name with NUL", { ...kvp, "x\u0000": "1" }, "request"],
  ] as const)("GET %s: InvalidParameterValue", async (_n, q, locator) => {
    const j = await cswGet(q as Record<string, string>);
    expect(pengecualian(j)).toMatchObject({ kode: "InvalidParameterValue", locator });
    expect(pengecualian(j).teks).toMatch(/karakter kendali/);
  });

  it.each([
    ["PropertyIsEqualTo", "<ogc:PropertyIsEqualTo><ogc:PropertyName>dc:title</ogc:PropertyName><ogc:Literal>a&#1;b</ogc:Literal></ogc:PropertyIsEqualTo>"],
    ["PropertyIsLike", '<ogc:PropertyIsLike wildCard="*" singleChar="#" escapeChar="!"><ogc:PropertyName>dc:subject</ogc:PropertyName><ogc:Literal>*&#x1F;*</ogc:Literal></ogc:PropertyIsLike>'],
    ["PropertyIsBetween", "<ogc:PropertyIsBetween><ogc:PropertyName>dc:title</ogc:PropertyName><ogc:LowerBoundary><ogc:Literal>a</ogc:Literal></ogc:LowerBoundary><ogc:UpperBoundary><ogc:Literal>&#2;</ogc:Literal></ogc:UpperBoundary></ogc:PropertyIsBetween>"],
  ])("POST XML 1.1 %s literal with a control character reference: InvalidParameterValue at constraint", async (_n, filter) => {
    const j = await cswPost(getRecords(filter));
    expect(pengecualian(j)).toMatchObject({ kode: "InvalidParameterValue", locator: "constraint" });
  });

  it("form-encoded KVP POST with NUL: InvalidParameterValue", async () => {
    const j = await cswPost(new URLSearchParams({ ...kvp, q: "\u0000" }).toString(), "application/x-www-form-urlencoded");
    expect(pengecualian(j)).toMatchObject({ kode: "InvalidParameterValue", locator: "q" });
  });
});

describe("what an unexpected database error puts in the log", () => {
  const galatDb = async (): Promise<unknown[]> => {
    const hasil: unknown[] = [];
    for (const q of [sql`select ${"rahasia-pengguna-\u0000"}::text`, sql`select ${"rahasia-pengguna-x"}::uuid`, sql`select * from metadata where judul = ${"rahasia-pengguna"} and tidak_ada = 1`]) {
      await h.db.execute(q).then(
        () => hasil.push(new Error("query should have failed")),
        (e: unknown) => hasil.push(e),
      );
    }
    return hasil;
  };

  it("class and SQLSTATE, never the SQL text or its parameters", async () => {
    for (const err of await galatDb()) {
      const baris = ringkasanGalat(err);
      expect(baris).not.toMatch(/rahasia|select|Failed query|params/i);
      expect(baris).toMatch(/code=[0-9A-Z]{5}/);
    }
  });

  it("through the REST and CSW error paths too (and, before this, no hostile case above logged anything)", async () => {
    // An unexpected error anywhere above would have been logged: the input checks must have answered every case.
    expect(logGalat).not.toHaveBeenCalled();
    logGalat.mockImplementation(() => {});
    try {
      for (const err of await galatDb()) {
        expect(handleApiError(err).status).toBe(500);
        expect(await responsPengecualian(err).text()).toContain('exceptionCode="NoApplicableCode"');
      }
      expect(logGalat).toHaveBeenCalledTimes(6);
      expect(logGalat.mock.calls.flat().map(String).join("\n")).not.toMatch(/rahasia|select|Failed query/i);
    } finally {
      logGalat.mockRestore();
    }
  });
});
