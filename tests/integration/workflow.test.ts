import { and, desc, eq } from "drizzle-orm";
import { bukaPotongan } from "@/lib/http/gzip-rakit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as ajukan } from "@/app/api/metadata/[id]/ajukan/route";
import { POST as revisi } from "@/app/api/metadata/[id]/revisi/route";
import { POST as selesai } from "@/app/api/metadata/[id]/qcqe/selesai/route";
import { POST as tolakQc } from "@/app/api/metadata/[id]/qcqe/tolak/route";
import { PATCH as ubah } from "@/app/api/metadata/[id]/route";
import { GET as detailPublik } from "@/app/api/public/metadata/[id]/route";
import { POST as setujui } from "@/app/api/walidata/[id]/setujui/route";
import { POST as tolakTinjau } from "@/app/api/walidata/[id]/tolak/route";
import { POST as visibilitas } from "@/app/api/walidata/[id]/visibilitas/route";
import { GET as antrean } from "@/app/api/walidata/antrean/route";
import { GET as konfirmasi } from "@/app/api/walidata/konfirmasi/route";
import { bacaGenerasiCsw } from "@/lib/cache/csw-generasi";
import type { DatabaseHandle } from "@/lib/db/client";
import { antreanPesan, auditLog, dokumenKualitas, metadata, metadataFragmen } from "@/lib/db/schema";
import { isiPesan } from "@/lib/mail/rahasia";
import { STATUS_METADATA, type StatusMetadata } from "@/lib/metadata/kode";
import { getRedis } from "@/lib/redis";
import { TRANSISI, type AksiTransisi } from "@/lib/workflow";
import { SEMUA_BENTUK } from "@/lib/xml/fragmen";
import { createTestDatabase } from "@/tests/helpers/db";
import { sisipkanRekaman } from "@/tests/helpers/rekaman";
import { buatAkun, buatOrganisasi, jarUntuk, kirim, pakaiRedisUji, type AkunUji, type CookieJar } from "@/tests/helpers/sesi";

pakaiRedisUji();
let h: DatabaseHandle;
const akun: Record<string, AkunUji> = {};
const j: Record<string, CookieJar> = {};
let orgA: string;
let orgB: string;
let nomor = 0;

beforeAll(async () => {
  h = await createTestDatabase();
  orgA = (await buatOrganisasi(h.db, "WFA")).id;
  orgB = (await buatOrganisasi(h.db, "WFB", { allowLintasOrgReviewer: true })).id;
  const orgC = (await buatOrganisasi(h.db, "WFC")).id;
  const daftar: [string, Parameters<typeof buatAkun>[1], string, Record<string, unknown>?][] = [
    ["produsenA", "Produsen", orgA, { telepon: "+628111000001" }],
    ["produsenA2", "Produsen", orgA],
    ["pemeriksaA", "Pemeriksa", orgA],
    ["walidataA", "Walidata", orgA, { telepon: "+628111000002" }],
    ["walidataA2", "Walidata", orgA],
    ["adminA", "Admin", orgA],
    ["produsenB", "Produsen", orgB],
    ["walidataB", "Walidata", orgB],
    ["pemeriksaC", "Pemeriksa", orgC],
  ];
  for (const [k, peran, org, opsi] of daftar) {
    akun[k] = await buatAkun(h.db, peran, org, `wf-${k}`, opsi);
    j[k] = await jarUntuk(h.db, akun[k]);
  }
});
afterAll(async () => {
  (await getRedis())?.disconnect();
  await h?.close();
});

async function rekaman(status: StatusMetadata, pemilik = "produsenA", org = orgA): Promise<string> {
  const [id] = await sisipkanRekaman(h.db, { organisasiId: org, penggunaId: akun[pemilik]!.id }, [{ judul: `Rekaman ${status} ${++nomor}`, status }]);
  return id!;
}
async function tandatangani(id: string, tipe: ("QC" | "QE" | "QA")[]) {
  await h.db.insert(dokumenKualitas).values(tipe.map((t) => ({ metadataId: id, tipe: t, status: "SIGNED" as const, sesuai: true, passed: 1, total: 1, signedAt: new Date(), signatureMethod: "PKI" })));
}

type Hasil = { dari?: string; ke?: string; detail?: { id: string; status: string; versi: number; judul?: string; dokumen: { identifikasi: { judul: string } } }; error?: string };
/** Handlers with their real paths: the area guard reads the path. */
const RUTE = {
  ajukan: [ajukan, "/api/metadata/{id}/ajukan"],
  revisi: [revisi, "/api/metadata/{id}/revisi"],
  selesaiPeriksa: [selesai, "/api/metadata/{id}/qcqe/selesai"],
  setujui: [setujui, "/api/walidata/{id}/setujui"],
} as const;

/** Run an action through its route as `siapa`. */
function jalankan(aksi: AksiTransisi | "tolakQc" | "tolakTinjau", siapa: string, id: string, body: Record<string, unknown> = {}) {
  const p = { body, jar: j[siapa], params: { id } };
  switch (aksi) {
    case "privatkan":
      return kirim<Hasil>(visibilitas, `/api/walidata/${id}/visibilitas`, { ...p, body: { ...body, status: "PRIVATE" } });
    case "publikasikan":
      return kirim<Hasil>(visibilitas, `/api/walidata/${id}/visibilitas`, { ...p, body: { ...body, status: "PUBLISHED" } });
    case "tolak":
    case "tolakTinjau":
      return kirim<Hasil>(tolakTinjau, `/api/walidata/${id}/tolak`, { ...p, body: { catatan: "Abstrak belum lengkap.", ...body } });
    case "tolakQc":
      return kirim<Hasil>(tolakQc, `/api/metadata/${id}/qcqe/tolak`, { ...p, body: { catatan: "Sistem referensi salah.", ...body } });
    default:
      return kirim<Hasil>(RUTE[aksi][0], RUTE[aksi][1].replace("{id}", id), p);
  }
}

/** Who performs each action in the state table test (allowed for that action wherever it applies). */
const PELAKU: Record<AksiTransisi, string> = {
  ajukan: "produsenA",
  revisi: "produsenA",
  selesaiPeriksa: "pemeriksaA",
  setujui: "walidataA",
  tolak: "adminA",
  privatkan: "walidataA",
  publikasikan: "walidataA",
};

describe("every transition from every state", () => {
  const kasus = (Object.keys(TRANSISI) as AksiTransisi[]).flatMap((aksi) =>
    STATUS_METADATA.map((s) => [aksi, s, (TRANSISI[aksi].dari as Partial<Record<StatusMetadata, string>>)[s] ? TRANSISI[aksi].ke : null] as const),
  );
  it.each(kasus)("%s from %s → %s", async (aksi, dari, ke) => {
    const id = await rekaman(dari);
    await tandatangani(id, ["QC", "QE", "QA"]);
    const generasi = await bacaGenerasiCsw();
    const r = await jalankan(aksi, PELAKU[aksi], id, aksi === "tolak" ? { catatan: "Alasan uji" } : {});
    const [row] = await h.db.select({ status: metadata.status, versi: metadata.versi }).from(metadata).where(eq(metadata.id, id));
    const audit = await h.db.select().from(auditLog).where(eq(auditLog.entitasId, id));
    if (ke) {
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ dari, ke });
      expect(row).toEqual({ status: ke, versi: 2 });
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ aksi, dari, ke, penggunaId: akun[PELAKU[aksi]]!.id, catatan: aksi === "tolak" ? "Alasan uji" : null });
      expect(await bacaGenerasiCsw()).toBe(generasi + 1);
    } else if (dari === "DRAFT" && !["produsenA", "adminA"].includes(PELAKU[aksi])) {
      // Checkers and reviewers do not see drafts at all.
      expect(r.status).toBe(404);
    } else {
      expect(r.status).toBe(409);
      expect(r.body.error).toMatch(new RegExp(`berstatus ${dari}`));
    }
    if (!ke) {
      expect(row).toEqual({ status: dari, versi: 1 });
      expect(audit).toHaveLength(0);
      expect(await bacaGenerasiCsw()).toBe(generasi);
    }
  });
});

describe("who may move a record", () => {
  it("only the owner (or the org's Admin) submits; other producers do not even see the draft", async () => {
    const id = await rekaman("DRAFT");
    expect((await jalankan("ajukan", "produsenA2", id)).status).toBe(404);
    expect((await jalankan("ajukan", "walidataA", id)).status).toBe(404);
    expect((await jalankan("ajukan", "adminA", id)).status).toBe(200);
  });

  it("checkers come from the record's organisation unless it allows others", async () => {
    const a = await rekaman("QCQE_PROCESS");
    await tandatangani(a, ["QC", "QE"]);
    expect((await jalankan("selesaiPeriksa", "pemeriksaC", a)).status).toBe(404);
    const b = await rekaman("QCQE_PROCESS", "produsenB", orgB);
    await tandatangani(b, ["QC", "QE"]);
    expect((await jalankan("selesaiPeriksa", "pemeriksaC", b)).status).toBe(200);
  });

  it("a checker never checks a record they own", async () => {
    const id = await rekaman("QCQE_PROCESS", "adminA");
    await tandatangani(id, ["QC", "QE"]);
    const r = await jalankan("selesaiPeriksa", "adminA", id);
    expect(r.status).toBe(403);
    expect(r.body.error).toMatch(/miliknya sendiri/);
  });

  it("reviewers act on their own organisation only, and checkers cannot approve", async () => {
    const id = await rekaman("REVIEW", "produsenB", orgB);
    await tandatangani(id, ["QA"]);
    expect((await jalankan("setujui", "walidataA", id)).status).toBe(404);
    expect((await jalankan("setujui", "pemeriksaA", id)).status).toBe(403);
    expect((await jalankan("setujui", "walidataB", id)).status).toBe(200);
  });

  it("a checker may reject during QC/QE but not during REVIEW", async () => {
    const qc = await rekaman("QCQE_PROCESS");
    expect((await jalankan("tolakQc", "pemeriksaA", qc)).body).toMatchObject({ ke: "REJECTED" });
    const rv = await rekaman("REVIEW");
    const r = await jalankan("tolakQc", "pemeriksaA", rv);
    expect(r.status).toBe(403);
  });

  it("QC and QE must be signed before REVIEW, and a rejection needs its reason", async () => {
    const id = await rekaman("QCQE_PROCESS");
    expect((await jalankan("selesaiPeriksa", "pemeriksaA", id)).body.error).toBe("QC dan QE belum selesai dan ditandatangani.");
    await tandatangani(id, ["QC"]);
    expect((await jalankan("selesaiPeriksa", "pemeriksaA", id)).body.error).toBe("QE belum selesai dan ditandatangani.");
    const tanpa = await kirim<{ detail: { path: string }[] }>(tolakTinjau, "/x", { body: {}, jar: j.walidataA, params: { id } });
    expect(tanpa.status).toBe(400);
    expect(tanpa.body.detail[0]!.path).toBe("catatan");
  });

  it("a stale version in the body is a 409", async () => {
    const id = await rekaman("DRAFT");
    expect((await jalankan("ajukan", "produsenA", id, { versi: 7 })).status).toBe(409);
    expect((await jalankan("ajukan", "produsenA", id, { versi: 1 })).status).toBe(200);
  });
});

describe("the whole round", () => {
  it("DRAFT → QCQE_PROCESS → REVIEW → PUBLISHED, with notifications queued and the review queue", async () => {
    const id = await rekaman("DRAFT");
    await jalankan("ajukan", "produsenA", id);
    await tandatangani(id, ["QC", "QE"]);
    await jalankan("selesaiPeriksa", "pemeriksaA", id);
    const q = await kirim<{ records: { id: string }[] }>(antrean, "/api/walidata/antrean", { jar: j.walidataA });
    expect(q.body.records.map((r) => r.id)).toContain(id);
    expect((await jalankan("setujui", "walidataA", id)).body.error).toBe("QA belum selesai dan ditandatangani.");
    await tandatangani(id, ["QA"]);
    const r = await jalankan("setujui", "walidataA", id);
    expect(r.body.detail).toMatchObject({ status: "PUBLISHED" });
    expect((await kirim(detailPublik, "/x", { params: { id } })).status).toBe(200);
    // Published: its XML is stored in every form in that transaction, from the version it now has (lib/xml/fragmen).
    expect(await fragmenTerkini(id)).toHaveLength(SEMUA_BENTUK.length);
    const pesan = await h.db.select().from(antreanPesan).orderBy(antreanPesan.id);
    const untuk = (jenis: string) => pesan.filter((p) => p.jenis === jenis && (p.data as { metadataId: string }).metadataId === id).map((p) => `${p.saluran}:${p.tujuan}`).sort();
    expect(untuk("diajukan")).toEqual([`email:${akun.pemeriksaA!.email}`]);
    expect(untuk("konfirmasi")).toEqual([`email:${akun.walidataA!.email}`, `email:${akun.walidataA2!.email}`, "wa:+628111000002"].sort());
    expect(untuk("diperiksa")).toEqual([`email:${akun.produsenA!.email}`, "wa:+628111000001"].sort());
    expect(untuk("dipublikasikan")).toEqual([`email:${akun.produsenA!.email}`, "wa:+628111000001"].sort());
  });

  it("a rejection tells the owner why; the owner takes it back to DRAFT and edits again", async () => {
    const id = await rekaman("REVIEW");
    await jalankan("tolak", "walidataA", id, { catatan: "Lisensi belum diisi." });
    const [m] = await h.db.select().from(antreanPesan).where(and(eq(antreanPesan.jenis, "ditolak"), eq(antreanPesan.saluran, "email"))).orderBy(desc(antreanPesan.id)).limit(1);
    expect(m!.isi).toContain("Lisensi belum diisi.");
    expect((await jalankan("revisi", "produsenA", id)).body).toMatchObject({ ke: "DRAFT" });
    expect((await kirim(ubah, "/x", { method: "PATCH", body: { versi: 3, identifikasi: { judul: "Diperbaiki" } }, jar: j.produsenA, params: { id } })).status).toBe(200);
  });

  it("a working copy of a PUBLISHED record replaces it when approved; until then the public sees the old one", async () => {
    const id = await rekaman("PUBLISHED");
    await tandatangani(id, ["QC", "QE", "QA"]);
    const salinan = await kirim<{ id: string }>(ubah, "/x", { method: "PATCH", body: { versi: 1, identifikasi: { judul: "Judul Revisi" } }, jar: j.produsenA, params: { id } });
    const sid = salinan.body.id;
    await jalankan("ajukan", "produsenA", sid);
    await tandatangani(sid, ["QC", "QE"]);
    await jalankan("selesaiPeriksa", "pemeriksaA", sid);
    await tandatangani(sid, ["QA"]);
    expect(((await kirim<{ judul: string }>(detailPublik, "/x", { params: { id } })).body).judul).toMatch(/^Rekaman PUBLISHED/);
    const r = await jalankan("setujui", "walidataA", sid);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ dari: "REVIEW", ke: "PUBLISHED", detail: { id, status: "PUBLISHED", versi: 2 } });
    expect(((await kirim<{ judul: string }>(detailPublik, "/x", { params: { id } })).body).judul).toBe("Judul Revisi");
    const fragmen = await fragmenTerkini(id);
    expect(fragmen).toHaveLength(SEMUA_BENTUK.length);
    expect(fragmen.every((f) => f.xml.includes("Judul Revisi"))).toBe(true);
    expect(await h.db.select().from(metadata).where(eq(metadata.id, sid))).toEqual([]);
    const kualitas = await h.db.select({ tipe: dokumenKualitas.tipe, status: dokumenKualitas.status }).from(dokumenKualitas).where(eq(dokumenKualitas.metadataId, id));
    expect(kualitas.filter((k) => k.status === "SIGNED").map((k) => k.tipe).sort()).toEqual(["QA", "QC", "QE"]);
    expect(kualitas.filter((k) => k.status === "SUPERSEDED")).toHaveLength(3);
  });
});

/** The record's stored fragments that are current (same updated_at and versi as the record). */
/** The record's current stored forms, each as its markup (a CSW form is stored as its compressed piece). */
async function fragmenTerkini(id: string) {
  const baris = await h.db
    .select({ xml: metadataFragmen.xml, deflate: metadataFragmen.deflate })
    .from(metadataFragmen)
    .innerJoin(metadata, and(eq(metadata.id, metadataFragmen.metadataId), eq(metadata.updatedAt, metadataFragmen.diperbarui), eq(metadata.versi, metadataFragmen.versiRekaman)))
    .where(eq(metadataFragmen.metadataId, id));
  return baris.map((b) => ({ xml: b.xml ?? bukaPotongan(Buffer.from(b.deflate!)) }));
}

describe("GET /api/walidata/konfirmasi (one-click approval)", () => {
  async function keReview(): Promise<{ id: string; token: string }> {
    const id = await rekaman("QCQE_PROCESS");
    await tandatangani(id, ["QC", "QE"]);
    await jalankan("selesaiPeriksa", "pemeriksaA", id);
    const [m] = await h.db
      .select()
      .from(antreanPesan)
      .where(and(eq(antreanPesan.jenis, "konfirmasi"), eq(antreanPesan.tujuan, akun.walidataA!.email)))
      .orderBy(desc(antreanPesan.id))
      .limit(1);
    expect(m!.rahasia).toBe(true);
    return { id, token: /token=([A-Za-z0-9_-]{43})/.exec(isiPesan(m!))![1]! };
  }
  const klik = (token: string, siapa?: string, ip = "10.5.0.1") => kirim(konfirmasi, `/api/walidata/konfirmasi?token=${token}`, { jar: siapa ? j[siapa] : undefined, ip });
  const lokasi = (r: { headers: Headers }) => new URL(r.headers.get("location")!);

  it("approves by signing the Walidata's QA, once, and redirects to the result page", async () => {
    const { id, token } = await keReview();
    const r = await klik(token, "walidataA");
    expect(r.status).toBe(303);
    expect(lokasi(r).pathname).toBe("/walidata/konfirmasi");
    expect(Object.fromEntries(lokasi(r).searchParams)).toEqual({ hasil: "berhasil", id });
    const [row] = await h.db.select({ status: metadata.status }).from(metadata).where(eq(metadata.id, id));
    expect(row!.status).toBe("PUBLISHED");
    const [qa] = await h.db.select().from(dokumenKualitas).where(and(eq(dokumenKualitas.metadataId, id), eq(dokumenKualitas.tipe, "QA")));
    expect(qa).toMatchObject({ status: "SIGNED", sesuai: true, signatureMethod: "PKI", pemeriksaId: akun.walidataA!.id });
    expect(qa!.signature).toBeTruthy();
    expect(Object.fromEntries(lokasi(await klik(token, "walidataA")).searchParams)).toEqual({ hasil: "galat", alasan: "terpakai" });
  });

  it("sends a visitor without a session to sign in first, and refuses another Walidata or a bad token", async () => {
    const { id, token } = await keReview();
    const tanpa = lokasi(await klik(token));
    expect(tanpa.pathname).toBe("/masuk");
    expect(tanpa.searchParams.get("lanjut")).toBe(`/api/walidata/konfirmasi?token=${token}`);
    expect(lokasi(await klik(token, "walidataA2")).searchParams.get("alasan")).toBe("bukan-penerima");
    expect(lokasi(await klik("x".repeat(43), "walidataA")).searchParams.get("alasan")).toBe("token");
    // A link cut short: the token is missing, not "unknown" (another IP: the limit of 10.5.0.1 is shared above).
    expect(lokasi(await klik("", "walidataA", "10.5.0.2")).searchParams.get("alasan")).toBe("tanpa-token");
    expect(lokasi(await kirim(konfirmasi, "/api/walidata/konfirmasi", { jar: j.walidataA, ip: "10.5.0.2" })).searchParams.get("alasan")).toBe("tanpa-token");
    expect(lokasi(await klik(token, "produsenA")).searchParams.get("alasan")).toBe("peran");
    const [row] = await h.db.select({ status: metadata.status }).from(metadata).where(eq(metadata.id, id));
    expect(row!.status).toBe("REVIEW");
  });

  it("redirects to the error page after 10 requests per IP per minute (spec 7.1)", async () => {
    const alasan: (string | null)[] = [];
    for (let i = 0; i < 11; i++) alasan.push(lokasi(await klik("y".repeat(43), "walidataA", "10.7.7.7")).searchParams.get("alasan"));
    expect(alasan.slice(0, 10)).toEqual(Array(10).fill("token"));
    expect(alasan[10]).toBe("batas");
  });
});
