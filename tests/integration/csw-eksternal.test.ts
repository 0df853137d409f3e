import fs from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as identitasCsw, PATCH as ubahIdentitasCsw } from "@/app/api/admin/csw/route";
import { GET as statusAdmin } from "@/app/api/admin/organisasi/status/route";
import { GET, POST } from "@/app/csw/route";
import { IdentitasCswEksternal } from "@/components/admin/IdentitasCswEksternal";
import type { PengaturanCswAdmin } from "@/lib/admin/csw";
import { bacaGenerasiCsw } from "@/lib/cache/csw-generasi";
import { statusCsw } from "@/lib/csw";
import type { DatabaseHandle } from "@/lib/db/client";
import { setDatabase } from "@/lib/db";
import { cswPengaturan } from "@/lib/db/schema";
import { bacaUlangEnv } from "@/lib/env";
import { getRedis } from "@/lib/redis";
import { pengecualian, urai } from "@/tests/helpers/csw";
import { mulaiStubCsw, type DiterimaStub, type JawabanStub, type StubCsw } from "@/tests/helpers/csw-stub";
import { createTestDatabase } from "@/tests/helpers/db";
import { portBebas } from "@/tests/helpers/server";
import { buatAkun, buatOrganisasi, jarUntuk, kirim, pakaiRedisUji, type CookieJar } from "@/tests/helpers/sesi";

// CSW_PROVIDER=external: /csw forwards to a real HTTP server standing in for a PALAPA node's pycsw, answering with
// pycsw's own documents (tests/fixtures/xml/csw); the admin status and identity read that server too.

const fixture = (n: string) => fs.readFileSync(path.resolve(import.meta.dirname, "../fixtures/xml/csw", n), "utf8");
const CAPS = fixture("pycsw-getcapabilities-inspire.xml");
const REKAMAN = fixture("pycsw-getrecords-dc-full.xml");
const PENGECUALIAN_PYCSW = fixture("pycsw-exceptionreport.xml");
const VARIABEL = ["CSW_PROVIDER", "CSW_EXTERNAL_URL", "CSW_EXTERNAL_TIMEOUT_SECONDS", "CSW_TITLE", "CSW_PROVIDER_NAME", "CSW_CONTACT_EMAIL"] as const;

pakaiRedisUji();
let stub: StubCsw;
let h: DatabaseHandle;
let jarAdmin: CookieJar;

/** pycsw's behaviour: capabilities, a GetRecords page, and its exception report for anything else. */
function jawabPycsw(r: DiterimaStub): JawabanStub {
  const q = new URL(r.url, "http://stub").searchParams;
  const permintaan = q.get("request") ?? /<(?:[\w.-]+:)?(GetCapabilities|GetRecords)\b/.exec(r.body.toString())?.[1];
  if (permintaan === "GetCapabilities") return { body: CAPS, headers: { etag: '"caps-1"' } };
  if (permintaan === "GetRecords") return { body: REKAMAN };
  return { body: PENGECUALIAN_PYCSW };
}

function pakaiEksternal(url = `${stub.url}/pycsw/csw?config=uji`, detik = "1"): void {
  Object.assign(process.env, { CSW_PROVIDER: "external", CSW_EXTERNAL_URL: url, CSW_EXTERNAL_TIMEOUT_SECONDS: detik });
  bacaUlangEnv();
}

const cswGet = (qs: string, headers: Record<string, string> = {}) => GET(new Request(`http://localhost/csw?${qs}`, { headers }));
const laporan = async (res: Response) => {
  const xml = await res.text();
  return { res, ...pengecualian({ status: res.status, headers: res.headers, teks: xml, akar: urai(xml) }) };
};

beforeAll(async () => {
  stub = await mulaiStubCsw();
  h = await createTestDatabase();
  const org = await buatOrganisasi(h.db, "EKST");
  jarAdmin = await jarUntuk(h.db, await buatAkun(h.db, "Admin", org.id, "admin-ekst"));
});
beforeEach(() => {
  for (const v of VARIABEL) delete process.env[v];
  stub.diterima.length = 0;
  stub.jawab = jawabPycsw;
  pakaiEksternal();
});
afterAll(async () => {
  for (const v of VARIABEL) delete process.env[v];
  bacaUlangEnv();
  await stub?.tutup();
  (await getRedis())?.disconnect();
  await h?.close();
});

describe("/csw forwarding to an external CSW", () => {
  it("GET: the query string reaches the provider after the URL's own parameters; cookies and client addresses do not", async () => {
    const qs = `service=CSW&version=2.0.2&request=GetRecords&typeNames=csw:Record&NAMESPACE=xmlns(csw=http://www.opengis.net/cat/csw/2.0.2)&constraintLanguage=CQL_TEXT&constraint=${encodeURIComponent("dc:title LIKE '%jalan%'")}`;
    const res = await cswGet(qs, { cookie: "gk_sesi=rahasia", "x-forwarded-for": "10.1.2.3", "if-none-match": 'W/"abc"', accept: "application/xml" });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(REKAMAN);
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    const [r] = stub.diterima;
    const u = new URL(r!.url, "http://stub");
    expect([r!.method, u.pathname]).toEqual(["GET", "/pycsw/csw"]);
    expect([...u.searchParams]).toEqual([["config", "uji"], ...new URLSearchParams(qs)]);
    expect(r!.headers).toMatchObject({ "if-none-match": 'W/"abc"', accept: "application/xml" });
    expect(r!.headers.cookie).toBeUndefined();
    expect(r!.headers["x-forwarded-for"]).toBeUndefined();
  });

  it("POST: the XML body reaches the provider byte for byte, with its content type", async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?><csw:GetRecords xmlns:csw="http://www.opengis.net/cat/csw/2.0.2" xmlns:ogc="http://www.opengis.net/ogc" service="CSW" version="2.0.2" resultType="results"><csw:Query typeNames="csw:Record"><csw:ElementSetName>full</csw:ElementSetName><csw:Constraint version="1.1.0"><ogc:Filter><ogc:PropertyIsLike wildCard="%" singleChar="_" escapeChar="\\"><ogc:PropertyName>csw:AnyText</ogc:PropertyName><ogc:Literal>%Batas Wilayah – Sleman%</ogc:Literal></ogc:PropertyIsLike></ogc:Filter></csw:Constraint></csw:Query></csw:GetRecords>`;
    const res = await POST(new Request("http://localhost/csw", { method: "POST", body: xml, headers: { "content-type": "application/xml; charset=UTF-8" } }));
    expect(await res.text()).toBe(REKAMAN);
    const [r] = stub.diterima;
    expect(r!.method).toBe("POST");
    expect(r!.body.equals(Buffer.from(xml, "utf8"))).toBe(true);
    expect(r!.headers["content-type"]).toBe("application/xml; charset=UTF-8");
    expect(new URL(r!.url, "http://stub").search).toBe("?config=uji");
  });

  it("a POST body above 1 MiB is refused before anything is sent", async () => {
    const besar = `<csw:GetRecords xmlns:csw="http://www.opengis.net/cat/csw/2.0.2"><!--${"x".repeat(1024 * 1024)}--></csw:GetRecords>`;
    const j = await laporan(await POST(new Request("http://localhost/csw", { method: "POST", body: besar, headers: { "content-type": "text/xml" } })));
    expect([j.kode, j.teks]).toEqual(["NoApplicableCode", expect.stringContaining("melebihi batas")]);
    expect(stub.diterima).toHaveLength(0);
  });

  it("gzip: never a decoded body labelled gzip; compression is left to the server, the provider's ETag weakened", async () => {
    const q = "service=CSW&request=GetCapabilities";
    const gz = await cswGet(q, { "accept-encoding": "gzip, deflate, br" });
    expect(stub.diterima[0]!.headers["accept-encoding"]).toMatch(/gzip/); // the provider really compressed its answer
    expect(gz.headers.get("content-encoding")).toBeNull();
    expect(gz.headers.get("content-length")).toBeNull();
    expect(gz.headers.get("vary")).toBe("Accept-Encoding");
    // The server may gzip these bytes: a strong tag would then name bytes we do not send.
    expect(gz.headers.get("etag")).toBe('W/"caps-1"');
    expect(await gz.text()).toBe(CAPS);
  });

  it("streams a large answer: the first bytes reach the client while the provider is still writing", async () => {
    const rekaman = (i: number) => `<csw:Record><dc:identifier>rekaman-${i}</dc:identifier><dc:title>Peta ${i}</dc:title></csw:Record>`;
    const awal = `<?xml version="1.0" encoding="UTF-8"?><csw:GetRecordsResponse xmlns:csw="http://www.opengis.net/cat/csw/2.0.2" xmlns:dc="http://purl.org/dc/elements/1.1/"><csw:SearchResults numberOfRecordsMatched="40000" numberOfRecordsReturned="40000" nextRecord="0">`;
    const bagian = [awal, ...Array.from({ length: 40 }, (_, b) => Array.from({ length: 1000 }, (_, i) => rekaman(b * 1000 + i)).join("")), "</csw:SearchResults></csw:GetRecordsResponse>"];
    let lepas!: () => void;
    const dilepas = new Promise<void>((ok) => (lepas = ok));
    let selesai = false;
    stub.jawab = () => async (res) => {
      res.writeHead(200, { "content-type": "application/xml" });
      res.write(bagian[0]);
      await dilepas;
      for (const b of bagian.slice(1)) res.write(b);
      res.end(() => (selesai = true));
    };
    const res = await cswGet("service=CSW&version=2.0.2&request=GetRecords&maxRecords=40000");
    const reader = res.body!.getReader();
    const pertama = await reader.read();
    expect(new TextDecoder().decode(pertama.value)).toContain("<csw:GetRecordsResponse");
    expect(selesai).toBe(false);
    lepas();
    const potong: Uint8Array[] = [pertama.value!];
    for (let r = await reader.read(); !r.done; r = await reader.read()) potong.push(r.value);
    const teks = Buffer.concat(potong).toString("utf8");
    expect(teks.length).toBeGreaterThan(3_000_000);
    expect(teks).toBe(bagian.join(""));
  });

  it("an unreachable provider is a NoApplicableCode report in Indonesian, not cached", async () => {
    pakaiEksternal(`http://127.0.0.1:${await portBebas()}/csw`);
    const j = await laporan(await cswGet("service=CSW&request=GetCapabilities"));
    expect(j.res.status).toBe(200);
    expect(j.res.headers.get("cache-control")).toBe("no-store");
    expect(j.kode).toBe("NoApplicableCode");
    expect(j.teks).toContain("tidak dapat dihubungi");
  });

  it("a provider that never answers is given up after CSW_EXTERNAL_TIMEOUT_SECONDS", async () => {
    pakaiEksternal(undefined, "0.5");
    stub.jawab = () => () => {};
    const t0 = Date.now();
    const j = await laporan(await cswGet("service=CSW&version=2.0.2&request=GetRecords"));
    const lama = Date.now() - t0;
    expect(j.kode).toBe("NoApplicableCode");
    expect(lama).toBeGreaterThanOrEqual(450);
    expect(lama).toBeLessThan(3000);
  });

  it("a provider that goes silent mid-answer: the answer is cut off, not held open", async () => {
    pakaiEksternal(undefined, "0.5");
    stub.jawab = () => (res) => {
      res.writeHead(200, { "content-type": "application/xml" });
      res.write(REKAMAN.slice(0, 500));
    };
    const t0 = Date.now();
    const res = await cswGet("service=CSW&version=2.0.2&request=GetRecords");
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
    expect(Date.now() - t0).toBeLessThan(3000);
  });

  it("a gateway's HTML error page becomes NoApplicableCode; the provider's own exception reports pass unchanged", async () => {
    stub.jawab = () => ({ status: 502, type: "text/html", body: "<html><body>Bad Gateway</body></html>" });
    const j = await laporan(await cswGet("service=CSW&request=GetCapabilities"));
    expect([j.kode, j.teks]).toEqual(["NoApplicableCode", expect.stringContaining("HTTP 502")]);
    stub.jawab = jawabPycsw;
    const foo = await cswGet("service=CSW&version=2.0.2&request=Foo");
    expect(await foo.text()).toBe(PENGECUALIAN_PYCSW);
  });
});

describe("admin status and identity with the external provider", () => {
  const status = async () => (await kirim<{ csw: unknown }>(statusAdmin, "/api/admin/organisasi/status", { jar: jarAdmin })).body.csw;

  it("the status probes the provider with a real GetCapabilities: healthy only when capabilities come back", async () => {
    expect(await status()).toEqual({ provider: "external", healthy: true });
    expect(stub.diterima.some((r) => new URL(r.url, "http://stub").searchParams.get("request") === "GetCapabilities")).toBe(true);
    stub.jawab = () => ({ body: PENGECUALIAN_PYCSW });
    expect(await status()).toEqual({ provider: "external", healthy: false });
    stub.jawab = () => ({ status: 503, type: "text/html", body: "Service Unavailable" });
    expect(await status()).toEqual({ provider: "external", healthy: false });
    pakaiEksternal(`http://127.0.0.1:${await portBebas()}/csw`);
    expect(await status()).toEqual({ provider: "external", healthy: false });
  });

  it("a hanging provider is unhealthy after the probe's 5 s limit, not later", async () => {
    stub.jawab = () => () => {};
    const t0 = Date.now();
    expect(await status()).toEqual({ provider: "external", healthy: false });
    expect(Date.now() - t0).toBeLessThan(8000);
  }, 15_000);

  it("the built-in provider renders its capabilities from the database: unhealthy when it cannot", async () => {
    process.env.CSW_PROVIDER = "builtin";
    bacaUlangEnv();
    expect(await status()).toEqual({ provider: "builtin", healthy: true });
    expect(stub.diterima).toHaveLength(0);
    const tertutup = await createTestDatabase();
    setDatabase(h); // createTestDatabase made the closed one the app's database
    await tertutup.close();
    expect(await statusCsw(tertutup.db)).toEqual({ provider: "builtin", healthy: false });
    expect(await statusCsw(h.db)).toEqual({ provider: "builtin", healthy: true });
  });

  it("the identity comes from CSW_* read-only, beside what the provider shows; a PATCH is a 409", async () => {
    Object.assign(process.env, { CSW_TITLE: "Katalog Simpul Jaringan Uji", CSW_PROVIDER_NAME: "Badan Informasi Uji", CSW_CONTACT_EMAIL: "simpul@uji.geokatalog.example" });
    bacaUlangEnv();
    const r = await kirim<Extract<PengaturanCswAdmin, { penyedia: "external" }>>(identitasCsw, "/api/admin/csw", { jar: jarAdmin });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      penyedia: "external",
      dapatDiubah: false,
      judul: "Katalog Simpul Jaringan Uji",
      namaOrganisasi: "Badan Informasi Uji",
      email: "simpul@uji.geokatalog.example",
      abstrak: null,
      variabel: { judul: "CSW_TITLE", jamLayanan: "CSW_HOURS_OF_SERVICE" },
      dilaporkanPenyedia: {
        terjangkau: true,
        identitas: { judul: "pycsw Geospatial Catalogue", namaOrganisasi: "pycsw", namaKontak: "Kralidis, Tom" },
        urlGetRecords: "http://localhost/pycsw/csw.py?config=tests/functionaltests/suites/apiso-inspire/default.yml",
        urlPublik: "http://localhost:3000/csw",
      },
    });
    expect(r.body.keterangan).toMatch(/CSW_\*.*mulai ulang/);

    const g = await bacaGenerasiCsw();
    const tolak = await kirim<{ error: string }>(ubahIdentitasCsw, "/api/admin/csw", { method: "PATCH", jar: jarAdmin, body: { judul: "Judul Baru" } });
    expect(tolak.status).toBe(409);
    expect(tolak.body.error).toMatch(/variabel lingkungan CSW_\*.*mulai ulang/);
    expect(await h.db.select().from(cswPengaturan)).toEqual([]);
    expect(await bacaGenerasiCsw()).toBe(g);

    const html = renderToStaticMarkup(createElement(IdentitasCswEksternal, { p: r.body }));
    expect(html).toContain("CSW_TITLE");
    expect(html).toContain("Katalog Simpul Jaringan Uji");
    expect(html).toContain("pycsw Geospatial Catalogue");
    expect(html).toContain("berbeda");
    expect(html).toContain("server.url");
  });
});
