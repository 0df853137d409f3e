import { eq } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import BerandaDasbor from "@/app/(dashboard)/dashboard/page";
import type { Ctx } from "@/lib/context";
import type { DatabaseHandle } from "@/lib/db/client";
import { auditLog, dokumenKualitas, metadata } from "@/lib/db/schema";
import type { StatusMetadata } from "@/lib/metadata/kode";
import { antreanPeriksa, antreanTinjau, ditolakSaya, drafSaya, terbitTerbaru } from "@/lib/metadata/kelola/tugas-beranda";
import { createTestDatabase } from "@/tests/helpers/db";
import { sisipkanRekaman } from "@/tests/helpers/rekaman";
import { buatAkun, buatOrganisasi, jarUntuk, type AkunUji, type CookieJar } from "@/tests/helpers/sesi";

const cookieUji = vi.hoisted(() => ({ nilai: undefined as string | undefined }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: (n: string) => (n === "gk_sesi" && cookieUji.nilai ? { name: n, value: cookieUji.nilai } : undefined) }),
  headers: async () => new Headers(),
}));

let h: DatabaseHandle;
const PERAN = ["produsen", "pemeriksa", "walidata", "admin", "pemeriksaLain", "produsenLintas", "walidataLain"] as const;
type Peran = (typeof PERAN)[number];
const akun = {} as Record<Peran, AkunUji>;
const jar = {} as Record<Peran, CookieJar>;
const id: Record<string, string> = {};
const ctxDari = (a: AkunUji): Ctx => ({ db: h.db, actor: { jenis: "pengguna", id: a.id, peran: a.peran, organisasiId: a.organisasiId } });
const JAM = 3_600_000;
const sekarang = Date.now();

/** Insert one record of `pemilik` in `status`, last changed `jamLalu` hours ago. */
async function rekaman(kunci: string, pemilik: AkunUji, status: StatusMetadata, jamLalu: number) {
  const [x] = await sisipkanRekaman(h.db, { organisasiId: pemilik.organisasiId, penggunaId: pemilik.id }, [{ judul: `Beranda ${kunci}`, status }]);
  await h.db.update(metadata).set({ updatedAt: new Date(sekarang - jamLalu * JAM) }).where(eq(metadata.id, x!));
  id[kunci] = x!;
}

beforeAll(async () => {
  h = await createTestDatabase();
  const org = (await buatOrganisasi(h.db, "BRD")).id;
  const lintas = (await buatOrganisasi(h.db, "BRL", { allowLintasOrgReviewer: true })).id;
  const lain = (await buatOrganisasi(h.db, "BRX")).id;
  const susunan: Record<Peran, [AkunUji["peran"], string]> = {
    produsen: ["Produsen", org],
    pemeriksa: ["Pemeriksa", org],
    walidata: ["Walidata", org],
    admin: ["Admin", org],
    pemeriksaLain: ["Pemeriksa", lain],
    produsenLintas: ["Produsen", lintas],
    walidataLain: ["Walidata", lain],
  };
  for (const p of PERAN) {
    akun[p] = await buatAkun(h.db, susunan[p][0], susunan[p][1], `brd-${p}`);
    jar[p] = await jarUntuk(h.db, akun[p]);
  }
  await rekaman("qcBaru", akun.produsen, "QCQE_PROCESS", 2);
  await rekaman("qcLama", akun.produsen, "QCQE_PROCESS", 24 * 10);
  await rekaman("qcAdmin", akun.admin, "QCQE_PROCESS", 30);
  await rekaman("qcLintas", akun.produsenLintas, "QCQE_PROCESS", 5);
  await rekaman("tinjau", akun.produsen, "REVIEW", 50);
  await rekaman("terbitLama", akun.produsen, "PUBLISHED", 100);
  await rekaman("terbitBaru", akun.produsen, "PUBLISHED", 1);
  await rekaman("terbitLain", akun.produsenLintas, "PUBLISHED", 1);
  await rekaman("draf", akun.produsen, "DRAFT", 3);
  await rekaman("ditolak", akun.produsen, "REJECTED", 4);
  await h.db.insert(dokumenKualitas).values([
    { metadataId: id.qcLama!, tipe: "QC", status: "SIGNED", sesuai: true, passed: 1, total: 1, isi: { item: [] } },
    { metadataId: id.qcLama!, tipe: "QE", status: "DRAFT", isi: { evaluasi: [] } },
    { metadataId: id.qcLama!, tipe: "QC", status: "SUPERSEDED", isi: { item: [] } },
  ]);
  // Two rejections: the latest reason is the one shown.
  await h.db.insert(auditLog).values([
    { aksi: "tolak", entitas: "metadata", entitasId: id.ditolak!, dari: "QCQE_PROCESS", ke: "REJECTED", catatan: "Alasan lama.", waktu: new Date(sekarang - 48 * JAM) },
    { aksi: "tolak", entitas: "metadata", entitasId: id.ditolak!, dari: "REVIEW", ke: "REJECTED", catatan: "Batas wilayah belum sesuai BIG.", waktu: new Date(sekarang - 4 * JAM) },
  ]);
});
afterAll(async () => h?.close());

const judul = (d: { records: { judul: string }[] }) => d.records.map((r) => r.judul.replace("Beranda ", ""));

describe("home to-do lists", () => {
  it("checker: records in QC/QE they may check, longest waiting first, with QC/QE state and age", async () => {
    const d = await antreanPeriksa({ ctx: ctxDari(akun.pemeriksa), batas: 5 });
    expect(d.total).toBe(4);
    expect(judul(d)).toEqual(["qcLama", "qcAdmin", "qcLintas", "qcBaru"]);
    expect(d.records[0]).toMatchObject({ qc: "SIGNED", qe: "DRAFT", organisasi: { kode: "BRD" }, pemilik: { namaLengkap: "Pengguna brd-produsen" } });
    expect(Date.parse(d.records[0]!.sejak)).toBe(sekarang - 240 * JAM);
    expect(d.records[3]).toMatchObject({ qc: null, qe: null });
    // Paged: the total stays the whole queue.
    expect(await antreanPeriksa({ ctx: ctxDari(akun.pemeriksa), batas: 2 })).toMatchObject({ total: 4, records: [{ id: id.qcLama }, { id: id.qcAdmin }] });
  });

  it("checker of another organisation: only where outside checkers are allowed; never one's own record", async () => {
    expect(judul(await antreanPeriksa({ ctx: ctxDari(akun.pemeriksaLain), batas: 5 }))).toEqual(["qcLintas"]);
    expect(judul(await antreanPeriksa({ ctx: ctxDari(akun.admin), batas: 5 }))).toEqual(["qcLama", "qcLintas", "qcBaru"]);
    expect(await antreanPeriksa({ ctx: ctxDari(akun.produsen), batas: 5 })).toEqual({ total: 0, records: [] });
  });

  it("reviewer: the organisation's review queue and its latest publications; nothing of other organisations", async () => {
    expect(judul(await antreanTinjau({ ctx: ctxDari(akun.walidata), batas: 5 }))).toEqual(["tinjau"]);
    expect(judul(await terbitTerbaru({ ctx: ctxDari(akun.walidata), batas: 5 }))).toEqual(["terbitBaru", "terbitLama"]);
    expect(await antreanTinjau({ ctx: ctxDari(akun.walidataLain), batas: 5 })).toEqual({ total: 0, records: [] });
    expect(await antreanTinjau({ ctx: ctxDari(akun.pemeriksa), batas: 5 })).toEqual({ total: 0, records: [] });
  });

  it("producer: own drafts, and own rejections with the latest reason", async () => {
    expect(judul(await drafSaya({ ctx: ctxDari(akun.produsen), batas: 5 }))).toEqual(["draf"]);
    const t = await ditolakSaya({ ctx: ctxDari(akun.produsen), batas: 5 });
    expect(t.records).toEqual([expect.objectContaining({ id: id.ditolak, alasan: "Batas wilayah belum sesuai BIG." })]);
    expect(await ditolakSaya({ ctx: ctxDari(akun.produsenLintas), batas: 5 })).toEqual({ total: 0, records: [] });
  });
});

async function beranda(p: Peran): Promise<string> {
  cookieUji.nilai = jar[p].isi.get("gk_sesi");
  return renderToStaticMarkup(await BerandaDasbor());
}
const judulBlok = (html: string) => [...html.matchAll(/<h2 id="judul-[a-z]+">([^<]*)<\/h2>/g)].map((m) => m[1]);

describe("home page per role", () => {
  it("checker: only the QC/QE queue, with ages in words and WIB times", async () => {
    const html = await beranda("pemeriksa");
    expect(judulBlok(html)).toEqual(["Menunggu QC/QE (4)"]);
    expect(html).toContain("Menunggu 10 hari (lebih dari seminggu)");
    expect(html).toContain("Menunggu 2 jam");
    expect(html).toMatch(/QC: ditandatangani · QE: draf/);
    expect(html).toMatch(/sejak <time dateTime="[^"]+">[^<]+ WIB<\/time>/);
    expect(html).not.toContain("Buat metadata baru");
  });

  it("reviewer: the review queue and the latest publications", async () => {
    expect(judulBlok(await beranda("walidata"))).toEqual(["Menunggu tinjauan Anda (1)", "Baru terbit"]);
  });

  it("producer: rejections first with the reason, drafts, and a line of counts with only states that hold records", async () => {
    const html = await beranda("produsen");
    expect(judulBlok(html)).toEqual(["Ditolak, perlu diperbaiki (1)", "Draf Anda (1)", "Metadata Anda yang lain"]);
    expect(html).toContain("Alasan penolakan: Batas wilayah belum sesuai BIG.");
    expect(html).toContain('href="/dashboard/metadata/baru"');
    expect(html).toContain(">Proses QC/QE: 2</a>");
    expect(html).toContain(">Terbit: 2</a>");
    expect(html).not.toContain("Privat:");
    expect(html).not.toContain("Menunggu QC/QE");
  });

  it("a producer without drafts or rejections: the drafts block with its create link, no block of zeros", async () => {
    expect(judulBlok(await beranda("produsenLintas"))).toEqual(["Draf Anda (0)", "Metadata Anda yang lain"]);
  });

  it("Admin: every role's blocks", async () => {
    expect(judulBlok(await beranda("admin"))).toEqual(["Menunggu QC/QE (3)", "Menunggu tinjauan Anda (1)", "Baru terbit", "Draf Anda (0)", "Metadata Anda yang lain"]);
  });
});
