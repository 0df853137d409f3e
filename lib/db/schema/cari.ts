import { doublePrecision, index, pgTable, uuid } from "drizzle-orm/pg-core";
import { metadata, statusMetadataEnum } from "./metadata";
import { tsvector } from "./types";

/**
 * The PUBLISHED records' AnyText words and boxes, and nothing else: a narrow copy of the `metadata` columns the
 * commonest searches read (one word, words and a box, a box), kept by the statement triggers of migration 0022 in
 * the statement that changes a record. Column names are those of `metadata`, so a filter compiled over `metadata`
 * runs unchanged over `metadata_cari as metadata` (lib/csw/proyeksi.ts). Why: a `metadata` row is about 4 KB and
 * the matches of a word lie one per heap page, so a count or a page read thousands of pages (mostly from the OS
 * cache, the table being five times shared_buffers); here a row is tens of bytes plus its words.
 */
export const metadataCari = pgTable(
  "metadata_cari",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => metadata.id, { onDelete: "cascade" }),
    /** Always PUBLISHED: the condition every public query carries, so it reads the same here. */
    status: statusMetadataEnum("status").notNull().default("PUBLISHED"),
    kataLengkap: tsvector("kata_lengkap").notNull(),
    bboxBarat: doublePrecision("bbox_barat").notNull(),
    bboxTimur: doublePrecision("bbox_timur").notNull(),
    bboxSelatan: doublePrecision("bbox_selatan").notNull(),
    bboxUtara: doublePrecision("bbox_utara").notNull(),
  },
  (t) => [
    index("metadata_cari_kata_idx").using("gin", t.kataLengkap),
    index("metadata_cari_kotak_idx").using("gist", t.bboxBarat, t.bboxTimur, t.bboxSelatan, t.bboxUtara),
  ],
);
