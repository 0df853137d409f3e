import { getTableColumns, sql, type Column, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * Many rows of `tabel` for one INSERT or UPDATE … FROM, sent as a single jsonb parameter and expanded by
 * jsonb_populate_recordset (arrays, jsonb, timestamps and tsvectors arrive through their columns' own input
 * functions). For a harvest page: drizzle typed and bound each of its tens of thousands of parameters one by one,
 * a fifth of the harvesting CPU.
 * The columns are the properties any row gives a value (undefined is left out, as drizzle does): a column missing
 * from the list takes its default, and a row without a value for a listed column gets NULL.
 */
export function barisJsonb<T extends PgTable>(tabel: T, baris: readonly T["$inferInsert"][]): { kolom: SQL; rekaman: SQL } {
  const semua: Record<string, Column> = getTableColumns(tabel);
  const kunci = [...new Set(baris.flatMap((b) => Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined)))];
  const nama = kunci.map((k) => {
    const c = semua[k];
    if (!c) throw new Error(`kolom tidak dikenal: ${k}`);
    return c.name;
  });
  const json = JSON.stringify(baris.map((b) => Object.fromEntries(kunci.map((k, i) => [nama[i], (b as Record<string, unknown>)[k] ?? null]))));
  const kolom = sql.join(nama.map((n) => sql.identifier(n)), sql`, `);
  return { kolom, rekaman: sql`jsonb_populate_recordset(null::${tabel}, ${json}::jsonb)` };
}
