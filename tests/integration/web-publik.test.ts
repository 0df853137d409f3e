import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Beranda from "@/app/(public)/page";
import Katalog from "@/app/(public)/katalog/page";
import HalamanRekaman, { generateMetadata as metadataRekaman } from "@/app/(public)/katalog/[id]/page";
import HalamanStandar from "@/app/(public)/standar/[slug]/page";
import robots from "@/app/robots";
import { GET as indeksPetaSitus } from "@/app/sitemap.xml/route";
import { GET as petaSitus } from "@/app/sitemap/[berkas]/route";
import { eq } from "drizzle-orm";
import { naikkanGenerasiCsw } from "@/lib/cache/csw-generasi";
import { AKTOR_PUBLIK, type Ctx } from "@/lib/context";
import type { DatabaseHandle } from "@/lib/db/client";
import { dokumenKualitas, metadata, standar } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { hashToken, turunkanToken } from "@/lib/quality/tanda-tangan/token";
import { kolomDariDokumen } from "@/lib/metadata/kolom";
import { countPublishedByKategori } from "@/lib/metadata/publik/kategori";
import { getPublicMetadataOrThrow } from "@/lib/metadata/publik";
import { muatHalamanKatalog } from "@/lib/web/halaman-katalog";
import { datasetJsonLd } from "@/lib/web/json-ld";
import { rekamanPetaSitus, jumlahPetaSitus } from "@/lib/web/peta-situs";
import { dokumenMaksimal } from "@/tests/fixtures/dokumen";
import { kirim } from "@/tests/helpers/sesi";
import { validasiXml } from "@/tests/helpers/xmllint";
import { createTestDatabase } from "@/tests/helpers/db";
import { buatPemilik, sisipkanRekaman } from "@/tests/helpers/rekaman";

const JUDUL_JAHAT = 'Banjir </script><script>alert("x")</script> & <!-- DKI';
let h: DatabaseHandle;
let ctx: Ctx;
let terbit: string[];
let draf: string;
let maks: string;
let tokenQc: string;

beforeAll(async () => {
  h = await createTestDatabase();
  ctx = { db: h.db, actor: AKTOR_PUBLIK };
  const p = await buatPemilik(h.db, "WEB");
  const pemilik = { organisasiId: p.organisasi.id, penggunaId: p.pengguna.id };
  terbit = await sisipkanRekaman(h.db, pemilik, [
    { judul: "Batas Desa Jawa Barat", topikKategori: ["boundaries"], kataKunci: ["desa"], bbox: { barat: 106, timur: 109, selatan: -8, utara: -6 } },
    { judul: "Tutupan Lahan Bali", topikKategori: ["imageryBaseMapsEarthCover", "environment"], tipeData: "raster", bbox: { barat: 114.4, timur: 115.7, selatan: -8.9, utara: -8 } },
    { judul: "Batas Kecamatan Papua", topikKategori: ["boundaries"], bbox: { barat: 135, timur: 141, selatan: -5, utara: -1 } },
  ]);
  [draf] = await sisipkanRekaman(h.db, pemilik, [
    { judul: "Draf Rahasia", status: "DRAFT", topikKategori: ["boundaries", "health"] },
    { judul: "Ditinjau", status: "REVIEW", topikKategori: ["health"] },
  ]).then((ids) => ids as [string, string]);
  const dok = dokumenMaksimal();
  dok.identifikasi.judul = JUDUL_JAHAT;
  const [m] = await h.db
    .insert(metadata)
    .values({ status: "PUBLISHED", pemilikId: p.pengguna.id, organisasiId: p.organisasi.id, dokumen: dok, ...kolomDariDokumen(dok), publishedAt: new Date("2026-02-01T00:00:00Z") })
    .returning({ id: metadata.id });
  maks = m!.id;
  // The QC row carries the hash of its derived token (as signing stores it), so the page can show the token.
  const idQc = crypto.randomUUID();
  const waktuQc = new Date("2026-01-20T03:00:00Z");
  tokenQc = turunkanToken(idQc, waktuQc);
  await h.db.insert(dokumenKualitas).values([
    { id: idQc, metadataId: maks, tipe: "QC", status: "SIGNED", sesuai: true, passed: 12, total: 12, signedAt: waktuQc, signatureMethod: "PKI", signatureTokenHash: hashToken(tokenQc) },
    { metadataId: maks, tipe: "QE", status: "PENDING", sesuai: true, passed: 3, total: 5 },
  ]);
  await h.db.insert(standar).values([
    { slug: "uji-aman", judul: "Standar Uji", versi: "1", terbit: true, isi: "## Isi\n\n<script>alert(1)</script> [klik](javascript:alert(1)) **tebal**" },
    { slug: "uji-draf", judul: "Standar Draf", versi: "1", terbit: false, isi: "rahasia" },
  ]);
});
afterAll(async () => h?.close());

/** Next's notFound() throws an error whose digest names the 404. */
async function harus404(janji: Promise<unknown>) {
  await expect(janji).rejects.toMatchObject({ digest: expect.stringContaining("404") });
}

describe("countPublishedByKategori", () => {
  it("counts only PUBLISHED records, per topic, most first, with Indonesian labels", async () => {
    const hasil = await countPublishedByKategori({ ctx });
    const peta = Object.fromEntries(hasil.map((k) => [k.kode, k.jumlah]));
    // boundaries: two plain records plus the full document; health only in DRAFT/REVIEW records.
    expect(peta.boundaries).toBe(3);
    expect(peta.environment).toBe(1);
    expect(peta.health).toBeUndefined();
    expect(hasil[0]).toEqual({ kode: "boundaries", label: "Batas Wilayah", jumlah: 3 });
    expect(hasil.map((k) => k.jumlah)).toEqual([...hasil.map((k) => k.jumlah)].sort((a, b) => b - a));
  });
});

describe("/katalog data", () => {
  it("filters like the public API and keeps what was typed", async () => {
    const r = await muatHalamanKatalog({ ctx, params: new URLSearchParams({ q: "batas", kategori: "boundaries" }) });
    expect(r.galat).toBeUndefined();
    expect(r.hasil?.records.map((x) => x.judul).sort()).toEqual(["Batas Desa Jawa Barat", "Batas Kecamatan Papua"]);
    expect(r.isian.q).toBe("batas");
  });

  it("treats the form's empty fields as no filter", async () => {
    const params = new URLSearchParams({ q: "batas", kategori: "boundaries", tipeData: "", bboxN: "", bboxS: "", bboxE: "", bboxW: " " });
    const r = await muatHalamanKatalog({ ctx, params });
    expect(r.galat).toBeUndefined();
    expect(r.hasil?.records).toHaveLength(2);
  });

  it("filters by bbox (Bali only)", async () => {
    const r = await muatHalamanKatalog({ ctx, params: new URLSearchParams({ bboxN: "-8", bboxS: "-9", bboxE: "116", bboxW: "114" }) });
    expect(r.hasil?.records.map((x) => x.judul)).toEqual(["Tutupan Lahan Bali"]);
  });

  it.each([
    [{ kategori: "tidakAda" }, "Kategori"],
    [{ page: "0" }, "page"],
    [{ tipeData: "hologram" }, "Tipe data"],
  ])("turns invalid %j into a friendly message instead of throwing", async (p, kata) => {
    const r = await muatHalamanKatalog({ ctx, params: new URLSearchParams(p) });
    expect(r.hasil).toBeUndefined();
    expect(r.galat).toContain(kata);
  });

  it.each([
    [{ bboxN: "1" }, { bboxS: "Isi juga batas selatan, mis. -8.8, atau kosongkan keempat batas wilayah." }],
    [{ bboxN: "abc", bboxS: "1", bboxE: "1", bboxW: "1" }, { bboxN: "Batas utara harus angka desimal, mis. 6.5." }],
    [{ bboxN: "6,5", bboxS: "1", bboxE: "1", bboxW: "1" }, { bboxN: "Batas utara memakai titik sebagai tanda desimal, bukan koma: tulis 6.5." }],
    [{ bboxN: "1", bboxS: "2", bboxE: "1", bboxW: "0" }, { bboxS: "Batas selatan (2) harus lebih kecil dari batas utara (1); mungkin keduanya tertukar." }],
    [{ bboxN: "1", bboxS: "0", bboxE: "200", bboxW: "0" }, { bboxE: "Batas timur adalah bujur: isi angka dari -180 sampai 180, mis. 114.6." }],
    [{ tahun: "20x4" }, { tahun: "Tahun data harus empat angka, mis. 2024." }],
  ])("gives %j a message for people on its field", async (p, harap) => {
    const r = await muatHalamanKatalog({ ctx, params: new URLSearchParams(p) });
    expect(r.hasil).toBeUndefined();
    expect(r.galatIsian).toMatchObject(harap);
  });

  it("renders results, count, a message for invalid input, and never a draft", async () => {
    const html = renderToStaticMarkup(await Katalog({ searchParams: Promise.resolve({ kategori: "boundaries" }) }));
    expect(html).toContain("3 metadata ditemukan");
    expect(html).toContain("Batas Desa Jawa Barat");
    expect(html).not.toContain("Draf Rahasia");
    // The chosen category: a hidden field of the search form, a chosen facet value, and a removable chip.
    expect(html).toContain('<input type="hidden" name="kategori" value="boundaries"/>');
    expect(html).toContain('aria-label="Hapus filter Kategori topik: Batas Wilayah"');
    const galat = renderToStaticMarkup(await Katalog({ searchParams: Promise.resolve({ bboxN: "100", bboxS: "0", bboxE: "1", bboxW: "0" }) }));
    expect(galat).toContain('role="alert"');
    // The message sits under the field it is about, named by the field's label, and the map panel is open.
    expect(galat).toMatch(/<input id="isian-bboxN"[^>]*aria-describedby="galat-bboxN bantuan-wilayah" aria-invalid="true"[^>]*value="100"\/>/);
    expect(galat).toContain('<p class="galat-isian" id="galat-bboxN">Batas utara adalah lintang: isi angka dari -90 sampai 90, mis. 6.5.</p>');
    expect(galat).toContain('<details class="filter-peta" open="">');
    expect(galat).toContain('<a href="#isian-bboxN">Batas utara</a>');
  });

  it("pages with shareable links that keep the filters", async () => {
    const html = renderToStaticMarkup(await Katalog({ searchParams: Promise.resolve({ q: "batas", pageSize: "1" }) }));
    expect(html).toContain("halaman 1 dari 2");
    expect(html).toContain('href="/katalog?q=batas&amp;pageSize=1&amp;page=2"');
  });
});

describe("home page", () => {
  it("shows statistics, categories with counts and recent records", async () => {
    const html = renderToStaticMarkup(await Beranda());
    expect(html).toContain('action="/katalog"');
    expect(html).toMatch(/<dt>metadata terbit<\/dt><dd>4<\/dd>/);
    expect(html).toContain('href="/katalog?kategori=boundaries"');
    expect(html).toContain("Batas Wilayah");
    expect(html).toContain("Batas Desa Jawa Barat");
    expect(html).not.toContain("Draf Rahasia");
  });
});

describe("record page", () => {
  const params = (id: string) => ({ params: Promise.resolve({ id }) });

  it("renders every part, quality badges and XML links, with escaped JSON-LD", async () => {
    const html = renderToStaticMarkup(await HalamanRekaman(params(maks)));
    for (const teks of ["Identifikasi", "Cakupan", "Distribusi dan akses", "Silsilah data", "Laporan kualitas data", "Digitasi on-screen", "OGC:WMS", "12 dari 12 pemeriksaan lulus", "3 dari 5 pemeriksaan lulus", "Ditandatangani", "Menunggu", "Belum ada", "Siti Rahmawati"]) {
      expect(html).toContain(teks);
    }
    for (const f of ["mdb2016", "mdb2018", "gmd"]) expect(html).toContain(`/api/public/metadata/${maks}/xml?format=${f}`);
    // Only the signed document links to its proofs: the verification page and the public PDF.
    expect(html).toContain(`<a href="/verifikasi/${tokenQc}">Verifikasi tanda tangan QC</a>`);
    expect(html).toContain(`href="/api/public/metadata/${maks}/kualitas/qc/pdf"`);
    expect(html).not.toContain("/kualitas/qe/pdf");
    expect(html).not.toContain("/kualitas/qa/pdf");
    expect(html.match(/href="\/verifikasi\//g)).toHaveLength(1);
    expect(html).toContain("5,18° LS");
    const skrip = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(skrip).toBeDefined();
    expect(skrip).not.toContain("<");
    expect(html.match(/<script/g)).toHaveLength(1);
    const ld = JSON.parse(skrip!);
    expect(ld.name).toBe(JUDUL_JAHAT);
    expect(ld["@type"]).toBe("Dataset");
  });

  it("builds schema.org Dataset fields from the record", async () => {
    const d = await getPublicMetadataOrThrow({ ctx, id: maks });
    const ld = datasetJsonLd(d, "https://katalog.example.go.id");
    expect(ld).toMatchObject({
      "@context": "https://schema.org/",
      "@type": "Dataset",
      url: `https://katalog.example.go.id/katalog/${maks}`,
      identifier: maks,
      description: d.abstrak,
      spatialCoverage: { "@type": "Place", name: "DKI Jakarta, Teluk Jakarta", geo: { "@type": "GeoShape", box: "-6.5 106.3705 -5.1800000001 107.0000001" } },
      temporalCoverage: "2023-01-01/2023-12-31T23:59:59+07:00",
      publisher: { "@type": "Organization", name: "Organisasi WEB" },
      license: { "@type": "CreativeWork", name: "Creative Commons Atribusi 4.0 Internasional (CC BY 4.0)" },
      dateModified: d.updatedAt,
      datePublished: "2026-02-01T00:00:00.000Z",
    });
    expect(ld.keywords).toEqual(expect.arrayContaining(["banjir", "DKI Jakarta", "Batas Wilayah"]));
    const dist = ld.distribution as { contentUrl: string; encodingFormat: string }[];
    expect(dist).toContainEqual(expect.objectContaining({ contentUrl: "https://geoservices.big.example/svc/0?service=X&request=GetCapabilities", encodingFormat: "OGC:WMS" }));
    expect(dist).toContainEqual(expect.objectContaining({ contentUrl: `https://katalog.example.go.id/api/public/metadata/${maks}/xml?format=gmd`, encodingFormat: "application/xml" }));
  });

  it("has a title, description and Open Graph tags", async () => {
    const m = await metadataRekaman(params(terbit[0]!));
    expect(m.title).toBe("Batas Desa Jawa Barat");
    expect(m.description).toContain("Abstrak untuk Batas Desa Jawa Barat");
    expect(m.openGraph).toMatchObject({ title: "Batas Desa Jawa Barat", url: `${env().PUBLIC_BASE_URL}/katalog/${terbit[0]}` });
  });

  it.each([
    ["a draft", () => draf],
    ["a missing id", () => "00000000-0000-4000-8000-000000000000"],
    ["a malformed id", () => "bukan-id"],
  ])("is a 404 for %s", async (_, id) => {
    await harus404(HalamanRekaman(params(id())));
    await harus404(metadataRekaman(params(id())));
  });
});

describe("standard page", () => {
  it("renders Markdown without raw HTML or javascript: links", async () => {
    const html = renderToStaticMarkup(await HalamanStandar({ params: Promise.resolve({ slug: "uji-aman" }) }));
    expect(html).toContain("<h2>Isi</h2>");
    expect(html).toContain("<strong>tebal</strong>");
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("javascript:");
    expect(html).toContain("klik <strong>");
  });

  it("is a 404 for an unpublished standard", async () => {
    await harus404(HalamanStandar({ params: Promise.resolve({ slug: "uji-draf" }) }));
  });
});

describe("sitemap and robots", () => {
  type Handler = Parameters<typeof kirim>[0];
  const ambilPeta = (berkas: string) => kirim<string>(petaSitus as Handler, `/sitemap/${berkas}`, { params: { berkas } });
  const loc = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

  it("/sitemap.xml is a sitemap index naming every chunk file, valid against the protocol", async () => {
    const res = await kirim<string>(indeksPetaSitus as Handler, "/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(res.body).toMatch(/<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    expect(loc(res.body)).toEqual([`${env().PUBLIC_BASE_URL}/sitemap/0.xml`]);
    expect(validasiXml(res.body, "sitemap")).toEqual({ ok: true, galat: "" });
  });

  it("a chunk lists only PUBLISHED records, with their last change, valid against the protocol", async () => {
    const res = await ambilPeta("0.xml");
    expect(res.status).toBe(200);
    expect(res.body).toMatch(/<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    expect(validasiXml(res.body, "sitemap")).toEqual({ ok: true, galat: "" });
    const base = env().PUBLIC_BASE_URL;
    const url = loc(res.body);
    for (const id of [...terbit, maks]) expect(url).toContain(`${base}/katalog/${id}`);
    expect(url).not.toContain(`${base}/katalog/${draf}`);
    expect(url.filter((u) => u.includes("/katalog/"))).toHaveLength(4);
    expect(url).toContain(`${base}/`);
    const entri = res.body.split("<url>").find((e) => e.includes(`/katalog/${maks}<`));
    expect(entri).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
  });

  it("a chunk past the last one, or a name that is not a chunk, is 404 with an Indonesian message", async () => {
    for (const berkas of ["1.xml", "abc.xml", "0.txt", "-1.xml"]) {
      const res = await ambilPeta(berkas);
      expect(res.status, berkas).toBe(404);
      expect(res.body, berkas).toEqual({ error: "Peta situs tidak ditemukan." });
    }
  });

  it("splits into chunks in publication order, oldest first", async () => {
    expect(await jumlahPetaSitus({ ctx, ukuran: 3 })).toBe(2);
    const satu = await rekamanPetaSitus({ ctx, potongan: 0, ukuran: 3 });
    const dua = await rekamanPetaSitus({ ctx, potongan: 1, ukuran: 3 });
    expect(satu.map((r) => r.id)).toEqual(terbit);
    expect(dua.map((r) => r.id)).toEqual([maks]);
    expect(await rekamanPetaSitus({ ctx, potongan: 2, ukuran: 3 })).toEqual([]);
  });

  it("robots allows the site, keeps crawlers off the API and names the sitemap index", async () => {
    const r = robots();
    expect(r.rules).toMatchObject({ userAgent: "*", allow: "/", disallow: expect.arrayContaining(["/api/", "/csw"]) });
    expect(r.sitemap).toBe(`${env().PUBLIC_BASE_URL}/sitemap.xml`);
  });
});

describe("public pages and the response cache", () => {
  it("serve the search from the cache until a status change bumps the data generation, then both pages follow", async () => {
    const p = await buatPemilik(h.db, "CCH");
    const [id] = await sisipkanRekaman(h.db, { organisasiId: p.organisasi.id, penggunaId: p.pengguna.id }, [{ judul: "Jalur Kereta Sumatra Utara" }]);
    const cari = () => muatHalamanKatalog({ ctx, params: new URLSearchParams({ q: "kereta sumatra" }) });
    expect((await cari()).hasil?.records.map((r) => r.id)).toEqual([id]);
    expect(renderToStaticMarkup(await HalamanRekaman({ params: Promise.resolve({ id: id! }) }))).toContain("Jalur Kereta Sumatra Utara");
    // Written behind the services' back: no generation bump, so the search still answers from the cache. (The
    // record page's quality badges are read live, since signing QC/QE bumps nothing; they already say 404 here.)
    await h.db.update(metadata).set({ status: "PRIVATE" }).where(eq(metadata.id, id!));
    expect((await cari()).hasil?.records.map((r) => r.id)).toEqual([id]);
    // Every workflow transition bumps it (lib/workflow/jalankan-transisi.ts): the change shows at once.
    await naikkanGenerasiCsw();
    expect((await cari()).hasil?.records).toEqual([]);
    await harus404(HalamanRekaman({ params: Promise.resolve({ id: id! }) }));
  });
});
