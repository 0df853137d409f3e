import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as kualitas } from "@/app/api/metadata/[id]/kualitas/route";
import { POST as ajukanDok } from "@/app/api/metadata/[id]/qcqe/[tipe]/ajukan/route";
import { GET as pdfDok } from "@/app/api/metadata/[id]/qcqe/[tipe]/pdf/route";
import { PUT as simpanDok } from "@/app/api/metadata/[id]/qcqe/[tipe]/route";
import { POST as tandatangani } from "@/app/api/metadata/[id]/qcqe/[tipe]/tandatangani/route";
import { POST as unggah } from "@/app/api/metadata/[id]/qcqe/[tipe]/unggah/route";
import { GET as verify } from "@/app/api/verify/[token]/route";
import type { DatabaseHandle } from "@/lib/db/client";
import { dokumenKualitas } from "@/lib/db/schema";
import { getRedis } from "@/lib/redis";
import { penyimpananLokal, penyimpananS3, setPenyimpanan, type PenyimpananObjek } from "@/lib/storage";
import { createTestDatabase } from "@/tests/helpers/db";
import { sisipkanRekaman } from "@/tests/helpers/rekaman";
import { buatAkun, buatOrganisasi, jarUntuk, kirim, pakaiRedisUji, type AkunUji, type CookieJar } from "@/tests/helpers/sesi";

pakaiRedisUji();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "gk-unggah-"));
process.env.SIGNING_KEY_DIR = path.join(tmp, "keys");
process.env.UPLOAD_MAX_MB = "0.5";
const dirLokal = path.join(tmp, "lokal");

let h: DatabaseHandle;
let pemeriksa: AkunUji;
let produsen: AkunUji;
let jar: CookieJar;
let s3: S3rver;
let s3Port = 0;
type Handler = Parameters<typeof kirim>[0];

const PDF_KECIL = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

beforeAll(async () => {
  h = await createTestDatabase();
  const org = (await buatOrganisasi(h.db, "UNG")).id;
  produsen = await buatAkun(h.db, "Produsen", org, "ung-produsen");
  pemeriksa = await buatAkun(h.db, "Pemeriksa", org, "ung-pemeriksa");
  jar = await jarUntuk(h.db, pemeriksa);
  s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: path.join(tmp, "s3rver") });
  s3Port = (await s3.run()).port;
});
afterAll(async () => {
  setPenyimpanan(undefined);
  await s3?.close();
  (await getRedis())?.disconnect();
  await h?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function draf(): Promise<string> {
  const [id] = await sisipkanRekaman(h.db, { organisasiId: produsen.organisasiId, penggunaId: produsen.id }, [{ judul: "Tutupan Lahan Kalimantan", status: "QCQE_PROCESS" }]);
  const r = await kirim(simpanDok, `/api/metadata/${id}/qcqe/qc`, { method: "PUT", params: { id: id!, tipe: "qc" }, jar, body: { itemManual: [] } });
  expect(r.status).toBe(200);
  return id!;
}

const kirimBerkas = (id: string, isi: Uint8Array, tipeKonten = "application/pdf") =>
  kirim<Record<string, unknown>>(unggah, `/api/metadata/${id}/qcqe/qc/unggah`, {
    method: "POST",
    params: { id, tipe: "qc" },
    jar,
    headers: { "content-type": tipeKonten, "content-length": String(isi.byteLength) },
    body: Buffer.from(isi).toString("latin1"),
  });

const isiDir = (d: string) => (fs.existsSync(d) ? fs.readdirSync(d, { recursive: true }).filter((f) => String(f).endsWith(".pdf")) : []);

describe.each([
  ["local filesystem", () => penyimpananLokal(dirLokal)],
  ["S3-compatible server (s3rver)", () => penyimpananS3({ endpoint: `http://127.0.0.1:${s3Port}`, region: "us-east-1", bucket: "kualitas-uji", accessKeyId: "S3RVER", secretAccessKey: "S3RVER", forcePathStyle: true })],
])("uploads, stored in the %s", (nama, buat) => {
  let p: PenyimpananObjek;
  beforeAll(async () => {
    p = buat();
    setPenyimpanan(p);
    if (p.nama === "s3") {
      const c = new S3Client({ endpoint: `http://127.0.0.1:${s3Port}`, region: "us-east-1", forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });
      await c.send(new CreateBucketCommand({ Bucket: "kualitas-uji" }));
    }
  });

  it("the store reports itself connected and round-trips an object", async () => {
    expect((await p.periksa()).connected).toBe(true);
    await p.simpan("uji/a.pdf", PDF_KECIL, "application/pdf");
    expect((await p.baca("uji/a.pdf"))?.equals(PDF_KECIL)).toBe(true);
    await p.hapus("uji/a.pdf");
    expect(await p.baca("uji/a.pdf")).toBeNull();
    await expect(p.simpan("../luar.pdf", PDF_KECIL, "application/pdf")).rejects.toThrow(/tidak sah/);
  });

  it("refuses a non-PDF (even declared as PDF) and an oversized file with clear errors, storing nothing", async () => {
    const id = await draf();
    const png = await kirimBerkas(id, Buffer.from("\x89PNG\r\n\x1a\nbukan pdf"));
    expect(png.status).toBe(415);
    expect(png.body.error).toMatch(/bukan PDF/);
    const besar = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(600 * 1024, 32), Buffer.from("%%EOF\n")]);
    const r = await kirimBerkas(id, besar);
    expect(r.status).toBe(413);
    expect(r.body.error).toMatch(/maksimum 0.5 MB/);
    const rusak = await kirimBerkas(id, Buffer.from("%PDF-1.4\nterpotong"));
    expect(rusak.status).toBe(415);
    expect(rusak.body.error).toMatch(/tidak lengkap atau rusak/);
    const [d] = await h.db.select().from(dokumenKualitas).where(eq(dokumenKualitas.metadataId, id));
    expect(d).toMatchObject({ uploadedDoc: false, storageKey: null });
    expect(await p.baca(`kualitas/${d!.id}-unggahan.pdf`)).toBeNull();
    if (nama === "local filesystem") expect(isiDir(dirLokal)).toEqual([]);
  });

  it("an uploaded PDF stands in for the generated one: signed over its hash, served as uploaded, verifiable", async () => {
    const id = await draf();
    const r = await kirimBerkas(id, PDF_KECIL);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ uploadedDoc: true, status: "DRAFT" });
    expect((await kirim(ajukanDok, "/x", { method: "POST", params: { id, tipe: "qc" }, jar })).status).toBe(200);
    const t = await kirim<Record<string, unknown>>(tandatangani, "/x", { method: "POST", params: { id, tipe: "qc" }, jar });
    expect(t.body).toMatchObject({ status: "SIGNED", uploadedDoc: true });
    const token = t.body.signatureToken as string;
    const v = await kirim(verify as Handler, `/api/verify/${token}`, { params: { token }, ip: `10.7.${nama.length}.1` });
    expect(v.body).toMatchObject({ valid: true, tipe: "QC" });
    const unduh = await kirim<string>(pdfDok, "/x", { params: { id, tipe: "qc" }, jar });
    expect(unduh.status).toBe(200);
    expect(Buffer.from(unduh.body, "utf8").toString("latin1")).toContain("%PDF-1.4");
    const k = await kirim<Record<string, Record<string, unknown>>>(kualitas, `/api/metadata/${id}/kualitas`, { params: { id }, jar });
    expect(k.status).toBe(200);
    expect(k.body.qc).toMatchObject({ uploadedDoc: true, signatureToken: token });
    // Not PUBLISHED: nobody without a session sees its quality status.
    expect((await kirim(kualitas, `/api/metadata/${id}/kualitas`, { params: { id } })).status).toBe(404);
  });

  it("a stored PDF changed after signing is never served", async () => {
    const id = await draf();
    await kirim(ajukanDok, "/x", { method: "POST", params: { id, tipe: "qc" }, jar });
    await kirim(tandatangani, "/x", { method: "POST", params: { id, tipe: "qc" }, jar });
    const [d] = await h.db.select().from(dokumenKualitas).where(eq(dokumenKualitas.metadataId, id));
    await p.simpan(d!.storageKey!, PDF_KECIL, "application/pdf");
    const r = await kirim<Record<string, unknown>>(pdfDok, "/x", { params: { id, tipe: "qc" }, jar });
    expect(r.status).toBe(503);
    expect(r.body.error).toMatch(/tidak cocok dengan tanda tangannya/);
  });
});
