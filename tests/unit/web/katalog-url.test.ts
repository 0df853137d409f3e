import { describe, expect, it } from "vitest";
import { formatBujur, formatLintang, formatTanggal, ringkasTeks } from "@/lib/web/format";
import { hrefKatalog, isianDari, keUrlSearchParams, nomorHalaman } from "@/lib/web/katalog-url";
import { labelKode, labelTipeData } from "@/lib/web/label";

describe("nomorHalaman", () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, null, 10]],
    [7, 20, [1, null, 6, 7, 8, null, 20]],
    [3, 20, [1, 2, 3, 4, null, 20]],
    [20, 20, [1, null, 19, 20]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
  ] as const)("page %i of %i", (page, total, harapan) => {
    expect(nomorHalaman(page, total)).toEqual(harapan);
  });
});

describe("hrefKatalog", () => {
  it("writes the filters in a fixed order, drops empty ones, adds page past the first", () => {
    expect(hrefKatalog({})).toBe("/katalog");
    expect(hrefKatalog({ q: " batas desa ", kategori: "", tipeData: "vector" }, 1)).toBe("/katalog?q=batas+desa&tipeData=vector");
    expect(hrefKatalog({ bboxW: "105", bboxN: "-5", bboxS: "-9", bboxE: "115", q: "a&b" }, 3)).toBe("/katalog?q=a%26b&bboxN=-5&bboxS=-9&bboxE=115&bboxW=105&page=3");
  });

  it("round-trips through searchParams as Next passes them", () => {
    const p = keUrlSearchParams({ q: ["x", "y"], kategori: "boundaries", lain: "abaikan", kosong: undefined });
    expect(p.get("q")).toBe("x");
    expect(isianDari(p)).toEqual({ q: "x", kategori: ["boundaries"], tipeData: [], organisasi: [], tahun: [], format: [], provinsi: [], kualitas: [], bboxN: "", bboxS: "", bboxE: "", bboxW: "", urut: "", pageSize: "" });
  });

  it("keeps every value of a repeated facet parameter, once each, and writes them back repeated", () => {
    const p = keUrlSearchParams({ organisasi: ["BIG", " BPS ", "BIG", ""], tahun: "2024" });
    const isian = isianDari(p);
    expect(isian.organisasi).toEqual(["BIG", "BPS"]);
    expect(hrefKatalog(isian)).toBe("/katalog?organisasi=BIG&organisasi=BPS&tahun=2024");
  });
});

describe("format", () => {
  it("formats dates in Indonesian, Jakarta time, plain dates without shifting", () => {
    expect(formatTanggal("2026-01-01")).toBe("1 Januari 2026");
    expect(formatTanggal("2025-12-31T20:00:00Z")).toBe("1 Januari 2026");
    expect(formatTanggal("bukan tanggal")).toBe("bukan tanggal");
  });

  it("writes coordinates with Indonesian hemisphere letters and decimal comma", () => {
    expect(formatLintang(-6.125)).toBe("6,125° LS");
    expect(formatLintang(2)).toBe("2° LU");
    expect(formatBujur(106.8)).toBe("106,8° BT");
    expect(formatBujur(-12)).toBe("12° BB");
  });

  it("shortens at a word boundary", () => {
    expect(ringkasTeks("satu dua tiga empat", 100)).toBe("satu dua tiga empat");
    expect(ringkasTeks("satu dua tiga empat lima", 15)).toBe("satu dua tiga…");
  });

  it("labels codes in Indonesian, falling back to the code", () => {
    expect(labelKode("TOPIK_KATEGORI", "boundaries")).toBe("Batas Wilayah");
    expect(labelKode("TOPIK_KATEGORI", "tidakAda")).toBe("tidakAda");
    expect(labelTipeData("vector")).toBe("Vektor");
  });
});
