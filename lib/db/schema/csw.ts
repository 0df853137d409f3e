import { integer, pgTable, text, timestamp, check } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

/** The CSW service identity (spec 4.4 table); a single row with id 1. */
export const cswPengaturan = pgTable(
  "csw_pengaturan",
  {
    id: integer("id").primaryKey().default(1),
    judul: text("judul").notNull(),
    abstrak: text("abstrak").notNull().default(""),
    namaOrganisasi: text("nama_organisasi").notNull(),
    namaKontak: text("nama_kontak").notNull().default(""),
    jabatan: text("jabatan").notNull().default(""),
    telepon: text("telepon").notNull().default(""),
    email: text("email").notNull().default(""),
    jamLayanan: text("jam_layanan").notNull().default(""),
    instruksiKontak: text("instruksi_kontak").notNull().default(""),
    peranKontak: text("peran_kontak").notNull().default("pointOfContact"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check("csw_pengaturan_satu_baris", sql`id = 1`)],
);
