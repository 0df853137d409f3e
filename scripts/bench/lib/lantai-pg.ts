import postgres from "postgres";

/** What Postgres alone needs on this machine to hold a target's harvested records searchable (seconds). */
export type LantaiPg = { baris: number; tanpaIndeks: number; indeksAnyText: number; semuaIndeks: number; jumlahIndeks: number };

/**
 * The Postgres floor of a first run into an empty target, measured on the target a first run filled: its
 * `metadata` rows copied into a table without any index (rows and TOAST written, WAL-logged), then every index of
 * `metadata` built on the copy in one bulk pass each (maintenance_work_mem 1 GB), the AnyText trigram index among
 * them timed alone. The cheapest order there is (rows first, indexes after); a harvest writes rows searchable as
 * they arrive, which costs more. Inside one transaction that is rolled back: nothing stays.
 */
export async function ukurLantaiPg(url: string): Promise<LantaiPg> {
  const pg = postgres(url, { max: 1, onnotice: () => {} });
  const s = await pg.reserve();
  const detik = async (kerja: () => Promise<unknown>) => {
    const t = performance.now();
    await kerja();
    return (performance.now() - t) / 1000;
  };
  try {
    await s.unsafe("begin");
    await s.unsafe("set local maintenance_work_mem = '1GB'");
    await s.unsafe("create table lantai_baris (like metadata including defaults)");
    const tanpaIndeks = await detik(() => s.unsafe("insert into lantai_baris select * from metadata"));
    const [{ n }] = (await s.unsafe("select count(*)::int as n from lantai_baris")) as unknown as [{ n: number }];
    const indeks = (await s.unsafe("select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename = 'metadata' order by indexname")) as unknown as { indexname: string; indexdef: string }[];
    let semuaIndeks = 0;
    let indeksAnyText = 0;
    for (const { indexname, indexdef } of indeks) {
      const def = indexdef.replace(/^CREATE (UNIQUE )?INDEX \S+ ON (?:public\.)?metadata /, "CREATE $1INDEX ON lantai_baris ");
      if (def === indexdef) throw new Error(`definisi indeks ${indexname} tidak dikenali: ${indexdef}`);
      const d = await detik(() => s.unsafe(def));
      semuaIndeks += d;
      if (/\(teks_lengkap gin_trgm_ops\)/.test(indexdef)) indeksAnyText = d;
    }
    return { baris: n, tanpaIndeks, indeksAnyText, semuaIndeks, jumlahIndeks: indeks.length };
  } finally {
    await s.unsafe("rollback").catch(() => {});
    s.release();
    await pg.end();
  }
}
