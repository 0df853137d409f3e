import { index, integer, pgTable, serial, text, unique } from "drizzle-orm/pg-core";

/** Reference code lists (spec 2.7): one row per code of a kind. */
export const referensi = pgTable(
  "referensi",
  {
    id: serial("id").primaryKey(),
    jenis: text("jenis").notNull(),
    kode: text("kode").notNull(),
    label: text("label").notNull(),
    urutan: integer("urutan").notNull(),
  },
  (t) => [unique("referensi_jenis_kode_uq").on(t.jenis, t.kode), index("referensi_jenis_urutan_idx").on(t.jenis, t.urutan)],
);
