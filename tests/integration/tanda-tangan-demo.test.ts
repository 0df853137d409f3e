import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { register } from "@/instrumentation";
import { POST as ajukanDok } from "@/app/api/metadata/[id]/qcqe/[tipe]/ajukan/route";
import { PUT as simpanDok } from "@/app/api/metadata/[id]/qcqe/[tipe]/route";
import { POST as tandatangani } from "@/app/api/metadata/[id]/qcqe/[tipe]/tandatangani/route";
import { GET as verify } from "@/app/api/verify/[token]/route";
import { GET as kunciPublik } from "@/app/api/verify/kunci-publik/route";
import type { Ctx } from "@/lib/context";
import type { DatabaseHandle } from "@/lib/db/client";
import { dokumenKualitas, metadata } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { hentikanPekerjaPesan } from "@/lib/mail/pekerja";
import { kolomDariDokumen } from "@/lib/metadata/kolom";
import { ajukanDokumen, simpanDokumen, tandatanganiDokumen } from "@/lib/quality";
import { MasukanQc } from "@/lib/quality/isi";
import { PERINGATAN_TANPA_KUNCI, PESAN_TANPA_KUNCI } from "@/lib/quality/tanda-tangan/kunci";
import { getRedis } from "@/lib/redis";
import { createTestDatabase } from "@/tests/helpers/db";
import { aturLingkungan, lingkunganProduksi, tangkapLog } from "@/tests/helpers/lingkungan";
import { sisipkanRekaman } from "@/tests/helpers/rekaman";
import { buatAkun, buatOrganisasi, jarUntuk, kirim, pakaiRedisUji, type AkunUji } from "@/tests/helpers/sesi";
import { rekamanBaik } from "@/tests/unit/quality/fixture";

pakaiRedisUji();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "gk-ttd-demo-"));
process.env.STORAGE_DIR = path.join(tmp, "storage");
process.env.SIGNING_KEY_DIR = path.join(tmp, "keys");
delete process.env.SIGNING_PRIVATE_KEY;
const berkasKunci = path.join(tmp, "keys", "penandatangan-dev.pem");

let h: DatabaseHandle;
let produsen: AkunUji;
let pemeriksa: AkunUji;
let ip = 0;
const ctxDari = (a: AkunUji): Ctx => ({ db: h.db, actor: { jenis: "pengguna", id: a.id, peran: a.peran, organisasiId: a.organisasiId } });
type Handler = Parameters<typeof kirim>[0];

beforeAll(async () => {
  h = await createTestDatabase();
  const org = (await buatOrganisasi(h.db, "DEMO")).id;
  produsen = await buatAkun(h.db, "Produsen", org, "demo-produsen");
  pemeriksa = await buatAkun(h.db, "Pemeriksa", org, "demo-pemeriksa", { namaLengkap: "Siti Rahmawati", jabatan: "Pemeriksa Metadata" });
});
afterAll(async () => {
  (await getRedis())?.disconnect();
  await h?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function rekamanQcqe(judul: string): Promise<string> {
  const [id] = await sisipkanRekaman(h.db, { organisasiId: produsen.organisasiId, penggunaId: produsen.id }, [{ judul, status: "QCQE_PROCESS" }]);
  const dok = rekamanBaik((d) => void (d.identifikasi.judul = judul));
  dok.metadataInfo.pengenal = id!;
  await h.db.update(metadata).set({ dokumen: dok, ...kolomDariDokumen(dok) }).where(eq(metadata.id, id!));
  return id!;
}

const QC = { itemManual: [{ label: "Isi metadata sesuai data", lulus: true }] };
const cekToken = (token: string) => kirim<Record<string, unknown>>(verify as Handler, `/api/verify/${token}`, { params: { token }, ip: `10.31.0.${++ip}` });

/** Save, submit and sign QC through the route handlers, as the dashboard's "Tandatangani" does. */
async function tandatanganiLewatApi(id: string) {
  const jar = await jarUntuk(h.db, pemeriksa);
  const params = { id, tipe: "qc" };
  expect((await kirim(simpanDok, "/x", { method: "PUT", body: QC, params, jar })).status).toBe(200);
  expect((await kirim(ajukanDok, "/x", { method: "POST", params, jar })).status).toBe(200);
  return kirim<Record<string, unknown>>(tandatangani, "/x", { method: "POST", params, jar });
}

/** Instrumentation's register() as the server runs it at start, then its worker and signal handlers removed again. */
async function mulaiServer(): Promise<string[]> {
  const sinyal = { SIGTERM: process.listeners("SIGTERM"), SIGINT: process.listeners("SIGINT") };
  const { baris } = await tangkapLog(() => register());
  hentikanPekerjaPesan();
  for (const [nama, sebelum] of Object.entries(sinyal)) {
    for (const l of process.listeners(nama as NodeJS.Signals)) if (!sebelum.includes(l)) process.removeListener(nama, l);
  }
  return baris;
}

describe("signing in the demo: one development key shared by the seed and the server", () => {
  it("a signature made by the seed's configuration verifies on the demo server, which also signs with that key", async () => {
    // `npm run db:seed` runs under tsx without NODE_ENV: development, no SIGNING_PRIVATE_KEY.
    const kembali = aturLingkungan({ NODE_ENV: "development", GEOKATALOG_DEMO: undefined });
    const id = await rekamanQcqe("Batas Desa Demo Seed 2025");
    const ctx = ctxDari(pemeriksa);
    await simpanDokumen({ ctx, id, tipe: "QC", masukan: MasukanQc.parse(QC) });
    await ajukanDokumen({ ctx, id, tipe: "QC" });
    const { hasil: dariSeed, baris } = await tangkapLog(() => tandatanganiDokumen({ ctx, id, tipe: "QC" }));
    kembali();
    expect(baris).toEqual([`[tanda-tangan] kunci pengembangan dibuat di ${berkasKunci}; JANGAN dipakai di produksi`]);
    expect(fs.statSync(berkasKunci).mode & 0o777).toBe(0o600);
    const pem = fs.readFileSync(berkasKunci, "utf8");
    const token = dariSeed.signatureToken!;

    // The demo server: a production build with GEOKATALOG_DEMO=1 (scripts/demo-start.ts) and no key configured.
    const kembaliServer = lingkunganProduksi({ GEOKATALOG_DEMO: "1" });
    try {
      const v = await cekToken(token);
      expect(v.status).toBe(200);
      expect(v.body).toMatchObject({ valid: true, tipe: "QC", status: "SIGNED", signedBy: { namaLengkap: "Siti Rahmawati" } });
      const [row] = await h.db.select({ signedPayload: dokumenKualitas.signedPayload }).from(dokumenKualitas).where(eq(dokumenKualitas.metadataId, id));
      const kid = (JSON.parse(row!.signedPayload!) as { kid: string }).kid;
      const kunci = await kirim<{ kunci: { kid: string; aktif: boolean }[] }>(kunciPublik as Handler, "/api/verify/kunci-publik");
      expect(kunci.body.kunci).toEqual([expect.objectContaining({ kid, aktif: true })]);

      const baru = await tandatanganiLewatApi(await rekamanQcqe("Batas Desa Demo Server 2025"));
      expect(baru.status, JSON.stringify(baru.body)).toBe(200);
      expect((await cekToken(baru.body.signatureToken as string)).body).toMatchObject({ valid: true });
      expect(fs.readFileSync(berkasKunci, "utf8")).toBe(pem);
    } finally {
      kembaliServer();
    }
  });

  it("production without a key refuses to sign (503 naming SIGNING_PRIVATE_KEY), changes nothing and makes no key", async () => {
    const kosong = path.join(tmp, "kunci-produksi");
    const kembali = lingkunganProduksi({ SIGNING_KEY_DIR: kosong });
    try {
      const id = await rekamanQcqe("Batas Desa Produksi Tanpa Kunci");
      const r = await tandatanganiLewatApi(id);
      expect(r.status).toBe(503);
      expect(r.body).toEqual({ error: PESAN_TANPA_KUNCI });
      expect(PESAN_TANPA_KUNCI).toContain("SIGNING_PRIVATE_KEY");
      const [d] = await h.db.select().from(dokumenKualitas).where(and(eq(dokumenKualitas.metadataId, id), eq(dokumenKualitas.tipe, "QC")));
      expect(d).toMatchObject({ status: "PENDING", signature: null, signedPayload: null, storageKey: null });
      expect(fs.existsSync(kosong)).toBe(false);
    } finally {
      kembali();
    }
  });
});

describe("verification in production before a key is configured", () => {
  it("verify and kunci-publik keep answering: earlier keys verify, nothing else is valid, no 503", async () => {
    const kembaliDemo = aturLingkungan({ NODE_ENV: "development", GEOKATALOG_DEMO: undefined });
    const id = await rekamanQcqe("Batas Desa Sebelum Kunci Produksi");
    const ctx = ctxDari(pemeriksa);
    await simpanDokumen({ ctx, id, tipe: "QC", masukan: MasukanQc.parse(QC) });
    await ajukanDokumen({ ctx, id, tipe: "QC" });
    const token = (await tangkapLog(() => tandatanganiDokumen({ ctx, id, tipe: "QC" }))).hasil.signatureToken!;
    kembaliDemo();
    const publikLama = crypto.createPublicKey(fs.readFileSync(berkasKunci, "utf8")).export({ type: "spki", format: "pem" }).toString();

    const tanpaApaPun = lingkunganProduksi({ SIGNING_KEY_DIR: path.join(tmp, "kosong-1") });
    try {
      const kunci = await kirim<{ kunci: unknown[] }>(kunciPublik as Handler, "/api/verify/kunci-publik");
      expect(kunci.status).toBe(200);
      expect(kunci.body.kunci).toEqual([]);
      const v = await cekToken(token);
      expect(v.status).toBe(404);
      expect(v.body).toEqual({ valid: false });
    } finally {
      tanpaApaPun();
    }

    const denganLama = lingkunganProduksi({ SIGNING_KEY_DIR: path.join(tmp, "kosong-2"), SIGNING_PUBLIC_KEYS_OLD: publikLama });
    try {
      const kunci = await kirim<{ kunci: { aktif: boolean }[] }>(kunciPublik as Handler, "/api/verify/kunci-publik");
      expect(kunci.body.kunci).toEqual([expect.objectContaining({ aktif: false })]);
      expect((await cekToken(token)).body).toMatchObject({ valid: true, tipe: "QC" });
      expect((await tandatanganiLewatApi(await rekamanQcqe("Batas Desa Tanpa Kunci Baru"))).status).toBe(503);
    } finally {
      denganLama();
    }
  });
});

describe("start-up log (instrumentation.ts register)", () => {
  it("production without a key says once that signing is refused, naming SIGNING_PRIVATE_KEY", async () => {
    const kembali = lingkunganProduksi({ NEXT_RUNTIME: "nodejs", SIGNING_KEY_DIR: path.join(tmp, "kunci-produksi") });
    try {
      const baris = await mulaiServer();
      expect(baris.filter((b) => b.startsWith("[tanda-tangan]"))).toEqual([PERINGATAN_TANPA_KUNCI]);
      expect(PERINGATAN_TANPA_KUNCI).toMatch(/SIGNING_PRIVATE_KEY belum diatur: setiap penandatanganan QC\/QE\/QA ditolak \(503\)/);
      expect(fs.existsSync(path.join(tmp, "kunci-produksi"))).toBe(false);
    } finally {
      kembali();
    }
  });

  it("a demo on the production build says it signs with the development key and must not be used for real", async () => {
    const kembali = lingkunganProduksi({ NEXT_RUNTIME: "nodejs", GEOKATALOG_DEMO: "1" });
    try {
      const baris = (await mulaiServer()).filter((b) => b.startsWith("[tanda-tangan]"));
      expect(baris).toHaveLength(1);
      expect(baris[0]).toMatch(/^\[tanda-tangan\] GEOKATALOG_DEMO: dokumen ditandatangani dengan kunci pengembangan .*penandatangan-dev\.pem \(kid [A-Za-z0-9_-]{16}\); hanya untuk demo, JANGAN dipakai untuk dokumen sungguhan/);
      expect(baris[0]).toContain(berkasKunci);
    } finally {
      kembali();
    }
  });

  it("a configured key is named by its id; one that cannot be loaded is reported at start, not at the first signature", async () => {
    const kembali = lingkunganProduksi({ NEXT_RUNTIME: "nodejs", SIGNING_PRIVATE_KEY: path.join(tmp, "tidak-ada.pem") });
    try {
      const baris = (await mulaiServer()).filter((b) => b.startsWith("[tanda-tangan]"));
      expect(baris).toHaveLength(1);
      expect(baris[0]).toMatch(/^\[tanda-tangan\] kunci tanda tangan tidak dapat dimuat \(SIGNING_PRIVATE_KEY.*ENOENT.*penandatanganan akan gagal\.$/);
    } finally {
      kembali();
    }
  });
});

describe("GEOKATALOG_DEMO in lib/env.ts", () => {
  it.each([
    ["1", true],
    ["true", true],
    ["0", false],
    ["false", false],
    ["", false],
    [undefined, false],
  ] as const)("%s → %s", (nilai, harapan) => {
    const kembali = aturLingkungan({ GEOKATALOG_DEMO: nilai });
    try {
      expect(env().GEOKATALOG_DEMO).toBe(harapan);
    } finally {
      kembali();
    }
  });

  it("anything else stops the configuration with the variable named", () => {
    const kembali = aturLingkungan({ GEOKATALOG_DEMO: "ya" });
    try {
      expect(() => env()).toThrow(/GEOKATALOG_DEMO: harus 1 atau true/);
    } finally {
      kembali();
    }
  });
});
