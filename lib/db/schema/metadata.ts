import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, doublePrecision, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { STATUS_METADATA } from "@/lib/metadata/kode";
import type { DokumenMetadata } from "@/lib/metadata/schema";
import { organisasi } from "./organisasi";
import { pengguna } from "./pengguna";
import { indeksCsw } from "./metadata-indeks-csw";
import { box, tsvector } from "./types";

export const statusMetadataEnum = pgEnum("status_metadata", STATUS_METADATA);

/**
 * One metadata record: the full ISO document in `dokumen`, and beside it the columns every query path
 * filters or sorts on (kept in step with the document by lib/metadata/kolom.ts on every write).
 */
export const metadata = pgTable(
  "metadata",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    status: statusMetadataEnum("status").notNull().default("DRAFT"),
    pemilikId: uuid("pemilik_id")
      .notNull()
      .references(() => pengguna.id),
    organisasiId: uuid("organisasi_id")
      .notNull()
      .references(() => organisasi.id),
    judul: text("judul").notNull(),
    abstrak: text("abstrak").notNull(),
    tipeData: text("tipe_data").notNull(),
    topikKategori: text("topik_kategori").array().notNull().default(sql`'{}'::text[]`),
    kataKunci: text("kata_kunci").array().notNull().default(sql`'{}'::text[]`),
    /** Keywords joined by spaces: arrays cannot feed an immutable generated tsvector directly. */
    kataKunciTeks: text("kata_kunci_teks").notNull().default(""),
    bboxBarat: doublePrecision("bbox_barat").notNull(),
    bboxTimur: doublePrecision("bbox_timur").notNull(),
    bboxSelatan: doublePrecision("bbox_selatan").notNull(),
    bboxUtara: doublePrecision("bbox_utara").notNull(),
    bbox: box("bbox")
      .notNull()
      .generatedAlwaysAs(sql`box(point(bbox_barat, bbox_selatan), point(bbox_timur, bbox_utara))`),
    /**
     * Grid cells of the box (migration 0025, sel_kotak_rekaman). Beside a word or title condition, a box filter adds
     * `sel_kotak && <the query box's cells>` (lib/csw/filter/spasial.ts, sel.ts): the word's and the title's GIN
     * indexes hold the cells as a second column, so matches outside the box's cells are dropped before any row is
     * read. The four edge columns still decide exactly.
     */
    selKotak: integer("sel_kotak")
      .array()
      .notNull()
      .generatedAlwaysAs(sql`sel_kotak_rekaman(bbox_barat, bbox_selatan, bbox_timur, bbox_utara)`),
    cariTeks: tsvector("cari_teks")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, judul), 'A') || setweight(to_tsvector('simple'::regconfig, kata_kunci_teks), 'B') || setweight(to_tsvector('simple'::regconfig, abstrak), 'C')`,
      ),
    /**
     * CSW AnyText (conformance E): all text of the record as words, folded (no diacritics, lower case) by
     * lib/metadata/teks-lengkap.ts, so word search and LIKE need no per-row work.
     */
    teksLengkap: text("teks_lengkap").notNull().default(""),
    /**
     * The distinct words of `teks_lengkap` as a tsvector, written with it: word searches use its GIN index, and a
     * plan that filters rows instead (a word in most records) reads it as stored instead of parsing 2–3 kB per row.
     */
    kataLengkap: tsvector("kata_lengkap").notNull().default(sql`''::tsvector`),
    /** Which VERSI_TEKS_LENGKAP wrote `teks_lengkap`; older rows are rewritten after the migrations. */
    teksLengkapVersi: integer("teks_lengkap_versi").notNull().default(0),
    // CSW queryables (conformance E), each read from the document by lib/metadata/kolom.ts; NULL or '{}' when absent.
    // Plain columns, not generated ones: code that copies a row's columns needs no exception for them.
    levelHierarki: text("level_hierarki").notNull().default("dataset"),
    bahasaMetadata: text("bahasa_metadata").notNull().default("ind"),
    bahasaSumber: text("bahasa_sumber").array().notNull().default(sql`'{}'::text[]`),
    format: text("format").array().notNull().default(sql`'{}'::text[]`),
    namaOrganisasi: text("nama_organisasi").array().notNull().default(sql`'{}'::text[]`),
    /** The first of `nama_organisasi`: the sort key of OrganisationName. */
    organisasiUtama: text("organisasi_utama"),
    /** dc:creator and dc:publisher as the Dublin Core renderer names them. */
    pencipta: text("pencipta").array().notNull().default(sql`'{}'::text[]`),
    penerbit: text("penerbit").array().notNull().default(sql`'{}'::text[]`),
    tanggalDibuat: timestamp("tanggal_dibuat", { withTimezone: true }),
    tanggalTerbit: timestamp("tanggal_terbit", { withTimezone: true }),
    tanggalRevisi: timestamp("tanggal_revisi", { withTimezone: true }),
    temporalMulai: timestamp("temporal_mulai", { withTimezone: true }),
    temporalSelesai: timestamp("temporal_selesai", { withTimezone: true }),
    /** float8, not integer: Denominator compares as a number (float8 literals), and int4 = float8 cannot use an int4 index. */
    skala: doublePrecision("skala"),
    jarakNilai: doublePrecision("jarak_nilai"),
    jarakSatuan: text("jarak_satuan"),
    crs: text("crs"),
    klasifikasi: text("klasifikasi"),
    judulAlternatif: text("judul_alternatif"),
    pengenalInduk: text("pengenal_induk"),
    jenisKataKunci: text("jenis_kata_kunci").array().notNull().default(sql`'{}'::text[]`),
    kodeWilayah: text("kode_wilayah").array().notNull().default(sql`'{}'::text[]`),
    aksesBatasan: text("akses_batasan"),
    lisensi: text("lisensi"),
    penggunaan: text("penggunaan").array().notNull().default(sql`'{}'::text[]`),
    silsilah: text("silsilah"),
    peranKontak: text("peran_kontak").array().notNull().default(sql`'{}'::text[]`),
    judulSpesifikasi: text("judul_spesifikasi").array().notNull().default(sql`'{}'::text[]`),
    /**
     * Facets of the public search (issue 18), derived in SQL so every write path and the backfill agree: the BPS
     * province codes of the record's region codes, else of the province boxes its box touches (more than 5, or a
     * region code "ID": "ID", national); '{}' outside Indonesia. provinsi_dari() is created by migration 0015.
     */
    provinsi: text("provinsi")
      .array()
      .notNull()
      .generatedAlwaysAs(sql`provinsi_dari(kode_wilayah, bbox_barat, bbox_timur, bbox_selatan, bbox_utara)`),
    /** The year of the data: end of the temporal extent, else the creation, publication or revision date (UTC day). */
    tahun: integer("tahun").generatedAlwaysAs(
      sql`(extract(year from (coalesce(temporal_selesai, tanggal_dibuat, tanggal_terbit, tanggal_revisi) at time zone 'UTC')))::integer`,
    ),
    /** ISO AP Degree: every conformance result passed; NULL without one. */
    derajat: boolean("derajat"),
    dokumen: jsonb("dokumen").$type<DokumenMetadata>().notNull(),
    /**
     * Set on a working copy: the PUBLISHED (or PRIVATE) record it will replace when approved. The copy goes through
     * the workflow as its own row while the original stays public.
     */
    salinanDari: uuid("salinan_dari").references((): AnyPgColumn => metadata.id, { onDelete: "cascade" }),
    /** Optimistic concurrency: incremented on every write; a PATCH must name the version it read. */
    versi: integer("versi").notNull().default(1),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Public paths only ever read PUBLISHED rows: partial indexes keep them small and exact.
    index("metadata_publik_terbit_idx").on(t.publishedAt.desc(), t.id).where(sql`status = 'PUBLISHED'`),
    // Migration 0002 adds INCLUDE (published_at, id) for index-only bbox pages (Drizzle cannot express INCLUDE).
    index("metadata_publik_bbox_idx").using("gist", t.bbox).where(sql`status = 'PUBLISHED'`),
    index("metadata_publik_cari_idx").using("gin", t.cariTeks).where(sql`status = 'PUBLISHED'`),
    index("metadata_publik_topik_idx").using("gin", t.topikKategori).where(sql`status = 'PUBLISHED'`),
    index("metadata_publik_tipe_idx").on(t.tipeData, t.publishedAt.desc()).where(sql`status = 'PUBLISHED'`),
    index("metadata_publik_organisasi_idx").on(t.organisasiId).where(sql`status = 'PUBLISHED'`),
    // CSW: AnyText words (with the box's grid cells, migration 0025: words beside a box read only rows in its
    // cells), and pages in identifier order (the default GetRecords order) read from the index alone.
    index("metadata_publik_kata_sel_idx").using("gin", t.kataLengkap, t.selKotak).where(sql`status = 'PUBLISHED'`),
    index("metadata_publik_id_idx").on(t.id).where(sql`status = 'PUBLISHED'`),
    // Finds the rows an older AnyText version wrote (none, after the first start) without reading the table.
    index("metadata_teks_lengkap_versi_idx").on(t.teksLengkapVersi),
    // Facet filters of /katalog: province codes and the year of the data. Migration 0015 also adds
    // metadata_publik_faset_idx (id) INCLUDE (the facet columns), so unfiltered counts read the index alone (Drizzle
    // cannot express INCLUDE).
    index("metadata_publik_provinsi_idx").using("gin", t.provinsi).where(sql`status = 'PUBLISHED'`),
    index("metadata_publik_tahun_idx").on(t.tahun).where(sql`status = 'PUBLISHED'`),
    index("metadata_publik_diubah_idx").on(t.updatedAt.desc(), t.id).where(sql`status = 'PUBLISHED'`),
    ...indeksCsw(t),
    // Authenticated paths: by owner or organisation, then status, newest change first.
    index("metadata_pemilik_idx").on(t.pemilikId, t.status, t.updatedAt.desc()),
    index("metadata_organisasi_idx").on(t.organisasiId, t.status, t.updatedAt.desc()),
    index("metadata_status_idx").on(t.status, t.updatedAt.desc()),
    // At most one working copy per original.
    uniqueIndex("metadata_salinan_dari_uq").on(t.salinanDari),
  ],
);
