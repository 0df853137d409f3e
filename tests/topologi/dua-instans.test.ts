import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { metadata } from "@/lib/db/schema";
import { kolomDariDokumen } from "@/lib/metadata/kolom";
import { mulaiTopologi, type Topologi } from "@/scripts/topologi/mulai";
import { createTestDatabase } from "@/tests/helpers/db";
import { sisipkanRekaman } from "@/tests/helpers/rekaman";
import { pastikanBuildLengkap } from "@/tests/helpers/server";
import { buatAkun, buatOrganisasi, KATA_SANDI_UJI, type AkunUji } from "@/tests/helpers/sesi";
import { rekamanBaik } from "@/tests/unit/quality/fixture";
import { hapusKunciRedis } from "@/tests/helpers/redis";
import { dalamSatuJendela } from "@/tests/helpers/jendela";

// The production topology from processes (scripts/topologi/mulai.ts, what `npm run topologi` and compose.yaml
// run): two standalone server instances of the full build on one Postgres database and one Redis prefix, behind a
// proxy that appends X-Forwarded-For, with TRUSTED_PROXY=1.

process.env.TEST_PG_ADMIN_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const prefix = `gk-topo-${crypto.randomBytes(4).toString("hex")}`;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "gk-topologi-"));
let h: DatabaseHandle;
let t: Topologi;
const akun: Record<string, AkunUji> = {};
let idTinjau: string;

beforeAll(async () => {
  await pastikanBuildLengkap();
  h = await createTestDatabase();
  const org = (await buatOrganisasi(h.db, "TOPO")).id;
  akun.produsen = await buatAkun(h.db, "Produsen", org, "topo-produsen");
  akun.pemeriksa = await buatAkun(h.db, "Pemeriksa", org, "topo-pemeriksa", { jabatan: "Pemeriksa" });
  akun.walidata = await buatAkun(h.db, "Walidata", org, "topo-walidata", { jabatan: "Walidata" });
  const pemilik = { organisasiId: org, penggunaId: akun.produsen.id };
  // More public records than one whole page (100), so a 150-record page streams.
  await sisipkanRekaman(h.db, pemilik, Array.from({ length: 150 }, (_, i) => ({ judul: `Peta Tematik Nomor ${i + 1}` })));
  idTinjau = (await sisipkanRekaman(h.db, pemilik, [{ judul: "Batas Desa Jawa Barat", status: "QCQE_PROCESS" }]))[0]!;
  const dok = rekamanBaik();
  dok.metadataInfo.pengenal = idTinjau;
  await h.db.update(metadata).set({ dokumen: dok, ...kolomDariDokumen(dok) }).where(eq(metadata.id, idTinjau));
  const { privateKey } = crypto.generateKeyPairSync("ed25519");
  t = await mulaiTopologi({
    env: {
      DATABASE_URL: h.url!,
      DATABASE_POOL_MAX: "3",
      REDIS_URL,
      REDIS_PREFIX: prefix,
      AUTH_SECRET: crypto.randomBytes(32).toString("base64url"),
      PUBLIC_BASE_URL: "http://127.0.0.1",
      SIGNING_PRIVATE_KEY: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
      STORAGE_DIR: path.join(tmp, "storage"),
    },
  });
}, 900_000);

afterAll(async () => {
  await t?.hentikan();
  await h?.close();
  await hapusKunciRedis(REDIS_URL, prefix);
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** A browser talking to one instance directly, as the proxy would forward it (client address in X-Forwarded-For). */
class Klien {
  cookie = "";
  constructor(readonly ip: string) {}
  async kirim(dasar: string, jalur: string, opsi: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { "x-forwarded-for": this.ip, ...opsi.headers };
    if (this.cookie) headers.cookie = this.cookie;
    if (opsi.body !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(dasar + jalur, { method: opsi.method ?? (opsi.body === undefined ? "GET" : "POST"), headers, body: opsi.body === undefined ? undefined : JSON.stringify(opsi.body) });
    const sesi = res.headers.getSetCookie().find((c) => c.startsWith("gk_sesi="));
    if (sesi) this.cookie = sesi.split(";")[0]!;
    return { status: res.status, headers: res.headers, teks: await res.text() };
  }
  async masuk(dasar: string, email: string) {
    const r = await this.kirim(dasar, "/api/auth/login", { body: { email, password: KATA_SANDI_UJI } });
    expect(r.status, r.teks).toBe(200);
  }
}

const A = () => t.instans[0].url;
const B = () => t.instans[1].url;

describe("rate limit across two instances behind the proxy", () => {
  it("20 per client per minute in total, forged X-Forwarded-For included", async () => {
    await dalamSatuJendela(60, 10);
    const status: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await fetch(`${t.url}/api/verify/${"A".repeat(43)}`, { headers: { "x-forwarded-for": `203.0.113.${i}` } });
      await res.arrayBuffer();
      status.push(res.status);
    }
    expect(status.filter((s) => s === 429)).toHaveLength(10);
    expect(status.slice(0, 20).every((s) => s === 404)).toBe(true);
  });
});

describe("sessions across instances", () => {
  it("a logout on instance A is refused on instance B at once", async () => {
    const k = new Klien("198.51.100.20");
    await k.masuk(A(), akun.produsen!.email);
    expect((await k.kirim(B(), "/api/user/profil")).status).toBe(200);
    const dicuri = k.cookie;
    expect((await k.kirim(A(), "/api/auth/logout", { method: "POST" })).status).toBe(200);
    k.cookie = dicuri;
    const r = await k.kirim(B(), "/api/user/profil");
    expect(r.status).toBe(401);
    expect(Object.keys(JSON.parse(r.teks) as object)).toEqual(["error"]);
  });
});

describe("CSW and public caches across instances", () => {
  const hits = "/csw?service=CSW&version=2.0.2&request=GetRecords&typeNames=csw:Record&resultType=hits";
  const cocok = (xml: string) => Number(/numberOfRecordsMatched="(\d+)"/.exec(xml)?.[1]);

  it("a publication through instance A invalidates what instance B serves, within one request", async () => {
    const warga = new Klien("198.51.100.30");
    const sebelum = await warga.kirim(B(), hits);
    const etag = sebelum.headers.get("etag")!;
    expect(etag).toMatch(/^W\//);
    const n = cocok(sebelum.teks);
    expect(n).toBe(150);
    // Cached on B: the same answer, and its ETag still matches.
    expect((await warga.kirim(B(), hits, { headers: { "if-none-match": etag } })).status).toBe(304);
    const statsSebelum = JSON.parse((await warga.kirim(B(), "/api/public/stats")).teks) as { totalPublished: number };
    expect(statsSebelum.totalPublished).toBe(n);

    // The whole publication through A: QC and QE signed by the checker, review, QA signed by the Walidata.
    const pemeriksa = new Klien("198.51.100.31");
    await pemeriksa.masuk(A(), akun.pemeriksa!.email);
    const qcqe = (tipe: string, akhir = "") => `/api/metadata/${idTinjau}/qcqe/${tipe}${akhir}`;
    const tandatangani = async (k: Klien, tipe: string, body: unknown) => {
      for (const [method, jalur, isi] of [["PUT", qcqe(tipe), body], ["POST", qcqe(tipe, "/ajukan"), undefined], ["POST", qcqe(tipe, "/tandatangani"), undefined]] as const) {
        const r = await k.kirim(A(), jalur, { method, body: isi });
        expect(r.status, `${method} ${jalur}: ${r.teks}`).toBe(200);
      }
    };
    await tandatangani(pemeriksa, "qc", { itemManual: [{ label: "Isi metadata sesuai data", lulus: true }] });
    await tandatangani(pemeriksa, "qe", {
      evaluasi: [{ elemen: "DQ_CompletenessOmission", metodeEvaluasi: "DQ_FullInspection", ukuran: "Persentase unsur hilang", nilai: "0.4", satuan: "%", lulus: true }],
    });
    expect((await pemeriksa.kirim(A(), `/api/metadata/${idTinjau}/qcqe/selesai`, { method: "POST" })).status).toBe(200);
    const walidata = new Klien("198.51.100.32");
    await walidata.masuk(A(), akun.walidata!.email);
    await tandatangani(walidata, "qa", { keputusan: "setujui" });
    const [m] = await h.db.select({ status: metadata.status }).from(metadata).where(eq(metadata.id, idTinjau));
    expect(m!.status).toBe("PUBLISHED");

    // The very next request to B sees it: the old ETag no longer matches, and the counts include the record.
    const sesudah = await warga.kirim(B(), hits, { headers: { "if-none-match": etag } });
    expect(sesudah.status).toBe(200);
    expect(cocok(sesudah.teks)).toBe(n + 1);
    expect(sesudah.headers.get("etag")).not.toBe(etag);
    const byId = await warga.kirim(B(), `/csw?service=CSW&version=2.0.2&request=GetRecordById&id=${idTinjau}`);
    expect(byId.teks).toContain(`<dc:identifier>${idTinjau}</dc:identifier>`);
    expect((JSON.parse((await warga.kirim(B(), "/api/public/stats")).teks) as { totalPublished: number }).totalPublished).toBe(n + 1);
  });
});

describe("compression by the server", () => {
  it("gzips /csw answers once, whole and streamed pages alike, and not for clients that refuse it", async () => {
    // 10: compressed whole by the server; 50 and 150: gzip assembled from the stored pieces (one chunk, and streamed).
    for (const max of [10, 50, 150]) {
      const jalur = `/csw?service=CSW&version=2.0.2&request=GetRecords&typeNames=gmd:MD_Metadata&outputSchema=http://www.isotc211.org/2005/gmd&elementSetName=full&maxRecords=${max}`;
      const res = await fetch(t.url + jalur, { headers: { "accept-encoding": "gzip" } });
      expect(res.headers.get("content-encoding")).toBe("gzip");
      if (max === 50) expect(Number(res.headers.get("content-length"))).toBeGreaterThan(0);
      // fetch undoes one gzip: what remains must be the XML itself.
      const teks = await res.text();
      expect(teks.startsWith("<?xml")).toBe(true);
      expect(teks.match(/<gmd:MD_Metadata[ >]/g)).toHaveLength(max);
      expect(teks.trimEnd().endsWith("</csw:GetRecordsResponse>")).toBe(true);
    }
    const polos = await fetch(`${t.url}/csw?service=CSW&request=GetCapabilities`, { headers: { "accept-encoding": "identity" } });
    expect(polos.headers.get("content-encoding")).toBeNull();
    expect((await polos.text()).startsWith("<?xml")).toBe(true);
  });
});
