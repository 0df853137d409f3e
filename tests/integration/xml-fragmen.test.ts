import crypto from "node:crypto";
import { bukaPotongan } from "@/lib/http/gzip-rakit";
import zlib from "node:zlib";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { and, eq, inArray, isNull, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AKTOR_PUBLIK, type Ctx } from "@/lib/context";
import { getRecordById } from "@/lib/csw/get-record-by-id";
import { getRecords } from "@/lib/csw/get-records";
import { kvpKeMentah } from "@/lib/csw/kvp";
import type { PermintaanGetRecordById, PermintaanGetRecords } from "@/lib/csw/permintaan";
import { validasiPermintaan } from "@/lib/csw/validasi";
import { parseXmlTree } from "@/lib/csw/xml-tree";
import type { DatabaseHandle } from "@/lib/db/client";
import { metadata, metadataFragmen, organisasi, pengguna } from "@/lib/db/schema";
import { kolomDariDokumen } from "@/lib/metadata/kolom";
import type { DokumenMetadata } from "@/lib/metadata/schema";
import { seedDatabase } from "@/lib/seed";
import { SKEMA_KELUARAN } from "@/lib/xml";
import { bentukUnduh, isiFragmenTertinggal, renderBentuk, SEMUA_BENTUK, tulisFragmen, VERSI_RENDER, type Bentuk } from "@/lib/xml/fragmen";
import { FORMAT_UNDUH } from "@/lib/xml/fragmen/bentuk";
import { cariRekaman, bacaRekaman as bacaRekamanXml, dekodeXml } from "@/lib/xml/parse";
import { unduhXmlPublikOrThrow, type FormatUnduhPublik } from "@/lib/xml/unduh";
import { createTestDatabase } from "@/tests/helpers/db";

// Issue 19: published records are rendered once and served as stored. Every answer must stay byte-for-byte what
// rendering it now gives, and a stored row must never outlive what it was rendered from.

const FIX = path.resolve(import.meta.dirname, "../fixtures/xml");
const BATAS_BESAR = { maxBytes: 64 * 1024 * 1024, maxDepth: 256, maxElements: 2_000_000 };

/**
 * sha256 of every fixture record rendered in every stored form with fixed ids and dates, as VERSI_RENDER 1 wrote
 * them. A renderer change alters it: bump VERSI_RENDER (stored rows of the old version are then never served and
 * are rendered again at start) and record the new value here.
 */
const SIDIK_RENDER: Record<number, string> = { 1: "a4c88fe8dc88d65b7a441c3370b414173211fe9c72a549b928871ea2d1342335" };

/**
 * Every record of every fixture file (ISO 19139, ISO 19115-3 and the records inside CSW responses) that import
 * and harvest accept (15 of them); the others can never be stored records.
 */
function dokumenFixture(): { nama: string; dokumen: DokumenMetadata }[] {
  const hasil: { nama: string; dokumen: DokumenMetadata }[] = [];
  for (const dir of ["iso19139", "iso19115-3", "csw"]) {
    for (const berkas of readdirSync(path.join(FIX, dir)).sort()) {
      const akar = parseXmlTree(dekodeXml(readFileSync(path.join(FIX, dir, berkas))), BATAS_BESAR);
      cariRekaman(akar).forEach((el, i) => {
        const r = bacaRekamanXml(el);
        if (r.sah) hasil.push({ nama: `${dir}/${berkas}#${i}`, dokumen: r.sah });
      });
    }
  }
  return hasil;
}

/** The stored forms and the downloads, rendered on request from the same renderers. */
const SEMUA_RENDER: readonly Bentuk[] = [...SEMUA_BENTUK, ...FORMAT_UNDUH.map(bentukUnduh)];

const idTetap = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;

describe("versi render", () => {
  it("the fixtures render as VERSI_RENDER recorded them (a renderer change must bump it)", () => {
    const fixture = dokumenFixture();
    expect(fixture.length).toBeGreaterThanOrEqual(15);
    const sidik = crypto.createHash("sha256");
    fixture.forEach((f, i) => {
      const sumber = { id: idTetap(i), dokumen: f.dokumen, updatedAt: new Date("2026-01-02T03:04:05.678Z"), createdAt: new Date("2025-01-01T00:00:00.000Z") };
      for (const bentuk of SEMUA_RENDER) sidik.update(`${f.nama}|${bentuk}|${renderBentuk(sumber, bentuk)}\n`);
    });
    expect(sidik.digest("hex")).toBe(SIDIK_RENDER[VERSI_RENDER]);
  });
});

let h: DatabaseHandle;
let ctx: Ctx;
let idFixture: string[] = [];
let idSeed: string[] = [];

beforeAll(async () => {
  h = await createTestDatabase();
  ctx = { db: h.db, actor: AKTOR_PUBLIK };
  await seedDatabase(h.db, { count: 1000 });
  // All 1,000 seeded records published (the seed publishes about half), then stored by the startup fill.
  await h.db.update(metadata).set({ status: "PUBLISHED", salinanDari: null }).where(sql`true`);
  await isiFragmenTertinggal(h.db);
  idSeed = (await h.db.select({ id: metadata.id }).from(metadata).orderBy(metadata.id)).map((b) => b.id);
  const [org] = await h.db.select({ id: organisasi.id }).from(organisasi).limit(1);
  const [user] = await h.db.select({ id: pengguna.id }).from(pengguna).limit(1);
  const baris = dokumenFixture().map((f) => {
    const id = crypto.randomUUID();
    const dokumen = { ...f.dokumen, metadataInfo: { ...f.dokumen.metadataInfo, pengenal: id } };
    return { id, status: "PUBLISHED" as const, pemilikId: user!.id, organisasiId: org!.id, dokumen, ...kolomDariDokumen(dokumen) };
  });
  await h.db.insert(metadata).values(baris);
  idFixture = baris.map((b) => b.id);
  expect(await tulisFragmen(h.db, idFixture)).toBe(idFixture.length);
}, 600_000);
afterAll(async () => h?.close());

/** Each stored form's markup: a download's text, a CSW form's piece inflated (it is stored as that alone). */
async function tersimpan(id: string): Promise<Map<string, string>> {
  const baris = await h.db.select({ bentuk: metadataFragmen.bentuk, xml: metadataFragmen.xml, deflate: metadataFragmen.deflate }).from(metadataFragmen).where(eq(metadataFragmen.metadataId, id));
  return new Map(baris.map((b) => [b.bentuk, b.xml ?? bukaPotongan(Buffer.from(b.deflate!))]));
}

async function segar(id: string, bentuk: Bentuk): Promise<string> {
  const [b] = await h.db.select().from(metadata).where(eq(metadata.id, id));
  return renderBentuk(b!, bentuk);
}

const permintaan = <T>(q: Record<string, string>) => validasiPermintaan(kvpKeMentah(new URLSearchParams({ service: "CSW", version: "2.0.2", ...q }))) as T;
const tanpaStempel = (s: string) => s.replace(/timestamp="[^"]*"/, 'timestamp=""');

/** Every CSW answer of every stored CSW form for these ids, as served (GetRecordById, and GetRecords pages over all). */
async function jawabanCsw(ids: string[]): Promise<string[]> {
  const hasil: string[] = [];
  for (const uri of Object.values(SKEMA_KELUARAN)) {
    for (const es of ["brief", "summary", "full"]) {
      const q = { outputSchema: uri, elementSetName: es };
      for (let i = 0; i < ids.length; i += 40) {
        const p = permintaan<PermintaanGetRecordById>({ ...q, request: "GetRecordById", id: ids.slice(i, i + 40).join(",") });
        hasil.push(await getRecordById({ ctx, input: p }));
      }
    }
  }
  const halaman = permintaan<PermintaanGetRecords>({ request: "GetRecords", outputSchema: SKEMA_KELUARAN.gmd, elementSetName: "full", maxRecords: "500", typeNames: "gmd:MD_Metadata" });
  const r = await getRecords({ ctx, input: halaman });
  hasil.push(tanpaStempel(r.jenis === "teks" ? r.teks : await new Response(r.aliran).text()));
  return hasil;
}

describe("stored fragments", () => {
  it("every fixture record and every seeded record: each stored form equals a fresh render", async () => {
    let dibandingkan = 0;
    for (const id of [...idFixture, ...idSeed]) {
      const simpan = await tersimpan(id);
      expect([...simpan.keys()].sort()).toEqual([...SEMUA_BENTUK].sort());
      const [b] = await h.db.select().from(metadata).where(eq(metadata.id, id));
      for (const bentuk of SEMUA_BENTUK) {
        if (simpan.get(bentuk) !== renderBentuk(b!, bentuk)) throw new Error(`${id} ${bentuk}: tersimpan berbeda dari render baru`);
        dibandingkan++;
      }
    }
    expect(dibandingkan).toBe((idFixture.length + 1000) * SEMUA_BENTUK.length);
  }, 600_000);

  it("CSW answers and downloads served from stored rows are byte-identical to those rendered without them", async () => {
    const ids = [...idFixture, ...idSeed.slice(0, 60)];
    const unduh = async () => {
      const hasil: string[] = [];
      for (const id of idFixture) for (const format of ["gmd", "mdb2016", "mdb2018"] as FormatUnduhPublik[]) hasil.push((await unduhXmlPublikOrThrow({ ctx, id, format })).xml);
      return hasil;
    };
    const dariSimpanan = [...(await jawabanCsw(ids)), ...(await unduh())];
    await h.db.delete(metadataFragmen).where(inArray(metadataFragmen.metadataId, ids));
    const dirender = [...(await jawabanCsw(ids)), ...(await unduh())];
    expect(dariSimpanan.length).toBe(dirender.length);
    dariSimpanan.forEach((s, i) => expect(s === dirender[i], `jawaban ${i} berbeda`).toBe(true));
    expect(await tulisFragmen(h.db, ids)).toBe(ids.length);
  }, 600_000);

  it("each stored CSW form's compressed piece inflates to its markup, with that markup's CRC-32 and length", async () => {
    const baris = await h.db.select().from(metadataFragmen).where(like(metadataFragmen.bentuk, "csw/%"));
    expect(baris.length).toBe((idFixture.length + 1000) * 12);
    for (const b of baris) {
      // stored as the piece alone: its markup is the fresh render
      expect(b.xml).toBeNull();
      const isi = Buffer.from(await segar(b.metadataId, b.bentuk as Bentuk), "utf8");
      if (!b.deflate || !zlib.inflateRawSync(b.deflate, { finishFlush: zlib.constants.Z_SYNC_FLUSH }).equals(isi)) throw new Error(`${b.metadataId} ${b.bentuk}: potongan tidak sama`);
      expect([b.crc! >>> 0, b.panjang]).toEqual([zlib.crc32(isi), isi.length]);
    }
    // downloads are rendered on request, never stored
    const lain = await h.db.select({ n: sql<number>`count(*)::int` }).from(metadataFragmen).where(sql`${metadataFragmen.bentuk} not like 'csw/%'`);
    expect(lain[0]!.n).toBe(0);
  }, 600_000);

  it("a gzip page assembled from stored pieces gunzips to the text page, with pieces, without them and without rows", async () => {
    const halaman = async (q: Record<string, string>, gzip: boolean) => {
      const p = permintaan<PermintaanGetRecords>({ request: "GetRecords", typeNames: "csw:Record", ...q });
      const r = await getRecords({ ctx, input: p, gzip });
      if (r.jenis === "teks") return { gzip: false, teks: tanpaStempel(r.teks) };
      const bita = Buffer.from(await new Response(r.aliran).arrayBuffer());
      return { gzip: r.gzip === true, teks: tanpaStempel((r.gzip ? zlib.gunzipSync(bita) : bita).toString("utf8")) };
    };
    const kasus: Record<string, string>[] = [
      { outputSchema: SKEMA_KELUARAN.gmd, elementSetName: "full", maxRecords: "50", startPosition: "3" },
      { outputSchema: SKEMA_KELUARAN.mdb2018, elementSetName: "summary", maxRecords: "21" },
      { outputSchema: SKEMA_KELUARAN.dc, elementSetName: "brief", maxRecords: "230", startPosition: "901" },
      { outputSchema: SKEMA_KELUARAN.gmd, elementSetName: "full", maxRecords: "40", startPosition: "2000" },
    ];
    const bandingkan = async () => {
      for (const q of kasus) {
        const [gz, teks] = [await halaman(q, true), await halaman(q, false)];
        expect(gz.gzip, JSON.stringify(q)).toBe(true);
        expect(teks.gzip).toBe(false);
        expect(gz.teks === teks.teks, JSON.stringify(q)).toBe(true);
      }
    };
    await bandingkan();
    // A page of 20 and a projection are not assembled: they stay text (cacheable, compressed on the way out).
    expect((await halaman({ maxRecords: "20" }, true)).gzip).toBe(false);
    expect((await halaman({ maxRecords: "50", elementName: "dc:title" }, true)).gzip).toBe(false);
    // Rows written before the compressed column: served by compressing their markup, then completed at start
    // from their markup, without rendering any record.
    const tanpaPotongan = idSeed.slice(0, 400);
    const lama = await h.db.select().from(metadataFragmen).where(and(inArray(metadataFragmen.metadataId, tanpaPotongan), like(metadataFragmen.bentuk, "csw/%")));
    await h.db.delete(metadataFragmen).where(and(inArray(metadataFragmen.metadataId, tanpaPotongan), like(metadataFragmen.bentuk, "csw/%")));
    for (let i = 0; i < lama.length; i += 500) {
      await h.db.insert(metadataFragmen).values(lama.slice(i, i + 500).map((b) => ({ ...b, xml: bukaPotongan(Buffer.from(b.deflate!)), deflate: null, crc: null, panjang: null })));
    }
    await bandingkan();
    const laporan: string[] = [];
    expect(await isiFragmenTertinggal(h.db, { lapor: (p) => laporan.push(p) })).toBe(0);
    expect(laporan[0]).toBe(`[fragmen] memampatkan ${tanpaPotongan.length * 12} bentuk CSW tersimpan…`);
    await bandingkan();
    const kosong = await h.db.select({ n: sql<number>`count(*)::int` }).from(metadataFragmen).where(and(like(metadataFragmen.bentuk, "csw/%"), isNull(metadataFragmen.deflate)));
    expect(kosong[0]!.n).toBe(0);
    // completed rows keep the piece alone, as new ones do
    const berteks = await h.db.select({ n: sql<number>`count(*)::int` }).from(metadataFragmen).where(and(like(metadataFragmen.bentuk, "csw/%"), sql`${metadataFragmen.xml} is not null`));
    expect(berteks[0]!.n).toBe(0);
    // No stored rows at all: rendered and compressed on the request.
    await h.db.delete(metadataFragmen).where(inArray(metadataFragmen.metadataId, idSeed.slice(0, 300)));
    await bandingkan();
    expect(await tulisFragmen(h.db, idSeed.slice(0, 300))).toBe(300);
  }, 600_000);

  it("a stored row is what is served while current, and never once the record, its version or the renderer moved", async () => {
    const id = idSeed[0]!;
    const bentuk: Bentuk = "csw/dc/brief";
    const gbi = () => getRecordById({ ctx, input: permintaan<PermintaanGetRecordById>({ request: "GetRecordById", id, elementSetName: "brief" }) });
    const kunci = and(eq(metadataFragmen.metadataId, id), eq(metadataFragmen.bentuk, bentuk));
    await h.db.update(metadataFragmen).set({ xml: "<csw:BriefRecord><dc:title>TERSIMPAN</dc:title></csw:BriefRecord>" }).where(kunci);
    expect(await gbi()).toContain("TERSIMPAN");
    await h.db.update(metadataFragmen).set({ versiRender: VERSI_RENDER + 1 }).where(kunci);
    expect(await gbi()).not.toContain("TERSIMPAN");
    expect(await gbi()).toContain(await segar(id, bentuk));
    await h.db.update(metadataFragmen).set({ versiRender: VERSI_RENDER, versiRekaman: sql`${metadataFragmen.versiRekaman} - 1` }).where(kunci);
    expect(await gbi()).not.toContain("TERSIMPAN");
    await h.db.update(metadataFragmen).set({ versiRekaman: sql`${metadataFragmen.versiRekaman} + 1`, diperbarui: sql`${metadataFragmen.diperbarui} - interval '1 second'` }).where(kunci);
    expect(await gbi()).not.toContain("TERSIMPAN");
    expect(await tulisFragmen(h.db, [id])).toBe(1);
    expect((await tersimpan(id)).get(bentuk)).toBe(await segar(id, bentuk));
  });

  it("a change of the document, dates or version, or leaving PUBLISHED, deletes the record's rows in that transaction", async () => {
    const hitung = async (id: string) => (await tersimpan(id)).size;
    const [a, b, c, d] = idSeed.slice(10, 14) as [string, string, string, string];
    for (const id of [a, b, c, d]) expect(await hitung(id)).toBe(SEMUA_BENTUK.length);
    // Columns a render does not read leave them.
    await h.db.update(metadata).set({ teksLengkapVersi: 0 }).where(eq(metadata.id, a));
    expect(await hitung(a)).toBe(SEMUA_BENTUK.length);
    const [row] = await h.db.select({ dokumen: metadata.dokumen }).from(metadata).where(eq(metadata.id, a));
    const dokumen = { ...row!.dokumen, identifikasi: { ...row!.dokumen.identifikasi, judul: "Judul yang diubah" } };
    await h.db.update(metadata).set({ dokumen, ...kolomDariDokumen(dokumen) }).where(eq(metadata.id, a));
    expect(await hitung(a)).toBe(0);
    const gbi = await getRecordById({ ctx, input: permintaan<PermintaanGetRecordById>({ request: "GetRecordById", id: a, elementSetName: "brief" }) });
    expect(gbi).toContain("Judul yang diubah");
    await h.db.update(metadata).set({ updatedAt: new Date() }).where(eq(metadata.id, b));
    expect(await hitung(b)).toBe(0);
    await h.db.update(metadata).set({ versi: sql`${metadata.versi} + 1` }).where(eq(metadata.id, c));
    expect(await hitung(c)).toBe(0);
    await h.db.update(metadata).set({ status: "PRIVATE" }).where(eq(metadata.id, d));
    expect(await hitung(d)).toBe(0);
    expect(await getRecordById({ ctx, input: permintaan<PermintaanGetRecordById>({ request: "GetRecordById", id: d }) })).not.toContain(d);
    // The startup fill stores what is missing, and only for PUBLISHED records.
    expect(await isiFragmenTertinggal(h.db)).toBe(3);
    for (const id of [a, b, c]) expect(await hitung(id)).toBe(SEMUA_BENTUK.length);
    expect(await hitung(d)).toBe(0);
    expect(await isiFragmenTertinggal(h.db)).toBe(0);
  });

  it("a writer that stores the forms again in its transaction (a harvest page) keeps the rows, never served stale; leaving PUBLISHED still deletes them", async () => {
    const hitung = async (id: string) => (await tersimpan(id)).size;
    const [e, f] = idSeed.slice(20, 22) as [string, string];
    const dokumenE = (await h.db.select({ dokumen: metadata.dokumen }).from(metadata).where(eq(metadata.id, e)))[0]!.dokumen;
    const dokumen = { ...dokumenE, identifikasi: { ...dokumenE.identifikasi, judul: "Judul dari panen" } };
    await h.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('geokatalog.fragmen_ditulis_ulang', 'on', true)`);
      await tx.update(metadata).set({ dokumen, ...kolomDariDokumen(dokumen), updatedAt: new Date(), versi: sql`${metadata.versi} + 1` }).where(eq(metadata.id, e));
      await tx.update(metadata).set({ status: "PRIVATE" }).where(eq(metadata.id, f));
    });
    expect(await hitung(e)).toBe(SEMUA_BENTUK.length);
    expect(await hitung(f)).toBe(0);
    // e's kept rows are of its previous version: served rendered, and the fill stores them again
    const gbi = await getRecordById({ ctx, input: permintaan<PermintaanGetRecordById>({ request: "GetRecordById", id: e, elementSetName: "brief" }) });
    expect(gbi).toContain("Judul dari panen");
    expect(await isiFragmenTertinggal(h.db)).toBe(1);
    expect((await tersimpan(e)).get("csw/dc/brief")).toContain("Judul dari panen");
    // the setting ends with its transaction
    await h.db.update(metadata).set({ updatedAt: new Date() }).where(eq(metadata.id, e));
    expect(await hitung(e)).toBe(0);
  });
});
