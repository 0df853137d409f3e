import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as daftar, POST as buat } from "@/app/api/metadata/route";
import { DELETE as hapus, GET as detail, PATCH as ubah } from "@/app/api/metadata/[id]/route";
import { GET as ekspor } from "@/app/api/metadata/[id]/export/xml/route";
import { GET as detailPublik } from "@/app/api/public/metadata/[id]/route";
import type { DatabaseHandle } from "@/lib/db/client";
import { auditLog, metadata } from "@/lib/db/schema";
import type { StatusMetadata } from "@/lib/metadata/kode";
import { getRedis } from "@/lib/redis";
import { createTestDatabase } from "@/tests/helpers/db";
import { dokumenUji, sisipkanRekaman } from "@/tests/helpers/rekaman";
import { buatAkun, buatOrganisasi, jarUntuk, kirim, pakaiRedisUji, type CookieJar } from "@/tests/helpers/sesi";

pakaiRedisUji();
let h: DatabaseHandle;
const j: Record<string, CookieJar> = {};
/** Records of org A's producer by status, and of org B's producer. */
const a: Partial<Record<StatusMetadata, string>> = {};
const b: Partial<Record<StatusMetadata, string>> = {};
const SEMUA: StatusMetadata[] = ["DRAFT", "QCQE_PROCESS", "REVIEW", "PUBLISHED", "REJECTED", "PRIVATE"];

type Detail = { id: string; status: string; versi: number; salinanDari: string | null; salinanKerja?: string | null; dokumen: ReturnType<typeof dokumenUji> };
type Daftar = { records: { id: string; status: string }[]; total: number; page: number; pageSize: number };

beforeAll(async () => {
  h = await createTestDatabase();
  const orgA = await buatOrganisasi(h.db, "ORGA");
  const orgB = await buatOrganisasi(h.db, "ORGB", { allowLintasOrgReviewer: true });
  const orgC = await buatOrganisasi(h.db, "ORGC");
  const akun = {
    produsenA: await buatAkun(h.db, "Produsen", orgA.id, "produsen-a"),
    produsenA2: await buatAkun(h.db, "Produsen", orgA.id, "produsen-a2"),
    pemeriksaA: await buatAkun(h.db, "Pemeriksa", orgA.id, "pemeriksa-a"),
    walidataA: await buatAkun(h.db, "Walidata", orgA.id, "walidata-a"),
    adminA: await buatAkun(h.db, "Admin", orgA.id, "admin-a"),
    produsenB: await buatAkun(h.db, "Produsen", orgB.id, "produsen-b"),
    walidataB: await buatAkun(h.db, "Walidata", orgB.id, "walidata-b"),
    adminB: await buatAkun(h.db, "Admin", orgB.id, "admin-b"),
    pemeriksaC: await buatAkun(h.db, "Pemeriksa", orgC.id, "pemeriksa-c"),
  };
  for (const [k, v] of Object.entries(akun)) j[k] = await jarUntuk(h.db, v);
  const idA = await sisipkanRekaman(h.db, { organisasiId: orgA.id, penggunaId: akun.produsenA.id }, SEMUA.map((status) => ({ judul: `Peta A ${status}`, status, kataKunci: ["sungai"] })));
  SEMUA.forEach((s, i) => (a[s] = idA[i]));
  const idB = await sisipkanRekaman(h.db, { organisasiId: orgB.id, penggunaId: akun.produsenB.id }, SEMUA.map((status) => ({ judul: `Peta B ${status}`, status })));
  SEMUA.forEach((s, i) => (b[s] = idB[i]));
});
afterAll(async () => {
  (await getRedis())?.disconnect();
  await h?.close();
});

const lihat = (siapa: string, id: string) => kirim<Detail & { error?: string }>(detail, `/api/metadata/${id}`, { jar: j[siapa], params: { id } });
const patch = (siapa: string, id: string, body: unknown, headers?: Record<string, string>) =>
  kirim<Detail & { error?: string; detail?: { path: string; pesan: string }[] }>(ubah, `/api/metadata/${id}`, { method: "PATCH", body, jar: j[siapa], params: { id }, headers });
const hapusOleh = (siapa: string, id: string) => kirim<{ error?: string }>(hapus, `/api/metadata/${id}`, { method: "DELETE", jar: j[siapa], params: { id } });
const ids = async (siapa: string, qs = "") => (await kirim<Daftar>(daftar, `/api/metadata${qs}`, { jar: j[siapa] })).body.records.map((r) => r.id).sort();

describe("POST /api/metadata", () => {
  it("creates a DRAFT owned by the caller, stamping id and date", async () => {
    const r = await kirim<Detail>(buat, "/api/metadata", { body: dokumenUji({ judul: "Jaringan Jalan Baru" }), jar: j.produsenA });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ status: "DRAFT", versi: 1, salinanDari: null, organisasi: { kode: "ORGA" } });
    expect(r.body.dokumen.metadataInfo.pengenal).toBe(r.body.id);
    expect(r.body.dokumen.metadataInfo.tanggalStempel).toMatch(/^\d{4}-\d\d-\d\dT/);
    const [row] = await h.db.select({ judul: metadata.judul, bboxBarat: metadata.bboxBarat }).from(metadata).where(eq(metadata.id, r.body.id));
    expect(row).toEqual({ judul: "Jaringan Jalan Baru", bboxBarat: 106 });
  });

  it("names every invalid field in Indonesian (400 {error, detail})", async () => {
    const dok = dokumenUji({ judul: "x" }) as unknown as { identifikasi: Record<string, unknown>; cakupan: { bbox: Record<string, number> } };
    dok.identifikasi.judul = "";
    dok.identifikasi.tipeData = "hologram";
    dok.cakupan.bbox.selatan = 10;
    const r = await kirim<{ error: string; detail: { path: string; pesan: string }[] }>(buat, "/api/metadata", { body: dok, jar: j.produsenA });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe("Dokumen metadata tidak valid.");
    const paths = r.body.detail.map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(["identifikasi.judul", "identifikasi.tipeData", "cakupan.bbox.selatan"]));
    // Sentences naming the field by its label (lib/validation/pesan-galat.ts), not the path or zod's wording.
    expect(r.body.detail.find((d) => d.path === "cakupan.bbox.selatan")!.pesan).toBe("Batas selatan tidak boleh lebih besar dari batas utara.");
    expect(r.body.detail.find((d) => d.path === "identifikasi.judul")!.pesan).toBe("Judul wajib diisi.");
    expect(r.body.detail.find((d) => d.path === "identifikasi.tipeData")!.pesan).toBe("Tipe data harus dipilih dari daftar yang tersedia.");
  });

  it.each(["pemeriksaA", "walidataA"])("refuses %s (403)", async (siapa) => {
    expect((await kirim(buat, "/api/metadata", { body: dokumenUji({ judul: "x" }), jar: j[siapa] })).status).toBe(403);
  });

  it("tells bad JSON from bad fields", async () => {
    expect((await kirim(buat, "/api/metadata", { body: "{", jar: j.produsenA })).body).toEqual({ error: "Badan permintaan bukan JSON yang valid." });
  });
});

describe("GET /api/metadata scoped by role", () => {
  const nonDraf = (x: typeof a) => SEMUA.filter((s) => s !== "DRAFT").map((s) => x[s]!);
  it("Produsen: own records only", async () => {
    const punya = await ids("produsenA", "?pageSize=100");
    expect(punya).toEqual(expect.arrayContaining(SEMUA.map((s) => a[s]!)));
    expect(punya.some((id) => Object.values(b).includes(id))).toBe(false);
    expect(await ids("produsenA2")).toEqual([]);
  });
  it("Pemeriksa and Walidata: their organisation beyond DRAFT", async () => {
    // Org B allows checkers from elsewhere: its record in QC/QE is on every checker's list.
    expect(await ids("pemeriksaA", "?pageSize=100")).toEqual([...nonDraf(a), b.QCQE_PROCESS!].sort());
    expect(await ids("walidataA", "?pageSize=100")).toEqual(nonDraf(a).sort());
    expect(await ids("walidataB", "?pageSize=100")).toEqual(nonDraf(b).sort());
  });
  it("Admin: every record of the own organisation (and, as a checker, org B's QC/QE record)", async () => {
    expect(await ids("adminA", "?pageSize=100&q=peta")).toEqual([...SEMUA.map((s) => a[s]!), b.QCQE_PROCESS!].sort());
  });
  it("a checker of another organisation sees only QC/QE work where that organisation allows it", async () => {
    expect(await ids("pemeriksaC")).toEqual([b.QCQE_PROCESS]);
  });
  it("filters by status and text, pages honestly, rejects unknown status", async () => {
    expect(await ids("adminA", "?status=REVIEW")).toEqual([a.REVIEW]);
    expect(await ids("adminA", "?q=sungai&status=PUBLISHED")).toEqual([a.PUBLISHED]);
    const hal = await kirim<Daftar>(daftar, "/api/metadata?page=2&pageSize=2&q=peta", { jar: j.adminA });
    expect(hal.body).toMatchObject({ total: 7, page: 2, pageSize: 2 });
    expect(hal.body.records).toHaveLength(2);
    expect((await kirim(daftar, "/api/metadata?status=HAPUS", { jar: j.adminA })).status).toBe(400);
  });
});

describe("record-level attacks", () => {
  it.each([
    ["produsenA2", "DRAFT"],
    ["produsenB", "DRAFT"],
    ["produsenB", "REVIEW"],
    ["produsenB", "PRIVATE"],
    ["walidataB", "REVIEW"],
    ["adminB", "DRAFT"],
    ["adminB", "PRIVATE"],
    ["pemeriksaA", "DRAFT"],
    ["pemeriksaC", "QCQE_PROCESS"],
  ] as const)("%s cannot read, change, export or delete org A's %s record (404)", async (siapa, status) => {
    const id = a[status]!;
    expect((await lihat(siapa, id)).status).toBe(404);
    expect((await patch(siapa, id, { versi: 1, identifikasi: { judul: "Dibajak" } })).status).toBe(404);
    expect((await hapusOleh(siapa, id)).status).toBe(404);
    expect((await kirim(ekspor, "/x", { jar: j[siapa], params: { id } })).status).toBe(404);
    const [row] = await h.db.select({ judul: metadata.judul }).from(metadata).where(eq(metadata.id, id));
    expect(row!.judul).toBe(`Peta A ${status}`);
  });

  it("guessed and malformed ids are 404 alike", async () => {
    for (const id of [crypto.randomUUID(), "1 or 1=1", "../admin", a.DRAFT!.toUpperCase().replace(/.$/, (c) => (c === "0" ? "1" : "0"))]) {
      expect((await lihat("adminA", id)).status).toBe(404);
    }
  });

  it("anyone signed in reads a PUBLISHED record; only its owner or the org's Admin changes it", async () => {
    expect((await lihat("produsenB", a.PUBLISHED!)).status).toBe(200);
    expect((await patch("walidataA", a.PUBLISHED!, { versi: 1, identifikasi: { judul: "x" } })).status).toBe(403);
    expect((await patch("produsenB", a.PUBLISHED!, { versi: 1, identifikasi: { judul: "x" } })).status).toBe(403);
    expect((await patch("pemeriksaA", a.REVIEW!, { versi: 1, identifikasi: { judul: "x" } })).status).toBe(403);
  });

  it("a checker of another organisation may read the QC/QE record it may check", async () => {
    expect((await lihat("pemeriksaC", b.QCQE_PROCESS!)).status).toBe(200);
    expect((await lihat("pemeriksaC", b.REVIEW!)).status).toBe(404);
  });
});

describe("PATCH /api/metadata/{id}", () => {
  async function drafBaru(judul = "Draf Uji") {
    return (await kirim<Detail>(buat, "/api/metadata", { body: dokumenUji({ judul }), jar: j.produsenA })).body;
  }

  it("merges the patch, validates the whole document and bumps the version", async () => {
    const d = await drafBaru();
    const r = await patch("produsenA", d.id, { versi: 1, identifikasi: { judul: "Judul Baru", kataKunci: [{ kata: ["jalan"] }] } });
    expect(r.status).toBe(200);
    expect(r.body.versi).toBe(2);
    expect(r.body.dokumen.identifikasi.judul).toBe("Judul Baru");
    expect(r.body.dokumen.identifikasi.abstrak).toBe(d.dokumen.identifikasi.abstrak);
    expect(r.body.dokumen.identifikasi.kataKunci).toEqual([{ kata: ["jalan"] }]);
    const [row] = await h.db.select({ judul: metadata.judul, kataKunci: metadata.kataKunci }).from(metadata).where(eq(metadata.id, d.id));
    expect(row).toEqual({ judul: "Judul Baru", kataKunci: ["jalan"] });
    const bad = await patch("produsenA", d.id, { versi: 2, cakupan: { bbox: { utara: 200 } } });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toEqual([{ path: "cakupan.bbox.utara", pesan: "Batas utara harus antara -90 dan 90." }]);
    expect((await patch("produsenA", d.id, { identifikasi: { judul: "tanpa versi" } })).status).toBe(400);
    const viaHeader = await patch("produsenA", d.id, { identifikasi: { judul: "Lewat If-Match" } }, { "if-match": '"2"' });
    expect(viaHeader.status).toBe(200);
    expect(viaHeader.body.versi).toBe(3);
  });

  it("refuses a stale version with 409 and overwrites nothing", async () => {
    const d = await drafBaru();
    expect((await patch("produsenA", d.id, { versi: 1, identifikasi: { judul: "Pertama" } })).status).toBe(200);
    const basi = await patch("produsenA", d.id, { versi: 1, identifikasi: { judul: "Kedua" } });
    expect(basi.status).toBe(409);
    expect(basi.body.error).toMatch(/versi sekarang 2/);
    expect((await lihat("produsenA", d.id)).body.dokumen.identifikasi.judul).toBe("Pertama");
  });

  it("lets exactly one of two concurrent PATCHes with the same version win (no lost update)", async () => {
    const d = await drafBaru();
    const [x, y] = await Promise.all([
      patch("produsenA", d.id, { versi: 1, identifikasi: { judul: "Dari Tab X" } }),
      patch("adminA", d.id, { versi: 1, identifikasi: { judul: "Dari Tab Y" } }),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const menang = x.status === 200 ? "Dari Tab X" : "Dari Tab Y";
    const akhir = (await lihat("produsenA", d.id)).body;
    expect(akhir.versi).toBe(2);
    expect(akhir.dokumen.identifikasi.judul).toBe(menang);
  });

  it.each(["QCQE_PROCESS", "REVIEW", "REJECTED"] as const)("refuses changes in %s with a reason (409)", async (status) => {
    const r = await patch("produsenA", a[status]!, { versi: 1, identifikasi: { judul: "x" } });
    expect(r.status).toBe(409);
    expect(r.body.error).toMatch(status === "REJECTED" ? /DRAFT/ : /diperiksa atau ditinjau/);
  });

  it("edits a PUBLISHED record through a working copy while the published version stays public", async () => {
    const r = await patch("produsenA", a.PUBLISHED!, { versi: 1, identifikasi: { judul: "Peta A Revisi" } });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ status: "DRAFT", salinanDari: a.PUBLISHED, versi: 1 });
    expect(r.body.id).not.toBe(a.PUBLISHED);
    expect(r.body.dokumen.metadataInfo.pengenal).toBe(a.PUBLISHED);
    const publik = await kirim<{ judul: string }>(detailPublik, "/x", { params: { id: a.PUBLISHED! } });
    expect(publik.body.judul).toBe("Peta A PUBLISHED");
    expect((await lihat("produsenA", a.PUBLISHED!)).body.salinanKerja).toBe(r.body.id);
    const lagi = await patch("produsenA", a.PUBLISHED!, { versi: 1, identifikasi: { judul: "Lagi" } });
    expect(lagi.status).toBe(409);
    expect(lagi.body.error).toContain(r.body.id);
    expect((await patch("produsenA", r.body.id, { versi: 1, identifikasi: { judul: "Peta A Revisi 2" } })).status).toBe(200);
    // The copy is the owner's work in progress: other users of the organisation do not see it yet.
    expect((await lihat("walidataA", r.body.id)).status).toBe(404);
  });
});

describe("DELETE /api/metadata/{id}", () => {
  it("lets the owning Produsen delete a DRAFT, audited", async () => {
    const d = (await kirim<Detail>(buat, "/api/metadata", { body: dokumenUji({ judul: "Hapus Saya" }), jar: j.produsenA })).body;
    expect((await hapusOleh("produsenA", d.id)).status).toBe(204);
    expect((await lihat("produsenA", d.id)).status).toBe(404);
    expect((await hapusOleh("produsenA", d.id)).status).toBe(404);
    const [audit] = await h.db.select().from(auditLog).where(eq(auditLog.entitasId, d.id)).orderBy(auditLog.id);
    expect(audit).toBeDefined();
  });
  it("lets the organisation's Admin delete another user's DRAFT", async () => {
    const d = (await kirim<Detail>(buat, "/api/metadata", { body: dokumenUji({ judul: "Draf Admin" }), jar: j.produsenA })).body;
    expect((await hapusOleh("adminA", d.id)).status).toBe(204);
  });
  it.each(["QCQE_PROCESS", "REVIEW", "PUBLISHED", "REJECTED", "PRIVATE"] as const)("refuses the owner outside DRAFT: %s → 409", async (status) => {
    const r = await hapusOleh("produsenA", a[status]!);
    expect(r.status).toBe(409);
    expect(r.body.error).toContain(status);
  });
  it("refuses readers who are not owner or Admin (403)", async () => {
    expect((await hapusOleh("walidataA", a.PUBLISHED!)).status).toBe(403);
    expect((await hapusOleh("produsenB", a.PUBLISHED!)).status).toBe(403);
  });
});

describe("GET /api/metadata/{id}/export/xml", () => {
  it("exports any readable status as an XML download", async () => {
    const r = await kirim<string>(ekspor, `/api/metadata/${a.DRAFT}/export/xml?format=gmd`, { jar: j.produsenA, params: { id: a.DRAFT! } });
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(r.headers.get("content-disposition")).toMatch(/^attachment; filename=".*\.xml"$/);
    expect(r.body).toContain("gmd:MD_Metadata");
    expect(r.body).toContain(a.DRAFT);
    const mdb = await kirim<string>(ekspor, `/x`, { jar: j.walidataA, params: { id: a.REVIEW! } });
    expect(mdb.status).toBe(200);
    expect(mdb.body).toContain("mdb:MD_Metadata");
    expect((await kirim(ekspor, "/x?format=pdf", { jar: j.produsenA, params: { id: a.DRAFT! } })).status).toBe(400);
  });
});
