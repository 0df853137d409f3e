import { getTableColumns, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "@/lib/db/client";

/** Rows per statement stop growing past this much JSON. */
const JSON_PER_PERNYATAAN = 4 * 1024 * 1024;

/**
 * Insert many rows, each statement carrying its rows as one JSON parameter (`json_populate_recordset`). A seed of
 * 100,000 records writes about a million history rows: a multi-row VALUES list costs a bind parameter per value
 * (at most 65,535 per statement) and the query builder's work per value, which dominated the seed's time.
 * Works the same on Postgres and PGlite. Only plain columns: every value goes in as its JSON form (Date as ISO).
 */
export async function sisipkanMassal<T extends PgTable>(tx: Tx, tabel: T, baris: readonly T["$inferInsert"][]): Promise<void> {
  if (baris.length === 0) return;
  const kolom = getTableColumns(tabel);
  const nama = new Set<string>();
  for (const b of baris) for (const k of Object.keys(b)) if ((b as Record<string, unknown>)[k] !== undefined) nama.add(k);
  const daftar = [...nama].map((k) => {
    const c = kolom[k];
    // Custom columns are generated (box, weighted tsvector) except a plain tsvector, whose text form is its JSON form.
    const kustom = c?.columnType === "PgCustomColumn" && (c.generated !== undefined || c.getSQLType() !== "tsvector");
    if (!c || kustom) throw new Error(`Kolom ${k} tidak dapat disisipkan lewat JSON`);
    return c.name;
  });
  const namaKolom = sql.raw(daftar.map((n) => `"${n}"`).join(", "));
  const kunci = [...nama];
  let potong: string[] = [];
  let ukuran = 0;
  const kirim = async () => {
    await tx.execute(sql`insert into ${tabel} (${namaKolom}) select ${namaKolom} from json_populate_recordset(null::${tabel}, ${`[${potong.join(",")}]`}::json)`);
    potong = [];
    ukuran = 0;
  };
  for (const b of baris) {
    const r = b as Record<string, unknown>;
    const json = JSON.stringify(Object.fromEntries(kunci.map((k, i) => [daftar[i], r[k] ?? null])));
    potong.push(json);
    ukuran += json.length;
    if (ukuran >= JSON_PER_PERNYATAAN) await kirim();
  }
  if (potong.length) await kirim();
}
