import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { barisHasil } from "@/lib/db/baris";
import type { DatabaseHandle } from "@/lib/db/client";
import { metadata } from "@/lib/db/schema";
import { selKueri, tingkat } from "@/lib/csw/filter/sel";
import { Acak } from "@/lib/seed/prng";
import { createTestDatabase } from "@/tests/helpers/db";
import { sisipkanRekamanFilter } from "./csw-filter.data";

// The grid cells of migration 0025 may only narrow: every record box that meets a query box (closed, touching
// counts) must share a cell with it, whatever the sizes, and however the coordinates fall on cell edges.

type K = [number, number, number, number]; // west, south, east, north

let h: DatabaseHandle;
beforeAll(async () => {
  h = await createTestDatabase();
});
afterAll(async () => {
  await h?.close();
});

/** Coordinates on the edges of cells of every level (1/16° … 64°), and anywhere. */
function koordinat(a: Acak, min: number, max: number): number {
  const x = min + a.float() * (max - min);
  const langkah = [0, 1 / 16, 0.5, 1, 8, 64][Math.floor(a.float() * 6)]!;
  return langkah ? Math.min(max, Math.max(min, Math.round(x / langkah) * langkah)) : x;
}

function kotakAcak(a: Acak): K {
  const w = koordinat(a, -180, 180);
  const s = koordinat(a, -90, 90);
  // Sizes from a point through 1/100° to most of the world.
  const ukuran = () => (a.float() < 0.15 ? 0 : Math.pow(2, a.float() * 16 - 9));
  return [w, s, Math.min(180, w + ukuran()), Math.min(90, s + ukuran())];
}

const meet = (r: K, q: K) => r[0] <= q[2] && r[2] >= q[0] && r[1] <= q[3] && r[3] >= q[1];

async function sel(fungsi: "sel_kotak_rekaman", kotak: K[]): Promise<number[][]> {
  const nilai = sql.join(kotak.map(([w, s, e, n], i) => sql`(${i}::int, ${w}::float8, ${s}::float8, ${e}::float8, ${n}::float8)`), sql`, `);
  const baris = barisHasil<{ sel: number[] }>(await h.db.execute(sql`select ${sql.raw(fungsi)}(w, s, e, n) as sel from (values ${nilai}) v(i, w, s, e, n) order by i`));
  return baris.map((b) => b.sel);
}

describe("sel_kotak: grid cells of boxes (migration 0025)", () => {
  it("a record box and a query box that meet always share a cell", async () => {
    const a = new Acak(2511, "sel-kotak");
    const rekaman = Array.from({ length: 1500 }, () => kotakAcak(a));
    // Queries near records too, and touching their edges.
    const kueri = Array.from({ length: 150 }, (_, i): K => {
      if (i % 3) return kotakAcak(a);
      const r = rekaman[i]!;
      return [r[2], r[3], Math.min(180, r[2] + a.float() * 4), Math.min(90, r[3] + a.float() * 4)];
    });
    const sr = (await sel("sel_kotak_rekaman", rekaman)).map((x) => new Set(x));
    const sq = kueri.map((q) => selKueri(...q));
    let bertemu = 0;
    let kandidat = 0;
    for (const [j, q] of kueri.entries()) {
      for (const [i, r] of rekaman.entries()) {
        const berbagi = sq[j]!.some((c) => sr[i]!.has(c));
        if (berbagi) kandidat++;
        if (!meet(r, q)) continue;
        bertemu++;
        expect(berbagi, `rekaman ${r.join(",")} / kueri ${q.join(",")}`).toBe(true);
      }
    }
    expect(bertemu).toBeGreaterThan(1000);
    // They narrow: far fewer pairs share a cell than there are pairs.
    expect(kandidat).toBeLessThan(rekaman.length * kueri.length * 0.5);
  });

  it("keeps record cells few and query cells bounded", async () => {
    const [titik, provinsi, nasional] = await sel("sel_kotak_rekaman", [[106.8, -6.2, 106.8, -6.2], [105.1, -8.8, 108.8, -5.9], [95, -11, 141, 6]]);
    expect(titik!.length).toBe(9); // its cell at 1/16°, and at each level from 8° down
    expect(provinsi!.length).toBeLessThanOrEqual(64);
    expect(nasional!.length).toBeLessThanOrEqual(16);
    const [q1, dunia] = [selKueri(105, -9, 115, -5), selKueri(-180, -90, 180, 90)];
    expect(q1!.length).toBeLessThanOrEqual(1 + 16 + 30);
    expect(dunia).toContain(-1);
  });

  it("gives a box that is not one (west > east, beyond ±180/±90, NaN) the cell every query asks for", async () => {
    const aneh = await sel("sel_kotak_rekaman", [[120, -5, 110, 0], [100, 0, 200, 10], [100, Number.NaN, 101, 1]]);
    for (const x of aneh) expect(x).toEqual([-1]);
    expect(selKueri(1, 2, 3, 4)).toContain(-1);
    expect(selKueri(-Infinity, -90, Infinity, 90).length).toBeGreaterThan(1);
    expect(selKueri(Number.NaN, 0, 1, 1)).toEqual([-1]);
  });

  it("computes a query's cells with the migration's own arithmetic (lib/csw/filter/sel.ts against sel_kotak_tingkat)", async () => {
    const a = new Acak(2511, "sel-kotak-ts");
    const kotak = Array.from({ length: 300 }, () => kotakAcak(a));
    for (const l of [0, 3, 6, 10]) {
      const nilai = sql.join(kotak.map(([w, s, e, n], i) => sql`(${i}::int, ${w}::float8, ${s}::float8, ${e}::float8, ${n}::float8)`), sql`, `);
      const sqlSel = barisHasil<{ sel: number[] }>(
        await h.db.execute(sql`select sel_kotak_tingkat(w, s, e, n, ${l}::int, 1) as sel from (values ${nilai}) v(i, w, s, e, n) order by i`),
      ).map((b) => b.sel);
      expect(kotak.map(([w, s, e, n]) => tingkat(w, s, e, n, l, 1)), `tingkat ${l}`).toEqual(sqlSel);
    }
  });

  it("is a generated column that follows the record's box", async () => {
    const rekaman = await sisipkanRekamanFilter(h.db);
    const sesuai = async () =>
      barisHasil<{ n: number; sama: number }>(
        await h.db.execute(sql`select count(*)::int as n, count(*) filter (where sel_kotak = sel_kotak_rekaman(bbox_barat, bbox_selatan, bbox_timur, bbox_utara))::int as sama from metadata`),
      )[0]!;
    expect(await sesuai()).toEqual({ n: rekaman.length, sama: rekaman.length });
    const id = rekaman[0]!.id;
    const [lama] = await h.db.select({ sel: metadata.selKotak }).from(metadata).where(eq(metadata.id, id));
    await h.db.update(metadata).set({ bboxBarat: 131.25, bboxTimur: 131.5, bboxSelatan: -2.75, bboxUtara: -2.5 }).where(eq(metadata.id, id));
    const [baru] = await h.db.select({ sel: metadata.selKotak }).from(metadata).where(eq(metadata.id, id));
    expect(baru!.sel).not.toEqual(lama!.sel);
    expect((await sel("sel_kotak_rekaman", [[131.25, -2.75, 131.5, -2.5]]))[0]).toEqual(baru!.sel);
  });
});
