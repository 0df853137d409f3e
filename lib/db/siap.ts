import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./client";

const dialek = new PgDialect();

/**
 * `db.execute` of a statement the connection keeps prepared (postgres.js caches statements by their text; PGlite
 * likewise): after a few runs Postgres reuses a generic plan instead of planning the query again, ≈ 0.4–0.9 ms of
 * CPU for a query over `metadata` and its dozens of partial indexes. Only for query shapes whose text stays the same
 * whatever the request's values (each text is kept per connection for its lifetime) and whose best plan does not
 * depend on those values. `nama` names the shape for drizzle's logger.
 */
export function eksekusiSiap(db: DbOrTx, kueri: SQL, nama: string): Promise<unknown> {
  return db._.session.prepareQuery(dialek.sqlToQuery(kueri), undefined, nama, false).execute();
}
