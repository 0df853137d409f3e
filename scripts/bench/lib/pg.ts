import { sql } from "drizzle-orm";
import postgres from "postgres";
import { barisHasil } from "@/lib/db/baris";
import type { Db } from "@/lib/db/client";

const ADMIN = process.env.BENCH_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Create (or recreate) a database for a benchmark on the local server; returns its URL. */
export async function buatDatabaseBench(nama: string): Promise<string> {
  const admin = postgres(ADMIN, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists ${nama} with (force)`);
    await admin.unsafe(`create database ${nama}`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN);
  url.pathname = `/${nama}`;
  return url.toString();
}

/** The URL of a benchmark database that exists already (kept by an earlier run). */
export function urlDatabaseBench(nama: string): string {
  const url = new URL(ADMIN);
  url.pathname = `/${nama}`;
  return url.toString();
}

export async function hapusDatabaseBench(nama: string): Promise<void> {
  const admin = postgres(ADMIN, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists ${nama} with (force)`);
  } finally {
    await admin.end();
  }
}

/**
 * Postgres's shared_buffers, printed beside a benchmark's figures: searches that visit record rows are bound by
 * what Postgres finds in its buffers, so the figures belong to this setting.
 */
export async function sharedBuffers(db: Db): Promise<string> {
  return barisHasil<{ shared_buffers: string }>(await db.execute(sql`show shared_buffers`))[0]?.shared_buffers ?? "?";
}
