import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organisasi } from "./organisasi";

/**
 * Where the harvest of one CSW source into one organisation stands, in the database it fills: written in the
 * transaction of each page's records, so the position and counts never run ahead of the rows stored, and a
 * harvest of the same URL into another database (or organisation) starts from its own beginning.
 */
export const statusPanen = pgTable(
  "status_panen",
  {
    url: text("url").notNull(),
    organisasiId: uuid("organisasi_id")
      .notNull()
      .references(() => organisasi.id, { onDelete: "cascade" }),
    /** DRAFT | PUBLISHED: the status the records are stored with; another status starts over. */
    statusRekaman: text("status_rekaman").notNull(),
    /** berjalan | gagal | selesai */
    keadaan: text("keadaan").notNull().default("berjalan"),
    /** startPosition of the next page to fetch. */
    berikutnya: integer("berikutnya").notNull().default(1),
    cocok: integer("cocok").notNull().default(0),
    diimpor: integer("diimpor").notNull().default(0),
    diperbarui: integer("diperbarui").notNull().default(0),
    tidakBerubah: integer("tidak_berubah").notNull().default(0),
    ditolak: integer("ditolak").notNull().default(0),
    dilewati: integer("dilewati").notNull().default(0),
    galatTerakhir: text("galat_terakhir"),
    mulaiAt: timestamp("mulai_at", { withTimezone: true }).notNull().defaultNow(),
    diperbaruiAt: timestamp("diperbarui_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.url, t.organisasiId] }),
    check("status_panen_keadaan_sah", sql`${t.keadaan} in ('berjalan', 'gagal', 'selesai')`),
    check("status_panen_status_sah", sql`${t.statusRekaman} in ('DRAFT', 'PUBLISHED')`),
  ],
);
