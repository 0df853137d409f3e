import { eq, inArray, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { parseCql } from "@/lib/csw/filter";
import { kueriGetRecords } from "@/lib/csw/kueri-get-records";
import { barisHasil } from "@/lib/db/baris";
import { metadata } from "@/lib/db/schema";
import { dataFilterUji, idDenganStatus, tukarStatusPublik } from "@/tests/helpers/data-filter";

// larik_publik (migration 0023) must always equal a count over the PUBLISHED records themselves, after every kind
// of write, and a CSW count of one topic or format must be what a count over the records gives.

const data = dataFilterUji();

async function tersimpan(): Promise<Record<string, number>> {
  const baris = barisHasil<{ k: string; jumlah: number }>(await data.h.db.execute(sql`select kolom || ':' || nilai as k, jumlah from larik_publik where jumlah <> 0`));
  return Object.fromEntries(baris.map((b) => [b.k, b.jumlah]).sort());
}

async function sebenarnya(): Promise<Record<string, number>> {
  const baris = barisHasil<{ k: string; n: number }>(
    await data.h.db.execute(sql`
      select k, count(distinct id)::int as n from (
        select id, 'topik_kategori:' || unnest(topik_kategori) as k from metadata where status = 'PUBLISHED'
        union all select id, 'format:' || unnest(format) from metadata where status = 'PUBLISHED'
      ) x group by k`),
  );
  return Object.fromEntries(baris.map((b) => [b.k, b.n]).sort());
}

const denganStatus = (status: string) => idDenganStatus(data, status);

async function hitungCsw(cql: string): Promise<{ n: number; dariLarik: boolean }> {
  const { hitung } = kueriGetRecords({ filter: parseCql(cql), urut: [], startPosition: 1, maxRecords: 10 });
  const n = barisHasil<{ n: number }>(await data.h.db.execute(hitung))[0]!.n;
  return { n, dariLarik: new PgDialect().sqlToQuery(hitung).sql.includes('"larik_publik"') };
}

describe("larik_publik: counts of topics and formats over PUBLISHED records", () => {
  it("equals the records' values after a batch insert", async () => {
    const stat = await sebenarnya();
    expect(Object.keys(stat).some((k) => k.startsWith("topik_kategori:"))).toBe(true);
    expect(Object.keys(stat).some((k) => k.startsWith("format:"))).toBe(true);
    expect(await tersimpan()).toEqual(stat);
  });

  it("follows status changes into and out of PUBLISHED, and edits of the values", async () => {
    await tukarStatusPublik(data);
    expect(await tersimpan()).toEqual(await sebenarnya());

    const [id] = denganStatus("PUBLISHED").slice(5, 6);
    // A value repeated in one record counts that record once.
    await data.h.db.update(metadata).set({ topikKategori: ["oceans", "oceans"], format: ["Zarr"] }).where(eq(metadata.id, id!));
    const sekarang = await tersimpan();
    expect(sekarang["format:Zarr"]).toBe(1);
    expect(sekarang).toEqual(await sebenarnya());
    await data.h.db.update(metadata).set({ updatedAt: new Date() }).where(eq(metadata.status, "PUBLISHED"));
    expect(await tersimpan()).toEqual(sekarang);
  });

  it("follows deletes", async () => {
    await data.h.db.delete(metadata).where(inArray(metadata.id, denganStatus("PUBLISHED").slice(6, 9)));
    expect(await tersimpan()).toEqual(await sebenarnya());
  });

  it("answers a CSW count of one topic or format from one row, exactly as a count over the records", async () => {
    const stat = await sebenarnya();
    const topik = Object.keys(stat).find((k) => k.startsWith("topik_kategori:"))!.slice("topik_kategori:".length);
    const format = Object.keys(stat).find((k) => k.startsWith("format:"))!.slice("format:".length);
    for (const [cql, nilai] of [
      [`apiso:TopicCategory = '${topik}'`, stat[`topik_kategori:${topik}`]],
      [`dc:format = '${format}'`, stat[`format:${format}`]],
      ["apiso:TopicCategory = 'tidakada'", 0],
    ] as const) {
      expect(await hitungCsw(cql), cql).toEqual({ n: nilai, dariLarik: true });
    }
    // Anything more than one value (another operator, a function, a second condition) is counted over the records.
    const lain = await hitungCsw(`dc:format = '${format}' AND apiso:TopicCategory = '${topik}'`);
    const { n } = barisHasil<{ n: number }>(
      await data.h.db.execute(sql`select count(*)::int as n from metadata where status = 'PUBLISHED' and format @> array[${format}]::text[] and topik_kategori @> array[${topik}]::text[]`),
    )[0]!;
    expect(lain).toEqual({ n, dariLarik: false });
  });

  it("empties with the records on TRUNCATE", async () => {
    await data.h.db.execute(sql`truncate metadata cascade`);
    expect(await tersimpan()).toEqual({});
  });
});
