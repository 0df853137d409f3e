import "server-only";
import { sql } from "drizzle-orm";
import { env } from "@/lib/env";
import { catatGalat } from "@/lib/keamanan/catat-galat";
import { sinyalPermintaan } from "@/lib/http/lingkup";
import { getRedis, kunciRedis } from "@/lib/redis";
import { openPostgres, type DatabaseHandle, type Db, type OpsiPublik } from "./client";
import { getDatabase } from "./index";

// Public reads (public API, pages, /csw) may come from a streaming replica (DATABASE_READ_URL). A replica replays
// the primary's WAL a little later, so right after a publication it may not hold the record yet, and an answer
// computed from it would be cached under the new cache generation. Every generation bump therefore records the
// primary's WAL position in Redis first; a read uses the replica only once it has replayed that far.

const holder = globalThis as unknown as { __geokatalogReplika?: Promise<DatabaseHandle>; __geokatalogLsnTercapai?: string; __geokatalogReplikaLog?: number };

const KUNCI_LSN = () => kunciRedis("db", "lsn-terbit");

/** Every public read, on the primary or the replica: its own pool, a statement_timeout, cancelled with its request. */
function opsiPublik(): OpsiPublik {
  const e = env();
  return { max: e.DATABASE_PUBLIC_POOL_MAX, timeoutDetik: e.DATABASE_PUBLIC_TIMEOUT_SECONDS, sinyal: sinyalPermintaan };
}

/** The primary's public pool. */
async function primerPublik(): Promise<Db> {
  return (await getDatabase()).publik(opsiPublik());
}

function bukaReplika(url: string): Promise<DatabaseHandle> {
  const o = opsiPublik();
  holder.__geokatalogReplika ??= openPostgres(url, { max: o.max, namaAplikasi: "geokatalog-baca", statementTimeoutMs: o.timeoutDetik * 1000, sinyal: o.sinyal }).catch((err: unknown) => {
    holder.__geokatalogReplika = undefined;
    throw err;
  });
  return holder.__geokatalogReplika;
}

/** A position no replica reaches: reads stay on the primary until a later bump records a real one. */
const LSN_TAK_TERCAPAI = "FFFFFFFF/FFFFFFFF";

/**
 * Called before a cache generation bump (after the change committed): remember where the primary's WAL is. If the
 * primary cannot say, readers are sent to the primary until the next bump rather than to a replica that may lag.
 */
export async function catatLsnPrimer(): Promise<void> {
  if (!env().DATABASE_READ_URL) return;
  const redis = await getRedis();
  if (!redis) return;
  let lsn = LSN_TAK_TERCAPAI;
  try {
    const baris = (await (await getDatabase()).db.execute(sql`select pg_current_wal_lsn()::text as lsn`)) as unknown as { lsn: string }[];
    lsn = baris[0]?.lsn ?? LSN_TAK_TERCAPAI;
  } catch (err) {
    catatGalat("[db] posisi WAL primer tidak terbaca; pembacaan publik ke primer sampai perubahan berikutnya", err);
  }
  await redis.set(KUNCI_LSN(), lsn);
}

/**
 * The database for a public read: the replica when one is configured and has replayed the last publication,
 * otherwise the primary's public pool (also when Redis or the replica cannot answer: correctness over
 * offloading). Either way the query runs under DATABASE_PUBLIC_TIMEOUT_SECONDS and is cancelled with its request.
 */
export async function getDbBaca(): Promise<Db> {
  const url = env().DATABASE_READ_URL;
  if (!url) return primerPublik();
  try {
    const redis = await getRedis();
    if (!redis) return primerPublik();
    const replika = await bukaReplika(url);
    const lsn = await redis.get(KUNCI_LSN());
    if (lsn && lsn !== holder.__geokatalogLsnTercapai) {
      // pg_last_wal_replay_lsn() is null on a server that is not in recovery: then it is the primary itself.
      const baris = (await replika.db.execute(sql`select coalesce(pg_last_wal_replay_lsn() >= ${lsn}::pg_lsn, true) as ok`)) as unknown as { ok: boolean }[];
      if (!baris[0]?.ok) return primerPublik();
      holder.__geokatalogLsnTercapai = lsn;
    }
    return replika.db;
  } catch (err) {
    if (Date.now() - (holder.__geokatalogReplikaLog ?? 0) > 60_000) {
      holder.__geokatalogReplikaLog = Date.now();
      catatGalat("[db] replika baca tidak dapat dipakai; membaca dari primer", err);
    }
    return primerPublik();
  }
}
