import { boolean, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A standard the catalogue follows or publishes (spec 4.1 /api/standar). */
export const standar = pgTable("standar", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  judul: text("judul").notNull(),
  nomor: text("nomor"),
  versi: text("versi").notNull(),
  penerbit: text("penerbit"),
  ringkasan: text("ringkasan").notNull().default(""),
  /** Body in Markdown. */
  isi: text("isi").notNull().default(""),
  terbit: boolean("terbit").notNull().default(false),
  urutan: integer("urutan").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
