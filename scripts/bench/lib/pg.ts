import postgres from "postgres";

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

export async function hapusDatabaseBench(nama: string): Promise<void> {
  const admin = postgres(ADMIN, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists ${nama} with (force)`);
  } finally {
    await admin.end();
  }
}
