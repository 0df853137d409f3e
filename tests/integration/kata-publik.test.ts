import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseCql } from "@/lib/csw/filter";
import { kueriGetRecords } from "@/lib/csw/kueri-get-records";
import { barisHasil } from "@/lib/db/baris";
import { metadata } from "@/lib/db/schema";
import { kolomDariDokumen } from "@/lib/metadata/kolom";
import { dataFilterUji, idDenganStatus, tukarStatusPublik } from "@/tests/helpers/data-filter";

// kata_publik (migration 0020) must always equal what a count over the records gives: compared after every kind
// of write with ts_stat over the PUBLISHED rows, which reads the records themselves.

const data = dataFilterUji();

async function tersimpan(): Promise<Record<string, number>> {
  const baris = barisHasil<{ kata: string; jumlah: number }>(await data.h.db.execute(sql`select kata, jumlah from kata_publik where jumlah <> 0`));
  return Object.fromEntries(baris.map((b) => [b.kata, b.jumlah]).sort());
}

async function sebenarnya(): Promise<Record<string, number>> {
  const baris = barisHasil<{ word: string; ndoc: number }>(
    await data.h.db.execute(sql`select word, ndoc from ts_stat('select kata_lengkap from metadata where status = ''PUBLISHED''')`),
  );
  return Object.fromEntries(baris.map((b) => [b.word, Number(b.ndoc)]).sort());
}

const publikDenganStatus = (status: string) => idDenganStatus(data, status);

async function hitungCsw(cql: string): Promise<number> {
  const { hitung } = kueriGetRecords({ filter: parseCql(cql), urut: [], startPosition: 1, maxRecords: 10 });
  return barisHasil<{ n: number }>(await data.h.db.execute(hitung))[0]!.n;
}

describe("kata_publik: counts of AnyText words over PUBLISHED records", () => {
  it("equals the records' words after a batch insert", async () => {
    const stat = await sebenarnya();
    expect(Object.keys(stat).length).toBeGreaterThan(50);
    expect(await tersimpan()).toEqual(stat);
  });

  it("follows status changes into and out of PUBLISHED in one statement", async () => {
    await tukarStatusPublik(data);
    expect(await tersimpan()).toEqual(await sebenarnya());
  });

  it("follows an edit of a published record's text, and leaves other columns' updates alone", async () => {
    const [id] = publikDenganStatus("PUBLISHED").slice(5, 6);
    const r = data.rekaman.find((x) => x.id === id)!;
    const dok = structuredClone(r.dok);
    dok.identifikasi.judul = "Zonasi xylofonika terbaru";
    await data.h.db.update(metadata).set({ ...kolomDariDokumen(dok), dokumen: dok }).where(eq(metadata.id, id!));
    const sekarang = await tersimpan();
    expect(sekarang.xylofonika).toBe(1);
    expect(sekarang).toEqual(await sebenarnya());
    await data.h.db.update(metadata).set({ updatedAt: new Date() }).where(eq(metadata.status, "PUBLISHED"));
    expect(await tersimpan()).toEqual(sekarang);
  });

  it("follows deletes and upserts", async () => {
    await data.h.db.delete(metadata).where(inArray(metadata.id, publikDenganStatus("PUBLISHED").slice(6, 9)));
    expect(await tersimpan()).toEqual(await sebenarnya());
    const [awal] = await data.h.db.select().from(metadata).where(eq(metadata.id, publikDenganStatus("PUBLISHED")[10]!));
    const dok = structuredClone(awal!.dokumen);
    dok.identifikasi.judul = "Peta kuarsitoid pesisir";
    await data.h.db
      .insert(metadata)
      .values({ ...awal!, ...kolomDariDokumen(dok), dokumen: dok })
      .onConflictDoUpdate({ target: metadata.id, set: { ...kolomDariDokumen(dok), dokumen: dok } });
    const sekarang = await tersimpan();
    expect(sekarang.kuarsitoid).toBe(1);
    expect(sekarang).toEqual(await sebenarnya());
  });

  it("answers a CSW count of one whole word exactly as a count over the records does", async () => {
    const stat = await sebenarnya();
    const kata = Object.entries(stat).sort((a, b) => b[1] - a[1]).map(([k]) => k).filter((k) => /^[a-z]+$/.test(k));
    for (const k of [kata[0]!, kata[Math.floor(kata.length / 2)]!, kata.at(-1)!, "tidakadasamasekali"]) {
      const { n } = barisHasil<{ n: number }>(
        await data.h.db.execute(sql`select count(*)::int as n from metadata where status = 'PUBLISHED' and kata_lengkap @@ ${`'${k}'`}::tsquery`),
      )[0]!;
      expect(await hitungCsw(`csw:AnyText like '%${k}%'`), k).toBe(n);
    }
    // A prefix is not one stored word: it is still counted over the records.
    const awalan = kata[0]!.slice(0, 3);
    const { n } = barisHasil<{ n: number }>(
      await data.h.db.execute(sql`select count(*)::int as n from metadata where status = 'PUBLISHED' and kata_lengkap @@ ${`'${awalan}':*`}::tsquery`),
    )[0]!;
    expect(await hitungCsw(`csw:AnyText like '${awalan}%'`)).toBe(n);
  });

  it("empties with the records on TRUNCATE", async () => {
    await data.h.db.execute(sql`truncate metadata cascade`);
    expect(await tersimpan()).toEqual({});
  });
});
