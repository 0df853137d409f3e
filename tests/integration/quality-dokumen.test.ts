import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as kualitasPublik } from "@/app/api/metadata/[id]/kualitas/route";
import { POST as ajukanDok } from "@/app/api/metadata/[id]/qcqe/[tipe]/ajukan/route";
import { GET as pdfDok } from "@/app/api/metadata/[id]/qcqe/[tipe]/pdf/route";
import { GET as bacaDok, PUT as simpanDok } from "@/app/api/metadata/[id]/qcqe/[tipe]/route";
import { POST as tandatangani } from "@/app/api/metadata/[id]/qcqe/[tipe]/tandatangani/route";
import { POST as selesai } from "@/app/api/metadata/[id]/qcqe/selesai/route";
import { GET as pdfPublik } from "@/app/api/public/metadata/[id]/kualitas/[tipe]/pdf/route";
import { GET as verify } from "@/app/api/verify/[token]/route";
import { GET as kunciPublik } from "@/app/api/verify/kunci-publik/route";
import { GET as bukti } from "@/app/api/verify/[token]/bukti/route";
import crypto from "node:crypto";
import type { DatabaseHandle } from "@/lib/db/client";
import { dokumenKualitas, metadata } from "@/lib/db/schema";
import { kolomDariDokumen } from "@/lib/metadata/kolom";
import { kanonik } from "@/lib/quality/tanda-tangan/kanonik";
import { getRedis } from "@/lib/redis";
import { createTestDatabase } from "@/tests/helpers/db";
import { sisipkanRekaman } from "@/tests/helpers/rekaman";
import { buatAkun, buatOrganisasi, jarUntuk, kirim, pakaiRedisUji, type AkunUji, type CookieJar } from "@/tests/helpers/sesi";
import { bacaPdf, bacaQr } from "@/tests/unit/quality/baca-pdf";
import { rekamanBaik } from "@/tests/unit/quality/fixture";

pakaiRedisUji();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "gk-kualitas-"));
process.env.STORAGE_DIR = path.join(tmp, "storage");
process.env.SIGNING_KEY_DIR = path.join(tmp, "keys");
process.env.PUBLIC_BASE_URL = "https://katalog.uji.go.id";

let h: DatabaseHandle;
const akun: Record<string, AkunUji> = {};
const j: Record<string, CookieJar> = {};
let ip = 0;
const ipBaru = () => `10.9.${Math.floor(++ip / 200)}.${ip % 200}`;

beforeAll(async () => {
  h = await createTestDatabase();
  const org = (await buatOrganisasi(h.db, "KUA")).id;
  for (const [k, peran, opsi] of [
    ["produsen", "Produsen", {}],
    ["pemeriksa", "Pemeriksa", { namaLengkap: "Siti Rahmawati", jabatan: "Pemeriksa Metadata Ahli Muda" }],
    ["walidata", "Walidata", { namaLengkap: "Budi Santoso", jabatan: "Walidata Provinsi" }],
  ] as const) {
    akun[k] = await buatAkun(h.db, peran, org, `kua-${k}`, opsi);
    j[k] = await jarUntuk(h.db, akun[k]);
  }
});
afterAll(async () => {
  (await getRedis())?.disconnect();
  await h?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function rekamanQcqe(judul: string): Promise<string> {
  const [id] = await sisipkanRekaman(h.db, { organisasiId: akun.produsen!.organisasiId, penggunaId: akun.produsen!.id }, [{ judul, status: "QCQE_PROCESS" }]);
  const dok = rekamanBaik((d) => void (d.identifikasi.judul = judul));
  dok.metadataInfo.pengenal = id!;
  await h.db.update(metadata).set({ dokumen: dok, ...kolomDariDokumen(dok) }).where(eq(metadata.id, id!));
  return id!;
}

const jalur = (id: string, tipe: string, akhir = "") => `/api/metadata/${id}/qcqe/${tipe}${akhir}`;
const QE = { evaluasi: [{ elemen: "DQ_CompletenessOmission", metodeEvaluasi: "DQ_FullInspection", ukuran: "Persentase unsur hilang", nilai: "0.4", satuan: "%", lulus: true }] };

/** Draft, submit and sign one document as `siapa`; returns the signing answer. */
async function tandatanganiPenuh(id: string, tipe: string, siapa: string, body: unknown) {
  const params = { id, tipe };
  expect((await kirim(simpanDok, jalur(id, tipe), { method: "PUT", body, params, jar: j[siapa] })).status).toBe(200);
  expect((await kirim(ajukanDok, jalur(id, tipe, "/ajukan"), { method: "POST", params, jar: j[siapa] })).status).toBe(200);
  const r = await kirim<Record<string, unknown>>(tandatangani, jalur(id, tipe, "/tandatangani"), { method: "POST", params, jar: j[siapa] });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
}

type Handler = Parameters<typeof kirim>[0];
const cekToken = (token: string) => kirim<Record<string, unknown>>(verify as Handler, `/api/verify/${token}`, { params: { token }, ip: ipBaru() });

describe("quality documents: draft → sign → PDF → QR → verify", () => {
  let id: string;
  let tokenQc: string;

  beforeAll(async () => {
    id = await rekamanQcqe("Batas Desa Provinsi Jawa Barat 2025");
  });

  it("drafts QC from the rules table plus manual items; a draft cannot be signed before it is submitted", async () => {
    const saran = await kirim<{ dokumen: null; saran: { itemOtomatis: unknown[] } }>(bacaDok, jalur(id, "qc"), { params: { id, tipe: "qc" }, jar: j.pemeriksa });
    expect(saran.body.dokumen).toBeNull();
    expect(saran.body.saran.itemOtomatis.length).toBeGreaterThan(10);
    const r = await kirim<Record<string, unknown>>(simpanDok, jalur(id, "qc"), {
      method: "PUT",
      params: { id, tipe: "qc" },
      jar: j.pemeriksa,
      body: { itemManual: [{ label: "Isi metadata sesuai data", lulus: true }] },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ tipe: "QC", status: "DRAFT", sesuai: true, signatureToken: null });
    expect(r.body.passed).toBe(r.body.total);
    const dini = await kirim(tandatangani, jalur(id, "qc", "/tandatangani"), { method: "POST", params: { id, tipe: "qc" }, jar: j.pemeriksa });
    expect(dini.status).toBe(409);
  });

  it("the producer cannot work on QC (area), and the owner of a record never checks it", async () => {
    const r = await kirim(simpanDok, jalur(id, "qc"), { method: "PUT", params: { id, tipe: "qc" }, jar: j.produsen, body: { itemManual: [] } });
    expect(r.status).toBe(403);
  });

  it("signs QC with PKI and gives a 43-character token", async () => {
    const b = await tandatanganiPenuh(id, "qc", "pemeriksa", { itemManual: [{ label: "Isi metadata sesuai data", lulus: true }] });
    expect(b).toMatchObject({ status: "SIGNED", signatureMethod: "PKI", uploadedDoc: false });
    tokenQc = b.signatureToken as string;
    expect(tokenQc).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await h.db.select().from(dokumenKualitas).where(eq(dokumenKualitas.metadataId, id));
    expect(row!.signatureTokenHash).not.toContain(tokenQc);
    expect(JSON.stringify(row)).not.toContain(tokenQc);
  });

  it("the PDF parses, names the record and the signer, and its QR code opens the verification page", async () => {
    const r = await kirim(pdfDok, jalur(id, "qc", "/pdf"), { params: { id, tipe: "qc" }, jar: j.pemeriksa });
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("application/pdf");
    const res = await pdfDok(
      new (await import("next/server")).NextRequest(new URL(jalur(id, "qc", "/pdf"), "http://localhost"), { headers: { cookie: j.pemeriksa!.header() } }),
      { params: Promise.resolve({ id, tipe: "qc" }) },
    );
    const pdf = new Uint8Array(await res.arrayBuffer());
    const baca = await bacaPdf(pdf);
    const teks = baca.halaman.map((p) => p.teks).join(" ");
    for (const s of ["Batas Desa Provinsi Jawa Barat 2025", "Siti Rahmawati", "Pemeriksa Metadata Ahli Muda", "SESUAI"]) expect(teks).toContain(s);
    expect(bacaQr(baca.halaman.flatMap((p) => p.gambar))).toEqual([`https://katalog.uji.go.id/verifikasi/${tokenQc}`]);
  });

  it("verifies the token with exactly the spec 2.4 fields", async () => {
    const r = await cekToken(tokenQc);
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(["metadata", "passed", "sesuai", "signatureMethod", "signedAt", "signedBy", "status", "tipe", "total", "valid"]);
    expect(r.body).toMatchObject({
      valid: true,
      tipe: "QC",
      status: "SIGNED",
      sesuai: true,
      signatureMethod: "PKI",
      metadata: { id, judul: "Batas Desa Provinsi Jawa Barat 2025", organisasi: "Organisasi KUA" },
      signedBy: { namaLengkap: "Siti Rahmawati", jabatan: "Pemeriksa Metadata Ahli Muda" },
    });
  });

  it("QE, then REVIEW, then QA by the Walidata publishes the record; kualitas shows all three with tokens", async () => {
    const qe = await tandatanganiPenuh(id, "qe", "pemeriksa", QE);
    expect(qe).toMatchObject({ passed: 1, total: 1, sesuai: true });
    expect((await kirim(selesai, `/api/metadata/${id}/qcqe/selesai`, { method: "POST", params: { id }, jar: j.pemeriksa })).status).toBe(200);
    const qa = await tandatanganiPenuh(id, "qa", "walidata", { keputusan: "setujui" });
    expect(qa).toMatchObject({ tipe: "QA", status: "SIGNED", sesuai: true, passed: 4, total: 4, keputusan: "setujui" });
    const [m] = await h.db.select({ status: metadata.status }).from(metadata).where(eq(metadata.id, id));
    expect(m!.status).toBe("PUBLISHED");

    const k = await kirim<Record<string, Record<string, unknown>>>(kualitasPublik, `/api/metadata/${id}/kualitas`, { params: { id } });
    expect(k.status).toBe(200);
    for (const t of ["qc", "qe", "qa"]) {
      expect(k.body[t]).toMatchObject({ status: "SIGNED", signatureMethod: "PKI", uploadedDoc: false });
      expect(k.body[t]!.signatureToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    expect(k.body.qc!.signatureToken).toBe(tokenQc);
    const v = await cekToken(k.body.qa!.signatureToken as string);
    expect(v.body).toMatchObject({ valid: true, tipe: "QA", signedBy: { namaLengkap: "Budi Santoso", jabatan: "Walidata Provinsi" } });

    const pub = await kirim(pdfPublik, `/api/public/metadata/${id}/kualitas/qa/pdf`, { params: { id, tipe: "qa" } });
    expect(pub.status).toBe(200);
    expect(pub.headers.get("content-type")).toBe("application/pdf");
  });

  it("publishes the public keys", async () => {
    const r = await kirim<{ kunci: { kid: string; alg: string; pem: string; aktif: boolean }[] }>(kunciPublik, "/api/verify/kunci-publik");
    expect(r.status).toBe(200);
    expect(r.body.kunci[0]).toMatchObject({ alg: "Ed25519", aktif: true });
    expect(r.body.kunci[0]!.pem).toContain("BEGIN PUBLIC KEY");
  });

  it("hands out the signed payload and signature, which check out offline with the published key", async () => {
    const r = await kirim<{ valid: boolean; kid: string; signedPayload: string; signature: string }>(bukti as Handler, `/api/verify/${tokenQc}/bukti`, { params: { token: tokenQc }, ip: ipBaru() });
    expect(r.status).toBe(200);
    const kunci = (await kirim<{ kunci: { kid: string; pem: string }[] }>(kunciPublik, "/api/verify/kunci-publik")).body.kunci.find((k) => k.kid === r.body.kid)!;
    const data = Buffer.from(r.body.signedPayload, "utf8");
    // What an outside auditor would do: Node's crypto, the PEM from the key list, nothing of ours.
    expect(crypto.verify(null, data, crypto.createPublicKey(kunci.pem), Buffer.from(r.body.signature, "base64"))).toBe(true);
    expect(crypto.verify(null, Buffer.from(r.body.signedPayload.replace("QC", "QA"), "utf8"), crypto.createPublicKey(kunci.pem), Buffer.from(r.body.signature, "base64"))).toBe(false);
    expect(JSON.parse(r.body.signedPayload)).toMatchObject({ dokumen: { tipe: "QC" } });
    const salah = "A".repeat(43);
    const tidak = await kirim(bukti as Handler, `/api/verify/${salah}/bukti`, { params: { token: salah }, ip: ipBaru() });
    expect(tidak.status).toBe(404);
    expect(tidak.body).toEqual({ valid: false });
  });

  describe("tampering", () => {
    const ambil = async () => (await h.db.select().from(dokumenKualitas).where(eq(dokumenKualitas.signatureTokenHash, (await import("@/lib/quality/tanda-tangan/token")).hashToken(tokenQc))))[0]!;

    async function denganUbahan(ubah: Partial<typeof dokumenKualitas.$inferInsert>) {
      const asli = await ambil();
      await h.db.update(dokumenKualitas).set(ubah).where(eq(dokumenKualitas.id, asli.id));
      const r = await cekToken(tokenQc);
      await h.db.update(dokumenKualitas).set(asli).where(eq(dokumenKualitas.id, asli.id));
      return r;
    }

    it.each([
      ["a count in the row", { passed: 0 }],
      ["the conformance", { sesuai: false }],
      ["the checklist", { isi: { item: [] } }],
      ["the signature", { signature: Buffer.alloc(64, 7).toString("base64") }],
      ["the PDF hash", { pdfSha256: "0".repeat(64) }],
      ["the signing time", { signedAt: new Date("2020-01-01T00:00:00Z") }],
    ])("changing %s makes verification fail with only {valid:false}", async (_n, ubah) => {
      const r = await denganUbahan(ubah as never);
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ valid: false });
    });

    it("a re-serialised payload with a changed title (and the old signature) fails", async () => {
      const asli = await ambil();
      const m = JSON.parse(asli.signedPayload!);
      m.metadata.judul = "Judul Palsu";
      const r = await denganUbahan({ signedPayload: kanonik(m) });
      expect(r.body).toEqual({ valid: false });
      expect((await cekToken(tokenQc)).status).toBe(200);
    });

    it("a superseded document verifies as not valid", async () => {
      const r = await denganUbahan({ status: "SUPERSEDED" });
      expect(r).toMatchObject({ status: 404, body: { valid: false } });
    });

    it("the verification page says why a token is not valid", async () => {
      const { verifikasiUntukHalaman } = await import("@/lib/quality/verifikasi-halaman");
      const lihat = (t: string) => verifikasiUntukHalaman(async () => h.db, t, new Headers({ "x-forwarded-for": ipBaru() }));
      expect(await lihat(tokenQc)).toMatchObject({ valid: true, tipe: "QC" });
      expect(await lihat("pendek")).toEqual({ valid: false, alasan: "format" });
      expect(await lihat("B".repeat(43))).toEqual({ valid: false, alasan: "tidak-dikenal" });
      const asli = await ambil();
      await h.db.update(dokumenKualitas).set({ status: "SUPERSEDED" }).where(eq(dokumenKualitas.id, asli.id));
      expect(await lihat(tokenQc)).toEqual({ valid: false, alasan: "digantikan" });
      await h.db.update(dokumenKualitas).set({ status: "SIGNED", passed: 0 }).where(eq(dokumenKualitas.id, asli.id));
      expect(await lihat(tokenQc)).toEqual({ valid: false, alasan: "tanda-tangan" });
      await h.db.update(dokumenKualitas).set(asli).where(eq(dokumenKualitas.id, asli.id));
      expect(await lihat(tokenQc)).toMatchObject({ valid: true });
    });
  });
});
