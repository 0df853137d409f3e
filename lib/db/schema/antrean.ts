import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { metadata } from "./metadata";
import { pengguna } from "./pengguna";

export const saluranPesanEnum = pgEnum("saluran_pesan", ["email", "wa"]);
export const statusPesanEnum = pgEnum("status_pesan", ["MENUNGGU", "TERKIRIM", "GAGAL"]);

/**
 * Outgoing mail and messages (transactional outbox): written in the transaction of the event that causes them,
 * delivered afterwards by the worker with retries, so sending never blocks or breaks a request.
 */
export const antreanPesan = pgTable(
  "antrean_pesan",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    saluran: saluranPesanEnum("saluran").notNull(),
    /** E-mail address or phone number. */
    tujuan: text("tujuan").notNull(),
    /** Kind of event: otp, diajukan, diperiksa, ditolak, dipublikasikan, konfirmasi, ... */
    jenis: text("jenis").notNull(),
    subjek: text("subjek").notNull().default(""),
    isi: text("isi").notNull(),
    /**
     * Body holds a secret (OTP, konfirmasi link, temporary password): stored encrypted (AES-256-GCM, key derived
     * from AUTH_SECRET, lib/mail/rahasia.ts) and blanked once delivered, given up or expired.
     */
    rahasia: boolean("rahasia").notNull().default(false),
    data: jsonb("data"),
    status: statusPesanEnum("status").notNull().default("MENUNGGU"),
    percobaan: integer("percobaan").notNull().default(0),
    galatTerakhir: text("galat_terakhir"),
    jadwalAt: timestamp("jadwal_at", { withTimezone: true }).notNull().defaultNow(),
    /** Claimed by a worker until this time (a crashed worker's claim lapses). */
    dikunciSampai: timestamp("dikunci_sampai", { withTimezone: true }),
    dibuatAt: timestamp("dibuat_at", { withTimezone: true }).notNull().defaultNow(),
    terkirimAt: timestamp("terkirim_at", { withTimezone: true }),
  },
  (t) => [index("antrean_pesan_menunggu_idx").on(t.jadwalAt).where(sql`status = 'MENUNGGU'`)],
);

/**
 * The local mailbox of development and the demo (`modeLokal`, lib/mail/pengiriman.ts): where mail and WA
 * messages are delivered when no SMTP server or WA gateway is configured, read by Admins at
 * /dashboard/admin/kotak-surat. It stands in for the recipients' inboxes, so it keeps the full text.
 */
export const kotakSurat = pgTable(
  "kotak_surat",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The outbox row delivered here: unique, so a delivery repeated after a crash is stored once. */
    antreanId: bigint("antrean_id", { mode: "number" }).notNull().unique(),
    saluran: saluranPesanEnum("saluran").notNull(),
    tujuan: text("tujuan").notNull(),
    jenis: text("jenis").notNull(),
    subjek: text("subjek").notNull().default(""),
    isi: text("isi").notNull(),
    diterimaAt: timestamp("diterima_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("kotak_surat_diterima_idx").on(t.diterimaAt)],
);

/** Single-use tokens of the Walidata's one-click confirmation links (spec 4.3 /api/walidata/konfirmasi). */
export const tokenKonfirmasi = pgTable("token_konfirmasi", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** SHA-256 (hex) of the token; the token itself is only in the e-mail. */
  tokenHash: text("token_hash").notNull().unique(),
  metadataId: uuid("metadata_id")
    .notNull()
    .references(() => metadata.id, { onDelete: "cascade" }),
  walidataId: uuid("walidata_id")
    .notNull()
    .references(() => pengguna.id, { onDelete: "cascade" }),
  aksi: text("aksi").notNull(),
  dibuatAt: timestamp("dibuat_at", { withTimezone: true }).notNull().defaultNow(),
  kedaluwarsaAt: timestamp("kedaluwarsa_at", { withTimezone: true }).notNull(),
  dipakaiAt: timestamp("dipakai_at", { withTimezone: true }),
});
