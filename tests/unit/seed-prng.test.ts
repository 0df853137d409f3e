import { describe, expect, it } from "vitest";
import { Acak, campur32 } from "@/lib/seed/prng";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("Acak (seeded PRNG)", () => {
  it("gives the same sequence for the same (seed, stream, index) and a different one otherwise", () => {
    const urut = (a: Acak) => Array.from({ length: 8 }, () => a.u32());
    expect(urut(new Acak(1, "metadata", 5))).toEqual(urut(new Acak(1, "metadata", 5)));
    expect(urut(new Acak(1, "metadata", 5))).not.toEqual(urut(new Acak(2, "metadata", 5)));
    expect(urut(new Acak(1, "metadata", 5))).not.toEqual(urut(new Acak(1, "pengguna", 5)));
    expect(urut(new Acak(1, "metadata", 5))).not.toEqual(urut(new Acak(1, "metadata", 6)));
  });

  it("keeps int() within bounds and float() in [0, 1)", () => {
    const a = new Acak(7, "uji");
    for (let i = 0; i < 10_000; i++) {
      const n = a.int(3, 9);
      expect(n >= 3 && n <= 9 && Number.isInteger(n)).toBe(true);
      const f = a.float();
      expect(f >= 0 && f < 1).toBe(true);
    }
  });

  it("shuffles without losing or duplicating elements", () => {
    const asal = Array.from({ length: 50 }, (_, i) => i);
    const acak = new Acak(3, "uji").acakUrutan(asal);
    expect([...acak].sort((x, y) => x - y)).toEqual(asal);
    expect(acak).not.toEqual(asal);
  });

  it("draws valid, distinct v4 UUIDs for 200,000 per-record generators (the seed maximum)", () => {
    const ids = new Set<string>();
    for (let i = 0; i < 200_000; i++) {
      const id = new Acak(1, "metadata", i).uuid();
      if (i < 1000) expect(id).toMatch(UUID_V4);
      ids.add(id);
    }
    expect(ids.size).toBe(200_000);
  });

  it("mixes 32-bit integers bijectively on a sample", () => {
    const keluaran = new Set(Array.from({ length: 100_000 }, (_, i) => campur32(i)));
    expect(keluaran.size).toBe(100_000);
  });
});
