import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { metadata, metadataCari } from "@/lib/db/schema";

const dialek = new PgDialect();

/** Columns `metadata_cari` shares with `metadata` (lib/db/schema/cari.ts). */
const KOLOM_CARI = new Set(Object.values(metadataCari).filter((k): k is typeof metadataCari.id => typeof k === "object" && k !== null && "name" in k).map((k) => k.name));

const KOLOM_METADATA = /"metadata"\."([^"]+)"/g;

/**
 * The table a query over PUBLISHED records reads, given every part of it that names columns (WHERE, ORDER BY,
 * selected keys): `metadata_cari`, under the name `metadata`, when those parts name only columns it has (a filter
 * of AnyText words and boxes in identifier order: what QGIS, harvesters and the OGC API's `q`+`bbox` ask), else
 * `metadata` itself. Decided from the SQL the filter compiled to, so a queryable added later never reads a column
 * the narrow table lacks.
 */
export function tabelCari(...bagian: SQL[]): SQL {
  for (const b of bagian) {
    for (const [, kolom] of dialek.sqlToQuery(b).sql.matchAll(KOLOM_METADATA)) {
      if (!KOLOM_CARI.has(kolom!)) return sql`${metadata}`;
    }
  }
  return sql`${metadataCari} as ${metadata}`;
}
