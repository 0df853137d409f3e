import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as impor } from "@/app/api/metadata/import/route";
import type { Ctx } from "@/lib/context";
import type { DatabaseHandle } from "@/lib/db/client";
import { auditLog, metadata } from "@/lib/db/schema";
import type { HasilImpor } from "@/lib/xml/impor";
import { imporMetadata } from "@/lib/xml/impor";
import { createTestDatabase } from "@/tests/helpers/db";
import { buatAkun, buatOrganisasi, jarUntuk, type AkunUji, type CookieJar } from "@/tests/helpers/sesi";

/** POST /api/metadata/import: XML or zip → DRAFT records of the caller, one transaction and audit row each. */

const FIX = path.resolve(import.meta.dirname, "../fixtures/xml");
const baca = (f: string) => readFileSync(path.join(FIX, f));
const SAH_GMD = "iso19139/geobretagne-cadastre-2018.xml";
const SAH_MDB = "iso19115-3/metawal-spw-catchments-series.xml";
const LAYANAN = "iso19139/ldbv-bayern-alkis-wfs-service.xml";

let h: DatabaseHandle;
let produsen: AkunUji;
const jar: Record<string, CookieJar> = {};

beforeAll(async () => {
  h = await createTestDatabase();
  const org = await buatOrganisasi(h.db, "IMPOR");
  produsen = await buatAkun(h.db, "Produsen", org.id, "produsen-impor");
  jar.produsen = await jarUntuk(h.db, produsen);
  jar.pemeriksa = await jarUntuk(h.db, await buatAkun(h.db, "Pemeriksa", org.id, "pemeriksa-impor"));
});
afterAll(async () => h?.close());

async function unggah(body: BodyInit | null, headers: Record<string, string>, j?: CookieJar) {
  const hdr = new Headers(headers);
  if (j) hdr.set("cookie", j.header());
  const res = await impor(new NextRequest(new URL("/api/metadata/import", "http://localhost"), { method: "POST", headers: hdr, body }), { params: Promise.resolve({}) });
  return { status: res.status, body: (await res.json()) as HasilImpor & { error?: string } };
}

describe("POST /api/metadata/import", () => {
  it("satu XML mentah → satu DRAFT milik pengunggah, dengan baris audit dan laporan", async () => {
    const res = await unggah(new Uint8Array(baca(SAH_GMD)), { "content-type": "application/xml", "x-nama-berkas": "cadastre.xml" }, jar.produsen);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ diimpor: 1, ditolak: 0 });
    const [b] = res.body.berkas;
    expect(b).toMatchObject({ berkas: "cadastre.xml", status: "diimpor", profil: "gmd", judul: "Cadastre 2018 en Bretagne" });
    expect(b!.laporan[0]!.pesan).toContain("diganti dengan id rekaman baru");
    const [row] = await h.db.select().from(metadata).where(eq(metadata.id, b!.id!));
    expect(row).toMatchObject({ status: "DRAFT", pemilikId: produsen.id, organisasiId: produsen.organisasiId, judul: "Cadastre 2018 en Bretagne" });
    expect(row!.dokumen.metadataInfo.pengenal).toBe(b!.id);
    expect(row!.bboxBarat).toBeLessThan(row!.bboxTimur);
    const audit = await h.db.select().from(auditLog).where(and(eq(auditLog.entitasId, b!.id!), eq(auditLog.aksi, "impor")));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ penggunaId: produsen.id, ke: "DRAFT" });
  });

  it("multipart: zip berisi banyak berkas dan XML lepas → laporan per berkas", async () => {
    const zip = zipSync({
      "a/bretagne.xml": baca(SAH_GMD),
      "a/metawal.xml": baca(SAH_MDB),
      "layanan.xml": baca(LAYANAN),
      "catatan.txt": strToU8("bukan xml"),
      "../jahat.xml": baca(SAH_GMD),
      "rusak.xml": strToU8("<gmd:MD_Metadata"),
      "doctype.xml": strToU8('<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'),
    });
    const form = new FormData();
    form.append("berkas", new Blob([zip]), "kiriman.zip");
    form.append("berkas", new Blob([baca("iso19115-3/sextant-ifremer-altimetry-dataset.xml")]), "sextant.xml");
    const res = await unggah(form, {}, jar.produsen);
    expect(res.status).toBe(200);
    const status = Object.fromEntries(res.body.berkas.map((b) => [b.berkas, b.status]));
    expect(status).toEqual({
      "kiriman.zip/a/bretagne.xml": "diimpor",
      "kiriman.zip/a/metawal.xml": "diimpor",
      "kiriman.zip/layanan.xml": "ditolak",
      "kiriman.zip/catatan.txt": "ditolak",
      "kiriman.zip/../jahat.xml": "ditolak",
      "kiriman.zip/rusak.xml": "ditolak",
      "kiriman.zip/doctype.xml": "ditolak",
      "sextant.xml": "diimpor",
    });
    expect(res.body).toMatchObject({ diimpor: 3, ditolak: 5 });
    const pesan = (nama: string) => res.body.berkas.find((b) => b.berkas === nama)!.laporan.map((l) => l.pesan).join(" | ");
    expect(pesan("kiriman.zip/layanan.xml")).toContain("Tidak valid");
    expect(pesan("kiriman.zip/../jahat.xml")).toContain("path traversal");
    expect(pesan("kiriman.zip/doctype.xml")).toContain("DOCTYPE");
    expect(res.body.berkas.find((b) => b.berkas === "kiriman.zip/a/metawal.xml")!.profil).toBe("mdb2018");
  });

  it("tanpa sesi 401, Pemeriksa 403, tipe konten lain 415, tanpa berkas 400", async () => {
    expect((await unggah(new Uint8Array(baca(SAH_GMD)), { "content-type": "application/xml" })).status).toBe(401);
    expect((await unggah(new Uint8Array(baca(SAH_GMD)), { "content-type": "application/xml" }, jar.pemeriksa)).status).toBe(403);
    const json = await unggah(JSON.stringify({ a: 1 }), { "content-type": "application/json" }, jar.produsen);
    expect(json.status).toBe(415);
    expect(json.body.error).toContain("multipart/form-data");
    expect((await unggah(new FormData(), {}, jar.produsen)).status).toBe(400);
  });

  it("zip bom: batas isi terekstrak menolak seluruh permintaan (413) tanpa menulis apa pun; berkas di atas batas per berkas dilaporkan", async () => {
    const sebelum = (await h.db.select({ id: metadata.id }).from(metadata)).length;
    const ctx: Ctx = { db: h.db, actor: { jenis: "pengguna", id: produsen.id, peran: "Produsen", organisasiId: produsen.organisasiId } };
    const bom = zipSync({ "a.xml": baca(SAH_GMD), "nol.xml": new Uint8Array(20 * 1024 * 1024) });
    const total = imporMetadata({ ctx, files: [{ nama: "bom.zip", isi: bom }], batasZip: { maksBerkas: 10, maksPerBerkas: 1 << 30, maksTotal: 5 * 1024 * 1024, maksRasio: 1e6 } });
    await expect(total).rejects.toMatchObject({ status: 413, message: expect.stringContaining("melebihi 5 MiB per impor") });
    const rasio = imporMetadata({ ctx, files: [{ nama: "bom.zip", isi: bom }] });
    await expect(rasio).rejects.toMatchObject({ status: 413, message: expect.stringContaining("maksimum 100×") });
    expect((await h.db.select({ id: metadata.id }).from(metadata)).length).toBe(sebelum);
    const satu = await imporMetadata({ ctx, files: [{ nama: "bom.zip", isi: bom }], batasZip: { maksBerkas: 10, maksPerBerkas: 1024 * 1024, maksTotal: 1 << 30, maksRasio: 1e6 } });
    expect(satu.berkas.map((b) => b.status)).toEqual(["diimpor", "ditolak"]);
    expect(satu.berkas[1]!.laporan[0]!.pesan).toContain("Berkas melebihi 1 MiB");
    expect((await h.db.select({ id: metadata.id }).from(metadata)).length).toBe(sebelum + 1);
  });
});
