import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/public/metadata/route";
import type { DatabaseHandle } from "@/lib/db/client";
import type { DaftarPublik } from "@/lib/metadata/publik";
import { createTestDatabase } from "@/tests/helpers/db";
import { panggil } from "@/tests/helpers/http";
import { buatPemilik, sisipkanRekaman, type RekamanUji } from "@/tests/helpers/rekaman";

let h: DatabaseHandle;
const id: Record<string, string> = {};

const DATA: (RekamanUji & { kunci: string })[] = [
  { kunci: "batasJabar", judul: "Batas Wilayah Administrasi Jawa Barat", kataKunci: ["batas", "administrasi"], topikKategori: ["boundaries"], bbox: { barat: 106.3, timur: 108.9, selatan: -7.9, utara: -5.9 } },
  { kunci: "demnas", judul: "Model Elevasi Digital Nasional", kataKunci: ["DEM", "elevasi"], topikKategori: ["elevation"], tipeData: "raster", bbox: { barat: 95, timur: 141, selatan: -11, utara: 6 } },
  { kunci: "hutanPapua", judul: "Kawasan Hutan Papua", abstrak: "Peta kawasan hutan dan batas kawasan konservasi.", kataKunci: ["hutan"], topikKategori: ["environment", "biota"], bbox: { barat: 134, timur: 141, selatan: -9, utara: -1 } },
  { kunci: "tabular", judul: "Statistik Luas Panen Padi", kataKunci: ["pertanian"], topikKategori: ["farming"], tipeData: "tabular", bbox: { barat: 110, timur: 111, selatan: -8, utara: -7 } },
  { kunci: "menyentuh", judul: "Garis Pantai Bali", kataKunci: ["pantai"], topikKategori: ["oceans"], bbox: { barat: 114.4, timur: 115.7, selatan: -8.9, utara: -8 } },
  { kunci: "pasifikTimur", judul: "Stasiun Cuaca Samoa", kataKunci: ["cuaca"], topikKategori: ["climatologyMeteorologyAtmosphere"], bbox: { barat: -172, timur: -171, selatan: -14, utara: -13 } },
  { kunci: "pasifikBarat", judul: "Stasiun Cuaca Fiji", kataKunci: ["cuaca"], topikKategori: ["climatologyMeteorologyAtmosphere"], bbox: { barat: 177, timur: 179, selatan: -19, utara: -16 } },
  { kunci: "draft", judul: "Batas Desa Draf Rahasia", status: "DRAFT", kataKunci: ["batas"] },
  { kunci: "review", judul: "Batas Kecamatan dalam Review", status: "REVIEW", kataKunci: ["batas"] },
  { kunci: "private", judul: "Batas Privat", status: "PRIVATE", kataKunci: ["batas"] },
  { kunci: "qcqe", judul: "Batas QCQE", status: "QCQE_PROCESS", kataKunci: ["batas"] },
  { kunci: "rejected", judul: "Batas Ditolak", status: "REJECTED", kataKunci: ["batas"] },
];
const TERBIT = DATA.filter((d) => !d.status || d.status === "PUBLISHED");

beforeAll(async () => {
  h = await createTestDatabase();
  const pemilik = await buatPemilik(h.db);
  const ids = await sisipkanRekaman(h.db, { organisasiId: pemilik.organisasi.id, penggunaId: pemilik.pengguna.id }, DATA);
  DATA.forEach((d, i) => (id[d.kunci] = ids[i]!));
});
afterAll(async () => h?.close());

async function daftar(qs: string) {
  const res = await panggil<DaftarPublik>(GET, `/api/public/metadata${qs}`);
  expect(res.status).toBe(200);
  return res.body;
}
const kunciDari = (d: DaftarPublik) => d.records.map((r) => Object.entries(id).find(([, v]) => v === r.id)?.[0]);

describe("GET /api/public/metadata", () => {
  it("lists only PUBLISHED records, newest first, with defaults and the spec's item shape", async () => {
    const d = await daftar("");
    expect(d.total).toBe(TERBIT.length);
    expect(d.page).toBe(1);
    expect(d.pageSize).toBe(12);
    expect(kunciDari(d)).toEqual([...TERBIT].reverse().map((r) => r.kunci));
    const item = d.records.find((r) => r.id === id.batasJabar)!;
    expect(item).toEqual({
      id: id.batasJabar,
      judul: "Batas Wilayah Administrasi Jawa Barat",
      abstrak: "Abstrak untuk Batas Wilayah Administrasi Jawa Barat.",
      tipeData: "vector",
      topikKategori: ["boundaries"],
      bboxUtara: -5.9,
      bboxSelatan: -7.9,
      bboxTimur: 108.9,
      bboxBarat: 106.3,
      publishedAt: "2026-01-01T00:00:00.000Z",
      createdBy: { namaLengkap: "Produsen UJI", organisasi: "Organisasi UJI" },
      // Issue 18: the year of the data (the creation date), the provinces its box touches, no QA document.
      tahun: 2025,
      provinsi: ["31", "32", "33", "36"],
      qa: false,
    });
  });

  it("pages honestly: totals stay, pages do not overlap, past the end is empty", async () => {
    const semua = new Set<string>();
    for (let page = 1; page <= 3; page++) {
      const d = await daftar(`?page=${page}&pageSize=3`);
      expect(d.total).toBe(TERBIT.length);
      expect(d.pageSize).toBe(3);
      d.records.forEach((r) => semua.add(r.id));
    }
    expect(semua.size).toBe(TERBIT.length);
    const akhir = await daftar("?page=50&pageSize=3");
    expect(akhir.records).toEqual([]);
    expect(akhir.total).toBe(TERBIT.length);
  });

  it("clamps pageSize above 100 to 100 and says so", async () => {
    expect((await daftar("?pageSize=1000")).pageSize).toBe(100);
    expect((await daftar("?pageSize=100")).pageSize).toBe(100);
  });

  it.each(["page=0", "page=-1", "page=1.5", "page=abc", "page=", "pageSize=0", "pageSize=-5", "pageSize=2.0", "pageSize=1e2", "page=99999999999999999999"])(
    "rejects %s with 400 and an Indonesian message",
    async (qs) => {
      const res = await panggil<{ error: string }>(GET, `/api/public/metadata?${qs}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/Parameter page(Size)? /);
    },
  );

  it("full-text q: every word must match, prefixes match, case-insensitive, over title, abstract and keywords", async () => {
    expect(kunciDari(await daftar("?q=bata"))).toEqual(expect.arrayContaining(["batasJabar", "hutanPapua"]));
    expect((await daftar("?q=bata")).total).toBe(2);
    expect(kunciDari(await daftar("?q=BATAS%20jawa"))).toEqual(["batasJabar"]);
    expect(kunciDari(await daftar("?q=elevasi"))).toEqual(["demnas"]);
    expect(kunciDari(await daftar("?q=konservasi"))).toEqual(["hutanPapua"]);
    expect((await daftar("?q=batas%20tidakada")).total).toBe(0);
  });

  it("ranks by relevance when q is given: a title match outranks an abstract match", async () => {
    expect(kunciDari(await daftar("?q=batas"))).toEqual(["batasJabar", "hutanPapua"]);
  });

  it("treats SQL, LIKE and tsquery metacharacters in q as plain text", async () => {
    for (const q of ["'; drop table metadata; --", "%", "_", "batas:* | !", "a&b", "\\", "(((", "<->"]) {
      const res = await panggil<DaftarPublik>(GET, `/api/public/metadata?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
    }
    expect((await daftar("?q=%25")).total).toBe(TERBIT.length);
    expect((await daftar("")).total).toBe(TERBIT.length);
  });

  it("filters by kategori and tipeData, and combines filters", async () => {
    expect(kunciDari(await daftar("?kategori=elevation"))).toEqual(["demnas"]);
    expect(kunciDari(await daftar("?kategori=biota"))).toEqual(["hutanPapua"]);
    expect(kunciDari(await daftar("?tipeData=tabular"))).toEqual(["tabular"]);
    expect(kunciDari(await daftar("?tipeData=raster&kategori=elevation&q=digital"))).toEqual(["demnas"]);
    expect((await daftar("?tipeData=raster&kategori=boundaries")).total).toBe(0);
  });

  it("rejects unknown kategori and tipeData values with 400", async () => {
    expect((await panggil(GET, "/api/public/metadata?kategori=planet")).status).toBe(400);
    expect((await panggil(GET, "/api/public/metadata?tipeData=hologram")).status).toBe(400);
  });

  it("ignores unknown parameters", async () => {
    expect((await daftar("?foo=bar&status=DRAFT")).total).toBe(TERBIT.length);
  });
});

describe("bbox filter", () => {
  const bbox = (n: number, s: number, e: number, w: number) => `?bboxN=${n}&bboxS=${s}&bboxE=${e}&bboxW=${w}&pageSize=100`;

  it("matches records whose extent intersects the box", async () => {
    expect(new Set(kunciDari(await daftar(bbox(-6, -7, 107, 106))))).toEqual(new Set(["batasJabar", "demnas"]));
  });

  it("counts touching edges and corners as intersecting", async () => {
    // The box's west edge lies on Bali's east edge (115.7); its north-west corner touches nothing else.
    expect(kunciDari(await daftar(bbox(-8.5, -8.9, 116, 115.7)))).toEqual(expect.arrayContaining(["menyentuh"]));
    expect(kunciDari(await daftar(bbox(-13.5, -14, -170, -171)))).toEqual(["pasifikTimur"]);
  });

  it("excludes records just outside", async () => {
    expect(kunciDari(await daftar(bbox(-8.5, -8.9, 116, 115.71)))).toEqual(["demnas"]);
  });

  it("reads west > east as a box crossing the antimeridian", async () => {
    expect(new Set(kunciDari(await daftar(bbox(-10, -20, -171.5, 178))))).toEqual(new Set(["pasifikTimur", "pasifikBarat"]));
    expect(new Set(kunciDari(await daftar(bbox(-10, -20, -179, 176))))).toEqual(new Set(["pasifikBarat"]));
  });

  it("combines with q", async () => {
    expect(kunciDari(await daftar(`${bbox(-6, -7, 107, 106)}&q=batas`))).toEqual(["batasJabar"]);
  });

  it("requires all four bounds and names the missing ones", async () => {
    const res = await panggil<{ error: string }>(GET, "/api/public/metadata?bboxN=1&bboxE=2");
    expect(res.status).toBe(400);
    expect(res.body.error).toContain("bboxS, bboxW");
  });

  it.each([
    ["latitude above 90", "?bboxN=91&bboxS=0&bboxE=1&bboxW=0", "bboxN"],
    ["latitude below -90", "?bboxN=0&bboxS=-90.5&bboxE=1&bboxW=0", "bboxS"],
    ["longitude above 180", "?bboxN=1&bboxS=0&bboxE=181&bboxW=0", "bboxE"],
    ["longitude below -180", "?bboxN=1&bboxS=0&bboxE=1&bboxW=-180.01", "bboxW"],
    ["south above north", "?bboxN=1&bboxS=2&bboxE=1&bboxW=0", "bboxS"],
    ["not a number", "?bboxN=utara&bboxS=0&bboxE=1&bboxW=0", "bboxN"],
    ["NaN", "?bboxN=NaN&bboxS=0&bboxE=1&bboxW=0", "bboxN"],
    ["Infinity", "?bboxN=1&bboxS=0&bboxE=Infinity&bboxW=0", "bboxE"],
    ["empty", "?bboxN=&bboxS=0&bboxE=1&bboxW=0", "bboxN"],
  ])("rejects %s with 400", async (_, qs, nama) => {
    const res = await panggil<{ error: string }>(GET, `/api/public/metadata${qs}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(nama);
  });
});
