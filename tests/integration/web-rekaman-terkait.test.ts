import crypto from "node:crypto";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import HalamanRekaman from "@/app/(public)/katalog/[id]/page";
import { KartuRekaman } from "@/components/KartuRekaman";
import { AKTOR_PUBLIK, type Ctx } from "@/lib/context";
import type { DatabaseHandle } from "@/lib/db/client";
import { auditLog, metadata } from "@/lib/db/schema";
import { eq, sql } from "drizzle-orm";
import { naikkanGenerasiCsw } from "@/lib/cache/csw-generasi";
import { env } from "@/lib/env";
import { kolomDariDokumen } from "@/lib/metadata/kolom";
import { listPublicMetadata, parseKueriDaftarPublik } from "@/lib/metadata/publik";
import { listRekamanTerkait, skorTerkait, type Rujukan } from "@/lib/metadata/publik/terkait";
import type { StatusMetadata } from "@/lib/metadata/kode";
import { createTestDatabase } from "@/tests/helpers/db";
import { buatPemilik, dokumenUji, type RekamanUji } from "@/tests/helpers/rekaman";

type Pemilik = Awaited<ReturnType<typeof buatPemilik>>;
let h: DatabaseHandle;
let ctx: Ctx;
const id: Record<string, string> = {};
const JAWA = { barat: 106, timur: 109, selatan: -8, utara: -6 };
const PAPUA = { barat: 135, timur: 141, selatan: -5, utara: -1 };
// Records for other tests: another organisation, topic and island, so they relate to nothing here.
const LAIN = { topikKategori: ["farming"], bbox: { barat: 120, timur: 121, selatan: -3, utara: -2 } };

/** Inserts a record as stored, bypassing the input schema, so rows written before the URL rule can be made too. */
async function sisip(p: Pemilik, nama: string, r: RekamanUji & { grafik?: { url: string; deskripsi?: string }[] }, status: StatusMetadata = "PUBLISHED") {
  const dok = dokumenUji(r);
  if (r.grafik) dok.identifikasi.grafik = r.grafik;
  id[nama] = crypto.randomUUID();
  dok.metadataInfo.pengenal = id[nama];
  await h.db.insert(metadata).values({
    id: id[nama],
    status,
    pemilikId: p.pengguna.id,
    organisasiId: p.organisasi.id,
    dokumen: dok,
    ...kolomDariDokumen(dok),
    publishedAt: status === "PUBLISHED" ? (r.publishedAt ?? new Date("2026-03-01T00:00:00Z")) : null,
  });
}

beforeAll(async () => {
  h = await createTestDatabase();
  ctx = { db: h.db, actor: AKTOR_PUBLIK };
  const a = await buatPemilik(h.db, "TKA");
  const b = await buatPemilik(h.db, "TKB");
  await sisip(a, "utama", {
    judul: "Batas Desa Jawa Barat.",
    topikKategori: ["boundaries"],
    kataKunci: ["desa", "batas"],
    bbox: JAWA,
    publishedAt: new Date("2025-12-31T18:00:00Z"), // 1 January 2026 in WIB
    grafik: [{ url: "https://gambar.example.go.id/batas-desa.png", deskripsi: "Peta batas desa skala 1:25.000" }],
  });
  // Scores (keyword 2 each, topic 2, box 1, organisation 1): r1 8, r2 4, r6 3, r7 3, r4 2, r3 1.
  await sisip(a, "r1", { judul: "Batas Desa Jawa Tengah", topikKategori: ["boundaries"], kataKunci: ["desa", "batas"], bbox: JAWA });
  await sisip(b, "r2", { judul: "Desa Papua", topikKategori: ["boundaries"], kataKunci: ["desa"], bbox: PAPUA });
  await sisip(b, "r3", { judul: "Klinik Jawa", topikKategori: ["health"], bbox: JAWA });
  await sisip(a, "r4", { judul: "Lingkungan Jawa", topikKategori: ["environment"], bbox: JAWA });
  await sisip(a, "r6", { judul: "Desa Sehat Lama", topikKategori: ["health"], kataKunci: ["desa"], bbox: PAPUA, publishedAt: new Date("2026-01-01T00:00:00Z") });
  await sisip(a, "r7", { judul: "Desa Sehat Baru", topikKategori: ["health"], kataKunci: ["desa"], bbox: PAPUA, publishedAt: new Date("2026-02-01T00:00:00Z") });
  await sisip(b, "tidakTerkait", { judul: "Puskesmas Papua", topikKategori: ["health"], bbox: PAPUA });
  await sisip(a, "draf", { judul: "Draf Batas Desa", topikKategori: ["boundaries"], kataKunci: ["desa", "batas"], bbox: JAWA }, "DRAFT");
  await sisip(b, "http", { ...LAIN, judul: "Gambar HTTP", grafik: [{ url: "javascript:alert(1)" }, { url: "http://gambar.example.go.id/polos.png" }] });
  await sisip(b, "panen", { ...LAIN, judul: "Rekaman Dipanen" });
  await sisip(b, "panenJahat", { ...LAIN, judul: "Panen Sumber Aneh" });
  await h.db.insert(auditLog).values([
    { aksi: "harvest", entitas: "metadata", entitasId: id.panen!, ke: "PUBLISHED", data: { url: "https://csw.lama.example/csw", pengenalSumber: "lama" }, waktu: new Date("2026-01-01T00:00:00Z") },
    { aksi: "harvest-perbarui", entitas: "metadata", entitasId: id.panen!, ke: "PUBLISHED", data: { url: "https://csw.sumber.example/csw", pengenalSumber: "sumber-1" }, waktu: new Date("2026-02-01T00:00:00Z") },
    { aksi: "harvest", entitas: "metadata", entitasId: id.panenJahat!, ke: "PUBLISHED", data: { url: "javascript:alert(1)", pengenalSumber: "x" } },
  ]);
});
afterAll(async () => h?.close());

const halaman = async (nama: string) => renderToStaticMarkup(await HalamanRekaman({ params: Promise.resolve({ id: id[nama]! }) }));

describe("related records", () => {
  const rujukan: Rujukan = { organisasiKode: "TKA", topikKategori: ["boundaries"], kataKunci: ["desa", "batas"], bbox: JAWA };

  it("ranks up to five PUBLISHED records by shared traits, never the record itself", async () => {
    const daftar = await listRekamanTerkait({ ctx, id: id.utama!, rujukan });
    expect(daftar.map((r) => r.id)).toEqual([id.r1, id.r2, id.r7, id.r6, id.r4]);
    expect(daftar.map((r) => r.skor)).toEqual([8, 4, 3, 3, 2]);
    expect(daftar.map((r) => r.organisasi)).toEqual(["Organisasi TKA", "Organisasi TKB", "Organisasi TKA", "Organisasi TKA", "Organisasi TKA"]);
  });

  it("the page lists them as links, in that order, without the draft", async () => {
    const html = await halaman("utama");
    const bagian = /<section id="terkait"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    const tautan = [...bagian.matchAll(/href="\/katalog\/([^"]+)"/g)].map((m) => m[1]);
    expect(tautan).toEqual([id.r1, id.r2, id.r7, id.r6, id.r4]);
    expect(bagian).toContain("Rekaman terkait");
    expect(bagian).not.toContain(id.draf!);
    expect(bagian).not.toContain(id.utama!);
  });

  it("the TypeScript score agrees with the query's", () => {
    expect(skorTerkait(rujukan, { organisasiKode: "TKA", topikKategori: ["boundaries"], kataKunci: ["desa", "batas"], bbox: JAWA })).toBe(8);
    expect(skorTerkait(rujukan, { organisasiKode: "TKB", topikKategori: ["health"], kataKunci: [], bbox: JAWA })).toBe(1);
  });
});

describe("browse graphic", () => {
  it("shows the https graphic with its description as alt, fixed size and lazy", async () => {
    const html = await halaman("utama");
    const img = /<img[^>]*>/.exec(html)?.[0] ?? "";
    expect(img).toContain('src="https://gambar.example.go.id/batas-desa.png"');
    expect(img).toContain('alt="Peta batas desa skala 1:25.000"');
    expect(img).toContain('width="480"');
    expect(img).toContain('height="320"');
    expect(img).toContain('loading="lazy"');
  });

  it("shows no image for javascript: or http: graphics", async () => {
    const html = await halaman("http");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("javascript:");
  });
});

describe("share and cite", () => {
  it("gives the permalink as visible text and an APA-like citation with the WIB year", async () => {
    const html = await halaman("utama");
    const url = `${new URL(env().PUBLIC_BASE_URL).origin}/katalog/${id.utama}`;
    expect(html).toMatch(new RegExp(`<input id="tautan-permanen" type="url" readOnly="" size="50" value="${url}"/>`));
    expect(html).toContain(`Organisasi TKA. (2026). Batas Desa Jawa Barat [Set data]. ${url}`);
    expect(html).not.toContain("Dipanen dari");
  });

  it("names the harvest source of the newest harvest, linking to the record there", async () => {
    const html = await halaman("panen");
    const sumber = "https://csw.sumber.example/csw?service=CSW&amp;version=2.0.2&amp;request=GetRecordById&amp;id=sumber-1&amp;elementSetName=full&amp;outputSchema=http%3A%2F%2Fwww.isotc211.org%2F2005%2Fgmd";
    expect(html).toContain(`Dipanen dari <a href="${sumber}" rel="nofollow noopener">csw.sumber.example</a>`);
  });

  it("leaves out a harvest source that is not http(s)", async () => {
    const html = await halaman("panenJahat");
    expect(html).not.toContain("Dipanen dari");
    expect(html).not.toContain("javascript:");
  });
});

describe("browse graphic in search results", () => {
  it("the list item carries only an https graphic, and the card draws it as a fixed-size lazy thumbnail", async () => {
    const hasil = await listPublicMetadata({ ctx, input: parseKueriDaftarPublik(new URLSearchParams({ pageSize: "100" })) });
    const item = (nama: string) => hasil.records.find((r) => r.id === id[nama])!;
    expect(item("utama").pratinjau).toEqual({ url: "https://gambar.example.go.id/batas-desa.png", deskripsi: "Peta batas desa skala 1:25.000" });
    expect(item("http")).not.toHaveProperty("pratinjau");
    expect(item("r1")).not.toHaveProperty("pratinjau");
    const kartu = renderToStaticMarkup(KartuRekaman({ r: item("utama") }));
    expect(kartu).toContain('<img class="grafik-kartu" src="https://gambar.example.go.id/batas-desa.png" alt="Peta batas desa skala 1:25.000" width="96" height="72" loading="lazy"');
    expect(renderToStaticMarkup(KartuRekaman({ r: item("http") }))).not.toContain("<img");
  });
});

describe("related records on the page are cached per data generation", () => {
  // A corner of the map and a topic of their own, so these records relate to nothing above (and nothing above to them).
  const MALUKU = { barat: 127, timur: 128, selatan: 1, utara: 2 };
  const tautanTerkait = async (nama: string) => {
    const bagian = /<section id="terkait"[\s\S]*?<\/section>/.exec(await halaman(nama))?.[0] ?? "";
    return [...bagian.matchAll(/href="\/katalog\/([^"]+)"/g)].map((m) => m[1]);
  };

  it("keeps the list until a status change bumps the generation, then shows additions and drops withdrawals", async () => {
    const p = await buatPemilik(h.db, "TKC");
    await sisip(p, "laut", { judul: "Terumbu Maluku", topikKategori: ["oceans"], kataKunci: ["terumbu"], bbox: MALUKU });
    await sisip(p, "laut1", { judul: "Pesisir Maluku", topikKategori: ["oceans"], bbox: MALUKU });
    expect(await tautanTerkait("laut")).toEqual([id.laut1]);

    // Written behind the workflow's back: no generation bump, so the page still shows the cached list.
    await sisip(p, "laut2", { judul: "Terumbu Halmahera", topikKategori: ["oceans"], kataKunci: ["terumbu"], bbox: MALUKU });
    expect(await tautanTerkait("laut")).toEqual([id.laut1]);
    // What a transition does after it commits: the next render reads the database again.
    await naikkanGenerasiCsw();
    expect(await tautanTerkait("laut")).toEqual([id.laut2, id.laut1]);

    await h.db.update(metadata).set({ status: "PRIVATE" }).where(eq(metadata.id, id.laut2!));
    expect(await tautanTerkait("laut")).toEqual([id.laut2, id.laut1]);
    await naikkanGenerasiCsw();
    expect(await tautanTerkait("laut")).toEqual([id.laut1]);
  });
});

describe("related records on a catalogue where some keywords are everywhere", () => {
  it("finds the record sharing the rare keyword among many sharing only the common one, far away and of another agency", async () => {
    const p = await buatPemilik(h.db, "TKD");
    const q = await buatPemilik(h.db, "TKE");
    const SUMATRA = { barat: 98, timur: 99, selatan: 2, utara: 3 };
    // 130 records sharing "Nusantara" and the topic, around the record: more than any candidate read returns.
    for (let i = 0; i < 130; i++) {
      await sisip(p, `umum${i}`, { judul: `Tutupan Lahan ${i}`, topikKategori: ["imageryBaseMapsEarthCover"], kataKunci: ["Nusantara"], bbox: SUMATRA });
    }
    await sisip(p, "pusat", { judul: "Sumbu Filosofi", topikKategori: ["imageryBaseMapsEarthCover"], kataKunci: ["Nusantara", "sumbu filosofi", "keraton"], bbox: SUMATRA });
    await sisip(q, "kembar", { judul: "Sumbu Filosofi Lama", topikKategori: ["society"], kataKunci: ["sumbu filosofi", "keraton"], bbox: PAPUA });
    // What autovacuum gives a running catalogue: "Nusantara" on more than 5 % of the records in the statistics.
    await h.db.execute(sql`analyze metadata`);
    (globalThis as { __geokatalogFrekKata?: unknown }).__geokatalogFrekKata = undefined;
    const rujukan: Rujukan = { organisasiKode: "TKD", topikKategori: ["imageryBaseMapsEarthCover"], kataKunci: ["Nusantara", "sumbu filosofi", "keraton"], bbox: SUMATRA };
    const daftar = await listRekamanTerkait({ ctx, id: id.pusat!, rujukan });
    expect(daftar).toHaveLength(5);
    // Without topic and organisation, from Sumatra: the 50 nearest boxes are all neighbours (3 each), so kembar (4)
    // comes first only if the read of the rare keywords found it.
    const langka = await listRekamanTerkait({ ctx, id: id.pusat!, rujukan: { ...rujukan, topikKategori: [], organisasiKode: "TKX" } });
    expect(langka[0]?.id).toBe(id.kembar);
  });
});
