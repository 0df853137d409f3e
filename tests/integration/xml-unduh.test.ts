import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as unduh } from "@/app/api/public/metadata/[id]/xml/route";
import type { DatabaseHandle } from "@/lib/db/client";
import { metadata } from "@/lib/db/schema";
import { parseXmlTree } from "@/lib/csw/xml-tree";
import { kolomDariDokumen } from "@/lib/metadata/kolom";
import { NS, SKEMA_KELUARAN } from "@/lib/xml";
import { dokumenMaksimal } from "@/tests/fixtures/dokumen";
import { createTestDatabase } from "@/tests/helpers/db";
import { panggil } from "@/tests/helpers/http";
import { buatPemilik, sisipkanRekaman } from "@/tests/helpers/rekaman";
import { validasiXml } from "@/tests/helpers/xmllint";

/** GET /api/public/metadata/{id}/xml: headers, every profile, and every error case (spec 4.1). */

let h: DatabaseHandle;
let terbit: string;
let maks: string;
const lain: Record<string, string> = {};
const STATUS_LAIN = ["DRAFT", "QCQE_PROCESS", "REVIEW", "REJECTED", "PRIVATE"] as const;
const TIDAK_ADA = "Metadata tidak ditemukan atau belum dipublikasikan.";

beforeAll(async () => {
  h = await createTestDatabase();
  const a = await buatPemilik(h.db, "XMLA");
  const p = { organisasiId: a.organisasi.id, penggunaId: a.pengguna.id };
  terbit = (await sisipkanRekaman(h.db, p, [{ judul: "Peta Unduhan" }]))[0]!;
  const ids = await sisipkanRekaman(h.db, p, STATUS_LAIN.map((status) => ({ judul: `Rekaman ${status}`, status })));
  STATUS_LAIN.forEach((s, i) => (lain[s] = ids[i]!));
  maks = "6b1f3c2e-1d7a-4d8e-9a53-0c2f6a1b9e01";
  const dok = dokumenMaksimal();
  await h.db.insert(metadata).values({ id: maks, status: "PUBLISHED", pemilikId: p.penggunaId, organisasiId: p.organisasiId, dokumen: dok, ...kolomDariDokumen(dok), publishedAt: new Date() });
});
afterAll(async () => h?.close());

const url = (id: string, format?: string) => `/api/public/metadata/${id}/xml${format === undefined ? "" : `?format=${encodeURIComponent(format)}`}`;
const ambil = (id: string, format?: string) => panggil<string>(unduh, url(id, format), { id });

describe("GET /api/public/metadata/{id}/xml", () => {
  it("tanpa format: mdb2016 dengan header unduhan spec 4.1", async () => {
    const res = await ambil(terbit);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="metadata-${terbit}-mdb2016.xml"`);
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const akar = parseXmlTree(res.body, { maxBytes: 1 << 24, maxDepth: 100, maxElements: 1e6 });
    expect({ uri: akar.uri, local: akar.local }).toEqual({ uri: SKEMA_KELUARAN.mdb2016, local: "MD_Metadata" });
  });

  it.each([
    ["mdb2016", SKEMA_KELUARAN.mdb2016, "mdb"],
    ["mdb2018", SKEMA_KELUARAN.mdb2018, "mdb"],
    ["gmd", NS.gmd, "gmd"],
  ] as const)("format=%s: akar benar, valid terhadap XSD, pengenal = id rekaman", async (format, uri, skema) => {
    for (const id of [terbit, maks]) {
      const res = await ambil(id, format);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="metadata-${id}-${format}.xml"`);
      const akar = parseXmlTree(res.body, { maxBytes: 1 << 24, maxDepth: 100, maxElements: 1e6 });
      expect(akar.uri).toBe(uri);
      expect(res.body).toContain(id);
      const v = validasiXml(res.body, skema);
      expect(v.galat).toBe("");
      expect(v.ok).toBe(true);
    }
  });

  it("nilai format tidak peka huruf besar/kecil dan spasi; kosong = bawaan", async () => {
    expect((await ambil(terbit, " GMD ")).headers.get("content-disposition")).toContain("-gmd.xml");
    expect((await ambil(terbit, "")).headers.get("content-disposition")).toContain("-mdb2016.xml");
  });

  it.each(["iso19139", "dc", "mdb", "json", "x".repeat(500)])("format tidak dikenal (%s) → 400 dengan daftar nilai yang diizinkan", async (f) => {
    const res = await panggil<{ error: string }>(unduh, url(terbit, f), { id: terbit });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.body.error).toContain("mdb2016, mdb2018, gmd, xslt");
    expect(res.body.error.length).toBeLessThan(200);
  });

  it("format=xslt tanpa stylesheet terkonfigurasi → 400 yang menjelaskannya", async () => {
    const res = await panggil<{ error: string }>(unduh, url(terbit, "xslt"), { id: terbit });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: "Format xslt tidak tersedia: Admin belum mengonfigurasi stylesheet XSLT." });
  });

  it.each(STATUS_LAIN)("rekaman %s → 404", async (status) => {
    for (const format of [undefined, "gmd", "mdb2018"]) {
      const res = await panggil<{ error: string }>(unduh, url(lain[status]!, format), { id: lain[status]! });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: TIDAK_ADA });
    }
  });

  it("id yang tidak ada atau bukan UUID → 404", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "bukan-uuid", "1; drop table metadata"]) {
      const res = await panggil<{ error: string }>(unduh, url(id), { id });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: TIDAK_ADA });
    }
  });

  it("format yang salah diperiksa sebelum rekaman (400, bukan 404)", async () => {
    const res = await panggil<{ error: string }>(unduh, url("bukan-uuid", "pdf"), { id: "bukan-uuid" });
    expect(res.status).toBe(400);
  });
});
