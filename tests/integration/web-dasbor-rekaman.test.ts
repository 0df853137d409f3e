import { eq } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as Navigasi from "next/navigation";
import HalamanRekaman from "@/app/(dashboard)/dashboard/metadata/[id]/page";
import type { Ctx } from "@/lib/context";
import type { DatabaseHandle } from "@/lib/db/client";
import { dokumenKualitas, metadata } from "@/lib/db/schema";
import { kolomDariDokumen } from "@/lib/metadata/kolom";
import { simpanDokumen } from "@/lib/quality";
import { createTestDatabase } from "@/tests/helpers/db";
import { sisipkanRekaman } from "@/tests/helpers/rekaman";
import { buatAkun, buatOrganisasi, jarUntuk, type AkunUji, type CookieJar } from "@/tests/helpers/sesi";
import { rekamanBaik } from "@/tests/unit/quality/fixture";

// The page reads its session cookie through next/headers; the panels' useRouter needs no mounted app router here.
const cookieUji = vi.hoisted(() => ({ nilai: undefined as string | undefined }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: (n: string) => (n === "gk_sesi" && cookieUji.nilai ? { name: n, value: cookieUji.nilai } : undefined) }),
  headers: async () => new Headers(),
}));
vi.mock("next/navigation", async (asli) => ({ ...(await asli<typeof Navigasi>()), useRouter: () => ({ refresh() {}, push() {} }) }));

let h: DatabaseHandle;
const akun: Record<"produsen" | "pemeriksa" | "walidata", AkunUji> = {} as never;
const jar: Record<string, CookieJar> = {};
const ctxDari = (a: AkunUji): Ctx => ({ db: h.db, actor: { jenis: "pengguna", id: a.id, peran: a.peran, organisasiId: a.organisasiId } });

beforeAll(async () => {
  h = await createTestDatabase();
  const org = (await buatOrganisasi(h.db, "PNL")).id;
  for (const [k, peran] of [["produsen", "Produsen"], ["pemeriksa", "Pemeriksa"], ["walidata", "Walidata"]] as const) {
    akun[k] = await buatAkun(h.db, peran, org, `pnl-${k}`);
    jar[k] = await jarUntuk(h.db, akun[k]);
  }
});
afterAll(async () => h?.close());

/** A record of the producer in `status` whose document meets every QC rule and carries one ISO 19157 report. */
async function rekaman(status: "QCQE_PROCESS" | "REVIEW", judul: string): Promise<string> {
  const [id] = await sisipkanRekaman(h.db, { organisasiId: akun.produsen.organisasiId, penggunaId: akun.produsen.id }, [{ judul, status }]);
  const dok = rekamanBaik((d) => void (d.identifikasi.judul = judul));
  await h.db.update(metadata).set({ dokumen: dok, ...kolomDariDokumen(dok) }).where(eq(metadata.id, id!));
  return id!;
}

async function halaman(id: string, sebagai: keyof typeof akun): Promise<string> {
  cookieUji.nilai = jar[sebagai]!.isi.get("gk_sesi");
  return renderToStaticMarkup(await HalamanRekaman({ params: Promise.resolve({ id }) }));
}

/** A <label> opened inside another one before it closes (invalid HTML; screen readers lose the first name). */
const labelBersarang = (html: string) => /<label\b(?:(?!<\/label>).)*?<label\b/s.test(html);
/** The value of the input inside the label whose text matches (marks such as "(wajib)" may follow the text). */
const nilaiIsian = (html: string, label: RegExp) => new RegExp(`${label.source}(?:[^<]|<(?!input|/label)[^>]*>)*<input[^>]*value="([^"]*)"`).exec(html)?.[1];

describe("record page: QC/QE panels in QCQE_PROCESS", () => {
  let id: string;
  beforeAll(async () => {
    id = await rekaman("QCQE_PROCESS", "Batas Desa Uji Panel Kualitas");
  });

  it("gives the checker a run-checks step, a manual item list and QE rows from the record's own reports", async () => {
    const html = await halaman(id, "pemeriksa");
    expect(html).toContain("Jalankan pemeriksaan QC");
    expect(html).toContain('aria-label="Isi QC"');
    expect(html).toContain('aria-label="Isi QE"');
    expect(html).not.toContain('aria-label="Isi QA"');
    expect(html).toContain("Tambah butir manual");
    // QE starts from the record's ISO 19157 report: measure, value and unit in the first row.
    expect(html).toContain("Rekaman ini memuat 1 laporan kualitas ISO 19157.");
    expect(nilaiIsian(html, /Ukuran \(evaluasi 1\)/)).toBe("Persentase unsur yang tidak tercantum");
    expect(nilaiIsian(html, /Nilai \(evaluasi 1\)/)).toBe("0.5");
    expect(html).toMatch(/<option value="DQ_CompletenessOmission" selected="">/);
    expect(html).not.toContain("(evaluasi 2)");
    expect(labelBersarang(html)).toBe(false);
  });

  it("shows the owner the documents but no panel to act on", async () => {
    const html = await halaman(id, "produsen");
    expect(html).toContain("QC: belum ada dokumen");
    expect(html).not.toContain("Jalankan pemeriksaan");
    expect(html).not.toContain('aria-label="Isi QC"');
    expect(html).not.toContain('aria-label="Isi QE"');
  });

  it("pre-fills the forms from the saved drafts, so saving again keeps every item and row", async () => {
    const ctx = ctxDari(akun.pemeriksa);
    await simpanDokumen({ ctx, id, tipe: "QC", masukan: { itemManual: [{ label: "Geometri sesuai data sumber", lulus: true, wajib: true }, { label: "Atribut lengkap", lulus: false, wajib: false, catatan: "Kolom nama kosong" }], catatan: "Putaran pertama" } });
    const ev = { metodeEvaluasi: "DQ_FullInspection" as const, satuan: "%", lulus: true };
    await simpanDokumen({ ctx, id, tipe: "QE", masukan: { evaluasi: [{ ...ev, elemen: "DQ_CompletenessOmission", ukuran: "Unsur hilang", nilai: "0.2" }, { ...ev, elemen: "DQ_CompletenessCommission", ukuran: "Unsur berlebih", nilai: "0.1" }] } });
    const html = await halaman(id, "pemeriksa");
    expect(nilaiIsian(html, /Uraian butir manual 1/)).toBe("Geometri sesuai data sumber");
    expect(nilaiIsian(html, /Uraian butir manual 2/)).toBe("Atribut lengkap");
    expect(nilaiIsian(html, /Catatan butir 2 \(opsional\)/)).toBe("Kolom nama kosong");
    expect(html).toMatch(/<textarea[^>]*>Putaran pertama<\/textarea>/);
    // The draft's two rows, not the record's one report.
    expect(nilaiIsian(html, /Ukuran \(evaluasi 1\)/)).toBe("Unsur hilang");
    expect(nilaiIsian(html, /Ukuran \(evaluasi 2\)/)).toBe("Unsur berlebih");
    expect(html).not.toContain("(evaluasi 3)");
    // The saved QC lists its automatic items (with their messages) and the manual ones, in words.
    expect(html).toContain("QC: Draf");
    expect(html).toMatch(/✔ Lulus<\/span><span>Geometri sesuai data sumber <span class="redup">\(manual, wajib\)/);
    expect(html).toMatch(/✘ Tidak lulus<\/span><span>Atribut lengkap <span class="redup">\(manual, opsional\)/);
    expect(html).toContain("(otomatis, wajib)");
    expect(html).toContain("Ajukan QC");
    expect(labelBersarang(html)).toBe(false);
  });
});

describe("record page: QA panel in REVIEW", () => {
  let id: string;
  beforeAll(async () => {
    id = await rekaman("REVIEW", "Batas Desa Uji Panel Tinjauan");
    const waktu = new Date("2026-03-01T02:00:00Z");
    await h.db.insert(dokumenKualitas).values([
      { metadataId: id, tipe: "QC", status: "SIGNED", sesuai: true, passed: 20, total: 20, signedAt: waktu, signatureMethod: "PKI", isi: { item: [] } },
      { metadataId: id, tipe: "QE", status: "SIGNED", sesuai: false, passed: 0, total: 1, signedAt: waktu, signatureMethod: "PKI", isi: { evaluasi: [] } },
    ]);
  });

  it("shows the validator QA's automatic items now, with the decision and manual items", async () => {
    const html = await halaman(id, "walidata");
    expect(html).toContain('aria-label="Isi QA"');
    expect(html).not.toContain('aria-label="Isi QC"');
    expect(html).toMatch(/✔ Lulus<\/span><span>Dokumen QC telah ditandatangani/);
    expect(html).toMatch(/✘ Tidak lulus<\/span><span>Hasil QE dinyatakan sesuai/);
    expect(html).toContain("3 dari 4 butir lulus");
    expect(html).toMatch(/<option value="setujui" selected="">/);
    expect(labelBersarang(html)).toBe(false);
  });

  it("pre-fills QA from its draft and gives the checker nothing to act on in REVIEW", async () => {
    await simpanDokumen({ ctx: ctxDari(akun.walidata), id, tipe: "QA", masukan: { keputusan: "tolak", catatan: "QE tidak memenuhi spesifikasi.", itemManual: [{ label: "Lisensi jelas", lulus: true, wajib: true }] } });
    const html = await halaman(id, "walidata");
    expect(html).toMatch(/<option value="tolak" selected="">/);
    expect(nilaiIsian(html, /Uraian butir manual 1/)).toBe("Lisensi jelas");
    expect(html).toMatch(/<textarea[^>]*>QE tidak memenuhi spesifikasi.<\/textarea>/);
    expect(html).toContain("Keputusan: <strong>ditolak</strong>");
    const pemeriksa = await halaman(id, "pemeriksa");
    expect(pemeriksa).not.toMatch(/aria-label="Isi Q[CEA]"/);
    expect(pemeriksa).toContain("Keputusan: <strong>ditolak</strong>");
  });
});
