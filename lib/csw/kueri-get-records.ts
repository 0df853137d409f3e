import { and, eq, sql, type SQL } from "drizzle-orm";
import { compileFilter, hanyaFaset, hanyaKotak, kataUtuhTunggal, larikTunggal, type Filter } from "@/lib/csw/filter";
import { kataPublik, kotakPublik, larikPublik, metadata } from "@/lib/db/schema";
import type { PermintaanGetRecords, Urutan } from "./permintaan";

type Halaman = Pick<PermintaanGetRecords, "filter" | "urut" | "startPosition" | "maxRecords">;

/**
 * PUBLISHED records matching the filter: the one WHERE of every GetRecords query. `tanpaIndeks` wraps the filter
 * in coalesce(…, false), the same truth (filters are two-valued), but an expression no index serves and the
 * planner rates at its default 0.5: it then walks the page order's index, which the counts showed to be cheap.
 * A page cut from all matches is gathered in a MATERIALIZED CTE, so the planner cannot walk the order instead.
 */
export function kondisiGetRecords(filter: Filter | undefined, { tanpaIndeks = false } = {}): SQL {
  return kondisiPublik(filter && compileFilter(filter), tanpaIndeks);
}

/** kondisiGetRecords of a filter already compiled (one compilation serves every query of a request). */
function kondisiPublik(kondisi: SQL | undefined, tanpaIndeks: boolean): SQL {
  // A literal, not a parameter: a prepared statement's generic plan can then use the partial indexes (WHERE
  // status = 'PUBLISHED'), whose predicate a parameter cannot be proven to imply.
  const publik = sql`${metadata.status} = 'PUBLISHED'`;
  if (!kondisi) return publik;
  return and(publik, tanpaIndeks ? sql`coalesce(${kondisi}, false)` : kondisi)!;
}

/**
 * How a page is found is decided by the exact counts, known first, not by the planner's estimates, which misjudge
 * correlated conditions (a box's four edges, TempExtent_begin ≥ X AND TempExtent_end ≤ Y) by orders of magnitude
 * either way. Walking the page order until the page is full meets about (offset + page) × public / matches rows,
 * each a random heap visit to test the filter; gathering every match through the filter's indexes reads the
 * matches in heap order (a bitmap scan) and sorts them, so a walked row is weighed as KALI_ACAK gathered ones
 * (KALI_FASET when the walk reads the facet index alone). Without a filter the walk reads the order's index alone
 * and is always taken. `urutId`: the page is in identifier order (no SortBy).
 */
export function jalanUrutan(p: Pick<Halaman, "filter" | "startPosition" | "maxRecords"> & { urutId: boolean }, cocok: number, publik: number): boolean {
  if (!p.filter) return true;
  const kali = p.urutId && hanyaFaset(p.filter) ? KALI_FASET : KALI_ACAK;
  return kali * (p.startPosition - 1 + p.maxRecords) * publik <= cocok * cocok;
}

const KALI_ACAK = 4;
/**
 * A filter on the facet index's columns, in identifier order, is tested along that index without visiting the
 * records: a walked entry cost ≈ 1 µs against ≈ 3 µs for a record gathered through a GIN bitmap (100,020
 * published, warm), and gathering by a value on thousands of records made the planner read the whole facet index
 * (30–80 ms) instead.
 */
const KALI_FASET = 0.25;

/**
 * A filter's count: one row of kata_publik for a single whole AnyText word, or of larik_publik for one topic or
 * format; a sum over kotak_publik, one row per distinct extent, for a filter on the box alone (read under the name
 * "metadata", so the compiled condition's "metadata"."bbox_…" columns are kotak_publik's own); else counted over
 * the records.
 */
function hitungFilter(filter: Filter | undefined, kondisi: SQL | undefined, where: SQL): SQL {
  if (filter && hanyaKotak(filter)) {
    return sql`select coalesce(sum(${metadata}.jumlah), 0)::int as n from ${kotakPublik} as ${metadata} where ${kondisi}`;
  }
  const larik = filter ? larikTunggal(filter) : null;
  if (larik) {
    const baris = and(eq(larikPublik.kolom, larik.kolom), eq(larikPublik.nilai, larik.nilai));
    return sql`select coalesce((select ${larikPublik.jumlah} from ${larikPublik} where ${baris}), 0)::int as n`;
  }
  const kata = filter ? kataUtuhTunggal(filter) : null;
  if (kata === null) return sql`select count(*)::int as n from ${metadata} where ${where}`;
  return sql`select coalesce((select ${kataPublik.jumlah} from ${kataPublik} where ${kataPublik.kata} = ${kata}), 0)::int as n`;
}

/** The count of all public records, against which a filter's count is weighed (jalanUrutan). */
export const HITUNG_PUBLIK = sql`select count(*)::int as n from ${metadata} where ${kondisiGetRecords(undefined)}`;

/**
 * The two queries of a page, unexecuted, so the benchmark can EXPLAIN exactly these: the count, then the page's
 * ids in the client's order with the identifier as the last key (conformance D4; without SortBy the identifier
 * alone, so a harvest walking pages keeps its order while records are edited). Each sort key is ASC or DESC,
 * NULLS LAST, matching the (key, id) indexes of lib/db/schema/metadata-indeks-csw.ts. `ids` takes the filter's
 * count and the count of all public records (jalanUrutan).
 */
export function kueriGetRecords(p: Halaman): { hitung: SQL; ids: (cocok: number, publik: number) => SQL; idsSiap?: string } {
  const kondisi = p.filter && compileFilter(p.filter);
  const where = kondisiPublik(kondisi, false);
  const kunci = p.urut.map((u: Urutan) => ({ nilai: u.queryable.urut!, arah: sql.raw(u.turun ? "desc" : "asc") }));
  const batas = sql`limit ${p.maxRecords} offset ${p.startPosition - 1}`;
  return {
    hitung: hitungFilter(p.filter, kondisi, where),
    // One whole AnyText word in identifier order, what QGIS sends: the page query's text is one of two whatever the
    // word and page, and either plan suits every word it is chosen for, so it may stay prepared (lib/db/siap.ts).
    ...(p.urut.length === 0 && p.filter && kataUtuhTunggal(p.filter) !== null ? { idsSiap: "csw_ids_kata" } : {}),
    ids: (cocok, publik) => {
      if (jalanUrutan({ ...p, urutId: p.urut.length === 0 }, cocok, publik)) {
        const urutan = [...kunci.map((k) => sql`${k.nilai} ${k.arah} nulls last`), sql`${metadata.id}`];
        return sql`select ${metadata.id} as id from ${metadata} where ${kondisiPublik(kondisi, true)} order by ${sql.join(urutan, sql`, `)} ${batas}`;
      }
      const kolom = kunci.map((k, i) => sql`, ${k.nilai} as ${sql.identifier(`k${i}`)}`);
      const urutan = [...kunci.map((k, i) => sql`${sql.identifier(`k${i}`)} ${k.arah} nulls last`), sql`id`];
      return sql`with cocok as materialized (select ${metadata.id} as id${sql.join(kolom)} from ${metadata} where ${where}) select id from cocok order by ${sql.join(urutan, sql`, `)} ${batas}`;
    },
  };
}
