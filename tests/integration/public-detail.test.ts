import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as detail } from "@/app/api/public/metadata/[id]/route";
import { GET as kualitas } from "@/app/api/metadata/[id]/kualitas/route";
import { GET as stats } from "@/app/api/public/stats/route";
import type { DatabaseHandle } from "@/lib/db/client";
import { dokumenKualitas } from "@/lib/db/schema";
import type { DetailPublik, StatistikPublik } from "@/lib/metadata/publik";
import { createTestDatabase } from "@/tests/helpers/db";
import { panggil } from "@/tests/helpers/http";
import { buatPemilik, sisipkanRekaman } from "@/tests/helpers/rekaman";

let h: DatabaseHandle;
let terbit: string[];
let lain: Record<string, string>;
const STATUS_LAIN = ["DRAFT", "QCQE_PROCESS", "REVIEW", "REJECTED", "PRIVATE"] as const;

beforeAll(async () => {
  h = await createTestDatabase();
  const a = await buatPemilik(h.db, "ORGA");
  const b = await buatPemilik(h.db, "ORGB");
  const c = await buatPemilik(h.db, "ORGC");
  const pa = { organisasiId: a.organisasi.id, penggunaId: a.pengguna.id };
  terbit = await sisipkanRekaman(h.db, pa, [
    { judul: "Peta Lama", kataKunci: ["lama"], publishedAt: new Date("2025-05-01T00:00:00Z") },
    { judul: "Peta Baru", kataKunci: ["baru"], publishedAt: new Date("2026-03-01T00:00:00Z") },
  ]);
  terbit.push(...(await sisipkanRekaman(h.db, { organisasiId: b.organisasi.id, penggunaId: b.pengguna.id }, [{ judul: "Peta Org B", publishedAt: new Date("2026-02-01T00:00:00Z") }])));
  const ids = await sisipkanRekaman(h.db, { organisasiId: c.organisasi.id, penggunaId: c.pengguna.id }, STATUS_LAIN.map((status) => ({ judul: `Rekaman ${status}`, status })));
  lain = Object.fromEntries(STATUS_LAIN.map((s, i) => [s, ids[i]!]));
  await h.db.insert(dokumenKualitas).values([
    { metadataId: terbit[0]!, tipe: "QC", status: "SIGNED", sesuai: true, passed: 12, total: 12, signedAt: new Date("2025-04-01T00:00:00Z"), signatureMethod: "PKI" },
    { metadataId: terbit[0]!, tipe: "QE", status: "SUPERSEDED", sesuai: false, passed: 1, total: 3 },
    { metadataId: terbit[0]!, tipe: "QE", status: "PENDING", sesuai: true, passed: 3, total: 3 },
  ]);
});
afterAll(async () => h?.close());

describe("GET /api/public/metadata/{id}", () => {
  it("returns every part of a PUBLISHED record", async () => {
    const res = await panggil<DetailPublik>(detail, `/api/public/metadata/${terbit[0]}`, { id: terbit[0]! });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    const d = res.body;
    expect(d.id).toBe(terbit[0]);
    expect(d.judul).toBe("Peta Lama");
    expect(d.status).toBe("PUBLISHED");
    expect(d.kataKunci).toEqual(["lama"]);
    expect(d.createdBy).toEqual({ namaLengkap: "Produsen ORGA", organisasi: "Organisasi ORGA" });
    expect(d.organisasi).toEqual({ kode: "ORGA", nama: "Organisasi ORGA" });
    expect(d.identifikasi.judul).toBe("Peta Lama");
    expect(d.cakupan.bbox).toEqual({ barat: 106, timur: 107, selatan: -7, utara: -6 });
    expect(d.metadataInfo.pengenal).toBe(terbit[0]);
    expect(d.distribusi).toEqual({ format: [], sumberDaring: [], distributor: [] });
    expect(d).toMatchObject({ bboxBarat: 106, bboxTimur: 107, bboxSelatan: -7, bboxUtara: -6, publishedAt: "2025-05-01T00:00:00.000Z" });
  });

  it.each(STATUS_LAIN)("is 404 for a %s record", async (status) => {
    const res = await panggil<{ error: string }>(detail, "/x", { id: lain[status]! });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: "Metadata tidak ditemukan atau belum dipublikasikan." });
  });

  it.each(["00000000-0000-4000-8000-000000000000", "bukan-uuid", "../../etc/passwd", "1 or 1=1", "%00"])("is 404 for missing or malformed id %s", async (id) => {
    const res = await panggil<{ error: string }>(detail, "/x", { id });
    expect(res.status).toBe(404);
    expect(typeof res.body.error).toBe("string");
  });
});

describe("GET /api/metadata/{id}/kualitas", () => {
  it("returns the current qc/qe/qa of a PUBLISHED record without sign-in (superseded ones ignored)", async () => {
    const res = await panggil(kualitas, "/x", { id: terbit[0]! });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      qc: { status: "SIGNED", sesuai: true, passed: 12, total: 12, signedAt: "2025-04-01T00:00:00.000Z", signatureMethod: "PKI", signatureToken: null, uploadedDoc: false },
      qe: { status: "PENDING", sesuai: true, passed: 3, total: 3, signedAt: null, signatureMethod: null, signatureToken: null, uploadedDoc: false },
      qa: null,
    });
  });

  it("gives nulls for a PUBLISHED record without quality documents", async () => {
    expect((await panggil(kualitas, "/x", { id: terbit[1]! })).body).toEqual({ qc: null, qe: null, qa: null });
  });

  it.each(STATUS_LAIN)("is 404 without sign-in for a %s record", async (status) => {
    expect((await panggil(kualitas, "/x", { id: lain[status]! })).status).toBe(404);
  });

  it("is 404 for a malformed id", async () => {
    expect((await panggil(kualitas, "/x", { id: "x'--" })).status).toBe(404);
  });
});

describe("GET /api/public/stats", () => {
  it("counts PUBLISHED records and the organisations that publish, newest first", async () => {
    const res = await panggil<StatistikPublik>(stats, "/api/public/stats");
    expect(res.status).toBe(200);
    expect(res.body.totalPublished).toBe(3);
    expect(res.body.totalOrganisasi).toBe(2);
    expect(res.body.recentPublished.map((r) => r.judul)).toEqual(["Peta Baru", "Peta Org B", "Peta Lama"]);
    expect(res.body.recentPublished[0]).toEqual({ id: terbit[1], judul: "Peta Baru", publishedAt: "2026-03-01T00:00:00.000Z" });
  });
});
