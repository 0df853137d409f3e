import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { kueriHalaman } from "@/lib/ogcapi/kueri";
import { tulisKursor } from "@/lib/ogcapi/kursor";
import { parseKueriItems } from "@/lib/ogcapi/parameter";

const dialek = new PgDialect();
const ID = "0b6f1a52-3c51-4a5e-9d7e-1f2a3b4c5d6e";
const T = "2024-05-01T02:03:04.123456Z";

function kueri(sortby: string, nilai: (string | null)[], arah: "maju" | "mundur" = "maju", filter?: string, cocok = 100) {
  const urut = sortby.split(",").map((k) => (/^[+-]/.test(k) ? k : `+${k}`)).join(",");
  const params = new URLSearchParams({ sortby, kursor: tulisKursor({ urut, nilai, id: ID, arah }) });
  if (filter) params.set("filter", filter);
  return dialek.sqlToQuery(kueriHalaman(parseKueriItems(params), cocok, 100));
}

describe("the page query of sortby", () => {
  it("one key keeps the (key, id) index's shape: a range start on the key, the id as tie-breaker", () => {
    const { sql, params } = kueri("-updated", [T]);
    expect(sql).toContain(`("metadata"."updated_at" <= $1::timestamptz and ("metadata"."updated_at" < $2::timestamptz or "metadata"."id" > $3::uuid))`);
    expect(sql).toMatch(/order by "metadata"\."updated_at" desc nulls last, "metadata"\."id" asc limit \$\d+$/);
    expect(params).toEqual(expect.arrayContaining([T, ID]));
    const nul = kueri("+time_begin", [null], "mundur").sql;
    expect(nul).toContain(`("metadata"."temporal_mulai" is not null or "metadata"."id" < $1::uuid)`);
    expect(nul).toMatch(/order by "metadata"\."temporal_mulai" desc nulls first, "metadata"\."id" desc limit/);
  });

  it("several keys: the lexicographic OR-chain, each key in its own direction, NULL values and nullable keys handled", () => {
    const { sql } = kueri("-updated,+time_begin,title", [T, null, "Peta"]);
    expect(sql).toContain(
      `("metadata"."updated_at" <= $1::timestamptz and ("metadata"."updated_at" < $2::timestamptz or ("metadata"."temporal_mulai" is null and ("metadata"."judul" collate "C" >= $3::text and ("metadata"."judul" collate "C" > $4::text or "metadata"."id" > $5::uuid)))))`,
    );
    expect(sql).toMatch(/order by "metadata"\."updated_at" desc nulls last, "metadata"\."temporal_mulai" asc nulls last, "metadata"\."judul" collate "C" asc nulls last, "metadata"\."id" asc limit/);
    // A nullable key with a value: NULLs follow it going forward.
    expect(kueri("type,-time_end", ["dataset", T]).sql).toContain(`("metadata"."temporal_selesai" >= $3::timestamptz and ("metadata"."temporal_selesai" > $4::timestamptz or "metadata"."id" > $5::uuid)) or "metadata"."temporal_selesai" is null`.replace(">= $3", "<= $3").replace("> $4", "< $4"));
  });

  it("a selective filter gathers the matches first and orders them by their key columns", () => {
    const { sql } = kueri("-time_begin,title", [T, "Peta"], "maju", "time_begin IS NULL", 3);
    expect(sql).toMatch(/^with cocok as materialized \(select "metadata"\."id" as id, "metadata"\."temporal_mulai" as "k0", "metadata"\."judul" collate "C" as "k1", /);
    expect(sql).toMatch(/order by "k0" desc nulls last, "k1" asc nulls last, id asc limit/);
  });

  it("a cursor carries one value per key, of the key's type", () => {
    const salah = (sortby: string, nilai: (string | null)[]) => () => kueri(sortby, nilai);
    expect(salah("-updated,title", [T])).toThrow(/kursor tidak sah/);
    expect(salah("-updated,title", ["kemarin", "x"])).toThrow(/kursor tidak sah/);
    // A link written before sortby took several keys (one value, not a list) still reads.
    const lama = Buffer.from(JSON.stringify(["-updated", T, ID, 1])).toString("base64url");
    expect(() => parseKueriItems(new URLSearchParams({ sortby: "-updated", kursor: lama }))).not.toThrow();
  });
});
