import path from "node:path";
import { sql } from "drizzle-orm";
import { openPostgres, type DatabaseHandle } from "./client";
import { isiFragmenTertinggal } from "@/lib/xml/fragmen/simpan";
import { segarkanTeksLengkap } from "./segarkan-teks-lengkap";

const MIGRATIONS = path.resolve(process.cwd(), "drizzle");
/** Arbitrary constant key: every instance that starts at once waits on the same advisory lock. */
const MIGRATION_LOCK_KEY = 88_432_019;

/**
 * Apply pending migrations, then rewrite the derived text an older version wrote (segarkanTeksLengkap) and store
 * the XML of PUBLISHED records that has none of the current renderer (isiFragmenTertinggal, with progress on
 * stdout). On Postgres, an advisory lock makes concurrent starts do all of it exactly once.
 */
export async function migrateDatabase(handle: DatabaseHandle, migrationsFolder = MIGRATIONS): Promise<void> {
  if (handle.kind === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(handle.db as never, { migrationsFolder });
    await segarkanTeksLengkap(handle.db);
    await isiFragmenTertinggal(handle.db, { lapor: console.log });
    return;
  }
  if (!handle.url) throw new Error("Postgres handle without url");
  // One connection, so the session lock and the migrations share it; the lock dies with the connection.
  const single = await openPostgres(handle.url, { max: 1 });
  try {
    await single.db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    const { migrate } = await import("drizzle-orm/postgres-js/migrator");
    await migrate(single.db as never, { migrationsFolder });
    await segarkanTeksLengkap(single.db);
    await isiFragmenTertinggal(single.db, { lapor: console.log });
    await single.db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
  } finally {
    await single.close();
  }
}
