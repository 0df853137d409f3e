import crypto from "node:crypto";
import postgres from "postgres";
import { openPglite, openPostgres, type DatabaseHandle } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { setDatabase } from "@/lib/db";

/**
 * A fresh, migrated database for one test file. With TEST_PG_ADMIN_URL set (see scripts/test-pg.sh) it is a new
 * database on that real Postgres server, dropped afterwards; otherwise an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const admin = process.env.TEST_PG_ADMIN_URL;
  let handle: DatabaseHandle;
  if (admin) {
    assertLocal(admin);
    const name = `gk_test_${crypto.randomBytes(6).toString("hex")}`;
    const adminClient = postgres(admin, { max: 1, onnotice: () => {} });
    await adminClient.unsafe(`create database ${name}`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    const opened = await openPostgres(url.toString(), { max: 4 });
    handle = {
      ...opened,
      close: async () => {
        await opened.close();
        await adminClient.unsafe(`drop database if exists ${name} with (force)`);
        await adminClient.end();
      },
    };
  } else {
    handle = await openPglite();
  }
  await migrateDatabase(handle);
  setDatabase(handle);
  return handle;
}

/** Tests create and drop databases: refuse anything but this machine's server. */
function assertLocal(url: string): void {
  const host = new URL(url).hostname;
  if (!["127.0.0.1", "localhost", "::1", "[::1]"].includes(host)) {
    throw new Error(`Tes hanya boleh memakai Postgres lokal, bukan ${host}`);
  }
}
