import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { hanyaFaset, parseCql } from "@/lib/csw/filter";
import { jalanUrutan, kueriGetRecords } from "@/lib/csw/kueri-get-records";
import type { PermintaanGetRecords } from "@/lib/csw/permintaan";
import { QUERYABLES } from "@/lib/csw/queryables";

// How GetRecords and /items find a page: walk the order until it is full, or gather every match first. Figures
// from the 100,020-record bench database: 'elevation' is on 3,759 published records.
const halaman = (cql: string, maxRecords: number, urutId = true, startPosition = 1) =>
  jalanUrutan({ filter: parseCql(cql), startPosition, maxRecords, urutId }, 3759, 100_020);

describe("jalanUrutan", () => {
  it("walks the facet index in identifier order for a topic or format, as far as a harvest page", () => {
    expect(hanyaFaset(parseCql("apiso:TopicCategory = 'elevation'"))).toBe(true);
    expect(hanyaFaset(parseCql("dc:format = 'GeoJSON' OR NOT apiso:TopicCategory LIKE 'ele%'"))).toBe(true);
    expect(halaman("apiso:TopicCategory = 'elevation'", 100)).toBe(true);
    expect(halaman("apiso:TopicCategory = 'elevation'", 500)).toBe(true);
    // Deep in the results the walk would pass most of the index: the matches are gathered.
    expect(halaman("apiso:TopicCategory = 'elevation'", 100, true, 5000)).toBe(false);
  });

  it("weighs a walk that visits records (another order, other columns) as random heap reads", () => {
    expect(halaman("apiso:TopicCategory = 'elevation'", 100, false)).toBe(false);
    expect(hanyaFaset(parseCql("apiso:TopicCategory = 'elevation' AND dc:title LIKE '%peta%'"))).toBe(false);
    expect(halaman("apiso:TopicCategory = 'elevation' AND dc:title LIKE '%peta%'", 100)).toBe(false);
    expect(halaman("apiso:TopicCategory = 'elevation' AND dc:title LIKE '%peta%'", 10)).toBe(true);
  });
});

describe("kueriGetRecords: which page queries stay prepared", () => {
  const siap = (cql: string, urut: PermintaanGetRecords["urut"] = []) =>
    kueriGetRecords({ filter: parseCql(cql), urut, startPosition: 1, maxRecords: 10 }).idsSiap;

  it("one whole AnyText word in identifier order, whose two page texts never vary", () => {
    expect(siap("csw:AnyText like '%banjir%'")).toBe("csw_ids_kata");
    const teks = (kata: string, mulai: number) =>
      new PgDialect().sqlToQuery(kueriGetRecords({ filter: parseCql(`csw:AnyText like '%${kata}%'`), urut: [], startPosition: mulai, maxRecords: 50 }).ids(5000, 100_000)).sql;
    expect(teks("banjir", 1)).toBe(teks("hutan", 11));
  });

  it("not a prefix, several words, another filter or another order", () => {
    expect(siap("csw:AnyText like 'banj%'")).toBeUndefined();
    expect(siap("csw:AnyText like '%banjir%' AND dc:type = 'dataset'")).toBeUndefined();
    expect(siap("dc:title like '%banjir%'")).toBeUndefined();
    const judul = QUERYABLES.find((q) => q.nama.includes("dc:title"))!;
    expect(siap("csw:AnyText like '%banjir%'", [{ queryable: judul, turun: false }])).toBeUndefined();
  });
});
