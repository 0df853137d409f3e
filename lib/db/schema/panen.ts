import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { metadata } from "./metadata";
import { organisasi } from "./organisasi";
import { pengguna } from "./pengguna";

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

/**
 * A managed harvest source (issue 20): what to harvest, into which organisation, how and when. Credentials are
 * stored encrypted (lib/panen/kredensial.ts) and never leave lib/.
 */
export const sumberPanen = pgTable(
  "sumber_panen",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    nama: text("nama").notNull(),
    /** csw-geonetwork | csw-pycsw | csw-geoserver | csw-esri | csw-geokatalog | waf */
    jenis: text("jenis").notNull(),
    url: text("url").notNull(),
    organisasiId: uuid("organisasi_id")
      .notNull()
      .references(() => organisasi.id, { onDelete: "cascade" }),
    /** `{cql?: string, kataKunci?: string[], bbox?: [barat, selatan, timur, utara]}` */
    batasan: jsonb("batasan").$type<BatasanPanen>().notNull().default({}),
    /** gmd | 19115-3 */
    skemaKeluaran: text("skema_keluaran").notNull().default("gmd"),
    /** `{jenis: "manual"} | {jenis: "jam", setiap: N} | {jenis: "harian", pukul: "HH:MM"}` (WIB) */
    jadwal: jsonb("jadwal").$type<JadwalPanen>().notNull().default({ jenis: "manual" }),
    /** DRAFT | PUBLISHED: the status harvested records get. */
    modeTerbit: text("mode_terbit").notNull().default("DRAFT"),
    /** pensiun (to PRIVATE with a note) | hapus: records gone from the source, found by a complete run. */
    kebijakanHilang: text("kebijakan_hilang").notNull().default("pensiun"),
    kredensialPengguna: text("kredensial_pengguna"),
    /** AES-256-GCM, key from AUTH_SECRET by HKDF, bound to the source id. */
    kredensialSandi: text("kredensial_sandi"),
    aktif: boolean("aktif").notNull().default(true),
    /** When the scheduler enqueues the next run; null for manual sources. */
    berikutnyaAt: timestamp("berikutnya_at", { withTimezone: true }),
    /** Start of the last run that finished `selesai`: incremental runs ask for records modified since. */
    suksesTerakhirAt: timestamp("sukses_terakhir_at", { withTimezone: true }),
    /** Start of the last complete (non-incremental) run that finished. */
    penuhTerakhirAt: timestamp("penuh_terakhir_at", { withTimezone: true }),
    dibuatOleh: uuid("dibuat_oleh").references(() => pengguna.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("sumber_panen_organisasi_idx").on(t.organisasiId),
    index("sumber_panen_jadwal_idx").on(t.berikutnyaAt).where(sql`aktif`),
    check("sumber_panen_jenis_sah", sql`${t.jenis} in ('csw-geonetwork', 'csw-pycsw', 'csw-geoserver', 'csw-esri', 'csw-geokatalog', 'waf')`),
    check("sumber_panen_skema_sah", sql`${t.skemaKeluaran} in ('gmd', '19115-3')`),
    check("sumber_panen_mode_sah", sql`${t.modeTerbit} in ('DRAFT', 'PUBLISHED')`),
    check("sumber_panen_hilang_sah", sql`${t.kebijakanHilang} in ('pensiun', 'hapus')`),
  ],
);

export type BatasanPanen = { cql?: string; kataKunci?: string[]; bbox?: [number, number, number, number] };
export type JadwalPanen = { jenis: "manual" } | { jenis: "jam"; setiap: number } | { jenis: "harian"; pukul: string };

/**
 * One harvest run: a job any instance may hold under a lease renewed by its heartbeat. Position and counts move
 * in the transaction of each page's records, so a run taken over after a crash continues exactly there.
 */
export const jalanPanen = pgTable(
  "jalan_panen",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sumberId: uuid("sumber_id")
      .notNull()
      .references(() => sumberPanen.id, { onDelete: "cascade" }),
    /** antri | berjalan | selesai | gagal | dibatalkan */
    keadaan: text("keadaan").notNull().default("antri"),
    /** Complete run (finds disappeared records) or incremental (records modified since `sejak`). */
    penuh: boolean("penuh").notNull().default(true),
    sejak: timestamp("sejak", { withTimezone: true }),
    /** manual | jadwal | cli */
    pemicu: text("pemicu").notNull().default("manual"),
    dimintaOleh: uuid("diminta_oleh").references(() => pengguna.id, { onDelete: "set null" }),
    dilihat: integer("dilihat").notNull().default(0),
    baru: integer("baru").notNull().default(0),
    diperbarui: integer("diperbarui").notNull().default(0),
    tidakBerubah: integer("tidak_berubah").notNull().default(0),
    ditolak: integer("ditolak").notNull().default(0),
    dipensiunkan: integer("dipensiunkan").notNull().default(0),
    /** CSW: startPosition of the next page; WAF: files done. */
    posisi: integer("posisi").notNull().default(1),
    /** Records (CSW numberOfRecordsMatched) or files (WAF) the source said it has; 0 before the first page. */
    total: integer("total").notNull().default(0),
    halaman: integer("halaman").notNull().default(0),
    halamanGagal: integer("halaman_gagal").notNull().default(0),
    galat: text("galat"),
    batalDiminta: boolean("batal_diminta").notNull().default(false),
    /** The instance holding the run, and until when its lease holds without a heartbeat. */
    pemegang: text("pemegang"),
    sewaSampai: timestamp("sewa_sampai", { withTimezone: true }),
    dibuatAt: timestamp("dibuat_at", { withTimezone: true }).notNull().defaultNow(),
    mulaiAt: timestamp("mulai_at", { withTimezone: true }),
    selesaiAt: timestamp("selesai_at", { withTimezone: true }),
  },
  (t) => [
    index("jalan_panen_sumber_idx").on(t.sumberId, t.dibuatAt.desc()),
    index("jalan_panen_klaim_idx").on(t.keadaan, t.dibuatAt).where(sql`keadaan in ('antri', 'berjalan')`),
    // One active run per source: a schedule fired by two instances at once enqueues it once (ON CONFLICT).
    uniqueIndex("jalan_panen_aktif_uq").on(t.sumberId).where(sql`keadaan in ('antri', 'berjalan')`),
    check("jalan_panen_keadaan_sah", sql`${t.keadaan} in ('antri', 'berjalan', 'selesai', 'gagal', 'dibatalkan')`),
  ],
);

/** What a run's report lists one by one: rejected records with reasons, retired or deleted records, failed pages. */
export const catatanPanen = pgTable(
  "catatan_panen",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    jalanId: uuid("jalan_id")
      .notNull()
      .references(() => jalanPanen.id, { onDelete: "cascade" }),
    /** ditolak | dipensiunkan | dihapus | halaman */
    jenis: text("jenis").notNull(),
    pengenal: text("pengenal"),
    metadataId: uuid("metadata_id"),
    alasan: text("alasan").array().notNull().default(sql`'{}'::text[]`),
    dibuatAt: timestamp("dibuat_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("catatan_panen_jalan_idx").on(t.jalanId, t.id)],
);

/**
 * Provenance of a harvested record: source, identifier and record URL at the source, when harvested, and the
 * fingerprint of what was stored (an unchanged record is recognised without reading or rewriting the document).
 * `dilepas`: a Walidata detached it; it is then editable and no later run touches it.
 */
export const asalPanen = pgTable(
  "asal_panen",
  {
    metadataId: uuid("metadata_id")
      .primaryKey()
      .references(() => metadata.id, { onDelete: "cascade" }),
    sumberId: uuid("sumber_id").references(() => sumberPanen.id, { onDelete: "set null" }),
    pengenalSumber: text("pengenal_sumber").notNull(),
    urlRekaman: text("url_rekaman").notNull(),
    dipanenAt: timestamp("dipanen_at", { withTimezone: true }).notNull().defaultNow(),
    sidik: text("sidik").notNull(),
    /**
     * SHA-256 of the record as the source sent it (its bytes with the page's namespace bindings, or its element
     * tree when the page had to be parsed whole; lib/panen/sidik-mentah.ts): a later run recognises an unchanged
     * record from it without parsing, mapping, validating or fingerprinting the document again.
     */
    sidikMentah: text("sidik_mentah"),
    /** The last run that saw the record at the source: a complete run retires those it did not see. */
    jalanTerakhirId: uuid("jalan_terakhir_id"),
    /** The last run that wrote the record (new or changed): it stores their CSW forms when it ends (lib/panen/bentuk-jalan.ts). */
    jalanTulisId: uuid("jalan_tulis_id"),
    dilepas: boolean("dilepas").notNull().default(false),
    dilepasAt: timestamp("dilepas_at", { withTimezone: true }),
  },
  // No index on jalan_terakhir_id: every run sets it on every row it sees, and an index on it made each of those
  // updates a new index entry in every index (no HOT update); retiring reads all the source's rows anyway.
  // Migration 0026 also leaves a fifth of each page free (fillfactor 80) for those updates.
  (t) => [uniqueIndex("asal_panen_sumber_pengenal_uq").on(t.sumberId, t.pengenalSumber), index("asal_panen_sumber_mentah_idx").on(t.sumberId, t.sidikMentah)],
);
