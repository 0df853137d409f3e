import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as impor } from "@/app/api/metadata/import/route";
import { POST as buat } from "@/app/api/metadata/route";
import { PATCH as ubah } from "@/app/api/metadata/[id]/route";
import { GET as detailPublik } from "@/app/api/public/metadata/[id]/route";
import { GET as xmlPublik } from "@/app/api/public/metadata/[id]/xml/route";
import { AKTOR_PUBLIK } from "@/lib/context";
import type { DatabaseHandle } from "@/lib/db/client";
import { metadata } from "@/lib/db/schema";
import { getPublicMetadataOrThrow } from "@/lib/metadata/publik";
import type { DokumenMetadata } from "@/lib/metadata/schema";
import { getRedis } from "@/lib/redis";
import { datasetJsonLd } from "@/lib/web/json-ld";
import { renderXml, SKEMA_KELUARAN, type FormatIso } from "@/lib/xml";
import { panenCsw } from "@/lib/xml/harvest";
import { mulaiStubCsw, type StubCsw } from "@/tests/helpers/csw-stub";
import { cswGet } from "@/tests/helpers/csw";
import { createTestDatabase } from "@/tests/helpers/db";
import { aturLingkungan } from "@/tests/helpers/lingkungan";
import { dokumenUji, sisipkanRekaman } from "@/tests/helpers/rekaman";
import { buatAkun, buatOrganisasi, jarUntuk, pakaiRedisUji, type CookieJar } from "@/tests/helpers/sesi";
import { galatRest, kirimMentah } from "./bantu";

// Dangerous URL schemes (issue 16 item 6): javascript:, data:, vbscript: and every other scheme outside
// http/https/ftp/ftps (online resources), http/https/mailto (contacts) and http/https (browse graphics) are
// refused on input with a 400 naming the field, dropped and reported on import and harvest, and never written
// out in JSON, ISO XML, CSW or JSON-LD, even when a row stored before this rule holds one.

pakaiRedisUji();
let h: DatabaseHandle;
let jar: CookieJar;
let org: { id: string; kode: string };
let stub: StubCsw;

/** Schemes a harvesting catalogue might put straight into an href or an img src. */
const BERBAHAYA = [
  "javascript:alert(document.domain)",
  "JavaScript:alert(1)",
  " javascript:alert(1)",
  "javascript://example.go.id/%0Aalert(1)",
  "java\tscript:alert(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "DATA:image/svg+xml,<svg onload=alert(1)>",
  "vbscript:msgbox(1)",
  "file:///etc/passwd",
  "blob:https://example.go.id/1b2c",
  "jar:http://example.go.id/a.jar!/x",
  "gopher://example.go.id/",
  "ws://example.go.id/",
  "https:evil.example",
  "http:\\\\evil.example\\x",
  "//evil.example/x",
  "x",
];

const URL_AMAN = { daring: "https://data.example.go.id/unduh.zip", kontak: "https://example.go.id/kontak", grafik: "https://example.go.id/pratinjau.png" };

/** A valid document with one URL of each kind (`ganti` replaces one of them). */
function dokumen(ganti: Partial<Record<"daring" | "kontakIdf" | "kontakInfo" | "distributor" | "grafik", string>> = {}): DokumenMetadata {
  const d = dokumenUji({ judul: "Peta uji skema URL" });
  d.identifikasi.kontak[0]!.url = ganti.kontakIdf ?? URL_AMAN.kontak;
  d.metadataInfo.kontak[0]!.url = ganti.kontakInfo ?? URL_AMAN.kontak;
  d.identifikasi.grafik = [{ url: ganti.grafik ?? URL_AMAN.grafik, deskripsi: "Pratinjau" }];
  d.distribusi.sumberDaring = [{ url: ganti.daring ?? URL_AMAN.daring, protokol: "WWW:DOWNLOAD-1.0-http--download", nama: "Unduh" }];
  d.distribusi.distributor = [{ peran: "distributor", namaOrganisasi: "Distributor Uji", url: ganti.distributor ?? URL_AMAN.kontak }];
  return d;
}

const BIDANG = [
  ["daring", "distribusi.sumberDaring.0.url"],
  ["kontakIdf", "identifikasi.kontak.0.url"],
  ["kontakInfo", "metadataInfo.kontak.0.url"],
  ["distributor", "distribusi.distributor.0.url"],
  ["grafik", "identifikasi.grafik.0.url"],
] as const;

beforeAll(async () => {
  h = await createTestDatabase();
  const o = await buatOrganisasi(h.db, "SKEMA");
  org = { id: o.id, kode: "SKEMA" };
  jar = await jarUntuk(h.db, await buatAkun(h.db, "Produsen", o.id, "produsen-skema"));
  await buatAkun(h.db, "Walidata", o.id, "walidata-skema");
  stub = await mulaiStubCsw();
});
afterAll(async () => {
  await stub?.tutup();
  (await getRedis())?.disconnect();
  await h?.close();
});

const kirimJson = (handler: Parameters<typeof kirimMentah>[0], p: string, body: unknown, method = "POST", params: Record<string, string> = {}) =>
  kirimMentah<{ error?: string; detail?: { path: string; pesan: string }[]; id?: string; versi?: number }>(handler, p, {
    method,
    body: JSON.stringify(body),
    jar,
    params,
    headers: { "content-type": "application/json" },
  });

describe("input: POST /api/metadata", () => {
  for (const [bidang, jalur] of BIDANG) {
    it.each(BERBAHAYA)(`${jalur} = %j: 400 naming the field`, async (url) => {
      const j = await kirimJson(buat, "/api/metadata", dokumen({ [bidang]: url }));
      galatRest(j, 400);
      expect(j.body.detail?.map((d) => d.path)).toContain(jalur);
    });
  }

  it("each field takes the schemes that make sense for it", async () => {
    const ok = async (g: Parameters<typeof dokumen>[0]) => (await kirimJson(buat, "/api/metadata", dokumen(g))).status;
    expect(await ok({ daring: "ftp://ftp.example.go.id/peta.zip" })).toBe(201);
    expect(await ok({ daring: "ftps://ftp.example.go.id/peta.zip" })).toBe(201);
    expect(await ok({ daring: "HTTPS://Data.Example.go.id/Peta" })).toBe(201);
    expect(await ok({ kontakIdf: "mailto:info@example.go.id", distributor: "mailto:distribusi@example.go.id" })).toBe(201);
    expect(await ok({ daring: "mailto:info@example.go.id" })).toBe(400);
    expect(await ok({ kontakInfo: "ftp://ftp.example.go.id/" })).toBe(400);
    expect(await ok({ grafik: "ftp://ftp.example.go.id/pratinjau.png" })).toBe(400);
    const j = await kirimJson(buat, "/api/metadata", dokumen({ daring: "javascript:alert(1)" }));
    expect(j.body.detail?.find((d) => d.path === "distribusi.sumberDaring.0.url")?.pesan).toBe('Tautan 1: skema "javascript:" tidak diizinkan untuk sumber daring; gunakan http://, https://, ftp://, ftps://.');
  });

  it("PATCH refuses the same values in a merge patch", async () => {
    const dibuat = await kirimJson(buat, "/api/metadata", dokumen());
    expect(dibuat.status).toBe(201);
    const id = dibuat.body.id!;
    const j = await kirimJson(ubah, `/api/metadata/${id}`, { versi: dibuat.body.versi, distribusi: { sumberDaring: [{ url: "data:text/html,x", protokol: "WWW:LINK-1.0-http--link" }] } }, "PATCH", { id });
    galatRest(j, 400);
    expect(j.body.detail?.map((d) => d.path)).toContain("distribusi.sumberDaring.0.url");
  });
});

/** The document as another catalogue would send it, with one link replaced by raw XML text (entities allowed). */
function xmlDengan(format: FormatIso, ganti: Partial<Record<"daring" | "kontak" | "grafik", string>>): string {
  let xml = renderXml(dokumen(), { format, id: "b1e3c3a0-4c1d-4d8e-9a6f-000000000016", dateStamp: "2026-01-01T00:00:00Z" });
  if (ganti.daring) xml = xml.replaceAll(URL_AMAN.daring, ganti.daring);
  if (ganti.kontak) xml = xml.replaceAll(URL_AMAN.kontak, ganti.kontak);
  if (ganti.grafik) xml = xml.replaceAll(URL_AMAN.grafik, ganti.grafik);
  return xml;
}

/** The same dangerous values as they appear in XML: escaped, entity-encoded, padded with whitespace. */
const BERBAHAYA_XML = [
  "javascript:alert(1)",
  "&#106;avascript:alert(1)",
  "&#x6A;&#x61;vascript:alert(1)",
  "  \n\tjavascript:alert(1)  ",
  "jav&#x09;ascript:alert(1)",
  "data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;",
  "VBScript:msgbox(1)",
  "file:///etc/passwd",
];

/** Every URL in a stored document. */
function urlTersimpan(d: DokumenMetadata): string[] {
  return [
    ...d.identifikasi.kontak.map((k) => k.url),
    ...d.metadataInfo.kontak.map((k) => k.url),
    ...d.distribusi.distributor.map((k) => k.url),
    ...d.identifikasi.grafik.map((g) => g.url),
    ...d.distribusi.sumberDaring.map((s) => s.url),
  ].filter((u): u is string => u !== undefined);
}

const SKEMA_ASING = /(?:java|vb)script:|data:|file:/i;

describe("import: POST /api/metadata/import", () => {
  for (const format of ["gmd", "mdb2016"] as const) {
    it.each(BERBAHAYA_XML)(`${format}: %j in every link is dropped and reported, the record kept`, async (nilai) => {
      const j = await kirimMentah<{ diimpor: number; berkas: { status: string; id?: string; laporan: { path: string; pesan: string }[] }[] }>(impor, "/api/metadata/import", {
        body: xmlDengan(format, { daring: nilai, kontak: nilai, grafik: nilai }),
        jar,
        headers: { "content-type": "application/xml" },
      });
      expect(j.status).toBe(200);
      expect(j.body.diimpor).toBe(1);
      const [berkas] = j.body.berkas;
      const dibuang = berkas!.laporan.filter((l) => /diabaikan: /.test(l.pesan));
      // Three contacts (identification, metadata, distributor), the browse graphic and the online resource.
      expect(dibuang.length).toBe(5);
      for (const l of dibuang) expect(l.pesan).toMatch(/Skema "(javascript|data|vbscript|file):" tidak diizinkan|karakter kendali/);
      const [baris] = await h.db.select({ dokumen: metadata.dokumen }).from(metadata).where(eq(metadata.id, berkas!.id!));
      const d = baris!.dokumen;
      expect(urlTersimpan(d).filter((u) => SKEMA_ASING.test(u))).toEqual([]);
      expect(d.distribusi.sumberDaring).toEqual([]);
      expect(d.identifikasi.grafik).toEqual([]);
      expect(d.identifikasi.kontak[0]!.namaOrganisasi).toBe("Organisasi Uji");
    });
  }

  it("safe links survive the same round trip", async () => {
    const j = await kirimMentah<{ berkas: { id?: string }[] }>(impor, "/api/metadata/import", { body: xmlDengan("gmd", {}), jar, headers: { "content-type": "application/xml" } });
    const [baris] = await h.db.select({ dokumen: metadata.dokumen }).from(metadata).where(eq(metadata.id, j.body.berkas[0]!.id!));
    expect(urlTersimpan(baris!.dokumen).sort()).toEqual([URL_AMAN.kontak, URL_AMAN.kontak, URL_AMAN.kontak, URL_AMAN.grafik, URL_AMAN.daring].sort());
  });
});

describe("harvest", () => {
  // The stub source listens on loopback, which the harvester refuses unless an administrator allows it.
  let pulihkan: () => void;
  beforeAll(() => void (pulihkan = aturLingkungan({ HARVEST_IZINKAN_ALAMAT_PRIVAT: "1" })));
  afterAll(() => pulihkan());
  it("a harvested record keeps everything but its dangerous links, and the harvest reports them (and audits a long identifier)", async () => {
    // The fileIdentifier is 201 UTF-16 units with an emoji across the audit's 200-unit cut (half a pair is no text).
    const rekaman = xmlDengan("gmd", { daring: "javascript:alert(1)", kontak: "data:text/html,x", grafik: "vbscript:x" })
      .replace(/^<\?xml[^>]*\?>/, "")
      .replaceAll("b1e3c3a0-4c1d-4d8e-9a6f-000000000016", `${"p".repeat(199)}\u{1F5FA}`);
    stub.jawab = () => ({
      body: `<?xml version="1.0" encoding="UTF-8"?><csw:GetRecordsResponse xmlns:csw="http://www.opengis.net/cat/csw/2.0.2" version="2.0.2"><csw:SearchStatus timestamp="2026-01-01T00:00:00Z"/><csw:SearchResults numberOfRecordsMatched="1" numberOfRecordsReturned="1" nextRecord="0" elementSet="full">${rekaman}</csw:SearchResults></csw:GetRecordsResponse>`,
    });
    const hasil = await panenCsw({ db: h.db, actor: { jenis: "sistem", nama: "harvest" } }, {
      url: `${stub.url}/csw?service=CSW`,
      organisasi: org.kode,
      ambil: { percobaan: 1, jedaMs: 1, batasWaktuMs: 5_000 },
    });
    expect(hasil.kemajuan.hitungan.diimpor).toBe(1);
    const [catatan] = hasil.catatan;
    expect(catatan?.hasil).toBe("diimpor");
    expect(catatan?.pesan.length).toBe(5);
    expect(catatan?.pesan.join("\n")).toMatch(/Skema "javascript:" tidak diizinkan/);
    const [baris] = await h.db.select({ dokumen: metadata.dokumen }).from(metadata).where(eq(metadata.id, catatan!.id!));
    expect(urlTersimpan(baris!.dokumen).filter((u) => SKEMA_ASING.test(u))).toEqual([]);
  });
});

describe("output of a row stored before the rule", () => {
  let id = "";
  beforeAll(async () => {
    const pemilik = await buatAkun(h.db, "Produsen", org.id, "produsen-lama");
    [id] = (await sisipkanRekaman(h.db, { organisasiId: org.id, penggunaId: pemilik.id }, [{ judul: "Peta lama dengan tautan berbahaya" }])) as [string];
    const lama = dokumen();
    lama.metadataInfo.pengenal = id;
    lama.identifikasi.kontak[0]!.url = "javascript:alert('kontak')";
    lama.metadataInfo.kontak[0]!.url = " JAVASCRIPT:alert(1)";
    lama.distribusi.distributor[0]!.url = "vbscript:msgbox(1)";
    lama.identifikasi.grafik.push({ url: "data:image/svg+xml,<svg onload=alert(1)>" });
    lama.distribusi.sumberDaring.push({ url: "data:text/html,<script>alert(1)</script>", protokol: "WWW:LINK-1.0-http--link", nama: "Tautan data" });
    lama.distribusi.sumberDaring.push({ url: "java\nscript:alert(1)", protokol: "WWW:LINK-1.0-http--link" });
    await h.db.update(metadata).set({ dokumen: lama }).where(eq(metadata.id, id));
  });

  /** No dangerous scheme in the text (entity-escaped or not), and the safe links still there. */
  function bersih(teks: string, aman: string[] = [URL_AMAN.daring, URL_AMAN.grafik]): void {
    const terurai = teks.replace(/&#(x?)([0-9a-f]+);/gi, (_m, x: string, n: string) => String.fromCodePoint(parseInt(n, x ? 16 : 10)));
    expect(terurai).not.toMatch(/(?:java|vb)\s*script\s*:|data:(?:text|image)/i);
    for (const u of aman) expect(teks).toContain(u);
  }

  it("public JSON detail and JSON-LD", async () => {
    const j = await kirimMentah(detailPublik, `/api/public/metadata/${id}`, { method: "GET", params: { id } });
    expect(j.status).toBe(200);
    bersih(JSON.stringify(j.body));
    const d = await getPublicMetadataOrThrow({ ctx: { db: h.db, actor: AKTOR_PUBLIK }, id });
    bersih(JSON.stringify(datasetJsonLd(d, "https://katalog.example.go.id")), [URL_AMAN.daring]);
    expect(d.identifikasi.kontak[0]!.namaOrganisasi).toBe("Organisasi Uji");
    expect(d.identifikasi.kontak[0]!.url).toBeUndefined();
  });

  it.each(["gmd", "mdb2016", "mdb2018"])("public XML download (%s)", async (format) => {
    const j = await kirimMentah<string>(xmlPublik, `/api/public/metadata/${id}/xml?format=${format}`, { method: "GET", params: { id } });
    expect(j.status).toBe(200);
    bersih(j.body);
  });

  it.each([
    ["csw:Record full", SKEMA_KELUARAN.dc, [URL_AMAN.daring]],
    ["gmd:MD_Metadata", SKEMA_KELUARAN.gmd, undefined],
    ["mdb:MD_Metadata 2016", SKEMA_KELUARAN.mdb2016, undefined],
    ["mdb:MD_Metadata 2018", SKEMA_KELUARAN.mdb2018, undefined],
  ])("CSW GetRecordById as %s", async (_n, outputSchema, aman) => {
    const j = await cswGet({ service: "CSW", version: "2.0.2", request: "GetRecordById", id, ElementSetName: "full", outputSchema });
    expect(j.akar.local).toBe("GetRecordByIdResponse");
    bersih(j.teks, aman);
  });

  it("CSW GetRecords pages the same records the same way", async () => {
    const j = await cswGet({ service: "CSW", version: "2.0.2", request: "GetRecords", typeNames: "csw:Record", resultType: "results", ElementSetName: "full", outputSchema: SKEMA_KELUARAN.gmd, maxRecords: "50" });
    expect(j.akar.local).toBe("GetRecordsResponse");
    bersih(j.teks);
  });
});
