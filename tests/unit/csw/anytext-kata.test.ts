import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { compileFilter, parseCql, parseFilterXml } from "@/lib/csw/filter";
import { BATAS_KATA_TEKS_BEBAS, rencanaKata, rencanaPola } from "@/lib/csw/filter/kata";
import { teksBebas } from "@/lib/csw/kvp";
import { NS } from "@/lib/csw/xml-tree";
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

  it("gives the q shortcut, AnyText equality and QGIS's Like without wildcards one and the same query", () => {
    const dialek = new PgDialect();
    const sqlDari = (f: Parameters<typeof compileFilter>[0]) => dialek.sqlToQuery(compileFilter(f));
    const q = sqlDari(teksBebas("Kualitas AIR"));
    expect(q.params).toEqual(["'kualitas':* & 'air':*"]);
    expect(sqlDari(parseCql("csw:AnyText = 'kualitas air'"))).toEqual(q);
    const xml = `<ogc:Filter xmlns:ogc="${NS.ogc}"><ogc:PropertyIsLike wildCard="%" singleChar="_" escapeChar="\\"><ogc:PropertyName>csw:AnyText</ogc:PropertyName><ogc:Literal>KUALITAS air</ogc:Literal></ogc:PropertyIsLike></ogc:Filter>`;
    expect(sqlDari(parseFilterXml(xml))).toEqual(q);
    // Other text queryables keep pattern semantics: a literal without wildcards is the whole value.
    expect(sqlDari(parseCql("dc:title LIKE 'Kualitas Air'")).params).toEqual(["Kualitas Air"]);
  });

  it(`refuses more than ${BATAS_KATA_TEKS_BEBAS} distinct words with InvalidParameterValue rather than dropping some`, () => {
    const kata = (n: number) => Array.from({ length: n }, (_, i) => `kata${i}`).join(" ");
    expect(() => parseCql(`AnyText = '${kata(BATAS_KATA_TEKS_BEBAS)}'`)).not.toThrow();
    expect(() => parseCql(`AnyText LIKE '${kata(BATAS_KATA_TEKS_BEBAS + 1)}'`)).toThrow(/paling banyak 32 kata/);
    expect(() => teksBebas(kata(BATAS_KATA_TEKS_BEBAS + 1))).toThrow(expect.objectContaining({ code: "InvalidParameterValue" }));
  });
});
