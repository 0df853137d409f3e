import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as impor } from "@/app/api/metadata/import/route";
import type { DatabaseHandle } from "@/lib/db/client";
import { getRedis } from "@/lib/redis";
import { cswPost, pengecualian } from "@/tests/helpers/csw";
import { createTestDatabase } from "@/tests/helpers/db";
import { buatPemilik, sisipkanRekaman } from "@/tests/helpers/rekaman";
import { jarUntuk, pakaiRedisUji, type CookieJar } from "@/tests/helpers/sesi";
import { galatRest, kirimMentah, sidikData } from "./bantu";

// Hostile XML and bodies at POST /csw and POST /api/metadata/import: every case is refused with a clear error
// (ows:ExceptionReport or `{error}`), quickly, and nothing stored changes.

pakaiRedisUji();
let h: DatabaseHandle;
let jar: CookieJar;
let sebelum: Record<string, string>;

const CSW = 'xmlns:csw="http://www.opengis.net/cat/csw/2.0.2" xmlns:ogc="http://www.opengis.net/ogc"';
const getRecords = (filter: string) =>
  `<csw:GetRecords ${CSW} service="CSW" version="2.0.2" resultType="results"><csw:Query typeNames="csw:Record"><csw:Constraint version="1.1.0"><ogc:Filter>${filter}</ogc:Filter></csw:Constraint></csw:Query></csw:GetRecords>`;
const LAUGHS =
  '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">' +
  Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ""};`.repeat(10)}">`).join("") +
  "]>";

/** The corpus: name, body (text or bytes), content type, and what the answer must not contain. */
const KORPUS: { nama: string; body: () => string | Uint8Array; tipe: string | null }[] = [
  { nama: "DOCTYPE", body: () => `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><csw:GetCapabilities ${CSW} service="CSW"/>`, tipe: "application/xml" },
  { nama: "billion laughs", body: () => `${LAUGHS}<csw:GetCapabilities ${CSW} service="CSW">&lol9;</csw:GetCapabilities>`, tipe: "text/xml" },
  { nama: "external entity", body: () => `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><csw:GetRecordById ${CSW} service="CSW" version="2.0.2"><csw:Id>&xxe;</csw:Id></csw:GetRecordById>`, tipe: "application/xml" },
  { nama: "5 MB body", body: () => getRecords(`<ogc:PropertyIsEqualTo><ogc:PropertyName>dc:title</ogc:PropertyName><ogc:Literal>${"a".repeat(5 * 1024 * 1024)}</ogc:Literal></ogc:PropertyIsEqualTo>`), tipe: "application/xml" },
  { nama: "50 MB body", body: () => new Uint8Array(50 * 1024 * 1024).fill(0x61), tipe: "application/xml" },
  { nama: "10,000-deep nested filter", body: () => getRecords("<ogc:Not>".repeat(10_000) + "<ogc:PropertyIsNull><ogc:PropertyName>dc:title</ogc:PropertyName></ogc:PropertyIsNull>" + "</ogc:Not>".repeat(10_000)), tipe: "application/xml" },
  { nama: "invalid UTF-8", body: () => Buffer.concat([Buffer.from(`<csw:GetCapabilities ${CSW} service="CSW">`), Buffer.from([0xc3, 0x28, 0xff, 0xfe]), Buffer.from("</csw:GetCapabilities>")]), tipe: "application/xml" },
  { nama: "JSON content type", body: () => '{"request":"GetRecords"}', tipe: "application/json" },
  { nama: "text/plain content type", body: () => `<csw:GetCapabilities ${CSW} service="CSW"/>`, tipe: "text/plain" },
  { nama: "multipart content type", body: () => "--x\r\n\r\n--x--", tipe: "multipart/form-data; boundary=x" },
  { nama: "not XML at all", body: () => "\u0000\u0001<<<>>>&&&", tipe: "application/xml" },
  { nama: "unclosed elements", body: () => `<csw:GetRecords ${CSW}>`.repeat(100), tipe: "application/xml" },
];

beforeAll(async () => {
  h = await createTestDatabase();
  const p = await buatPemilik(h.db, "HOSTIL");
  await sisipkanRekaman(h.db, { organisasiId: p.organisasi.id, penggunaId: p.pengguna.id }, [{ judul: "Peta rupabumi hostil", status: "PUBLISHED" }]);
  jar = await jarUntuk(h.db, { id: p.pengguna.id });
  sebelum = await sidikData(h.db);
});
afterAll(async () => {
  expect(await sidikData(h.db)).toEqual(sebelum);
  (await getRedis())?.disconnect();
  await h?.close();
});

describe("POST /csw with hostile bodies", () => {
  for (const k of KORPUS) {
    it(`${k.nama}: ows:ExceptionReport`, async () => {
      const body = k.body();
      const j = await (typeof body === "string" ? cswPost(body, k.tipe) : cswPost(body as unknown as string, k.tipe));
      expect(j.status).toBe(200);
      expect(j.akar.local).toBe("ExceptionReport");
      const e = pengecualian(j);
      expect(["NoApplicableCode", "InvalidParameterValue"]).toContain(e.kode);
      expect(e.teks.length).toBeGreaterThan(0);
      expect(e.teks.length).toBeLessThan(400);
      expect(j.teks).not.toContain("root:");
      expect(j.teks).not.toContain("lollollol");
    });
  }
});

const kirimImpor = (body: string | Uint8Array, tipe: string) =>
  kirimMentah<{ error?: string; diimpor?: number; ditolak?: number }>(impor, "/api/metadata/import", { body, jar, headers: { "content-type": tipe } });

describe("POST /api/metadata/import with hostile bodies", () => {
  for (const k of KORPUS.filter((x) => x.tipe?.includes("xml"))) {
    it(`${k.nama}: refused, nothing imported`, async () => {
      const j = await kirimImpor(k.body(), k.tipe!);
      if (j.status === 200) {
        expect(j.body.diimpor).toBe(0);
        expect(j.body.ditolak).toBeGreaterThan(0);
      } else galatRest(j, [400, 413]);
    });
  }

  it("over 50 MB: 413 {error}", async () => {
    const j = await kirimImpor(new Uint8Array(50 * 1024 * 1024 + 1), "application/zip");
    galatRest(j, 413);
  });

  it.each(["application/json", "text/plain", "image/png", ""])("content type %j: 415 {error}", async (tipe) => {
    const j = await kirimImpor("<a/>", tipe);
    galatRest(j, 415);
  });

  it("a zip that is not a zip and a zip bomb header: refused, nothing imported", async () => {
    const palsu = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(100).fill(0xff)]);
    const j = await kirimImpor(palsu, "application/zip");
    if (j.status === 200) expect(j.body.diimpor).toBe(0);
    else galatRest(j, [400, 413]);
  });
});
