import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { compileFilter, parseCql } from "@/lib/csw/filter";
import { lipatTeks } from "@/lib/csw/filter/nilai";
import { selKueri } from "@/lib/csw/filter/sel";
import { q } from "./bantu";

const dialek = new PgDialect();
const kueri = (cql: string) => dialek.sqlToQuery(compileFilter(parseCql(cql)));

describe("compileFilter", () => {
  it("binds every request value as a parameter (conformance D15)", () => {
    const jahat = "x'); drop table metadata; --";
    const jahatCql = jahat.replaceAll("'", "''");
    for (const cql of [
      `dc:title = '${jahatCql}'`,
      `dc:title LIKE '%${jahatCql}%'`,
      `AnyText = '${jahatCql}'`,
      `AnyText LIKE '${jahatCql}'`,
      `apiso:Subject <> '${jahatCql}'`,
      `lower(apiso:OrganisationName) = '${jahatCql}'`,
      `dc:identifier LIKE '${jahatCql}'`,
    ]) {
      const { sql, params } = kueri(cql);
      expect(sql).not.toContain("drop table");
      // AnyText binds the literal's words ("drop:* & table:*"), the other queryables the literal itself.
      expect(params.some((p) => typeof p === "string" && /drop\W+table/.test(p))).toBe(true);
    }
    const { sql, params } = kueri("BBOX(ows:BoundingBox, 105, -9, 115, -5) AND apiso:Denominator > 5000 AND dct:modified >= 2020");
    expect(sql).not.toMatch(/105|5000|2020/);
    expect(params).toEqual(expect.arrayContaining([105, -9, 115, -5, 5000, "2020-01-01T00:00:00.000Z"]));
  });

  it("adds the grid-cell condition to a spatial operand beside another condition, never to boxes alone or Disjoint", () => {
    const sel = /"metadata"\."sel_kotak" && \$(\d+)::int\[\]/;
    const kataKotak = kueri("AnyText = 'hutan' AND BBOX(ows:BoundingBox, 105, -9, 115, -5)");
    const nomor = Number(kataKotak.sql.match(sel)?.[1]);
    // The cells as one array literal: -1 first, then the box's own cells (tag 0) at 4° (3 × 2 of them).
    const larik = kataKotak.params[nomor - 1] as string;
    expect(larik).toMatch(/^\{-1,(\d+,){5}\d+(,\d+)*\}$/);
    expect(larik.slice(1, -1).split(",").map(Number)).toEqual(selKueri(105, -9, 115, -5));
    expect(kueri("dc:title LIKE '%hutan%' AND INTERSECTS(ows:BoundingBox, POLYGON((105 -9, 115 -9, 115 -5, 105 -9)))").sql).toMatch(sel);
    // Across the antimeridian: the cells of both halves in one array.
    const laut = kueri("AnyText = 'laut' AND BBOX(ows:BoundingBox, 170, -30, -170, -10)");
    const selLaut = new Set((laut.params[Number(laut.sql.match(sel)?.[1]) - 1] as string).slice(1, -1).split(",").map(Number));
    for (const c of [...selKueri(170, -30, 180, -10), ...selKueri(-180, -30, -170, -10)]) expect(selLaut.has(c)).toBe(true);
    for (const cql of [
      "BBOX(ows:BoundingBox, 105, -9, 115, -5) AND WITHIN(ows:BoundingBox, ENVELOPE(100, 120, 0, -10))",
      "AnyText = 'hutan' AND DISJOINT(ows:BoundingBox, ENVELOPE(105, 115, -5, -9))",
      "AnyText = 'hutan' OR BBOX(ows:BoundingBox, 105, -9, 115, -5)",
      "AnyText = 'hutan' AND BBOX(ows:BoundingBox, -180, -90, 180, 90)",
    ])
      expect(kueri(cql).sql, cql).not.toContain("sel_kotak");
  });

  it("compares the extent's edge columns (the btree_gist R-tree serves them), polygons with their own tests", () => {
    const kotak = kueri("BBOX(ows:BoundingBox, 0, 0, 1, 1)");
    expect(kotak.sql).toBe(`("metadata"."bbox_barat" <= $1::float8 and "metadata"."bbox_timur" >= $2::float8 and "metadata"."bbox_selatan" <= $3::float8 and "metadata"."bbox_utara" >= $4::float8)`);
    expect(kotak.params).toEqual([1, 0, 1, 0]);
    expect(kueri("WITHIN(ows:BoundingBox, ENVELOPE(0, 1, 1, 0))").sql).toMatch(/^\(\("metadata"\."bbox_barat" >= \$1::float8 .* and \("metadata"\."bbox_barat" < \$5::float8 and "metadata"\."bbox_timur" > \$6::float8 /);
    expect(kueri("DISJOINT(ows:BoundingBox, ENVELOPE(0, 1, 1, 0))").sql).toMatch(/^\(not \("metadata"\."bbox_barat" <= /);
    expect(kueri("EQUALS(ows:BoundingBox, ENVELOPE(170, -170, 1, 0))").sql).toBe("false");
    // Overlaps needs area on both sides: a point never overlaps.
    expect(kueri("OVERLAPS(ows:BoundingBox, POINT(0 0))").sql).toBe("false");
    const segitiga = kueri("INTERSECTS(ows:BoundingBox, POLYGON((0 0, 2 0, 0 2, 0 0)))");
    expect(segitiga.sql).toMatch(/ and poly_overlap\(polygon\(box\(point\("metadata"\."bbox_barat", "metadata"\."bbox_selatan"\), .*\), \$5::polygon\)\)$/);
    expect(segitiga.params.at(-1)).toBe("((0,0),(2,0),(0,2),(0,0))");
    // A ring along its envelope's edges is that rectangle: no polygon test.
    expect(kueri("INTERSECTS(ows:BoundingBox, POLYGON((0 0, 1 0, 2 0, 2 2, 0 2, 0 0)))").sql).not.toContain("poly_");
  });

  it("uses the indexes it can: array containment for TopicCategory, the primary key for identifiers", () => {
    expect(kueri("apiso:TopicCategory = 'boundaries'").sql).toMatch(/"topik_kategori" @> array\[\$1\]::text\[\]/);
    expect(kueri("dc:identifier = '0b7f3c52-4a6e-4f0e-9a53-1c2d3e4f5a6b'").sql).toBe(`"metadata"."id" = $1::uuid`);
    expect(kueri("dc:identifier = 'bukan-uuid'").sql).toBe("false");
  });

  it("an AnyText equality without any word matches nothing rather than erroring in to_tsquery", () => {
    expect(kueri("AnyText = '  !!  '").sql).toBe("false");
  });

  it("guards leaves so a missing property is false, never NULL (conformance D11), leaving the comparison indexable", () => {
    expect(kueri("apiso:Denominator < 5").sql).toBe(`("metadata"."skala" is not null and "metadata"."skala" < $1::float8)`);
    expect(kueri("apiso:AlternateTitle LIKE 'a%'").sql).toMatch(/^\("metadata"\."judul_alternatif" is not null and /);
    expect(kueri("apiso:Modified > 2020").sql).toMatch(/^\("metadata"\."updated_at" is not null and /);
  });

  it("with a stored folded AnyText column, folds the words in TypeScript and uses the column as is", () => {
    const anyText = { ...q("csw:AnyText"), sql: sql`teks_lengkap`, terlipat: { tsvector: sql`cari_lengkap` } };
    const sama = dialek.sqlToQuery(compileFilter({ op: "PropertyIsEqualTo", properti: { queryable: anyText }, nilai: "Désa Batas", matchCase: true }));
    expect(sama).toEqual({ sql: "(cari_lengkap @@ $1::tsquery)", params: ["'desa':* & 'batas':*"], typings: ["none"] });
    const like = (pola: string, wildCard = "%", singleChar = "_", escapeChar = "\\") =>
      dialek.sqlToQuery(compileFilter({ op: "PropertyIsLike", properti: { queryable: anyText }, pola, wildCard, singleChar, escapeChar }));
    // QGIS MetaSearch: the typed words, no wildcard.
    expect(like("Tutupan LAHAN")).toEqual({ sql: sama.sql, params: ["'tutupan':* & 'lahan':*"], typings: ["none"] });
    expect(like("*DÂERAH*", "*", "#", "!").params).toEqual(["'daerah'"]);
    // A single character inside a word: a pattern over the stored words, on its trigram index.
    const pola = like("*pusat#statistik*", "*", "#", "!");
    expect(pola.sql).toBe("(teks_lengkap like $1::text escape '\\')");
    expect(pola.params).toEqual(["%pusat_statistik%"]);
    expect(lipatTeks("Şemarang ÉLÈVE Ñ")).toBe("semarang eleve n");
  });
});
