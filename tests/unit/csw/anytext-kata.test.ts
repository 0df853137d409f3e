import { describe, expect, it } from "vitest";
import { rencanaKata, rencanaPola } from "@/lib/csw/filter/kata";
import { kataTeks } from "@/lib/metadata/teks-lengkap";

const qgis = (pola: string) => rencanaPola(pola, "%", "_", "\\");
const esri = (pola: string) => rencanaPola(pola, "*", "#", "!");
const kata = (...k: [string, boolean][]) => ({ jenis: "kata", kata: k.map(([kata, awalan]) => ({ kata, awalan })) });

describe("AnyText words (docs/decisions.md)", () => {
  it("reads typed words without wildcards as the public search does: every word, each also a prefix, folded", () => {
    expect(qgis("Kualitas  Air Sungai")).toEqual(kata(["kualitas", true], ["air", true], ["sungai", true]));
    expect(rencanaKata("ÉLÈVE, Jakarta-Selatan")).toEqual(kata(["eleve", true], ["jakarta", true], ["selatan", true]));
    expect(qgis("air AIR Air")).toEqual(kata(["air", true]));
    expect(rencanaKata("  !! ")).toEqual({ jenis: "tidak-ada" });
    expect(qgis("")).toEqual({ jenis: "tidak-ada" });
  });

  it("with wildcards: %word% and %word are the word, word% a prefix, a bare word the word", () => {
    expect(qgis("%kualitas%")).toEqual(kata(["kualitas", false]));
    expect(qgis("%bumi")).toEqual(kata(["bumi", false]));
    expect(qgis("kualit%")).toEqual(kata(["kualit", true]));
    expect(qgis("%tanah longsor%")).toEqual(kata(["tanah", false], ["longsor", true]));
    expect(qgis("banjir rob%")).toEqual(kata(["banjir", false], ["rob", true]));
    expect(esri("*DÂERAH*")).toEqual(kata(["daerah", false]));
    // The whole word is the narrower of the two readings of one word.
    expect(qgis("peta% %peta%")).toEqual(kata(["peta", false]));
  });

  it("keeps a character-level pattern when a wildcard or single character is inside a word", () => {
    expect(esri("*pusat#statistik*")).toEqual({ jenis: "pola", like: "%pusat_statistik%" });
    expect(qgis("%jal_n%")).toEqual({ jenis: "pola", like: "%jal_n%" });
    expect(qgis("ba%as Wilayah")).toEqual({ jenis: "pola", like: "ba%as wilayah" });
    // Only wildcards: every record with text, as LIKE.
    expect(qgis("%")).toEqual({ jenis: "pola", like: "%" });
  });

  it("treats escaped wildcards and punctuation as word separators, as the stored text does", () => {
    expect(esri("*jal!#n*")).toEqual(kata(["jal", false], ["n", true]));
    expect(qgis("50\\% info@big.go.id%")).toEqual(kata(["50", false], ["info", false], ["big", false], ["go", false], ["id", true]));
    expect(kataTeks("Info@BIG.go.id — Jl. Raya Jakarta-Bogor Km 46 (Cibinong)")).toBe("info big go id jl raya jakarta bogor km 46 cibinong");
  });
});
