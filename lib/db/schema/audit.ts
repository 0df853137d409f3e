import { sql } from "drizzle-orm";
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { pengguna } from "./pengguna";

/** Every state change: who, when, what, from which state to which, and why. Written in the same transaction. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    waktu: timestamp("waktu", { withTimezone: true }).notNull().defaultNow(),
    penggunaId: uuid("pengguna_id").references(() => pengguna.id),
    aksi: text("aksi").notNull(),
    entitas: text("entitas").notNull(),
    entitasId: text("entitas_id").notNull(),
    dari: text("dari"),
    ke: text("ke"),
    catatan: text("catatan"),
    data: jsonb("data"),
  },
  (t) => [
    index("audit_log_entitas_idx").on(t.entitas, t.entitasId, t.waktu),
    // A record's history also lists its quality documents' rows, which name the record in data.metadataId.
    index("audit_log_dokumen_metadata_idx").on(sql`(${t.data}->>'metadataId')`).where(sql`${t.entitas} = 'dokumen_kualitas'`),
  ],
);
