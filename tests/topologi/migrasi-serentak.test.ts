import crypto from "node:crypto";
import fs from "node:fs";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrasi } from "@/scripts/topologi/instans";

// Instances that start together each run `npm run db:migrate` first (npm start): the advisory lock in
// lib/db/migrate.ts must make every migration apply exactly once, and every instance's start succeed.

const ADMIN = process.env.TEST_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const nama = `gk_migrasi_${crypto.randomBytes(5).toString("hex")}`;
const admin = postgres(ADMIN, { max: 1, onnotice: () => {} });
const url = new URL(ADMIN);
url.pathname = `/${nama}`;
const jurnal = JSON.parse(fs.readFileSync("drizzle/meta/_journal.json", "utf8")) as { entries: { tag: string }[] };

beforeAll(async () => {
  await admin.unsafe(`create database ${nama}`);
});
afterAll(async () => {
  await admin.unsafe(`drop database if exists ${nama} with (force)`);
  await admin.end();
});

describe("migrations started by several instances at once", () => {
  it("three concurrent runs all succeed and apply each migration exactly once", async () => {
    const hasil = await Promise.all([1, 2, 3].map(() => migrasi({ DATABASE_URL: url.toString() })));
    for (const h of hasil) expect(h.kode, h.keluaran).toBe(0);
    const db = postgres(url.toString(), { max: 1, onnotice: () => {} });
    try {
      const baris = await db`select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash`;
      expect(baris).toHaveLength(jurnal.entries.length);
      expect(baris.every((b) => b.n === 1)).toBe(true);
      const [tabel] = await db`select to_regclass('public.metadata') is not null as ada`;
      expect(tabel?.ada).toBe(true);
      // A later start finds nothing to do.
      const lagi = await migrasi({ DATABASE_URL: url.toString() });
      expect(lagi.kode).toBe(0);
      const [jumlah] = await db`select count(*)::int as n from drizzle.__drizzle_migrations`;
      expect(jumlah?.n).toBe(jurnal.entries.length);
    } finally {
      await db.end();
    }
  }, 120_000);
});
