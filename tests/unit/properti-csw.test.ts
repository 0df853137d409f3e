import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CswError } from "@/lib/csw/exception";
import { compileFilter, parseCql, parseFilterXml } from "@/lib/csw/filter";
import { polaKeSqlLike } from "@/lib/csw/filter/like";
import { kvpKeMentah } from "@/lib/csw/kvp";
import { MAX_RECORDS_MAKS } from "@/lib/csw/permintaan";
import { validasiPermintaan } from "@/lib/csw/validasi";

// Property tests of the CSW request parsers: any input is a valid request or a CswError (rendered as an
// ows:ExceptionReport), never another exception (which would be a NoApplicableCode "internal" fault), and fast.

function cswAtauGalat<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch (err) {
    if (!(err instanceof CswError)) throw err;
    expect(err.message.length).toBeLessThan(400);
    return undefined;
  }
}

const angka = fc.oneof(fc.string(), fc.constantFrom("", "-1", "0", "NaN", "1e9", "99999999999999999999", "-0", " 5 ", "0x1"), fc.integer().map(String));
const kunciKvp = fc.constantFrom("service", "version", "request", "typeNames", "outputSchema", "elementSetName", "resultType", "startPosition", "maxRecords", "constraint", "constraintLanguage", "constraint_language_version", "q", "bbox", "sortBy", "id", "namespace", "elementName");
const nilaiKvp = fc.oneof(
  angka,
  fc.constantFrom("CSW", "2.0.2", "GetRecords", "GetRecordById", "GetCapabilities", "csw:Record", "gmd:MD_Metadata", "full", "results", "hits", "CQL_TEXT", "FILTER", "1.1.0"),
  fc.constantFrom("dc:title LIKE '%a_b\\%'", "AnyText = 'x'' or 1=1 --'", "dc:title = '\u0000'", "<ogc:Filter/>", "xmlns(csw=http://www.opengis.net/cat/csw/2.0.2)", "1,2,3,4", "dc:title:A"),
);

describe("CSW key-value requests", () => {
  it("every request is valid or a CswError; page bounds always hold", () => {
    const dasar = { service: "CSW", version: "2.0.2", request: "GetRecords" };
    fc.assert(
      fc.property(fc.array(fc.tuple(kunciKvp, nilaiKvp), { maxLength: 10 }), fc.boolean(), (pasangan, pakaiDasar) => {
        const params = new URLSearchParams(pakaiDasar ? [...Object.entries(dasar), ...pasangan] : pasangan);
        const p = cswAtauGalat(() => validasiPermintaan(kvpKeMentah(params)));
        if (p?.operasi === "GetRecords") {
          expect(Number.isSafeInteger(p.startPosition) && p.startPosition >= 1).toBe(true);
          expect(Number.isSafeInteger(p.maxRecords) && p.maxRecords >= 0 && p.maxRecords <= MAX_RECORDS_MAKS).toBe(true);
          if (p.filter) compileFilter(p.filter);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("startPosition and maxRecords: numbers out of range or not numbers are InvalidParameterValue", () => {
    fc.assert(
      fc.property(fc.constantFrom("startPosition", "maxRecords"), angka, (nama, v) => {
        const params = new URLSearchParams({ service: "CSW", version: "2.0.2", request: "GetRecords", [nama]: v });
        try {
          validasiPermintaan(kvpKeMentah(params));
        } catch (err) {
          expect(err).toBeInstanceOf(CswError);
          expect((err as CswError).code).toBe("InvalidParameterValue");
          expect((err as CswError).locator).toBe(nama.toLowerCase());
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe("CQL and ogc:Filter", () => {
  it("arbitrary CQL text parses to a filter that compiles, or is a CswError", () => {
    const potongan = fc.constantFrom("dc:title", "AnyText", "=", "<>", "LIKE", "ILIKE", "AND", "OR", "NOT", "(", ")", "'a'", "'%'", "'_'", "'\\'", "''''", "5", "-1e400", "BETWEEN", "IN", "IS NULL", "BBOX(ows:BoundingBox,", "ENVELOPE(", ",", "POLYGON((", "upper(", "lower(");
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 200 }), fc.array(potongan, { maxLength: 25 }).map((a) => a.join(" "))), (teks) => {
        const f = cswAtauGalat(() => parseCql(teks));
        if (f) compileFilter(f);
      }),
      { numRuns: 3000 },
    );
  });

  it("deep nesting is refused quickly, in CQL and in XML", () => {
    const t0 = performance.now();
    expect(() => parseCql("(".repeat(10_000) + "dc:title = 'a'" + ")".repeat(10_000))).toThrow(CswError);
    const ogc = 'xmlns:ogc="http://www.opengis.net/ogc"';
    const dalam = "<ogc:Not>".repeat(10_000) + "<ogc:PropertyIsNull><ogc:PropertyName>dc:title</ogc:PropertyName></ogc:PropertyIsNull>" + "</ogc:Not>".repeat(10_000);
    expect(() => parseFilterXml(`<ogc:Filter ${ogc}>${dalam}</ogc:Filter>`)).toThrow(CswError);
    expect(performance.now() - t0).toBeLessThan(2000);
  });

  it("arbitrary XML text is a filter or a CswError", () => {
    const ogc = 'xmlns:ogc="http://www.opengis.net/ogc"';
    const bagian = fc.constantFrom("<ogc:And>", "</ogc:And>", "<ogc:PropertyIsLike wildCard='*' singleChar='#' escapeChar='!'>", "</ogc:PropertyIsLike>", "<ogc:PropertyName>dc:title</ogc:PropertyName>", "<ogc:Literal>%_\\'</ogc:Literal>", "<!DOCTYPE x>", "&lol;", "<![CDATA[x]]>", "<ogc:Or>", "</ogc:Or>", "\uFFFE");
    fc.assert(
      fc.property(fc.array(bagian, { maxLength: 12 }), (a) => {
        const f = cswAtauGalat(() => parseFilterXml(`<ogc:Filter ${ogc}>${a.join("")}</ogc:Filter>`));
        if (f) compileFilter(f);
      }),
      { numRuns: 2000 },
    );
  });
});

/** SQL LIKE with escape `\` as a regular expression, to check what a translated pattern really matches. */
function likeKeRegex(pola: string): RegExp {
  let re = "";
  for (let i = 0; i < pola.length; i++) {
    const c = pola[i]!;
    if (c === "\\" && i + 1 < pola.length) re += pola[++i]!.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    else if (c === "%") re += "[\\s\\S]*";
    else if (c === "_") re += "[\\s\\S]";
    else re += c.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  }
  return new RegExp(`^${re}$`, "u");
}

describe("PropertyIsLike translation", () => {
  it("a pattern without the client's wildcards matches exactly its own text, whatever SQL characters it holds", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("a", "%", "_", "\\", "'", "x", "*", "#") }), (teks) => {
        // Esri's characters: `*` any, `#` one, `!` escape; here `*` and `#` are escaped to stay literal.
        const pola = teks.replace(/[*#!]/g, "!$&");
        const re = likeKeRegex(polaKeSqlLike(pola, "*", "#", "!"));
        expect(re.test(teks)).toBe(true);
        expect(re.test(teks + "a")).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it("the client's wildcard matches any text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), (awal, isi) => {
        const pola = awal.replace(/[*#!]/g, "!$&") + "*";
        expect(likeKeRegex(polaKeSqlLike(pola, "*", "#", "!")).test(awal + isi)).toBe(true);
      }),
    );
  });
});
