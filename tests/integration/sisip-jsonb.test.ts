import { sql } from "drizzle-orm";
import { boolean, doublePrecision, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { barisHasil } from "@/lib/db/baris";
import type { DatabaseHandle } from "@/lib/db/client";
import { tsvector } from "@/lib/db/schema/types";
import { barisJsonb } from "@/lib/db/sisip-jsonb";
import { createTestDatabase } from "@/tests/helpers/db";

/** Rows written through one jsonb parameter read back as drizzle's own parameters would have written them. */

const uji = pgTable("uji_sisip_jsonb", {
  id: uuid("id").primaryKey().defaultRandom(),
  judul: text("judul").notNull(),
  kata: text("kata_kunci").array().notNull().default(sql`'{}'`),
  dokumen: jsonb("dokumen"),
  waktu: timestamp("waktu", { withTimezone: true }),
  angka: doublePrecision("angka"),
  benar: boolean("benar"),
  kataLengkap: tsvector("kata_lengkap"),
  bawaan: text("bawaan").notNull().default("isi bawaan"),
});

let h: DatabaseHandle;
beforeAll(async () => {
  h = await createTestDatabase();
  await h.db.execute(sql`create table uji_sisip_jsonb (
    id uuid primary key default gen_random_uuid(), judul text not null, kata_kunci text[] not null default '{}',
    dokumen jsonb, waktu timestamptz, angka float8, benar boolean, kata_lengkap tsvector, bawaan text not null default 'isi bawaan')`);
});
afterAll(async () => {
  await h?.close();
});

describe("baris lewat satu parameter jsonb", () => {
  it("teks, larik dengan tanda kutip, koma dan kurung kurawal, jsonb, waktu, angka, boolean dan tsvector terbaca kembali sama", async () => {
    const baris = [
      {
        id: "00000000-0000-4000-8000-000000000001",
        judul: `Peta "Rupabumi" 1:25.000, {Jawa} \\ Bali — ñ 漢字 😀`,
        kata: ["a,b", '"kutip"', "{kurung}", "back\\slash", "", "NULL", "spasi  ganda"],
        dokumen: { a: [1, "dua", null, { b: true }], "kunci \"aneh\"": "nilai\nbaris" },
        waktu: new Date("2026-11-27T10:11:12.345Z"),
        angka: -0.000123456789,
        benar: false,
        kataLengkap: "'jawa':1 'peta':2",
      },
      { id: "00000000-0000-4000-8000-000000000002", judul: "kosong", kata: [], dokumen: null, waktu: null, angka: null, benar: null },
    ];
    const b = barisJsonb(uji, baris);
    await h.db.execute(sql`insert into ${uji} (${b.kolom}) select ${b.kolom} from ${b.rekaman}`);
    const dibaca = await h.db.select().from(uji).orderBy(uji.id);
    expect(dibaca[0]).toEqual({ ...baris[0], bawaan: "isi bawaan" });
    // a column no row names takes its default; one a row leaves out is NULL
    expect(dibaca[1]).toEqual({ ...baris[1], kataLengkap: null, bawaan: "isi bawaan" });
  });

  it("UPDATE … FROM mengubah baris yang ada menurut id dan hanya itu", async () => {
    const b = barisJsonb(uji, [
      { id: "00000000-0000-4000-8000-000000000001", judul: "diubah", kata: ["baru"] },
      { id: "00000000-0000-4000-8000-0000000000ff", judul: "tidak ada", kata: [] },
    ]);
    const diubah = barisHasil<{ id: string }>(await h.db.execute(sql`update ${uji} u set judul = r.judul, kata_kunci = r.kata_kunci from ${b.rekaman} r where u.id = r.id returning u.id`));
    expect(diubah.map((r) => r.id)).toEqual(["00000000-0000-4000-8000-000000000001"]);
    const [r] = await h.db.select({ judul: uji.judul, kata: uji.kata, benar: uji.benar }).from(uji).orderBy(uji.id).limit(1);
    expect(r).toEqual({ judul: "diubah", kata: ["baru"], benar: false });
  });

  it("properti yang bukan kolom tabel ditolak sebelum ada yang dikirim", () => {
    expect(() => barisJsonb(uji, [{ judul: "x", lain: 1 } as never])).toThrow("kolom tidak dikenal: lain");
  });
});
