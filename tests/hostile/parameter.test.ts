import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as daftarPrivat } from "@/app/api/metadata/route";
import { GET as detailPrivat } from "@/app/api/metadata/[id]/route";
import { GET as daftarPublik } from "@/app/api/public/metadata/route";
import { GET as detailPublik } from "@/app/api/public/metadata/[id]/route";
import { GET as xmlPublik } from "@/app/api/public/metadata/[id]/xml/route";
import { GET as referensi } from "@/app/api/referensi/[jenis]/route";
import { GET as standar } from "@/app/api/standar/[slug]/route";
import type { DatabaseHandle } from "@/lib/db/client";
import { getRedis } from "@/lib/redis";
import { cswGet, hasilCari, pengecualian } from "@/tests/helpers/csw";
import { createTestDatabase } from "@/tests/helpers/db";
import { buatPemilik, sisipkanRekaman } from "@/tests/helpers/rekaman";
import { jarUntuk, pakaiRedisUji, type CookieJar } from "@/tests/helpers/sesi";
import { galatRest, kirimMentah, sidikData } from "./bantu";

// Hostile query parameters and path segments: numbers out of range, SQL and LIKE metacharacters, path traversal.
// REST answers 400/404 `{error}`, CSW an ows:ExceptionReport or an honest empty result; nothing changes.

pakaiRedisUji();
let h: DatabaseHandle;
let jar: CookieJar;
let sebelum: Record<string, string>;

const ANGKA_BURUK = ["-1", "0", "NaN", "Infinity", "1e309", "99999999999999999999", "", " ", "1.5", "0x10", "abc", "1;drop table metadata"];
const METAKARAKTER = ["%", "_", "\\", "'", "''", "' or '1'='1", "%' --", "a%b", "\\%", "); drop table metadata; --", "$1", "*", ":*", "!", "&|"];

beforeAll(async () => {
  h = await createTestDatabase();
  const p = await buatPemilik(h.db, "PARAM");
  await sisipkanRekaman(h.db, { organisasiId: p.organisasi.id, penggunaId: p.pengguna.id }, [
    { judul: "Peta garis pantai 50% skala", status: "PUBLISHED" },
    { judul: "Peta batas desa_kelurahan", status: "PUBLISHED" },
    { judul: "Peta rahasia draf", status: "DRAFT" },
  ]);
  jar = await jarUntuk(h.db, { id: p.pengguna.id });
  sebelum = await sidikData(h.db);
});
afterAll(async () => {
  expect(await sidikData(h.db)).toEqual(sebelum);
  (await getRedis())?.disconnect();
  await h?.close();
});

const get = (handler: Parameters<typeof kirimMentah>[0], path: string, params: Record<string, string> = {}, j?: CookieJar) =>
  kirimMentah<{ error?: string; total?: number; records?: { judul?: string }[] }>(handler, path, { method: "GET", params, jar: j });

describe("numeric parameters", () => {
  for (const nama of ["page", "pageSize", "bboxN", "bboxS", "bboxE", "bboxW"]) {
    it.each(ANGKA_BURUK)(`public list ${nama}=%j: 200 or 400 {error}, never 5xx`, async (v) => {
      const bbox = nama.startsWith("bbox") ? "bboxN=10&bboxS=-10&bboxE=140&bboxW=95&" : "";
      const j = await get(daftarPublik, `/api/public/metadata?${bbox}${nama}=${encodeURIComponent(v)}`);
      if (j.status !== 200) galatRest(j, 400);
      // pageSize above the maximum is clamped (documented); everything else that is not a valid number is a 400.
      else expect(nama === "pageSize" && v === "99999999999999999999").toBe(false);
    });
  }

  it.each(ANGKA_BURUK)("private list page=%j: 200 or 400 {error}", async (v) => {
    const j = await get(daftarPrivat, `/api/metadata?page=${encodeURIComponent(v)}`, {}, jar);
    if (j.status !== 200) galatRest(j, 400);
  });

  for (const nama of ["maxRecords", "startPosition"]) {
    it.each(ANGKA_BURUK.filter((v) => v.trim() !== ""))(`CSW ${nama}=%j: InvalidParameterValue`, async (v) => {
      const j = await cswGet({ service: "CSW", version: "2.0.2", request: "GetRecords", typeNames: "csw:Record", [nama]: v });
      if (nama === "maxRecords" && v === "0") return expect(hasilCari(j.akar).kembali).toBe(0);
      expect(pengecualian(j)).toMatchObject({ kode: "InvalidParameterValue", locator: nama.toLowerCase() });
    });
  }
});

describe("SQL and LIKE metacharacters", () => {
  it.each(METAKARAKTER)("public q=%j: 200, only what really matches", async (q) => {
    const j = await get(daftarPublik, `/api/public/metadata?q=${encodeURIComponent(q)}`);
    if (j.status !== 200) return galatRest(j, 400);
    expect(j.body.total).toBeLessThanOrEqual(2);
    for (const r of j.body.records ?? []) expect(r.judul).not.toContain("rahasia");
  });

  it.each(METAKARAKTER)("CSW literal %j in PropertyIsEqualTo: no record, or a report", async (lit) => {
    const cql = `dc:title = '${lit.replace(/'/g, "''")}'`;
    const j = await cswGet({ service: "CSW", version: "2.0.2", request: "GetRecords", typeNames: "csw:Record", constraintLanguage: "CQL_TEXT", constraint_language_version: "1.1.0", constraint: cql });
    if (j.akar.local === "ExceptionReport") return expect(pengecualian(j).kode).toBe("InvalidParameterValue");
    expect(hasilCari(j.akar).cocok).toBe(0);
  });

  it("PropertyIsLike: % and _ are literal under the client's own wildcard", async () => {
    const like = (pola: string) => `<ogc:Filter xmlns:ogc="http://www.opengis.net/ogc"><ogc:PropertyIsLike wildCard="*" singleChar="#" escapeChar="!"><ogc:PropertyName>dc:title</ogc:PropertyName><ogc:Literal>${pola}</ogc:Literal></ogc:PropertyIsLike></ogc:Filter>`;
    const cari = async (pola: string) =>
      hasilCari((await cswGet({ service: "CSW", version: "2.0.2", request: "GetRecords", typeNames: "csw:Record", resultType: "hits", constraintLanguage: "FILTER", constraint_language_version: "1.1.0", constraint: like(pola) })).akar).cocok;
    expect(await cari("%")).toBe(0);
    expect(await cari("*50%*")).toBe(1);
    expect(await cari("*desa_kel*")).toBe(1);
    expect(await cari("*desa%kel*")).toBe(0);
    expect(await cari("*")).toBe(2);
  });
});

describe("path traversal in ids, slugs and names", () => {
  const JALUR = ["../../etc/passwd", "..%2F..%2Fetc%2Fpasswd", "..\\..\\windows\\win.ini", "%00", "....//....//", "/etc/passwd", "00000000-0000-0000-0000-000000000000/../x"];
  it.each(JALUR)("public detail, XML, private detail %j: 404 or 400 {error}", async (id) => {
    for (const [handler, path, j] of [[detailPublik, `/api/public/metadata/x`, undefined], [xmlPublik, `/api/public/metadata/x/xml`, undefined], [detailPrivat, `/api/metadata/x`, jar]] as const) {
      galatRest(await get(handler, path, { id }, j), [400, 404]);
    }
  });
  it.each(JALUR)("standard slug and code-list name %j: 404 or 400 {error}", async (v) => {
    galatRest(await get(standar, "/api/standar/x", { slug: v }), [400, 404]);
    galatRest(await get(referensi, "/api/referensi/x", { jenis: v }), [400, 404]);
  });
});
