import { integer, pgTable, text, timestamp, check } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

/**
 * The catalogue's public identity (issue 18 "Looking official"), edited by the Admin: a single row with id 1.
 * Images live in object storage under a key holding their content hash; the row keeps key and type.
 */
export const identitasSitus = pgTable(
  "identitas_situs",
  {
    id: integer("id").primaryKey().default(1),
    namaKatalog: text("nama_katalog").notNull(),
    namaInstansi: text("nama_instansi").notNull().default(""),
    alamat: text("alamat").notNull().default(""),
    telepon: text("telepon").notNull().default(""),
    email: text("email").notNull().default(""),
    /** Markdown of the /tentang, /kebijakan-privasi and /syarat-penggunaan pages. */
    tentang: text("tentang").notNull().default(""),
    kebijakanPrivasi: text("kebijakan_privasi").notNull().default(""),
    syaratPenggunaan: text("syarat_penggunaan").notNull().default(""),
    logoKunci: text("logo_kunci"),
    logoTipe: text("logo_tipe"),
    faviconKunci: text("favicon_kunci"),
    faviconTipe: text("favicon_tipe"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check("identitas_situs_satu_baris", sql`id = 1`)],
);
