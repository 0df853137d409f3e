import { sql } from "drizzle-orm";
import { bigserial, boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { metadata } from "./metadata";
import { pengguna } from "./pengguna";
import { organisasi } from "./organisasi";

export const tipeDokumenKualitasEnum = pgEnum("tipe_dokumen_kualitas", ["QC", "QE", "QA"]);
/** Lifecycle: drafted → submitted for signature (PENDING) → SIGNED; SUPERSEDED when the record goes round again. */
export const statusDokumenKualitasEnum = pgEnum("status_dokumen_kualitas", ["DRAFT", "PENDING", "SIGNED", "SUPERSEDED"]);

/** A QC, QE or QA document of one record, with its signature once signed. */
export const dokumenKualitas = pgTable(
  "dokumen_kualitas",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** A running number, never reused: the printed document number (lib/quality/nomor-dokumen.ts) derives from it. */
    nomorUrut: bigserial("nomor_urut", { mode: "number" }).notNull().unique(),
    metadataId: uuid("metadata_id")
      .notNull()
      .references(() => metadata.id, { onDelete: "cascade" }),
    tipe: tipeDokumenKualitasEnum("tipe").notNull(),
    status: statusDokumenKualitasEnum("status").notNull().default("DRAFT"),
    sesuai: boolean("sesuai").notNull().default(false),
    passed: integer("passed").notNull().default(0),
    total: integer("total").notNull().default(0),
    /** The checklist items / ISO 19157 evaluations / review decision, per `tipe`. */
    isi: jsonb("isi").notNull().default(sql`'{}'::jsonb`),
    pemeriksaId: uuid("pemeriksa_id").references(() => pengguna.id),
    /** Organisation of the checker at the time of the work (for the cross-organisation check, spec 2.9). */
    organisasiPemeriksaId: uuid("organisasi_pemeriksa_id").references(() => organisasi.id),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    signatureMethod: text("signature_method"),
    /** SHA-256 (hex) of the 43-character token; the token itself is never stored. */
    signatureTokenHash: text("signature_token_hash").unique(),
    /** Signature over the canonical serialisation, base64. */
    signature: text("signature"),
    /** The exact canonical payload that was signed, kept so verification re-checks the same bytes. */
    signedPayload: text("signed_payload"),
    pdfSha256: text("pdf_sha256"),
    uploadedDoc: boolean("uploaded_doc").notNull().default(false),
    storageKey: text("storage_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one current (not superseded) document of each kind per record.
    uniqueIndex("dokumen_kualitas_aktif_uq").on(t.metadataId, t.tipe).where(sql`status <> 'SUPERSEDED'`),
    index("dokumen_kualitas_org_pemeriksa_idx").on(t.organisasiPemeriksaId, t.status),
    // The quality facet of /katalog (issue 18): records with a signed QA, read from the index alone.
    index("dokumen_kualitas_qa_sah_idx").on(t.metadataId).where(sql`tipe = 'QA' and status = 'SIGNED'`),
  ],
);
