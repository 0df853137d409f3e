import { describe, expect, it } from "vitest";
import { polaKeSqlLike } from "@/lib/csw/filter/like";
import { uraiAngka, uraiBoolean, uraiPeriode } from "@/lib/csw/filter/nilai";

describe("polaKeSqlLike", () => {
  it("keeps the SQL-native characters of QGIS (% _ \\)", () => {
    expect(polaKeSqlLike("%batas%", "%", "_", "\\")).toBe("%batas%");
    expect(polaKeSqlLike("a_c\\%d\\_e\\\\", "%", "_", "\\")).toBe("a_c\\%d\\_e\\\\");
  });

  it("translates Esri's * # ! and escapes what SQL LIKE would read as special", () => {
    expect(polaKeSqlLike("*air*", "*", "#", "!")).toBe("%air%");
    expect(polaKeSqlLike("50%_a#", "*", "#", "!")).toBe("50\\%\\_a_");
    expect(polaKeSqlLike("a\\b", "*", "#", "!")).toBe("a\\\\b");
    expect(polaKeSqlLike("!*lit!#!!*", "*", "#", "!")).toBe("*lit#!%");
  });

  it("treats regex metacharacters and any other wildcard characters as given", () => {
    expect(polaKeSqlLike("a.b+c+?", "?", ".", "+")).toBe("a_bc?");
    expect(polaKeSqlLike("(x)[y]^$", "$", "^", "|")).toBe("(x)[y]_%");
  });

  it("reads a trailing lone escape as that character", () => {
    expect(polaKeSqlLike("ab!", "*", "#", "!")).toBe("ab!");
    expect(polaKeSqlLike("ab\\", "%", "_", "\\")).toBe("ab\\\\");
  });

  it("handles characters outside the BMP as one character", () => {
    expect(polaKeSqlLike("🌋*", "*", "#", "!")).toBe("🌋%");
  });
});

describe("uraiPeriode (conformance D10 date forms)", () => {
  it("years, months and days are periods in UTC", () => {
    expect(uraiPeriode("2020")).toEqual({ mulai: "2020-01-01T00:00:00.000Z", akhir: "2021-01-01T00:00:00.000Z" });
    expect(uraiPeriode("2020-12")).toEqual({ mulai: "2020-12-01T00:00:00.000Z", akhir: "2021-01-01T00:00:00.000Z" });
    expect(uraiPeriode("2020-02-29")).toEqual({ mulai: "2020-02-29T00:00:00.000Z", akhir: "2020-03-01T00:00:00.000Z" });
    expect(uraiPeriode("0099")).toEqual({ mulai: "0099-01-01T00:00:00.000Z", akhir: "0100-01-01T00:00:00.000Z" });
    expect(uraiPeriode("9999")?.akhir).toBe("infinity");
  });

  it("date-times are instants; no offset means UTC; fractions are kept", () => {
    expect(uraiPeriode("2020-05-01T10:00:00Z")).toEqual({ mulai: "2020-05-01T10:00:00Z" });
    expect(uraiPeriode("2020-05-01T10:00")).toEqual({ mulai: "2020-05-01T10:00:00Z" });
    expect(uraiPeriode("2020-05-01 10:00:00.123456+07:00")).toEqual({ mulai: "2020-05-01T10:00:00.123456+07:00" });
  });

  it("refuses impossible dates and other text", () => {
    for (const s of ["2020-13", "2021-02-29", "2020-05-01T24:00:00Z", "2020-05-01T10:00:00+25:00", "kemarin", "20200501", "", "2020-5-1"]) {
      expect(uraiPeriode(s)).toBeNull();
    }
  });
});

describe("numbers and booleans", () => {
  it("parses decimal numbers only", () => {
    expect([uraiAngka("25000"), uraiAngka("-2.5e3"), uraiAngka(" .5 "), uraiAngka("1e400"), uraiAngka("0x10"), uraiAngka("NaN"), uraiAngka("")]).toEqual([25000, -2500, 0.5, null, null, null, null]);
  });
  it("parses xsd:boolean", () => {
    expect(["true", "FALSE", "1", "0", "ya"].map(uraiBoolean)).toEqual([true, false, true, false, null]);
  });
});
