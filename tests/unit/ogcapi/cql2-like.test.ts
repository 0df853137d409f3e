import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { compileFilter, parseCql } from "@/lib/csw/filter";
import { parseFilterXml } from "@/lib/csw/filter/xml";
import { parseCql2Json } from "@/lib/ogcapi/cql2/json";
import { parseCql2Teks } from "@/lib/ogcapi/cql2/teks";

const dialek = new PgDialect();
const teks = (f: Parameters<typeof compileFilter>[0]) => dialek.sqlToQuery(compileFilter(f)).sql;

describe("LIKE: case-sensitive in CQL2, case-insensitive in CSW", () => {
  it("CQL2 LIKE compiles to LIKE, CASEI(…) LIKE to ILIKE, in both encodings", () => {
    for (const f of [parseCql2Teks("title LIKE 'Peta%'"), parseCql2Json({ op: "like", args: [{ property: "title" }, "Peta%"] })]) {
      expect(teks(f)).toMatch(/"judul" like \$1::text escape/);
    }
    for (const f of [
      parseCql2Teks("CASEI(title) LIKE CASEI('peta%')"),
      parseCql2Json({ op: "like", args: [{ op: "casei", args: [{ property: "title" }] }, { op: "casei", args: ["peta%"] }] }),
    ]) {
      expect(teks(f)).toMatch(/"judul" ilike \$1::text escape/);
    }
    // Multi-valued properties keep the trigram superset, in the same case mode.
    expect(teks(parseCql2Teks("keywords LIKE 'Jalan%'"))).toMatch(/^\(csw_teks_larik\(.*\) like .* and exists \(.* like /);
  });

  it("CSW's CQL_TEXT LIKE and ogc:PropertyIsLike stay case-insensitive (conformance D10)", () => {
    expect(teks(parseCql("dc:title LIKE 'Peta%'"))).toMatch(/"judul" ilike \$1::text escape/);
    const xml = `<ogc:Filter xmlns:ogc="http://www.opengis.net/ogc"><ogc:PropertyIsLike wildCard="*" singleChar="#" escapeChar="!"><ogc:PropertyName>dc:title</ogc:PropertyName><ogc:Literal>Peta*</ogc:Literal></ogc:PropertyIsLike></ogc:Filter>`;
    expect(teks(parseFilterXml(xml))).toMatch(/"judul" ilike \$1::text escape/);
  });
});
