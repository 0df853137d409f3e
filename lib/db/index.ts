import "server-only";
import fs from "node:fs";
import { env } from "@/lib/env";
import { openPglite, openPostgres, type DatabaseHandle } from "./client";

export type { Db, Tx, DbOrTx, DatabaseHandle } from "./client";

// One handle per process, kept on globalThis so Next's dev reloads do not open a new pool each time.
const holder = globalThis as unknown as { __geokatalogDb?: Promise<DatabaseHandle> };

async function openFromEnv(): Promise<DatabaseHandle> {
  const { DATABASE_URL, PGLITE_DIR, DATABASE_POOL_MAX } = env();
  if (DATABASE_URL) return openPostgres(DATABASE_URL, { max: DATABASE_POOL_MAX });
  fs.mkdirSync(PGLITE_DIR, { recursive: true });
  return openPglite(PGLITE_DIR);
}

/** The process's database handle, opened on first use from DATABASE_URL (or embedded PGlite). */
export function getDatabase(): Promise<DatabaseHandle> {
  holder.__geokatalogDb ??= openFromEnv().catch((err: unknown) => {
    holder.__geokatalogDb = undefined;
    throw err;
  });
  return holder.__geokatalogDb;
}

export async function getDb() {
  return (await getDatabase()).db;
}

/** Use this handle for the rest of the process (tests and scripts that open their own database). */
export function setDatabase(handle: DatabaseHandle): void {
  holder.__geokatalogDb = Promise.resolve(handle);
}
