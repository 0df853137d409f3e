import { boolean, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const organisasi = pgTable("organisasi", {
  id: uuid("id").primaryKey().defaultRandom(),
  kode: text("kode").notNull().unique(),
  nama: text("nama").notNull(),
  singkatan: text("singkatan"),
  jenis: text("jenis"),
  /** pusat | provinsi */
  tingkat: text("tingkat").notNull().default("pusat"),
  /** BPS province code for provincial agencies. */
  kodeWilayah: text("kode_wilayah"),
  kota: text("kota"),
  /** Whether checkers of other organisations may run QC/QE on this organisation's records (spec 2.9). */
  allowLintasOrgReviewer: boolean("allow_lintas_org_reviewer").notNull().default(false),
  aktif: boolean("aktif").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
