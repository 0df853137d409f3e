import { describe, expect, it } from "vitest";
import { chipFilter, tautanGrup } from "@/lib/web/faset-tampil";
import { isianDari } from "@/lib/web/katalog-url";

const isian = (q: Record<string, string> | [string, string][]) => isianDari(new URLSearchParams(q));

describe("tautanGrup", () => {
  it("links each value with the other filters kept, adding itself to the group; the chosen one to its removal; counts formatted", () => {
    const t = tautanGrup(isian({ q: "jalan", provinsi: "32" }), "provinsi", [
      { nilai: "32", jumlah: 1200 },
      { nilai: "ID", jumlah: 3 },
    ]);
    expect(t).toEqual([
      { nilai: "32", label: "Jawa Barat", jumlah: "1.200", dipilih: true, href: "/katalog?q=jalan" },
      { nilai: "ID", label: "Nasional", jumlah: "3", dipilih: false, href: "/katalog?q=jalan&provinsi=32&provinsi=ID" },
    ]);
  });

  it("keeps a chosen value the counts do not hold, with 0, so it can still be removed", () => {
    const t = tautanGrup(isian({ tahun: "1999", kualitas: "qa" }), "tahun", [{ nilai: "2024", jumlah: 5 }]);
    expect(t[0]).toEqual({ nilai: "1999", label: "1999", jumlah: "0", dipilih: true, href: "/katalog?kualitas=qa" });
    expect(t[1]!.href).toBe("/katalog?tahun=1999&tahun=2024&kualitas=qa");
  });

  it("with two values chosen in a group, each chosen link removes only itself and a third adds itself (OR)", () => {
    const t = tautanGrup(isian([["organisasi", "BIG"], ["organisasi", "BPS"], ["tahun", "2024"]]), "organisasi", [
      { nilai: "BIG", label: "Badan Informasi Geospasial", jumlah: 4 },
      { nilai: "BPS", label: "Badan Pusat Statistik", jumlah: 2 },
      { nilai: "KLHK", label: "Kementerian LHK", jumlah: 7 },
    ]);
    expect(t.map((x) => [x.nilai, x.dipilih, x.href])).toEqual([
      ["BIG", true, "/katalog?organisasi=BPS&tahun=2024"],
      ["BPS", true, "/katalog?organisasi=BIG&tahun=2024"],
      ["KLHK", false, "/katalog?organisasi=BIG&organisasi=BPS&organisasi=KLHK&tahun=2024"],
    ]);
  });
});

describe("chipFilter", () => {
  it("makes one chip per active filter, the box as one, each removing only itself", () => {
    const c = chipFilter(isian({ q: "hutan", kategori: "boundaries", organisasi: "BIG", bboxN: "1", bboxS: "0", bboxE: "101", bboxW: "100", urut: "judul" }), {
      kategori: [],
      tipeData: [],
      organisasi: [{ nilai: "BIG", label: "Badan Informasi Geospasial", jumlah: 2 }],
      tahun: [],
      format: [],
      provinsi: [],
      kualitas: [],
    });
    expect(c.map((x) => x.label)).toEqual(["Kategori topik: Batas Wilayah", "Instansi: Badan Informasi Geospasial", "Wilayah: 0° LU – 1° LU, 100° BT – 101° BT"]);
    expect(c[0]!.href).toBe("/katalog?q=hutan&organisasi=BIG&bboxN=1&bboxS=0&bboxE=101&bboxW=100&urut=judul");
    expect(c[2]!.href).toBe("/katalog?q=hutan&kategori=boundaries&organisasi=BIG&urut=judul");
  });

  it("makes one chip per chosen value of a group, each removing only its value", () => {
    const c = chipFilter(isian([["tahun", "2023"], ["tahun", "2024"], ["kualitas", "qa"]]));
    expect(c.map((x) => [x.label, x.href])).toEqual([
      ["Tahun data: 2023", "/katalog?tahun=2024&kualitas=qa"],
      ["Tahun data: 2024", "/katalog?tahun=2023&kualitas=qa"],
      ["Kualitas: QA ditandatangani", "/katalog?tahun=2023&tahun=2024"],
    ]);
  });
});
