import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import HalamanRekaman from "@/app/(public)/katalog/[id]/page";
import { GET as pdfPublik } from "@/app/api/public/metadata/[id]/kualitas/[tipe]/pdf/route";
import { riwayatMetadataOrThrow } from "@/lib/audit/riwayat-metadata";
import { AKTOR_PUBLIK, type Ctx } from "@/lib/context";
import type { DatabaseHandle } from "@/lib/db/client";
import { dokumenKualitas, metadata, organisasi, pengguna } from "@/lib/db/schema";
import { env } from "@/lib/env";
import type { PeranPengguna } from "@/lib/metadata/kode";
import { getKualitasOrThrow } from "@/lib/quality/get-kualitas";
import { tandatanganiDokumen } from "@/lib/quality/dokumen/tandatangani-dokumen";
import type { IsiQa, IsiQc } from "@/lib/quality/isi";
import { ATURAN_QC } from "@/lib/quality/qc/aturan";
import { sha256Hex } from "@/lib/quality/tanda-tangan/muatan";
import { verifikasiToken } from "@/lib/quality/verifikasi";
import { getRedis } from "@/lib/redis";
import { emailPenggunaOrganisasi, seedDatabase, type SeedSummary } from "@/lib/seed";
import { tanggalWib } from "@/lib/waktu/wib";
import { formatTanggal } from "@/lib/web/format";
import { jalankanTransisi } from "@/lib/workflow";
import { setujuiDenganQa } from "@/lib/workflow/setujui-dengan-qa";
import { createTestDatabase } from "@/tests/helpers/db";
import { pakaiRedisUji } from "@/tests/helpers/sesi";
import { bacaPdf, bacaQr } from "@/tests/unit/quality/baca-pdf";

pakaiRedisUji();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "gk-seed-kualitas-"));
process.env.STORAGE_DIR = path.join(tmp, "storage");
process.env.SIGNING_KEY_DIR = path.join(tmp, "keys");
process.env.PUBLIC_BASE_URL = "https://katalog.uji.go.id";

const JUMLAH = 150;
let h: DatabaseHandle;
let ringkasan: SeedSummary;
type Rekaman = typeof metadata.$inferSelect;
type Dokumen = typeof dokumenKualitas.$inferSelect;
let rekaman: Rekaman[];
let dokumen: Map<string, Dokumen[]>;
let akun: Map<string, { id: string; email: string; namaLengkap: string; peran: PeranPengguna; organisasiId: string }>;
let kodeOrganisasi: Map<string, string>;

const perStatus = (s: Rekaman["status"]) => rekaman.filter((r) => r.status === s);
const dokumenDari = (id: string) => dokumen.get(id) ?? [];
/** The seeded account of a role in the record's organisation (pemeriksa.<kode>@…, walidata.<kode>@…). */
const akunOrganisasi = (r: Rekaman, peran: PeranPengguna) => {
  const email = emailPenggunaOrganisasi(peran, kodeOrganisasi.get(r.organisasiId)!);
  return [...akun.values()].find((a) => a.email === email)!;
};
const ctxSebagai = (a: { id: string; peran: PeranPengguna; organisasiId: string }): Ctx => ({ db: h.db, actor: { jenis: "pengguna", id: a.id, peran: a.peran, organisasiId: a.organisasiId } });

async function muatUlang() {
  rekaman = await h.db.select().from(metadata);
  dokumen = new Map();
  for (const d of await h.db.select().from(dokumenKualitas)) dokumen.set(d.metadataId, [...dokumenDari(d.metadataId), d]);
}

beforeAll(async () => {
  h = await createTestDatabase();
  ringkasan = await seedDatabase(h.db, { count: JUMLAH });
  await muatUlang();
  akun = new Map((await h.db.select().from(pengguna)).map((p) => [p.id, { ...p, peran: p.peran as PeranPengguna }]));
  kodeOrganisasi = new Map((await h.db.select({ id: organisasi.id, kode: organisasi.kode }).from(organisasi)).map((o) => [o.id, o.kode]));
}, 600_000);
afterAll(async () => {
  (await getRedis())?.disconnect();
  await h?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** The token of each signed document verifies, about this record, signed by the organisation's account of the role. */
async function cekTertanda(r: Rekaman, tipe: "QC" | "QE" | "QA", token: string | null | undefined) {
  expect(token, `${r.id} ${tipe}`).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const v = await verifikasiToken(h.db, token!);
  const penandatangan = akunOrganisasi(r, tipe === "QA" ? "Walidata" : "Pemeriksa");
  expect(v).toMatchObject({ valid: true, tipe, status: "SIGNED", metadata: { id: r.id, judul: r.judul }, signedBy: { namaLengkap: penandatangan.namaLengkap } });
  expect(dokumenDari(r.id).find((d) => d.tipe === tipe)?.pemeriksaId).toBe(penandatangan.id);
}

describe("seeded quality documents", () => {
  it("counts them in the summary", async () => {
    expect(ringkasan.tabel.dokumenKualitas).toBe([...dokumen.values()].flat().length);
    expect(ringkasan.tabel.dokumenKualitas).toBeGreaterThan(3 * ringkasan.status.PUBLISHED);
  });

  it("gives every PUBLISHED record signed, conforming QC, QE and QA that verify, by its organisation's Pemeriksa and Walidata", async () => {
    const terbit = perStatus("PUBLISHED");
    expect(terbit).toHaveLength(ringkasan.status.PUBLISHED);
    for (const r of terbit) {
      const k = await getKualitasOrThrow({ ctx: { db: h.db, actor: AKTOR_PUBLIK }, id: r.id });
      for (const tipe of ["QC", "QE", "QA"] as const) {
        const s = k[tipe.toLowerCase() as "qc" | "qe" | "qa"];
        expect(s, `${r.id} ${tipe}`).toMatchObject({ status: "SIGNED", sesuai: true, signatureMethod: "PKI", uploadedDoc: false });
        // Every required check passes; QC may still miss an optional one (a report, HTTPS links, a scale).
        if (tipe !== "QC") expect(s!.passed).toBe(s!.total);
        await cekTertanda(r, tipe, s!.signatureToken);
      }
      // QA is signed on the day of publication, seconds before it.
      const qa = dokumenDari(r.id).find((d) => d.tipe === "QA")!;
      expect(r.publishedAt!.getTime() - qa.signedAt!.getTime()).toBeGreaterThan(0);
      expect(r.publishedAt!.getTime() - qa.signedAt!.getTime()).toBeLessThan(5_000);
    }
  });

  it("gives every PRIVATE record the signed QC, QE and QA of its publication", async () => {
    const privat = perStatus("PRIVATE");
    expect(privat.length).toBeGreaterThan(0);
    for (const r of privat) {
      const k = await getKualitasOrThrow({ ctx: ctxSebagai(akunOrganisasi(r, "Walidata")), id: r.id });
      for (const tipe of ["QC", "QE", "QA"] as const) await cekTertanda(r, tipe, k[tipe.toLowerCase() as "qc" | "qe" | "qa"]?.signatureToken);
    }
  });

  it("gives REVIEW records signed QC and QE only, and the Walidata signs QA and publishes with the real services", async () => {
    const tinjau = perStatus("REVIEW");
    expect(tinjau.length).toBeGreaterThan(0);
    for (const r of tinjau) {
      expect(dokumenDari(r.id).map((d) => `${d.tipe}:${d.status}`).sort()).toEqual(["QC:SIGNED", "QE:SIGNED"]);
      const k = await getKualitasOrThrow({ ctx: ctxSebagai(akunOrganisasi(r, "Walidata")), id: r.id });
      await cekTertanda(r, "QC", k.qc?.signatureToken);
      await cekTertanda(r, "QE", k.qe?.signatureToken);
    }
    const r = tinjau[0]!;
    await setujuiDenganQa(ctxSebagai(akunOrganisasi(r, "Walidata")), r.id);
    const [baru] = await h.db.select().from(metadata).where(eq(metadata.id, r.id));
    expect(baru?.status).toBe("PUBLISHED");
    const k = await getKualitasOrThrow({ ctx: { db: h.db, actor: AKTOR_PUBLIK }, id: r.id });
    expect(k.qa).toMatchObject({ status: "SIGNED", sesuai: true });
    expect(await verifikasiToken(h.db, k.qa!.signatureToken!)).toMatchObject({ valid: true, tipe: "QA" });
  });

  it("leaves QCQE_PROCESS records with QC/QE in progress: none yet, drafts with the automatic results, submitted, signed QC", async () => {
    const proses = perStatus("QCQE_PROCESS");
    const bentuk = proses.map((r) =>
      dokumenDari(r.id)
        .map((d) => `${d.tipe}:${d.status}`)
        .sort()
        .join(" "),
    );
    const boleh = ["", "QC:DRAFT", "QC:PENDING QE:DRAFT", "QC:SIGNED QE:PENDING"];
    for (const b of bentuk) expect(boleh).toContain(b);
    expect(new Set(bentuk).size).toBeGreaterThanOrEqual(3);
    for (const d of proses.flatMap((r) => dokumenDari(r.id)).filter((x) => x.tipe === "QC")) {
      const otomatis = (d.isi as IsiQc).item.filter((i) => i.otomatis);
      expect(otomatis.map((i) => i.kode)).toEqual(ATURAN_QC.map((a) => a.kode));
    }
    // The organisation's checker picks a submitted QC up where the seed left it and signs it.
    const r = proses.find((x) => dokumenDari(x.id).some((d) => d.tipe === "QC" && d.status === "PENDING"))!;
    const hasil = await tandatanganiDokumen({ ctx: ctxSebagai(akunOrganisasi(r, "Pemeriksa")), id: r.id, tipe: "QC" });
    expect(hasil.status).toBe("SIGNED");
    expect(await verifikasiToken(h.db, hasil.signatureToken!)).toMatchObject({ valid: true, tipe: "QC" });
  });

  it("gives every REJECTED record its reason in its history, as the workflow writes it, and lets the owner revise it", async () => {
    const ditolak = perStatus("REJECTED");
    expect(ditolak.length).toBeGreaterThan(0);
    const oleh = new Set<string>();
    for (const r of ditolak) {
      const pemilik = akun.get(r.pemilikId)!;
      const riwayat = await riwayatMetadataOrThrow({ ctx: ctxSebagai(pemilik), id: r.id });
      const tolak = riwayat.find((e) => e.aksi === "tolak");
      expect(tolak, r.id).toMatchObject({ ke: "REJECTED", tipeDokumen: null });
      expect(tolak!.catatan).toMatch(/^Hasil evaluasi .+ belum memenuhi .+ ajukan kembali\.$/);
      const qa = dokumenDari(r.id).find((d) => d.tipe === "QA");
      if (qa) {
        // Rejected in review: the Walidata's signed QA carries the same reason.
        expect(qa.status).toBe("SIGNED");
        expect(qa.isi as IsiQa).toMatchObject({ keputusan: "tolak", catatan: tolak!.catatan });
        expect(tolak!.pelaku).toBe(akunOrganisasi(r, "Walidata").namaLengkap);
        oleh.add("walidata");
      } else {
        expect(tolak!.pelaku).toBe(akunOrganisasi(r, "Pemeriksa").namaLengkap);
        oleh.add("pemeriksa");
      }
      // The evaluation the reason names failed in the record's QE.
      expect(dokumenDari(r.id).find((d) => d.tipe === "QE")?.sesuai).toBe(false);
    }
    expect(oleh.size).toBe(2);
    const r = ditolak[0]!;
    const hasil = await jalankanTransisi({ ctx: ctxSebagai(akun.get(r.pemilikId)!), id: r.id, aksi: "revisi", input: {} });
    expect(hasil.ke).toBe("DRAFT");
  });

  it("writes each published record's history in order: creation, submission, every signature by its signer, publication", async () => {
    for (const r of perStatus("PUBLISHED").slice(0, 20)) {
      const riwayat = (await riwayatMetadataOrThrow({ ctx: ctxSebagai(akun.get(r.pemilikId)!), id: r.id })).reverse();
      const langkah = riwayat.map((e) => `${e.aksi}${e.tipeDokumen ? `:${e.tipeDokumen}` : ""}`).filter((a) => a !== "ubah");
      const dok = (t: string) => [`kualitas_simpan:${t}`, `kualitas_ajukan:${t}`, `kualitas_tandatangani:${t}`];
      expect(langkah).toEqual(["buat", "ajukan", ...dok("QC"), ...dok("QE"), "selesaiPeriksa", ...dok("QA"), "setujui"]);
      const waktu = riwayat.map((e) => Date.parse(e.waktu));
      expect(waktu).toEqual([...waktu].sort((a, b) => a - b));
      expect(waktu[0]).toBe(r.createdAt.getTime());
      expect(waktu.at(-1)).toBe(r.updatedAt.getTime());
      expect(waktu.at(-1)).toBe(r.publishedAt!.getTime());
      const pemeriksa = akunOrganisasi(r, "Pemeriksa").namaLengkap;
      const walidata = akunOrganisasi(r, "Walidata").namaLengkap;
      expect(riwayat.map((e) => e.pelaku)).toEqual(
        riwayat.map((e) => (e.tipeDokumen === "QA" || e.aksi === "setujui" ? walidata : e.tipeDokumen || e.aksi === "selesaiPeriksa" ? pemeriksa : akun.get(r.pemilikId)!.namaLengkap)),
      );
      // One version per save and per step of the workflow.
      expect(r.versi).toBe(riwayat.filter((e) => e.tipeDokumen === null).length);
    }
  });
});

/** GET the public PDF as a browser would, keeping the bytes. */
async function unduhPdf(id: string, tipe: string): Promise<{ status: number; tipe: string | null; isi: Buffer }> {
  const req = new NextRequest(new URL(`/api/public/metadata/${id}/kualitas/${tipe}/pdf`, "http://localhost"), { headers: { "x-forwarded-for": "10.7.0.1" } });
  const res = await pdfPublik(req, { params: Promise.resolve({ id, tipe }) });
  return { status: res.status, tipe: res.headers.get("content-type"), isi: Buffer.from(await res.arrayBuffer()) };
}

describe("a seeded document's PDF", () => {
  it("is rendered on its first download, stored, served again as stored, and its QR code opens the verification page", async () => {
    const r = perStatus("PUBLISHED")[1]!;
    const sebelum = dokumenDari(r.id).find((d) => d.tipe === "QA")!;
    expect(sebelum.storageKey).toBeNull();
    const berkas = path.join(env().STORAGE_DIR, "kualitas", `${sebelum.id}.pdf`);
    expect(fs.existsSync(berkas)).toBe(false);

    const pertama = await unduhPdf(r.id, "qa");
    expect(pertama.status).toBe(200);
    expect(pertama.tipe).toBe("application/pdf");
    const [sesudah] = await h.db.select().from(dokumenKualitas).where(eq(dokumenKualitas.id, sebelum.id));
    expect(sesudah).toMatchObject({ storageKey: `kualitas/${sebelum.id}.pdf`, pdfSha256: sha256Hex(pertama.isi) });
    expect(fs.readFileSync(berkas)).toEqual(pertama.isi);

    const baca = await bacaPdf(pertama.isi);
    const k = await getKualitasOrThrow({ ctx: { db: h.db, actor: AKTOR_PUBLIK }, id: r.id });
    expect(bacaQr(baca.halaman[0]!.gambar)).toEqual([`https://katalog.uji.go.id/verifikasi/${k.qa!.signatureToken}`]);
    for (const teks of [r.judul, akunOrganisasi(r, "Walidata").namaLengkap, "Disetujui untuk diterbitkan", sebelum.signedAt!.toISOString()]) expect(baca.halaman[0]!.teks).toContain(teks);
    expect(await verifikasiToken(h.db, k.qa!.signatureToken!)).toMatchObject({ valid: true, tipe: "QA" });

    expect((await unduhPdf(r.id, "qa")).isi).toEqual(pertama.isi);
    // Lost from storage: rendered again from the signed facts, byte for byte.
    fs.rmSync(berkas);
    expect((await unduhPdf(r.id, "qa")).isi).toEqual(pertama.isi);
    // Changed in storage: refused, as for any signed PDF.
    fs.writeFileSync(berkas, Buffer.concat([pertama.isi, Buffer.from("\n% diubah\n")]));
    expect((await unduhPdf(r.id, "qa")).status).toBe(503);
    fs.writeFileSync(berkas, pertama.isi);
  });

  it("is not rendered for a document whose signature does not check out", async () => {
    const r = perStatus("PUBLISHED")[2]!;
    const qc = dokumenDari(r.id).find((d) => d.tipe === "QC")!;
    await h.db.update(dokumenKualitas).set({ signature: Buffer.alloc(64, 7).toString("base64") }).where(eq(dokumenKualitas.id, qc.id));
    expect((await unduhPdf(r.id, "qc")).status).toBe(503);
    expect(fs.existsSync(path.join(env().STORAGE_DIR, "kualitas", `${qc.id}.pdf`))).toBe(false);
    await h.db.update(dokumenKualitas).set({ signature: qc.signature }).where(eq(dokumenKualitas.id, qc.id));
  });
});

describe("a seeded record's public page", () => {
  it("shows three signed badges with their verification and PDF links, and one publication day", async () => {
    const r = perStatus("PUBLISHED")[3]!;
    const html = renderToStaticMarkup(await HalamanRekaman({ params: Promise.resolve({ id: r.id }) }));
    expect(html.match(/Ditandatangani · sesuai/g)).toHaveLength(3);
    expect(html).not.toContain("Belum ada");
    for (const tipe of ["QC", "QE", "QA"]) {
      expect(html).toMatch(new RegExp(`<a href="/verifikasi/[A-Za-z0-9_-]{43}">Verifikasi tanda tangan ${tipe}</a>`));
      expect(html).toContain(`href="/api/public/metadata/${r.id}/kualitas/${tipe.toLowerCase()}/pdf"`);
    }
    // The header's "terbit" and the citation's publication date name the same WIB day.
    const hari = formatTanggal(r.publishedAt!.toISOString());
    expect(formatTanggal(tanggalWib(r.publishedAt!))).toBe(hari);
    expect(html).toContain(`terbit <time dateTime="${r.publishedAt!.toISOString()}">${hari}</time>`);
    expect(html).toContain(`Diterbitkan: <time dateTime="${tanggalWib(r.publishedAt!)}">${hari}</time>`);
  });
});
