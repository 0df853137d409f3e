import { integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { metadata } from "./metadata";
import { bytea } from "./types";

/**
 * A PUBLISHED record's XML, rendered once in one output form (lib/xml/fragmen/bentuk.ts) and served as stored by
 * CSW pages, GetRecordById and downloads. A row is current only while its `versi_render` is the code's
 * VERSI_RENDER and its `diperbarui`/`versi_rekaman` are the record's `updated_at`/`versi`: readers compare them,
 * so a stale row is never served. The trigger of this table's migration deletes a record's rows in the
 * transaction that changes its document, dates or version, or takes it out of PUBLISHED; deleting the record
 * cascades.
 */
export const metadataFragmen = pgTable(
  "metadata_fragmen",
  {
    metadataId: uuid("metadata_id")
      .notNull()
      .references(() => metadata.id, { onDelete: "cascade" }),
    /** Output form, e.g. `csw/gmd/full` or `unduh/mdb2016`. */
    bentuk: text("bentuk").notNull(),
    versiRender: integer("versi_render").notNull(),
    /** The record's `updated_at` and `versi` the fragment was rendered from. */
    diperbarui: timestamp("diperbarui", { withTimezone: true }).notNull(),
    versiRekaman: integer("versi_rekaman").notNull(),
    /**
     * The markup of a download form. NULL for a CSW form written since migration 0027, which keeps only its
     * compressed piece (readers inflate it for an uncompressed answer); rows written before keep both.
     */
    xml: text("xml"),
    /**
     * CSW forms only: the markup as a raw deflate piece (lib/http/gzip-rakit.ts), with the CRC-32 (as a signed
     * int) and byte length of its UTF-8, so gzip pages are assembled from stored pieces. NULL on rows written
     * before these columns: the fill redoes them and readers compress `xml` meanwhile.
     */
    deflate: bytea("deflate"),
    crc: integer("crc"),
    panjang: integer("panjang"),
  },
  (t) => [primaryKey({ columns: [t.metadataId, t.bentuk] })],
);
