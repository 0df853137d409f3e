import { renderToStaticMarkup } from "react-dom/server";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Katalog from "@/app/(public)/katalog/page";
import { GET } from "@/app/api/public/metadata/route";
import { GET as umpan } from "@/app/feed.atom/route";
import type { DatabaseHandle } from "@/lib/db/client";
import { barisHasil } from "@/lib/db/baris";
import { dokumenKualitas } from "@/lib/db/schema";
import type { DaftarPublik } from "@/lib/metadata/publik";
import { hitungFaset, type FasetPublik } from "@/lib/metadata/publik/faset";
import { parseKueriDaftarPublik } from "@/lib/metadata/publik/query";
import { createTestDatabase } from "@/tests/helpers/db";
import { panggil } from "@/tests/helpers/http";
import { buatPemilik, sisipkanRekaman } from "@/tests/helpers/rekaman";
import type { Ctx } from "@/lib/context";

let h: DatabaseHandle;
const id: Record<string, string> = {};

// Boxes: Jakarta (inside the DKI and Jawa Barat boxes), Bali (inside Bali's and Jawa Timur's), all of Indonesia; one
// region-coded record.
const JAKARTA = { barat: 106.7, timur: 106.9, selatan: -6.3, utara: -6.1 };
const BALI = { barat: 115.0, timur: 115.5, selatan: -8.7, utara: -8.2 };
const NASIONAL = { barat: 95, timur: 141, selatan: -11, utara: 6 };

beforeAll(async () => {
  h = await createTestDatabase();
  const a = await buatPemilik(h.db, "FSA");
  const b = await buatPemilik(h.db, "FSB");
  const ida = await sisipkanRekaman(h.db, { organisasiId: a.organisasi.id, penggunaId: a.pengguna.id }, [
    { judul: "Jalan Jakarta", bbox: JAKARTA, topikKategori: ["transportation"], tipeData: "vector" },
    { judul: "Sawah Bali", bbox: BALI, topikKategori: ["farming"], tipeData: "raster" },
    { judul: "Draf Bali", bbox: BALI, status: "DRAFT" },
  ]);
  const idb = await sisipkanRekaman(h.db, { organisasiId: b.organisasi.id, penggunaId: b.pengguna.id }, [
    { judul: "Batas Nasional", bbox: NASIONAL, topikKategori: ["boundaries", "transportation"] },
    { judul: "Desa Bandung", bbox: NASIONAL },
  ]);
  [id.jakarta, id.bali, id.draf] = ida as [string, string, string];
  [id.nasional, id.bandung] = idb as [string, string];
  // Columns a document would set, written directly: the generated province and year columns follow them.
  await h.db.execute(sql`update metadata set format = '{GeoJSON,Shapefile}', temporal_selesai = '2023-12-31T00:00:00Z'::timestamptz where id = ${id.jakarta}::uuid`);
  await h.db.execute(sql`update metadata set format = '{GeoTIFF}' where id = ${id.bali}::uuid`);
  await h.db.execute(sql`update metadata set kode_wilayah = '{32.73}' where id = ${id.bandung}::uuid`);
  await h.db.insert(dokumenKualitas).values([
    { metadataId: id.jakarta!, tipe: "QA", status: "SIGNED", sesuai: true },
    { metadataId: id.bali!, tipe: "QA", status: "PENDING" },
  ]);
});
afterAll(async () => h?.close());

const ctx = () => ({ db: h.db }) as unknown as Ctx;
const faset = (qs: string) => {
  const { page: _p, pageSize: _s, ...input } = parseKueriDaftarPublik(new URLSearchParams(qs));
  return hitungFaset({ ctx: ctx(), input });
};
const peta = (f: FasetPublik, g: keyof FasetPublik) => Object.fromEntries(f[g].map((v) => [v.nilai, v.jumlah]));

describe("hitungFaset", () => {
  it("counts every facet among PUBLISHED records", async () => {
    const f = await faset("");
    expect(peta(f, "kategori")).toEqual({ transportation: 2, farming: 1, boundaries: 2 });
    expect(peta(f, "tipeData")).toEqual({ vector: 3, raster: 1 });
    expect(peta(f, "organisasi")).toEqual({ FSA: 2, FSB: 2 });
    expect(f.organisasi.find((v) => v.nilai === "FSA")?.label).toBe("Organisasi FSA");
    // The temporal extent's end wins over the creation date (2025).
    expect(peta(f, "tahun")).toEqual({ "2023": 1, "2025": 3 });
    expect(f.tahun.map((v) => v.nilai)).toEqual(["2025", "2023"]);
    expect(peta(f, "format")).toEqual({ GeoJSON: 1, Shapefile: 1, GeoTIFF: 1 });
    // The smallest province box holding the record's box; a regency code names its province; the country is "ID".
    expect(peta(f, "provinsi")).toEqual({ "31": 1, "32": 1, "51": 1, ID: 1 });
    expect(f.provinsi.find((v) => v.nilai === "ID")?.label).toBe("Nasional");
    expect(f.provinsi.find((v) => v.nilai === "51")?.label).toBe("Bali");
    // A pending QA is not a signed one.
    expect(peta(f, "kualitas")).toEqual({ qa: 1, "tanpa-qa": 3 });
  });

  it("counts only the records of the current search, every filter combined", async () => {
    expect(peta(await faset("kategori=transportation"), "organisasi")).toEqual({ FSA: 1, FSB: 1 });
    const f = await faset("kategori=transportation&organisasi=FSB&provinsi=ID");
    expect(peta(f, "kategori")).toEqual({ transportation: 1, boundaries: 1 });
    expect(peta(f, "kualitas")).toEqual({ "tanpa-qa": 1 });
    expect(peta(await faset("q=bali"), "provinsi")).toEqual({ "51": 1 });
  });
});

describe("provinsi_dari (migration 0015)", () => {
  const prov = async (kode: string, k: { barat: number; timur: number; selatan: number; utara: number }) => {
    const [r] = barisHasil<{ p: string[] }>(
      await h.db.execute(sql`select provinsi_dari(${kode}::text[], ${k.barat}::float8, ${k.timur}::float8, ${k.selatan}::float8, ${k.utara}::float8) as p`),
    );
    return r!.p;
  };

  it("names the provinces of region codes, else of the box, else national", async () => {
    expect(await prov("{3273,51}", NASIONAL)).toEqual(["32", "51"]);
    expect(await prov("{ID}", BALI)).toEqual(["ID"]);
    expect(await prov("{}", BALI)).toEqual(["51"]);
    // Java's west end lies in no single province box: the boxes it touches.
    expect(await prov("{}", { barat: 105.5, timur: 107.5, selatan: -7.5, utara: -6.0 })).toEqual(["18", "31", "32", "36"]);
    expect(await prov("{}", NASIONAL)).toEqual(["ID"]);
    expect(await prov("{}", { barat: 0, timur: 1, selatan: 0, utara: 1 })).toEqual([]);
  });
});

describe("GET /api/public/metadata facet filters", () => {
  async function judul(qs: string) {
    const res = await panggil<DaftarPublik>(GET, `/api/public/metadata${qs}`);
    expect(res.status).toBe(200);
    return res.body.records.map((r) => r.judul).sort();
  }

  it("filters by organisation, year, format, province and QA, alone and together", async () => {
    expect(await judul("?organisasi=FSA")).toEqual(["Jalan Jakarta", "Sawah Bali"]);
    expect(await judul("?tahun=2023")).toEqual(["Jalan Jakarta"]);
    expect(await judul("?format=GeoTIFF")).toEqual(["Sawah Bali"]);
    expect(await judul("?provinsi=32")).toEqual(["Desa Bandung"]);
    expect(await judul("?provinsi=31")).toEqual(["Jalan Jakarta"]);
    expect(await judul("?kualitas=qa")).toEqual(["Jalan Jakarta"]);
    expect(await judul("?kualitas=tanpa-qa&organisasi=FSA")).toEqual(["Sawah Bali"]);
    expect(await judul("?organisasi=TIDAKADA")).toEqual([]);
  });

  it("returns year, provinces, scale and QA on each item", async () => {
    const res = await panggil<DaftarPublik>(GET, "/api/public/metadata?kualitas=qa");
    const r = res.body.records[0]!;
    expect(r).toMatchObject({ tahun: 2023, provinsi: ["31"], qa: true });
  });

  it("refuses bad facet values with a 400 naming the parameter", async () => {
    for (const [qs, kata] of [
      ["tahun=dua", "tahun"],
      ["provinsi=99", "provinsi"],
      ["kualitas=baik", "kualitas"],
    ]) {
      const res = await panggil<{ error: string }>(GET, `/api/public/metadata?${qs}`);
      expect(res.status, qs).toBe(400);
      expect(res.body.error).toContain(kata);
    }
  });
});

describe("/katalog facets", () => {
  it("shows counts as links that combine filters, chosen values and chips that remove one filter each", async () => {
    const html = renderToStaticMarkup(await Katalog({ searchParams: Promise.resolve({ organisasi: "FSA", urut: "judul" }) }));
    expect(html).toContain("2 metadata ditemukan");
    // Picking a province keeps the organisation and the order; the counts are those of the current search.
    expect(html).toMatch(/href="\/katalog\?organisasi=FSA&amp;provinsi=51&amp;urut=judul"><span class="faset-label">Bali<\/span><span class="faset-jumlah">1<\/span>/);
    // The chosen organisation links to the search without it.
    expect(html).toMatch(/<a class="faset-nilai faset-dipilih" aria-current="true" rel="nofollow" href="\/katalog\?urut=judul">/);
    expect(html).toContain('<a class="chip" aria-label="Hapus filter Instansi: Organisasi FSA" rel="nofollow" href="/katalog?urut=judul">');
    // Card details: year of the data, region, QA badge.
    expect(html).toMatch(/<dt>Tahun data<\/dt><dd>2023<\/dd>/);
    expect(html).toContain('<li class="label label-qa">QA ditandatangani</li>');

    const dua = renderToStaticMarkup(await Katalog({ searchParams: Promise.resolve({ organisasi: "FSA", kualitas: "qa" }) }));
    expect(dua).toContain("1 metadata ditemukan");
    expect(dua).toContain('aria-label="Hapus filter Instansi: Organisasi FSA" rel="nofollow" href="/katalog?kualitas=qa"');
    expect(dua).toContain('aria-label="Hapus filter Kualitas: QA ditandatangani" rel="nofollow" href="/katalog?organisasi=FSA"');
    expect(dua).toContain("Hapus semua filter");
  });
});

describe("OR within a facet group (multi-select)", () => {
  async function judul(qs: string) {
    const res = await panggil<DaftarPublik>(GET, `/api/public/metadata${qs}`);
    expect(res.status, qs).toBe(200);
    return res.body.records.map((r) => r.judul).sort();
  }

  it("the list matches any value of a repeated parameter, and every parameter", async () => {
    expect(await judul("?organisasi=FSA&organisasi=FSB")).toEqual(["Batas Nasional", "Desa Bandung", "Jalan Jakarta", "Sawah Bali"]);
    expect(await judul("?provinsi=31&provinsi=51")).toEqual(["Jalan Jakarta", "Sawah Bali"]);
    expect(await judul("?kategori=farming&kategori=boundaries")).toEqual(["Batas Nasional", "Desa Bandung", "Sawah Bali"]);
    expect(await judul("?tahun=2023&tahun=2025&tipeData=raster")).toEqual(["Sawah Bali"]);
    expect(await judul("?format=GeoTIFF&format=GeoJSON&organisasi=FSA")).toEqual(["Jalan Jakarta", "Sawah Bali"]);
    expect(await judul("?kualitas=qa&kualitas=tanpa-qa")).toEqual(["Batas Nasional", "Desa Bandung", "Jalan Jakarta", "Sawah Bali"]);
    expect(await judul("?tipeData=raster&tipeData=tabular")).toEqual(["Sawah Bali"]);
  });

  it("refuses a bad value among several, and more than 20 values in a group", async () => {
    const salah = await panggil<{ error: string }>(GET, "/api/public/metadata?provinsi=32&provinsi=99");
    expect(salah.status).toBe(400);
    expect(salah.body.error).toContain('provinsi "99"');
    const banyak = await panggil<{ error: string }>(GET, `/api/public/metadata?${Array.from({ length: 21 }, (_, i) => `tahun=${2000 + i}`).join("&")}`);
    expect(banyak.status).toBe(400);
    expect(banyak.body.error).toContain("tahun terlalu banyak nilai");
  });

  it("counts each group with every other group's choice applied but not its own", async () => {
    // One group chosen: its own counts are those of the whole search; the others are narrowed by it.
    const satu = await faset("organisasi=FSA");
    expect(peta(satu, "organisasi")).toEqual({ FSA: 2, FSB: 2 });
    expect(peta(satu, "tipeData")).toEqual({ vector: 1, raster: 1 });
    // Two groups: each is counted under the other only.
    const dua = await faset("organisasi=FSA&tipeData=vector");
    expect(peta(dua, "organisasi")).toEqual({ FSA: 1, FSB: 2 });
    expect(peta(dua, "tipeData")).toEqual({ vector: 1, raster: 1 });
    expect(peta(dua, "kategori")).toEqual({ transportation: 1 });
    // Two values in one group (OR) narrow the other groups to either.
    const atau = await faset("organisasi=FSA&organisasi=FSB&tipeData=raster");
    expect(peta(atau, "organisasi")).toEqual({ FSA: 1 });
    expect(peta(atau, "tipeData")).toEqual({ vector: 3, raster: 1 });
    expect(peta(atau, "provinsi")).toEqual({ "51": 1 });
    // Three groups: a record failing only one group still counts for that group's other values.
    const tiga = await faset("organisasi=FSB&tipeData=vector&provinsi=32");
    expect(peta(tiga, "provinsi")).toEqual({ ID: 1, "32": 1 });
    expect(peta(tiga, "organisasi")).toEqual({ FSB: 1 });
    expect(peta(tiga, "tipeData")).toEqual({ vector: 1 });
    expect(peta(tiga, "kategori")).toEqual({ boundaries: 1 });
    expect(peta(await faset("kualitas=qa"), "kualitas")).toEqual({ qa: 1, "tanpa-qa": 3 });
  });

  it("the feed takes the same repeated parameters and names them in its links", async () => {
    const res = await panggil<string>(umpan as never, "/feed.atom?provinsi=31&provinsi=51&kualitas=tanpa-qa");
    expect(res.status).toBe(200);
    expect(res.body).toContain("Sawah Bali");
    expect(res.body).not.toContain("Jalan Jakarta");
    expect(res.body).toContain("/feed.atom?provinsi=31&amp;provinsi=51&amp;kualitas=tanpa-qa</id>");
  });

  it("/katalog: two values chosen, a chip for each, other values still add themselves, plain links", async () => {
    const html = renderToStaticMarkup(await Katalog({ searchParams: Promise.resolve({ provinsi: ["31", "51"], urut: "judul" }) }));
    expect(html).toContain("2 metadata ditemukan");
    expect(html).toContain('aria-label="Hapus filter Provinsi: DKI Jakarta" rel="nofollow" href="/katalog?provinsi=51&amp;urut=judul"');
    expect(html).toContain('aria-label="Hapus filter Provinsi: Bali" rel="nofollow" href="/katalog?provinsi=31&amp;urut=judul"');
    // Jawa Barat's count is what it would add: the search without the province choice.
    expect(html).toMatch(/href="\/katalog\?provinsi=31&amp;provinsi=51&amp;provinsi=32&amp;urut=judul"><span class="faset-label">Jawa Barat<\/span><span class="faset-jumlah">1<\/span>/);
    // The search form and the order form carry both values.
    expect(html.match(/<input type="hidden" name="provinsi" value="51"\/>/g)?.length).toBe(2);
  });
});
