import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * How many PUBLISHED records hold each value of the multi-valued columns a CSW client filters on by one code
 * (`kolom` = `topik_kategori` or `format`), kept exact by the statement triggers of migration 0023 in the
 * transaction that changes a record's values or status, as kata_publik is for words. `apiso:TopicCategory =
 * 'elevation'` alone is then counted from one row: over the records, the planner read all 100,000 entries of the
 * facet index and filtered them (59 ms), as the topic's GIN bitmap still visits every match. Rows at 0 stay.
 */
export const larikPublik = pgTable(
  "larik_publik",
  {
    kolom: text("kolom").notNull(),
    nilai: text("nilai").notNull(),
    jumlah: integer("jumlah").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kolom, t.nilai] })],
);
