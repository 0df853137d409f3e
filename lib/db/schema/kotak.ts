import { doublePrecision, index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";

/**
 * How many PUBLISHED records have each distinct extent (the four edge columns of `metadata`, under the same
 * names), kept exact by the statement triggers of migration 0022 in the transaction that changes a record's box or
 * status. Catalogues describe data by administrative area, so a country's records share a few hundred extents
 * (the seed's 100,000 share 39): a filter on the box alone is then counted over those rows instead of the records
 * (lib/csw/kueri-get-records.ts). Rows reaching 0 are removed by the same trigger.
 */
export const kotakPublik = pgTable(
  "kotak_publik",
  {
    bboxBarat: doublePrecision("bbox_barat").notNull(),
    bboxTimur: doublePrecision("bbox_timur").notNull(),
    bboxSelatan: doublePrecision("bbox_selatan").notNull(),
    bboxUtara: doublePrecision("bbox_utara").notNull(),
    jumlah: integer("jumlah").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bboxBarat, t.bboxTimur, t.bboxSelatan, t.bboxUtara] }),
    // When extents do not repeat (records harvested with boxes of their own), the count reads this like the
    // records' own box index, from a narrower table. Migration 0022 adds INCLUDE (jumlah), which Drizzle cannot
    // express, so such a count reads the index alone.
    index("kotak_publik_kotak_idx").using("gist", t.bboxBarat, t.bboxTimur, t.bboxSelatan, t.bboxUtara),
  ],
);
