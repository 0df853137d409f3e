/**
 * Issue 16 item 2 on the real Postgres: a public query that runs too long is stopped by the public pool's
 * statement_timeout (NoApplicableCode on /csw, 503 `{error}` on the API) and its connection serves the next
 * request; a query whose client went away is cancelled. No timing: the slow query is one waiting on a table lock
 * held by the test, which without the timeout (or the cancel) would wait forever.
 */
import { getEventListeners } from "node:events";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as daftarPublik } from "@/app/api/public/metadata/route";
import { GET as csw } from "@/app/csw/route";
import { barisHasil } from "@/lib/db/baris";
import { openPostgres, type DatabaseHandle } from "@/lib/db/client";
import { getRedis } from "@/lib/redis";
import { cswGet, pengecualian, urai } from "@/tests/helpers/csw";
import { createTestDatabase } from "@/tests/helpers/db";
import { aturLingkungan, tangkapLog } from "@/tests/helpers/lingkungan";
import { buatPemilik, sisipkanRekaman } from "@/tests/helpers/rekaman";
import { pakaiRedisUji } from "@/tests/helpers/sesi";
import { galatRest, kirimMentah } from "./bantu";

pakaiRedisUji();

type Basis = { h: DatabaseHandle; sql: postgres.Sql; kunci?: postgres.ReservedSql };

async function siapkan(lingkungan: Record<string, string>): Promise<Basis> {
  aturLingkungan(lingkungan);
  const h = await createTestDatabase();
  const p = await buatPemilik(h.db, "KUERI");
  await sisipkanRekaman(h.db, { organisasiId: p.organisasi.id, penggunaId: p.pengguna.id }, [{ judul: "Peta kueri publik", status: "PUBLISHED" }]);
  return { h, sql: postgres(h.url!, { max: 2, onnotice: () => {} }) };
}

/** Hold an exclusive lock on `metadata`: every public query waits for it. */
async function kunci(b: Basis): Promise<void> {
  b.kunci = await b.sql.reserve();
  await b.kunci`begin`;
  await b.kunci`lock table metadata in access exclusive mode`;
}
async function lepas(b: Basis): Promise<void> {
  await b.kunci!`rollback`;
  b.kunci!.release();
}

/** Public-pool backends of this database, and those of them waiting for the lock. */
async function publik(b: Basis): Promise<{ koneksi: number; menunggu: number }> {
  const [r] = await b.sql<{ koneksi: number; menunggu: number }[]>`
    select count(*)::int as koneksi, (count(*) filter (where state = 'active' and wait_event_type = 'Lock'))::int as menunggu
    from pg_stat_activity where datname = current_database() and application_name = 'geokatalog-publik'`;
  return r!;
}

const hits = (q: string) => ({ service: "CSW", version: "2.0.2", request: "GetRecords", typeNames: "csw:Record", resultType: "hits", q });

async function tutup(b: Basis | undefined): Promise<void> {
  if (!b) return;
  await b.sql.end({ timeout: 1 });
  await b.h.close();
}

describe("statement_timeout of the public pool", () => {
  let b: Basis;
  beforeAll(async () => {
    b = await siapkan({ DATABASE_PUBLIC_TIMEOUT_SECONDS: "0.5", DATABASE_PUBLIC_POOL_MAX: "1" });
  });
  afterAll(() => tutup(b));

  it("/csw: NoApplicableCode naming the limit, no SQL in the log; the one pooled connection then answers", async () => {
    await kunci(b);
    const { hasil: j, baris } = await tangkapLog(() => cswGet(hits("kueri")));
    await lepas(b);
    expect(pengecualian(j)).toMatchObject({ kode: "NoApplicableCode" });
    expect(pengecualian(j).teks).toContain("batas waktu 0.5 detik");
    expect(baris.join("\n")).not.toMatch(/select|from metadata|\$1/i);
    const lagi = await cswGet(hits("kueri"));
    expect(lagi.akar.local).toBe("GetRecordsResponse");
    expect(await publik(b)).toEqual({ koneksi: 1, menunggu: 0 });
  });

  it("public API: 503 {error} naming the limit; the next request is answered", async () => {
    await kunci(b);
    const { hasil: j } = await tangkapLog(() => kirimMentah(daftarPublik, "/api/public/metadata?q=kueri", { method: "GET" }));
    await lepas(b);
    galatRest(j, 503);
    expect(j.body.error).toContain("batas waktu 0.5 detik");
    expect((await kirimMentah(daftarPublik, "/api/public/metadata?q=kueri", { method: "GET" })).status).toBe(200);
  });
});

describe("a client that goes away", () => {
  let b: Basis;
  beforeAll(async () => {
    b = await siapkan({ DATABASE_PUBLIC_TIMEOUT_SECONDS: "600", DATABASE_PUBLIC_POOL_MAX: "2" });
  });
  afterAll(async () => {
    (await getRedis())?.disconnect();
    await tutup(b);
  });

  it("/csw: its query is cancelled on the server while the lock is still held, and the pool serves the next one", async () => {
    await kunci(b);
    const batal = new AbortController();
    const url = `http://localhost/csw?${new URLSearchParams(hits("pergi"))}`;
    const jawaban = tangkapLog(() => csw(new Request(url, { signal: batal.signal })));
    await expect.poll(async () => (await publik(b)).menunggu, { timeout: 20_000 }).toBe(1);
    batal.abort();
    // Gone while the lock is still held: only a cancel ends a query that has no timeout left to run out.
    await expect.poll(async () => (await publik(b)).menunggu, { timeout: 20_000 }).toBe(0);
    const { hasil: res } = await jawaban;
    expect(urai(await res.text()).local).toBe("ExceptionReport");
    await lepas(b);
    expect((await cswGet(hits("pergi"))).akar.local).toBe("GetRecordsResponse");
  });
});

describe("cancelling on a client gone, many queries in one request", () => {
  let b: Basis | undefined;
  afterAll(async () => tutup(b));

  it("a query made after its client went away does not cost the pool its connection: the next one is answered", async () => {
    b ??= await siapkan({ DATABASE_PUBLIC_TIMEOUT_SECONDS: "600", DATABASE_PUBLIC_POOL_MAX: "1" });
    let sinyal = AbortSignal.abort();
    const h = await openPostgres(b.h.url!, { max: 1, sinyal: () => sinyal });
    const tunggu = <T,>(p: Promise<T>) => Promise.race([p, new Promise<"menggantung">((r) => setTimeout(() => r("menggantung"), 10_000))]);
    try {
      // Cancelled or finished, as the race with the cancel goes; what matters is the connection it leaves.
      await tunggu(h.db.execute(sql`select 1 as n`).then(() => "selesai", () => "dibatalkan"));
      sinyal = new AbortController().signal;
      const lagi = await tunggu(h.db.execute(sql`select 2 as n`));
      expect(lagi).not.toBe("menggantung");
      expect(barisHasil<{ n: number }>(lagi)[0]?.n).toBe(2);
    } finally {
      await h.close();
    }
  });

  it("one abort listener per request signal however many queries it runs, and the abort still cancels the last", async () => {
    b ??= await siapkan({ DATABASE_PUBLIC_TIMEOUT_SECONDS: "600", DATABASE_PUBLIC_POOL_MAX: "1" });
    const batal = new AbortController();
    const h = await openPostgres(b.h.url!, { max: 1, sinyal: () => batal.signal });
    try {
      // A streamed 500-record page runs a dozen: past ten listeners Node warned of a leak on every such page.
      for (let i = 0; i < 15; i++) await h.db.execute(sql`select ${i}::int as n`);
      expect(getEventListeners(batal.signal, "abort")).toHaveLength(1);
      await kunci(b);
      // then() starts it (drizzle's queries are lazy); the outcome is kept to be looked at after the abort.
      const tertahan = h.db.execute(sql`select count(*) from metadata`).then(() => "selesai", (err: unknown) => err);
      await expect.poll(async () => (await b!.sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)[0]!.n, { timeout: 20_000 }).toBe(1);
      batal.abort();
      expect(await tertahan).toBeInstanceOf(Error);
      expect(getEventListeners(batal.signal, "abort")).toHaveLength(0);
      await lepas(b);
    } finally {
      await h.close();
    }
  });

  it("a client gone cancels its own query only: another request's query running on the same connection is answered", async () => {
    b ??= await siapkan({ DATABASE_PUBLIC_TIMEOUT_SECONDS: "600", DATABASE_PUBLIC_POOL_MAX: "1" });
    const pergi = new AbortController();
    let sinyal: AbortSignal | undefined;
    const h = await openPostgres(b.h.url!, { max: 1, sinyal: () => sinyal });
    const hasil = (p: Promise<unknown>) => p.then((r) => barisHasil<{ v: string }>(r)[0]?.v, (err: unknown) => (err instanceof Error ? "dibatalkan" : String(err)));
    try {
      await h.db.execute(sql`select 1`);
      // one connection: the first request's query runs, the second's waits for it, the third's after that
      const lain = hasil(h.db.execute(sql`select 'lain' as v from pg_sleep(0.3)`));
      sinyal = pergi.signal;
      const milikPergi = hasil(h.db.execute(sql`select 'pergi' as v from pg_sleep(0.3)`));
      sinyal = undefined;
      const berikut = hasil(h.db.execute(sql`select 'berikut' as v`));
      setTimeout(() => pergi.abort(), 50);
      // postgres.js pipelined the waiting query, and cancelling it cancelled the one then running
      expect(await lain).toBe("lain");
      expect(await milikPergi).toBe("dibatalkan");
      expect(await berikut).toBe("berikut");
    } finally {
      await h.close();
    }
  });
});
