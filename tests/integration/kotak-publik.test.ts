import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseCql } from "@/lib/csw/filter";
import { kueriGetRecords } from "@/lib/csw/kueri-get-records";
import { barisHasil } from "@/lib/db/baris";
import { metadata } from "@/lib/db/schema";
import { dataFilterUji, idDenganStatus, tukarStatusPublik } from "@/tests/helpers/data-filter";

// kotak_publik (migration 0022) must always equal the PUBLISHED records grouped by extent: compared after every
// kind of write with a GROUP BY over the records themselves. Its use by the CSW count is checked against oracles
// for every spatial case in csw-filter.test.ts.

const data = dataFilterUji();

const KOLOM = sql`bbox_barat, bbox_timur, bbox_selatan, bbox_utara`;

async function tersimpan(): Promise<string[]> {
  return barisHasil<{ b: string }>(await data.h.db.execute(sql`select concat_ws(' ', ${KOLOM}, jumlah) as b from kotak_publik order by ${KOLOM}`)).map((r) => r.b);
}

async function sebenarnya(): Promise<string[]> {
  return barisHasil<{ b: string }>(
    await data.h.db.execute(sql`select concat_ws(' ', ${KOLOM}, count(*)) as b from metadata where status = 'PUBLISHED' group by ${KOLOM} order by ${KOLOM}`),
  ).map((r) => r.b);
}

const denganStatus = (status: string) => idDenganStatus(data, status);

describe("kotak_publik: counts of PUBLISHED records per distinct extent", () => {
  it("equals the records grouped by extent after a batch insert, with repeated extents in one row", async () => {
    expect(await tersimpan()).toEqual(await sebenarnya());
    // Two more records with a published record's extent, in one statement: one row counting three.
    const [asal] = await data.h.db.select().from(metadata).where(eq(metadata.id, denganStatus("PUBLISHED")[0]!));
    const salinan = [0, 1].map(() => ({ ...asal!, id: crypto.randomUUID() }));
    await data.h.db.insert(metadata).values(salinan);
    data.rekaman.push(...salinan.map((s) => ({ id: s.id, status: s.status, updatedAt: s.updatedAt, dok: s.dokumen })));
    const harap = await sebenarnya();
    expect(harap).toContain(`${asal!.bboxBarat} ${asal!.bboxTimur} ${asal!.bboxSelatan} ${asal!.bboxUtara} 3`);
    expect(await tersimpan()).toEqual(harap);
  });

  it("follows status changes into and out of PUBLISHED in one statement", async () => {
    await tukarStatusPublik(data);
    expect(await tersimpan()).toEqual(await sebenarnya());
  });

  it("moves a record whose box changes, removes an extent no record has any more, and ignores other updates", async () => {
    const id = denganStatus("PUBLISHED")[6]!;
    const [awal] = await data.h.db.select().from(metadata).where(eq(metadata.id, id));
    await data.h.db.update(metadata).set({ bboxBarat: 131.25, bboxTimur: 131.5, bboxSelatan: -2.75, bboxUtara: -2.5 }).where(eq(metadata.id, id));
    const sekarang = await tersimpan();
    expect(sekarang).toContain("131.25 131.5 -2.75 -2.5 1");
    expect(sekarang).toEqual(await sebenarnya());
    await data.h.db.update(metadata).set({ bboxBarat: awal!.bboxBarat, bboxTimur: awal!.bboxTimur, bboxSelatan: awal!.bboxSelatan, bboxUtara: awal!.bboxUtara }).where(eq(metadata.id, id));
    expect((await tersimpan()).some((b) => b.startsWith("131.25 131.5 -2.75 -2.5 "))).toBe(false);
    expect(await tersimpan()).toEqual(await sebenarnya());
    const sebelum = await tersimpan();
    await data.h.db.update(metadata).set({ updatedAt: new Date() }).where(eq(metadata.status, "PUBLISHED"));
    expect(await tersimpan()).toEqual(sebelum);
  });

  it("follows deletes and upserts, and leaves no extent at zero", async () => {
    await data.h.db.delete(metadata).where(inArray(metadata.id, denganStatus("PUBLISHED").slice(7, 12)));
    expect(await tersimpan()).toEqual(await sebenarnya());
    const [awal] = await data.h.db.select().from(metadata).where(eq(metadata.id, denganStatus("PUBLISHED")[13]!));
    await data.h.db
      .insert(metadata)
      .values({ ...awal!, bboxBarat: 140.125 })
      .onConflictDoUpdate({ target: metadata.id, set: { bboxBarat: 140.125 } });
    expect(await tersimpan()).toEqual(await sebenarnya());
    const { n } = barisHasil<{ n: number }>(await data.h.db.execute(sql`select count(*)::int as n from kotak_publik where jumlah <= 0`))[0]!;
    expect(n).toBe(0);
  });

  it("gives the CSW count of a box filter from its rows, the same number a count over the records gives", async () => {
    const filter = parseCql("BBOX(ows:BoundingBox, 95, -11, 141, 6)");
    const { hitung } = kueriGetRecords({ filter, urut: [], startPosition: 1, maxRecords: 10 });
    const rencana = barisHasil<{ "QUERY PLAN": string }>(await data.h.db.execute(sql`explain ${hitung}`)).map((b) => b["QUERY PLAN"]).join("\n");
    expect(rencana).toContain("kotak_publik");
    expect(rencana).not.toMatch(/on metadata\b/);
    const { n } = barisHasil<{ n: number }>(await data.h.db.execute(hitung))[0]!;
    const atasRekaman = barisHasil<{ n: number }>(
      await data.h.db.execute(sql`select count(*)::int as n from metadata where status = 'PUBLISHED' and bbox_barat <= 141 and bbox_timur >= 95 and bbox_selatan <= 6 and bbox_utara >= -11`),
    )[0]!.n;
    expect(atasRekaman).toBeGreaterThan(0);
    expect(n).toBe(atasRekaman);
  });

  it("empties with the records on TRUNCATE", async () => {
    await data.h.db.execute(sql`truncate metadata cascade`);
    expect(await tersimpan()).toEqual([]);
  });
});
