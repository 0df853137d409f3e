import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as ajukanDok } from "@/app/api/metadata/[id]/qcqe/[tipe]/ajukan/route";
import { PUT as simpanDok } from "@/app/api/metadata/[id]/qcqe/[tipe]/route";
import { POST as tandatangani } from "@/app/api/metadata/[id]/qcqe/[tipe]/tandatangani/route";
import { POST as selesai } from "@/app/api/metadata/[id]/qcqe/selesai/route";
import { naikkanGenerasiCsw } from "@/lib/cache/csw-generasi";
import { AKTOR_PUBLIK } from "@/lib/context";
import { simpanPengaturanCsw } from "@/lib/csw";
import type { DatabaseHandle } from "@/lib/db/client";
import { metadata } from "@/lib/db/schema";
import { kolomDariDokumen } from "@/lib/metadata/kolom";
import { setRedis } from "@/lib/redis";
import { cswGet, hasilCari, semua } from "@/tests/helpers/csw";
import { createTestDatabase } from "@/tests/helpers/db";
import { buatPemilik, sisipkanRekaman } from "@/tests/helpers/rekaman";
import { buatAkun, jarUntuk, kirim, type CookieJar } from "@/tests/helpers/sesi";
import { rekamanBaik } from "@/tests/unit/quality/fixture";

// Conformance J3 and spec 4.4 "Caching": hits, expiry, and invalidation by a publication seen by every instance.
// Two instances = two Redis clients that share nothing but the server (with Redis), or one process (without).

process.env.REDIS_PREFIX = `gk-uji-${crypto.randomBytes(4).toString("hex")}`;
// Signing QC/QE/QA writes keys and PDFs: somewhere of this run's own.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "gk-csw-cache-"));
process.env.STORAGE_DIR = path.join(tmp, "storage");
process.env.SIGNING_KEY_DIR = path.join(tmp, "keys");
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const HITS = "service=CSW&version=2.0.2&request=GetRecords&resultType=hits&q=jalan";
const cocok = async (headers: Record<string, string> = {}) => hasilCari((await cswGet(HITS, headers)).akar).cocok;
const tanpaStempel = (t: string) => t.replace(/timestamp="[^"]*"/, "");
const urutanPembaruan = async () => (await cswGet("service=CSW&request=GetCapabilities&sections=ServiceIdentification")).akar.attrs.get("updateSequence");
const QC = { itemManual: [{ label: "Isi metadata sesuai data", lulus: true }] };
const QE = { evaluasi: [{ elemen: "DQ_CompletenessOmission", metodeEvaluasi: "DQ_FullInspection", ukuran: "Persentase unsur hilang", nilai: "0.4", satuan: "%", lulus: true }] };

/** Draft, submit and sign one quality document through the API, as the checker or the Walidata does. */
async function tandatanganiLewatApi(id: string, tipe: "qc" | "qe" | "qa", jar: CookieJar, body: unknown) {
  const params = { id, tipe };
  const jalur = `/api/metadata/${id}/qcqe/${tipe}`;
  expect((await kirim(simpanDok, jalur, { method: "PUT", body, params, jar })).status).toBe(200);
  expect((await kirim(ajukanDok, `${jalur}/ajukan`, { method: "POST", params, jar })).status).toBe(200);
  const r = await kirim(tandatangani, `${jalur}/tandatangani`, { method: "POST", params, jar });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

describe.each([
  ["in-process store (no REDIS_URL)", () => [null, null] as const],
  ["real Redis, two instances", () => [new Redis("redis://127.0.0.1:6379"), new Redis("redis://127.0.0.1:6379")] as const],
])("CSW cache with %s", (_, buka) => {
  let h: DatabaseHandle;
  let pemilik: { organisasiId: string; penggunaId: string };
  let pemeriksa: CookieJar, walidata: CookieJar;
  let a: Redis | null, b: Redis | null;
  const instansiA = () => setRedis(a);
  const instansiB = () => setRedis(b);

  beforeAll(async () => {
    h = await createTestDatabase();
    [a, b] = buka();
    instansiA();
    const p = await buatPemilik(h.db);
    pemilik = { organisasiId: p.organisasi.id, penggunaId: p.pengguna.id };
    pemeriksa = await jarUntuk(h.db, await buatAkun(h.db, "Pemeriksa", p.organisasi.id, `pemeriksa-${crypto.randomBytes(3).toString("hex")}`));
    walidata = await jarUntuk(h.db, await buatAkun(h.db, "Walidata", p.organisasi.id, `walidata-${crypto.randomBytes(3).toString("hex")}`));
    await sisipkanRekaman(h.db, pemilik, [{ judul: "Jaringan Jalan Kota" }, { judul: "Jalan Tol" }]);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await h?.close();
    if (a) {
      const kunci = await a.keys(`${process.env.REDIS_PREFIX}:*`);
      if (kunci.length) await a.del(...kunci);
      a.disconnect();
      b?.disconnect();
    }
  });

  it("serves repeated requests from the cache until a publication on another instance bumps the generation", async () => {
    instansiA();
    expect(await cocok()).toBe(2);
    const [baru] = await sisipkanRekaman(h.db, pemilik, [{ judul: "Jalan Provinsi", status: "REVIEW" }]);
    await h.db.update(metadata).set({ status: "PUBLISHED", publishedAt: new Date() }).where(eq(metadata.id, baru!));
    expect(await cocok()).toBe(2); // cached: published behind the service's back, nothing announced yet
    instansiB();
    await naikkanGenerasiCsw(); // the publishing instance announces the change
    instansiA();
    expect(await cocok()).toBe(3);
    await h.db.update(metadata).set({ status: "PRIVATE" }).where(eq(metadata.id, baru!));
    instansiB();
    await naikkanGenerasiCsw();
    expect(await cocok()).toBe(2);
    instansiA();
    expect(await cocok()).toBe(2);
  });

  it("answers If-None-Match with 304 until the generation changes", async () => {
    instansiA();
    const pertama = await cswGet(HITS);
    const etag = pertama.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"\d+-/);
    instansiB();
    expect((await cswGet(HITS, { "if-none-match": etag })).status).toBe(304);
    await naikkanGenerasiCsw();
    instansiA();
    const lagi = await cswGet(HITS, { "if-none-match": etag });
    expect(lagi.status).toBe(200);
    expect(lagi.headers.get("etag")).not.toBe(etag);
  });

  it("a cached answer equals a fresh one apart from the timestamp", async () => {
    instansiA();
    const q = "service=CSW&version=2.0.2&request=GetRecords&maxRecords=5&elementSetName=full";
    const cache1 = (await cswGet(q)).teks;
    const cache2 = (await cswGet(q)).teks;
    expect(cache2).toBe(cache1);
    await naikkanGenerasiCsw();
    expect(tanpaStempel((await cswGet(q)).teks)).toBe(tanpaStempel(cache1));
  });

  it("a CSW settings change shows in the capabilities at once, on every instance, with a new updateSequence", async () => {
    instansiA();
    const judul = async () => semua((await cswGet("service=CSW&request=GetCapabilities")).akar, "Title")[0]?.text;
    const lama = await judul();
    const urutan = await urutanPembaruan();
    instansiB();
    await simpanPengaturanCsw({ ctx: { db: h.db, actor: AKTOR_PUBLIK }, input: { judul: `Katalog Uji ${lama}` } });
    instansiA();
    expect(await judul()).toBe(`Katalog Uji ${lama}`);
    expect(await urutanPembaruan()).not.toBe(urutan);
  });

  it("a publication through the workflow (QA signed 'setujui') on one instance refreshes the other's GetRecords and updateSequence", async () => {
    instansiA();
    const q = "service=CSW&version=2.0.2&request=GetRecords&resultType=hits&q=citarum";
    expect(hasilCari((await cswGet(q)).akar).cocok).toBe(0); // now cached on A
    const urutan = await urutanPembaruan();
    expect(urutan).toMatch(/^\d+\.\d+$/);
    const [id] = await sisipkanRekaman(h.db, pemilik, [{ judul: "Jaringan Sungai Citarum", status: "QCQE_PROCESS" }]);
    const dok = rekamanBaik((d) => void (d.identifikasi.judul = "Jaringan Sungai Citarum"));
    dok.metadataInfo.pengenal = id!;
    await h.db.update(metadata).set({ dokumen: dok, ...kolomDariDokumen(dok) }).where(eq(metadata.id, id!));

    instansiB();
    await tandatanganiLewatApi(id!, "qc", pemeriksa, QC);
    await tandatanganiLewatApi(id!, "qe", pemeriksa, QE);
    expect((await kirim(selesai, `/api/metadata/${id}/qcqe/selesai`, { method: "POST", params: { id: id! }, jar: pemeriksa })).status).toBe(200);
    instansiA();
    expect(hasilCari((await cswGet(q)).akar).cocok).toBe(0); // in REVIEW: still not public
    instansiB();
    await tandatanganiLewatApi(id!, "qa", walidata, { keputusan: "setujui" });
    expect((await h.db.select({ s: metadata.status }).from(metadata).where(eq(metadata.id, id!)))[0]!.s).toBe("PUBLISHED");

    instansiA();
    expect(hasilCari((await cswGet(q)).akar).cocok).toBe(1);
    const baru = await urutanPembaruan();
    expect(baru).toMatch(/^\d+\.\d+$/);
    expect(baru).not.toBe(urutan);
  });

  it("expires: GetRecords after 60 s, capabilities after 10 minutes", async () => {
    instansiA();
    const q = "service=CSW&version=2.0.2&request=GetRecords&resultType=hits&q=tol";
    expect(hasilCari((await cswGet(q)).akar).cocok).toBe(1);
    await sisipkanRekaman(h.db, pemilik, [{ judul: "Jalan Tol Baru" }]);
    if (a) {
      const kunci = await a.keys(`${process.env.REDIS_PREFIX}:cache:csw:*`);
      const ttl = await Promise.all(kunci.map((k) => a!.ttl(k)));
      expect(Math.max(...ttl)).toBeLessThanOrEqual(600);
      expect(ttl.some((t) => t > 60)).toBe(true); // capabilities entries
      expect(ttl.some((t) => t > 0 && t <= 60)).toBe(true); // GetRecords entries
      await a.del(...kunci); // what expiry does, without waiting a minute
    } else {
      const sekarang = Date.now();
      vi.spyOn(Date, "now").mockReturnValue(sekarang + 61_000);
    }
    expect(hasilCari((await cswGet(q)).akar).cocok).toBe(2);
    vi.restoreAllMocks();
  });
});
