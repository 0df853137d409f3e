import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { Sql } from "postgres";
import * as schema from "./schema";

export type Schema = typeof schema;
/** Either backend (postgres.js or PGlite): both are Drizzle Postgres databases over the same schema. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database or an open transaction: services accept either so callers can compose them in one transaction. */
export type DbOrTx = Db | Tx;

export type DatabaseHandle = {
  db: Db;
  kind: "postgres" | "pglite";
  /** Connection string (postgres only): migrations open their own single connection from it. */
  url?: string;
  /** Runs `select 1`; rejects when the database cannot be reached. */
  ping: () => Promise<void>;
  /** The pool for public reads (opened on first call, closed with this handle); PGlite: the one database. */
  publik: (opsi: OpsiPublik) => Promise<Db>;
  close: () => Promise<void>;
};

/** How public reads are bounded: their own pool, a statement_timeout, cancellation when the client goes away. */
export type OpsiPublik = { max: number; timeoutDetik: number; sinyal: () => AbortSignal | undefined };

type OpsiPostgres = {
  max?: number;
  connectTimeoutS?: number;
  namaAplikasi?: string;
  /** statement_timeout of every connection of the pool, in ms. */
  statementTimeoutMs?: number;
  /** The signal of the request a query serves: its abort cancels the query (pg_cancel_backend on the server). */
  sinyal?: () => AbortSignal | undefined;
};

/** Open postgres.js on a URL. Connection failures surface within `connectTimeoutS` seconds. */
export async function openPostgres(url: string, opts: OpsiPostgres = {}): Promise<DatabaseHandle> {
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  const client = postgres(url, {
    max: opts.max ?? 10,
    connect_timeout: opts.connectTimeoutS ?? 5,
    idle_timeout: 60,
    // postgres.js waits up to 20 s (3^n/100 s) before reconnecting after repeated failures, and queued queries wait
    // with it: during an outage requests would hang that long, and after it the app would stay down as long. At most
    // 250 ms: requests fail fast (503) while the server is down, and the pool is back as soon as it is.
    backoff: (n: number) => Math.min(0.05 * 2 ** n, 0.25),
    onnotice: () => {},
    // A pool whose queries are cancelled when their client goes sends one query per connection at a time. Postgres
    // cancels whatever a connection runs when the cancel arrives, and postgres.js 3.4, told to cancel a query that
    // waits pipelined behind another, cancelled the one running: another request's query failed (57014).
    ...(opts.sinyal ? { max_pipeline: 0 } : {}),
    connection: {
      application_name: opts.namaAplikasi ?? "geokatalog",
      // A startup parameter: every connection of the pool has it, and a statement it stops leaves the connection usable.
      ...(opts.statementTimeoutMs ? { statement_timeout: Math.max(1, Math.round(opts.statementTimeoutMs)) } : {}),
    },
  });
  if (opts.sinyal) batalkanSaatKlienPergi(client, opts.sinyal);
  const db = drizzle(client, { schema }) as unknown as Db;
  let publik: Promise<DatabaseHandle> | undefined;
  return {
    db,
    kind: "postgres",
    url,
    ping: async () => {
      await client`select 1`;
    },
    publik: async (o) => {
      publik ??= openPostgres(url, { max: o.max, namaAplikasi: "geokatalog-publik", statementTimeoutMs: o.timeoutDetik * 1000, sinyal: o.sinyal }).catch((err: unknown) => {
        publik = undefined;
        throw err;
      });
      return (await publik).db;
    },
    close: async () => {
      await client.end({ timeout: 5 });
      if (publik) await (await publik.catch(() => null))?.close();
    },
  };
}

type Batalkan = { cancel(): unknown };
/** Per request signal, its queries (weakly: a finished query's rows must not live as long as a streamed answer). */
const kueriPermintaan = new WeakMap<AbortSignal, Set<WeakRef<Batalkan>>>();

/**
 * Drizzle sends every query through `client.unsafe`: each query made while a request's work runs is cancelled
 * when that request's signal aborts. A query already finished ignores the cancel. One listener per signal, not
 * one per query: a streamed 500-record page runs a dozen queries (Node warned past ten listeners).
 */
function batalkanSaatKlienPergi(client: Sql, sinyal: () => AbortSignal | undefined): void {
  const asli = client.unsafe.bind(client);
  client.unsafe = ((...args: Parameters<typeof asli>) => {
    const kueri = asli(...args);
    const s = sinyal();
    if (!s) return kueri;
    if (s.aborted) {
      batalkanNanti(kueri);
      return kueri;
    }
    let daftar = kueriPermintaan.get(s);
    if (!daftar) {
      const baru = new Set<WeakRef<Batalkan>>();
      kueriPermintaan.set(s, baru);
      s.addEventListener("abort", () => baru.forEach((k) => batalkanNanti(k.deref())), { once: true });
      daftar = baru;
    }
    daftar.add(new WeakRef(kueri));
    return kueri;
  }) as typeof client.unsafe;
}

/**
 * Cancel a query once a connection has it (postgres.js then sets its `state`): when it runs, Postgres is told to stop
 * it; when it waits behind another on that connection, it is skipped; when it has finished, nothing happens. Until
 * then it is left alone and looked at again every 10 ms for a second: postgres.js 3.4 rejects a query cancelled
 * before a connection has it, but if that connection was still opening it executes the query anyway, finds it
 * cancelled, and parks the connection among its full ones for good, so the pool's next queries wait forever (a
 * one-connection pool hung at the first query after a client had gone). A query not handed over within the second
 * runs; the pool's statement_timeout still bounds it.
 */
function batalkanNanti(kueri: Batalkan | undefined, sisa = 100): void {
  if (!kueri) return;
  if ((kueri as { state?: unknown }).state) return void kueri.cancel();
  if (sisa > 0) setTimeout(() => batalkanNanti(kueri, sisa - 1), 10).unref();
}

/** Open PGlite in a directory, or in memory when `dataDir` is undefined. */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { btree_gist } = await import("@electric-sql/pglite/contrib/btree_gist");
  const { drizzle } = await import("drizzle-orm/pglite");
  // The CSW indexes need pg_trgm and btree_gist (migration 0006); PGlite loads an extension only when listed here.
  const client = new PGlite({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm, btree_gist } });
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    // One process, one connection and no timer for statement_timeout: public reads share the database and are
    // bounded only by the filter limits (docs/decisions.md).
    publik: async () => db,
    close: () => client.close(),
  };
}
