import { boolean, index, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { PERAN_PENGGUNA } from "@/lib/metadata/kode";
import { organisasi } from "./organisasi";

export const peranEnum = pgEnum("peran", PERAN_PENGGUNA);
export const saluranOtpEnum = pgEnum("saluran_otp", ["email", "wa"]);

export const pengguna = pgTable(
  "pengguna",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    namaLengkap: text("nama_lengkap").notNull(),
    /** Stored lower-cased; unique. */
    email: text("email").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    peran: peranEnum("peran").notNull(),
    jabatan: text("jabatan"),
    telepon: text("telepon"),
    organisasiId: uuid("organisasi_id")
      .notNull()
      .references(() => organisasi.id),
    otpAktif: boolean("otp_aktif").notNull().default(false),
    otpSaluran: saluranOtpEnum("otp_saluran").notNull().default("email"),
    aktif: boolean("aktif").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("pengguna_organisasi_idx").on(t.organisasiId)],
);
