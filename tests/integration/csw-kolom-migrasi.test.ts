import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { migrateDatabase } from "@/lib/db/migrate";
import { metadata } from "@/lib/db/schema";
import { segarkanTeksLengkap } from "@/lib/db/segarkan-teks-lengkap";
import { kolomCsw, type KolomCsw } from "@/lib/metadata/kolom-csw";
import { teksLengkapDari, tsvectorKata, VERSI_TEKS_LENGKAP } from "@/lib/metadata/teks-lengkap";
import { dataFilterUji } from "@/tests/helpers/data-filter";

// Migration 0005 backfills the queryable columns in SQL; lib/metadata/kolom-csw.ts writes them on every save.
// Both must agree on every record of the filter data set (which varies every property).

const data = dataFilterUji();

it("the migration's backfill gives every row the columns kolomDariDokumen writes", async () => {
  const kolom = Object.keys(kolomCsw(data.rekaman[0]!.dok)) as (keyof KolomCsw)[];
  const teks = readFileSync("drizzle/0005_csw_kolom_queryable.sql", "utf8");
  const update = teks.split("--> statement-breakpoint").map((s) => s.trim()).find((s) => /^(--[^\n]*\n)*UPDATE "metadata"/.test(s));
  expect(update).toBeDefined();
  // Reset the columns first, so the comparison sees only what the backfill wrote.
  await data.h.db.execute(sql.raw(`UPDATE "metadata" SET ${kolom.map((k) => `"${metadata[k].name}" = default`).join(", ")}`));
  expect((await data.h.db.select({ n: sql<number>`count(*)::int` }).from(metadata).where(sql`${metadata.format} <> '{}'`))[0]!.n).toBe(0);
  await data.h.db.execute(sql.raw(update!));
  const baris = await data.h.db.select().from(metadata);
  expect(baris).toHaveLength(data.rekaman.length);
  for (const r of data.rekaman) {
    const b = baris.find((x) => x.id === r.id)!;
    const harap = kolomCsw(r.dok);
    for (const k of kolom) expect(b[k], `${k} dari ${r.id}`).toEqual(harap[k]);
  }
});

it("after the migrations, rows an older AnyText version wrote are rewritten by the code every save uses", async () => {
  const sebelum = await data.h.db.select({ id: metadata.id, diubah: metadata.updatedAt }).from(metadata);
  await data.h.db.update(metadata).set({ teksLengkap: "teks lama", kataLengkap: "", teksLengkapVersi: 0 }).where(sql`true`);
  await migrateDatabase(data.h);
  const baris = await data.h.db.select({ id: metadata.id, teks: metadata.teksLengkap, versi: metadata.teksLengkapVersi, diubah: metadata.updatedAt }).from(metadata);
  expect(baris).toHaveLength(data.rekaman.length);
  for (const r of data.rekaman) {
    const b = baris.find((x) => x.id === r.id)!;
    expect(b.teks, r.id).toBe(teksLengkapDari(r.dok));
    const [kata] = await data.h.db.select({ sama: sql<boolean>`${metadata.kataLengkap} = ${tsvectorKata(b.teks)}::tsvector` }).from(metadata).where(eq(metadata.id, r.id));
    expect(kata!.sama, r.id).toBe(true);
    expect(b.versi).toBe(VERSI_TEKS_LENGKAP);
    // The record did not change: dct:modified stays.
    expect(b.diubah).toEqual(sebelum.find((x) => x.id === r.id)!.diubah);
  }
  expect(await segarkanTeksLengkap(data.h.db)).toBe(0);
});
