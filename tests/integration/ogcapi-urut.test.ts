import { asc, eq, inArray, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { metadata } from "@/lib/db/schema";
import { naikkanGenerasiCsw } from "@/lib/cache/csw-generasi";
import { seedDatabase } from "@/lib/seed";
import { createTestDatabase } from "@/tests/helpers/db";
import { ogc, tautan } from "@/tests/helpers/ogcapi";

// OGC API – Records sorting with several sortby keys: the order of every key in turn, the id last, and keyset
// cursors that walk it (next and prev) without skipping or repeating a record, with NULLs in keys and while other
// records are published and withdrawn. Expectations are computed here from the rows, never by the service.

type Rek = { id: string; judul: string; tipe: string; mulai: Date | null; selesai: Date | null; diubah: Date };
let h: DatabaseHandle;
let rek: Rek[];
const ITEMS = "collections/metadata/items";
const kolom = { id: metadata.id, judul: metadata.judul, tipe: metadata.levelHierarki, mulai: metadata.temporalMulai, selesai: metadata.temporalSelesai, diubah: metadata.updatedAt };

async function bacaTerbit(): Promise<Rek[]> {
  return h.db.select(kolom).from(metadata).where(eq(metadata.status, "PUBLISHED")).orderBy(asc(metadata.id));
}

beforeAll(async () => {
  h = await createTestDatabase();
  await seedDatabase(h.db, { count: 160 });
  const terbit = await bacaTerbit();
  // NULLs in the keys (more than a page of them), ties on time_begin (shared starts), and one end without a start.
  const pilih = (dari: number, n: number) => terbit.slice(dari, dari + n).map((r) => r.id);
  await h.db.update(metadata).set({ temporalMulai: null, temporalSelesai: null }).where(inArray(metadata.id, pilih(3, 9)));
  await h.db.update(metadata).set({ temporalSelesai: null }).where(inArray(metadata.id, pilih(20, 6)));
  await h.db.update(metadata).set({ temporalMulai: new Date("2019-06-01T00:00:00Z") }).where(inArray(metadata.id, pilih(30, 8)));
  rek = await bacaTerbit();
});
afterAll(async () => {
  await h?.close();
});

type Nilai = string | number | null;
const NILAI: Record<string, (r: Rek) => Nilai> = {
  title: (r) => r.judul,
  updated: (r) => r.diubah.getTime(),
  type: (r) => r.tipe,
  time_begin: (r) => r.mulai?.getTime() ?? null,
  time_end: (r) => r.selesai?.getTime() ?? null,
};

/** The order sortby asks for: each key ascending or descending, NULLs last either way, the id last. */
function urutkan(rs: Rek[], sortby: string): string[] {
  const kunci = sortby.split(",").map((k) => ({ f: NILAI[k.replace(/^[+-]/, "")]!, arah: k.startsWith("-") ? -1 : 1 }));
  const banding = (a: Rek, b: Rek) => {
    for (const { f, arah } of kunci) {
      const [x, y] = [f(a), f(b)];
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      return arah * (x < y ? -1 : 1);
    }
    return a.id < b.id ? -1 : 1;
  };
  return [...rs].sort(banding).map((r) => r.id);
}

const halamanIds = (j: { features: { id: string }[] }) => j.features.map((f) => f.id);

/** Every page by next links, then back by prev links from the last page; `antara` runs between pages. */
async function jalani(sortby: string, limit: number, antara?: (halaman: number) => Promise<void>, filter?: string) {
  const halaman: string[][] = [];
  let alamat: string | undefined = `${ITEMS}?limit=${limit}&sortby=${encodeURIComponent(sortby)}${filter ? `&filter=${encodeURIComponent(filter)}` : ""}`;
  let akhir;
  while (alamat) {
    const j = await ogc(alamat);
    expect(j.status, `${sortby}: ${j.teks.slice(0, 300)}`).toBe(200);
    halaman.push(halamanIds(j.json));
    expect(halaman.length).toBeLessThan(100);
    akhir = j.json;
    alamat = tautan(j.json, "next");
    if (alamat && antara) await antara(halaman.length);
  }
  const mundur: string[][] = [];
  for (let a = tautan(akhir!, "prev"); a; ) {
    const k = await ogc(a);
    mundur.unshift(halamanIds(k.json));
    a = tautan(k.json, "prev");
  }
  return { halaman, mundur };
}

describe("sortby with several keys", () => {
  it("sorts by every key in order (mixed directions, NULLs, ties), the id last, walked by next and prev", async () => {
    expect(rek.filter((r) => r.mulai === null).length).toBeGreaterThan(7);
    for (const sortby of ["-updated,+title", "type,-time_begin,title", "+time_begin,-title", "-time_end,time_begin", "time_end,-time_begin,-type"]) {
      const { halaman, mundur } = await jalani(sortby, 7);
      expect(halaman.flat(), sortby).toEqual(urutkan(rek, sortby));
      expect(mundur, sortby).toEqual(halaman.slice(0, -1));
    }
  });

  it("the same through the gathered matches (a filter too selective to walk the index)", async () => {
    // Few matches against the published count: CSW's jalanUrutan gathers them first (the `cocok` CTE).
    const filter = "time_begin IS NULL OR time_end IS NULL OR time_begin = TIMESTAMP('2019-06-01T00:00:00Z')";
    const cocok = rek.filter((r) => r.mulai === null || r.selesai === null || r.mulai.getTime() === Date.parse("2019-06-01T00:00:00Z"));
    expect(cocok.length).toBeLessThan(40);
    for (const sortby of ["-time_begin,+title", "time_end,-time_begin,-updated"]) {
      const { halaman, mundur } = await jalani(sortby, 4, undefined, filter);
      expect(halaman.flat(), sortby).toEqual(urutkan(cocok, sortby));
      expect(mundur, sortby).toEqual(halaman.slice(0, -1));
    }
  });

  it("the same when every page's count is computed afresh (the page and the count read in one pass)", async () => {
    // A bump of the data generation between pages leaves no cached count: each page takes the one-pass statement,
    // with its cursor; the walk back by prev reads the counts cached by then.
    const filter = "time_begin IS NULL OR time_end IS NULL OR time_begin = TIMESTAMP('2019-06-01T00:00:00Z')";
    const cocok = rek.filter((r) => r.mulai === null || r.selesai === null || r.mulai.getTime() === Date.parse("2019-06-01T00:00:00Z"));
    const sortby = "time_end,-time_begin,-updated";
    await naikkanGenerasiCsw();
    const pertama = await ogc(`${ITEMS}?limit=4&sortby=${encodeURIComponent(sortby)}&filter=${encodeURIComponent(filter)}`);
    expect(pertama.json.numberMatched).toBe(cocok.length);
    const { halaman, mundur } = await jalani(sortby, 4, () => naikkanGenerasiCsw(), filter);
    expect(halaman.flat()).toEqual(urutkan(cocok, sortby));
    expect(mundur).toEqual(halaman.slice(0, -1));
    const kosong = await ogc(`${ITEMS}?limit=4&filter=${encodeURIComponent("title = 'tidak ada judul seperti ini'")}`);
    expect(kosong.json.numberMatched).toBe(0);
    expect(kosong.json.features).toEqual([]);
  });

  it("a walk meets every record that stays published exactly once while others are withdrawn and published", async () => {
    const sortby = "type,-time_begin,+title";
    const awal = urutkan(rek, sortby);
    const draf = await h.db.select({ id: metadata.id, status: metadata.status }).from(metadata).where(ne(metadata.status, "PUBLISHED")).orderBy(asc(metadata.id)).limit(6);
    expect(draf.length).toBe(6);
    const ditarik: string[] = [];
    // Between pages: withdraw a record not yet seen and one already seen, and publish a draft.
    const { halaman } = await jalani(sortby, 9, async (n) => {
      if (n > 6) return;
      const lihat = new Set(ditarik);
      const belum = awal.slice(n * 9 + 5).find((id) => !lihat.has(id))!;
      const sudah = awal.slice(0, n * 9).find((id) => !lihat.has(id))!;
      ditarik.push(belum, sudah);
      await h.db.update(metadata).set({ status: "PRIVATE" }).where(inArray(metadata.id, [belum, sudah]));
      await h.db.update(metadata).set({ status: "PUBLISHED" }).where(eq(metadata.id, draf[n - 1]!.id));
    });
    const dilihat = halaman.flat();
    expect(new Set(dilihat).size, "no record twice").toBe(dilihat.length);
    const tetap = awal.filter((id) => !ditarik.includes(id));
    expect(dilihat.filter((id) => tetap.includes(id)), "every record that stayed, once, in order").toEqual(tetap);
    // Restore, so the order of the first test's data holds for any later test.
    await h.db.update(metadata).set({ status: "PUBLISHED" }).where(inArray(metadata.id, ditarik));
    for (const d of draf) await h.db.update(metadata).set({ status: d.status }).where(eq(metadata.id, d.id));
  });

  it("unknown or repeated keys are 400 naming sortby; a cursor of another order is refused", async () => {
    for (const s of ["-updated,warna", "title,-title", "+title,,updated", "title;updated"]) {
      const j = await ogc(`${ITEMS}?sortby=${encodeURIComponent(s)}`);
      expect(j.status, s).toBe(400);
      expect(j.headers.get("content-type")).toBe("application/problem+json");
      expect(j.json.parameter, s).toBe("sortby");
    }
    const p1 = await ogc(`${ITEMS}?limit=5&sortby=${encodeURIComponent("-updated,title")}`);
    const lain = tautan(p1.json, "next")!.replace(encodeURIComponent("-updated,title"), encodeURIComponent("-updated,-title"));
    expect((await ogc(lain)).json.parameter).toBe("kursor");
  });
});
