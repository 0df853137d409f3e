import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { pengguna } from "./pengguna";

/**
 * A signed-in session. The cookie carries only an encrypted JWT naming this row's id; every request checks the
 * row, so logout, a password change or deactivation ends the session at once on every app instance.
 */
export const sesi = pgTable(
  "sesi",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    penggunaId: uuid("pengguna_id")
      .notNull()
      .references(() => pengguna.id, { onDelete: "cascade" }),
    dibuatAt: timestamp("dibuat_at", { withTimezone: true }).notNull().defaultNow(),
    /** Sliding inactivity timeout: refreshed (at most once a minute) by authenticated requests. */
    aktifTerakhirAt: timestamp("aktif_terakhir_at", { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end, whatever the activity. */
    berakhirAt: timestamp("berakhir_at", { withTimezone: true }).notNull(),
    dicabutAt: timestamp("dicabut_at", { withTimezone: true }),
    /** logout | ganti_kata_sandi | dinonaktifkan | reset_kata_sandi */
    alasanCabut: text("alasan_cabut"),
  },
  (t) => [index("sesi_pengguna_aktif_idx").on(t.penggunaId).where(sql`dicabut_at is null`)],
);

/**
 * A login that passed the password and waits for its OTP. The browser holds this row's id in a short-lived
 * encrypted cookie, so a code is only accepted from the login that asked for it.
 */
export const loginTertunda = pgTable(
  "login_tertunda",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    penggunaId: uuid("pengguna_id")
      .notNull()
      .references(() => pengguna.id, { onDelete: "cascade" }),
    /** HMAC-SHA-256 (hex) of the 6-digit code keyed by AUTH_SECRET and this row's id; the code is never stored. */
    otpHash: text("otp_hash").notNull(),
    dibuatAt: timestamp("dibuat_at", { withTimezone: true }).notNull().defaultNow(),
    kedaluwarsaAt: timestamp("kedaluwarsa_at", { withTimezone: true }).notNull(),
    gagal: integer("gagal").notNull().default(0),
    dipakaiAt: timestamp("dipakai_at", { withTimezone: true }),
    /** Set after too many wrong codes: the pending login can no longer complete. */
    dibatalkanAt: timestamp("dibatalkan_at", { withTimezone: true }),
  },
  (t) => [index("login_tertunda_pengguna_idx").on(t.penggunaId)],
);

/**
 * A forgotten-password link: single use, short-lived. Only the SHA-256 of its 256-bit random token is stored, so
 * a copy of the database cannot be turned into working links.
 */
export const tokenResetSandi = pgTable(
  "token_reset_sandi",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    penggunaId: uuid("pengguna_id")
      .notNull()
      .references(() => pengguna.id, { onDelete: "cascade" }),
    /** SHA-256 (hex) of the token; the token itself is only in the e-mail. */
    tokenHash: text("token_hash").notNull().unique(),
    dibuatAt: timestamp("dibuat_at", { withTimezone: true }).notNull().defaultNow(),
    kedaluwarsaAt: timestamp("kedaluwarsa_at", { withTimezone: true }).notNull(),
    /** Set when the link was used, or when a newer link or a completed reset made it void. */
    dipakaiAt: timestamp("dipakai_at", { withTimezone: true }),
  },
  (t) => [index("token_reset_sandi_pengguna_idx").on(t.penggunaId)],
);
