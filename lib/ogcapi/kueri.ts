import { sql, type SQL } from "drizzle-orm";
import { jalanUrutan, kondisiGetRecords } from "@/lib/csw/kueri-get-records";
import { metadata } from "@/lib/db/schema";
import type { Kursor } from "./kursor";
import type { KueriItems } from "./parameter";

/**
 * The page query of /items: the CSW WHERE (lib/csw/kueri-get-records.ts, the same compiled filter over the same
 * indexes) plus a keyset condition after (or, for `prev`, before) the cursor, ordered by (key NULLS LAST, id) as
 * the (key, id) indexes are, one row more than the page to know whether a next page exists. How the rows are found
 * (walking the order's index, or gathering the matches first) is CSW's choice from the exact counts (jalanUrutan).
 */
export function kueriHalaman(p: KueriItems, cocok: number, publik: number): SQL {
  const mundur = p.kursor?.arah === "mundur";
  const jalan = jalanUrutan({ filter: p.filter, startPosition: 1, maxRecords: p.limit }, cocok, publik);
  const where = kondisiGetRecords(p.filter, { tanpaIndeks: jalan });
  const k = p.urut.kunci;
  const nilaiTeks = k ? (k.tipe === "timestamptz" ? sql`to_char(${k.sql} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` : sql`(${k.sql})::text`) : sql`null::text`;
  const batas = sql`limit ${p.limit + 1}`;
  if (jalan) {
    const kolom = { kunci: k?.sql, id: sql`${metadata.id}` };
    const setelah = p.kursor ? sql` and ${syaratKursor(p, p.kursor, kolom)}` : sql``;
    return sql`select ${metadata.id} as id, ${nilaiTeks} as nilai from ${metadata} where ${where}${setelah} order by ${urutan(p, mundur, kolom)} ${batas}`;
  }
  const kolom = { kunci: k ? sql`k0` : undefined, id: sql`id` };
  const setelah = p.kursor ? sql`where ${syaratKursor(p, p.kursor, kolom)}` : sql``;
  const pilihKunci = k ? sql`, ${k.sql} as k0, ${nilaiTeks} as nilai` : sql`, null::text as nilai`;
  return sql`with cocok as materialized (select ${metadata.id} as id${pilihKunci} from ${metadata} where ${where}) select id, nilai from cocok ${setelah} order by ${urutan(p, mundur, kolom)} ${batas}`;
}

type Kolom = { kunci: SQL | undefined; id: SQL };

function urutan(p: KueriItems, mundur: boolean, c: Kolom): SQL {
  const idArah = sql.raw(mundur ? "desc" : "asc");
  if (!c.kunci) return sql`${c.id} ${idArah}`;
  // Backwards is the forward order reversed: (key DESC NULLS FIRST, id DESC) for an ascending sort.
  const turun = p.urut.turun !== mundur;
  return sql`${c.kunci} ${sql.raw(turun ? "desc" : "asc")} ${sql.raw(mundur ? "nulls first" : "nulls last")}, ${c.id} ${idArah}`;
}

/**
 * Rows strictly after (maju) or before (mundur) the cursor in the forward order (key asc|desc NULLS LAST, id asc).
 * For a NULL key value, only other NULL keys follow it (by id); a non-NULL key is followed by larger (or, sorted
 * descending, smaller) keys, the same key with a larger id, then every NULL key.
 */
function syaratKursor(p: KueriItems, k: Kursor, c: Kolom): SQL {
  const maju = k.arah === "maju";
  const id = sql`${k.id}::uuid`;
  const idLewat = maju ? sql`${c.id} > ${id}` : sql`${c.id} < ${id}`;
  const u = p.urut.kunci;
  if (!u || !c.kunci) return idLewat;
  // The value takes the key's own collation (title sorts by code point, "C"), so order and comparison agree.
  const nilai = sql`${k.nilai}::${sql.raw(u.tipe)}`;
  if (k.nilai === null) return maju ? sql`(${c.kunci} is null and ${idLewat})` : sql`(${c.kunci} is not null or ${idLewat})`;
  // Ascending and forward, or descending and backward: larger keys lie beyond.
  const lebihBesar = p.urut.turun !== maju;
  const lewat = lebihBesar ? sql`${c.kunci} > ${nilai}` : sql`${c.kunci} < ${nilai}`;
  // The redundant bound (key >= v, or <=) is what the (key, id) index can start its scan at: without it a page
  // deep in a sorted walk would read every row before the cursor to reject it.
  const batas = lebihBesar ? sql`${c.kunci} >= ${nilai}` : sql`${c.kunci} <= ${nilai}`;
  const setelah = sql`(${batas} and (${lewat} or ${idLewat}))`;
  return u.bolehNull && maju ? sql`(${setelah} or ${c.kunci} is null)` : setelah;
}
