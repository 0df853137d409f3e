import { and, eq, sql, type SQL } from "drizzle-orm";
import { compileFilter, type Filter } from "@/lib/csw/filter";
import { metadata } from "@/lib/db/schema";
import type { PermintaanGetRecords, Urutan } from "./permintaan";

/**
 * PUBLISHED records matching the filter: the one WHERE of every GetRecords query. `tanpaIndeks` wraps the filter
 * in coalesce(…, false), the same truth (filters are two-valued), but an expression no index serves and the
 * planner rates at its default 0.5: it then walks the page order's index, which the count showed to be cheap.
 */
export function kondisiGetRecords(filter: Filter | undefined, { tanpaIndeks = false } = {}): SQL {
  const publik = eq(metadata.status, "PUBLISHED");
  if (!filter) return publik;
  return and(publik, tanpaIndeks ? sql`coalesce(${compileFilter(filter)}, false)` : compileFilter(filter))!;
}

/**
 * The exact count, known first, decides how a page is found, instead of the planner's estimate, which misjudges
 * correlated conditions (a box's four edges, TempExtent_begin ≥ X AND TempExtent_end ≤ Y) by orders of magnitude
 * either way. With more than this many matches per row the page needs (offset included), walking the page order
 * with LIMIT meets enough matches within 1/20 of the catalogue; with fewer, the page is cut from all matches,
 * gathered through the filter's indexes (a MATERIALIZED CTE keeps the planner from walking the order instead).
 */
export const JARANG_PER_BARIS = 20;

type Halaman = Pick<PermintaanGetRecords, "filter" | "urut" | "startPosition" | "maxRecords">;

/**
 * The two queries of a page, unexecuted, so the benchmark can EXPLAIN exactly these: the count, then the page's
 * ids in the client's order with the identifier as the last key (conformance D4; without SortBy the identifier
 * alone, so a harvest walking pages keeps its order while records are edited). Each sort key is ASC or DESC,
 * NULLS LAST, matching the (key, id) indexes of lib/db/schema/metadata-indeks-csw.ts.
 */
export function kueriGetRecords(p: Halaman): { hitung: SQL; ids: (cocok: number) => SQL } {
  const where = kondisiGetRecords(p.filter);
  const whereJalan = kondisiGetRecords(p.filter, { tanpaIndeks: true });
  const kunci = p.urut.map((u: Urutan) => ({ nilai: u.queryable.urut!, arah: sql.raw(u.turun ? "desc" : "asc") }));
  const batas = sql`limit ${p.maxRecords} offset ${p.startPosition - 1}`;
  return {
    hitung: sql`select count(*)::int as n from ${metadata} where ${where}`,
    ids: (cocok) => {
      if (cocok > JARANG_PER_BARIS * (p.startPosition - 1 + p.maxRecords)) {
        const urutan = [...kunci.map((k) => sql`${k.nilai} ${k.arah} nulls last`), sql`${metadata.id}`];
        return sql`select ${metadata.id} as id from ${metadata} where ${whereJalan} order by ${sql.join(urutan, sql`, `)} ${batas}`;
      }
      const kolom = kunci.map((k, i) => sql`, ${k.nilai} as ${sql.identifier(`k${i}`)}`);
      const urutan = [...kunci.map((k, i) => sql`${sql.identifier(`k${i}`)} ${k.arah} nulls last`), sql`id`];
      return sql`with cocok as materialized (select ${metadata.id} as id${sql.join(kolom)} from ${metadata} where ${where}) select id from cocok order by ${sql.join(urutan, sql`, `)} ${batas}`;
    },
  };
}
