import fs from "node:fs";
import { openPglite, openPostgres, type DatabaseHandle } from "@/lib/db/client";
import { env } from "@/lib/env";

/** Open the database the app would use (DATABASE_URL, else embedded PGlite), for command-line scripts. */
export async function bukaDatabaseSkrip(): Promise<DatabaseHandle> {
  const { DATABASE_URL, PGLITE_DIR } = env();
  if (DATABASE_URL) return openPostgres(DATABASE_URL, { max: 4 });
  fs.mkdirSync(PGLITE_DIR, { recursive: true });
  return openPglite(PGLITE_DIR);
}
