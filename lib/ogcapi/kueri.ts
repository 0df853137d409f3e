import { sql, type SQL } from "drizzle-orm";
import { jalanUrutan, kondisiGetRecords } from "@/lib/csw/kueri-get-records";
import { metadata } from "@/lib/db/schema";
import type { Kursor } from "./kursor";
import type { KueriItems } from "./parameter";
import type { KunciUrut } from "./queryables";

/**
 * The page query of /items: the CSW WHERE (lib/csw/kueri-get-records.ts, the same compiled filter over the same
 * indexes) plus a keyset condition after (or, for `prev`, before) the cursor, ordered by (key₁ NULLS LAST, …, id)
 * — for one key exactly the (key, id) indexes — one row more than the page to know whether a next page exists.
 * How the rows are found (walking the order's index, or gathering the matches first) is CSW's choice from the
 * exact counts (jalanUrutan). Each row carries its keys' values as text (n0, n1, …) for the next cursor, and the
 * record itself (`dokumen`, `diubah`, `dibuat`): a page is one round trip, not ids and then their documents.
 */
export function kueriHalaman(p: KueriItems, cocok: number, publik: number): SQL {
  const jalan = jalanUrutan({ filter: p.filter, startPosition: 1, maxRecords: p.limit, urutId: p.urut.kunci.length === 0 }, cocok, publik);
  const where = kondisiGetRecords(p.filter, { tanpaIndeks: jalan });
  if (jalan) {
    const mundur = p.kursor?.arah === "mundur";
    const kolom: Kolom = { kunci: p.urut.kunci.map((k) => k.kunci.sql), id: sql`${metadata.id}` };
    const setelah = p.kursor ? sql` and ${syaratKursor(p, p.kursor, kolom)}` : sql``;
    return sql`select ${metadata.id} as id${sql.join(nilaiTeks(p))}, ${KOLOM_REKAMAN} from ${metadata} where ${where}${setelah} order by ${urutan(p, mundur, kolom)} limit ${p.limit + 1}`;
  }
  const kumpul = terkumpul(p, where);
  return sql`${kumpul.cocok} ${kumpul.halaman}`;
}

/**
 * `q` (one term) and `bbox` and nothing else, first page, default order: what a map client's search box sends.
 * Its statement has one text whatever the word and box (values are parameters), so it may stay prepared
 * (lib/db/siap.ts), and Postgres's generic plan for it (the words-and-cells GIN index, then the box on the rows)
 * suits every word: a word in most records beside a box took 0.2–0.8 s by the box's GiST index and each row's
 * toasted words, and ≈ 20 ms this way (100,020 published).
 */
export function kataDanKotak(p: KueriItems): boolean {
  if (p.kursor || p.urut.kunci.length > 0 || p.filter?.op !== "And" || p.filter.anak.length !== 2) return false;
  const [kata, kotak] = p.filter.anak;
  return kata?.op === "PropertyIsEqualTo" && kata.properti.queryable.tipe === "teks-bebas" && kotak?.op === "BBOX";
}

/**
 * The first page and the filter's count in one pass over the matches, for a filter whose count is not cached: the
 * matches gathered once (as kueriHalaman does for a selective filter), counted, and the page taken from them. A
 * count and a gathering page would otherwise each read every matching row. Always one row: the count, with the
 * page's columns NULL when no row of the page exists.
 */
export function kueriHalamanDanJumlah(p: KueriItems): SQL {
  const { cocok, halaman } = terkumpul(p, kondisiGetRecords(p.filter, { tanpaIndeks: false }));
  return sql`${cocok} select h.*, j.jumlah from (select count(*)::int as jumlah from cocok) j left join lateral (${halaman}) h on true`;
}

/** The record's columns a page row carries, read only for the rows of the page. */
const KOLOM_REKAMAN = sql`${metadata.dokumen} as dokumen, ${metadata.updatedAt} as diubah, ${metadata.createdAt} as dibuat`;

/**
 * The matches gathered first: the `cocok` CTE (id, each key as k0…, its cursor text as n0…) and the page selected
 * from it (after or before the cursor, in the sort order, one row more than the page), each row joined to its
 * record afterwards and kept in the page's order by its place (`urut`).
 */
function terkumpul(p: KueriItems, where: SQL): { cocok: SQL; halaman: SQL } {
  const mundur = p.kursor?.arah === "mundur";
  const kolom: Kolom = { kunci: p.urut.kunci.map((_, i) => sql`${sql.identifier(`k${i}`)}`), id: sql`id` };
  const setelah = p.kursor ? sql`where ${syaratKursor(p, p.kursor, kolom)}` : sql``;
  const pilihKunci = p.urut.kunci.map(({ kunci: k }, i) => sql`, ${k.sql} as ${sql.identifier(`k${i}`)}`);
  const nama = p.urut.kunci.map((_, i) => sql`, ${sql.identifier(`n${i}`)}`);
  return {
    cocok: sql`with cocok as materialized (select ${metadata.id} as id${sql.join(pilihKunci)}${sql.join(nilaiTeks(p))} from ${metadata} where ${where})`,
    halaman: sql`select h.*, ${KOLOM_REKAMAN} from (select t.*, row_number() over () as urut from (select id${sql.join(nama)} from cocok ${setelah} order by ${urutan(p, mundur, kolom)} limit ${p.limit + 1}) t) h join ${metadata} on ${metadata.id} = h.id order by h.urut`,
  };
}

/** Each sort key's value as text (n0, n1, …), what the next cursor is written from. */
const nilaiTeks = (p: KueriItems): SQL[] => p.urut.kunci.map(({ kunci: k }, i) => sql`, ${teks(k)} as ${sql.identifier(`n${i}`)}`);

/** A key's value as text that casts back to the same value (timestamps in UTC with microseconds). */
const teks = (k: KunciUrut): SQL => (k.tipe === "timestamptz" ? sql`to_char(${k.sql} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` : sql`(${k.sql})::text`);

type Kolom = { kunci: SQL[]; id: SQL };

function urutan(p: KueriItems, mundur: boolean, c: Kolom): SQL {
  const idArah = sql.raw(mundur ? "desc" : "asc");
  // Backwards is the forward order reversed: (key DESC NULLS FIRST, id DESC) for an ascending sort.
  const kunci = p.urut.kunci.map(({ turun }, i) => sql`${c.kunci[i]!} ${sql.raw(turun !== mundur ? "desc" : "asc")} ${sql.raw(mundur ? "nulls first" : "nulls last")}`);
  return sql.join([...kunci, sql`${c.id} ${idArah}`], sql`, `);
}

/**
 * Rows strictly after (maju) or before (mundur) the cursor in the forward order (key₁ asc|desc NULLS LAST, …,
 * id asc): the lexicographic comparison written out key by key, since a row value `(a, b, id) > (x, y, z)` holds
 * only when every key runs the same way and none is NULL. At key i, with the keys before it equal:
 * - a NULL cursor value: only NULL keys follow it (then the later keys decide); every non-NULL key precedes it;
 * - a value v: larger (sorted descending: smaller) keys lie beyond, the same key lets the later keys decide, and
 *   NULL keys (nullable keys only) follow.
 * The bound `key >= v` (or `<=`) is redundant beside `key > v or (…)`, but it is what a (key, id) index can start
 * its scan at: without it a page deep in a sorted walk would read every row before the cursor to reject it. For
 * one key this is exactly the condition the (key, id) indexes were chosen for.
 */
function syaratKursor(p: KueriItems, k: Kursor, c: Kolom): SQL {
  const maju = k.arah === "maju";
  const id = sql`${k.id}::uuid`;
  const langkah = (i: number): SQL => {
    const u = p.urut.kunci[i];
    if (!u) return maju ? sql`${c.id} > ${id}` : sql`${c.id} < ${id}`;
    const kol = c.kunci[i]!;
    const sisa = langkah(i + 1);
    const v = k.nilai[i] ?? null;
    if (v === null) return maju ? sql`(${kol} is null and ${sisa})` : sql`(${kol} is not null or ${sisa})`;
    // The value takes the key's own collation (title sorts by code point, "C"), so order and comparison agree.
    const nilai = sql`${v}::${sql.raw(u.kunci.tipe)}`;
    // Ascending and forward, or descending and backward: larger keys lie beyond.
    const lebihBesar = u.turun !== maju;
    const lewat = lebihBesar ? sql`${kol} > ${nilai}` : sql`${kol} < ${nilai}`;
    const batas = lebihBesar ? sql`${kol} >= ${nilai}` : sql`${kol} <= ${nilai}`;
    const setelah = sql`(${batas} and (${lewat} or ${sisa}))`;
    return u.kunci.bolehNull && maju ? sql`(${setelah} or ${kol} is null)` : setelah;
  };
  return langkah(0);
}
