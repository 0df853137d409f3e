import { describe, expect, it } from "vitest";
import { ambilTiket, lepasTiket, sedangBerjalan, sekaliJalan } from "@/lib/cache/sekali-jalan";

// The interleaving that made cache-teks "shares a failure with the waiting requests" fail under load, laid out
// step by step with promises the test settles itself: no timers, so the order is the same on any machine.

/** A computation that counts its runs and ends when the test says so. */
function tertahan<T>() {
  const c = { jalan: 0, selesai: (_: T | Error) => {} };
  const hitung = () => {
    c.jalan++;
    return new Promise<T>((ok, gagal) => (c.selesai = (h) => (h instanceof Error ? gagal(h) : ok(h))));
  };
  return { c, hitung };
}

let n = 0;
const kunciBaru = () => `uji-${++n}`;

describe("sekaliJalan", () => {
  it("shares a running computation with every caller", async () => {
    const k = kunciBaru();
    const { c, hitung } = tertahan<string>();
    const a = sekaliJalan(k, hitung);
    const b = sekaliJalan(k, hitung);
    expect(sedangBerjalan(k)).toBe(true);
    c.selesai("satu");
    expect(await Promise.all([a, b])).toEqual(["satu", "satu"]);
    expect(c.jalan).toBe(1);
    expect(sedangBerjalan(k)).toBe(false);
  });

  it("shares a failure that ended while a caller was still looking (its ticket is older than the end)", async () => {
    const k = kunciBaru();
    const { c, hitung } = tertahan<string>();
    const tiketA = ambilTiket();
    const tiketB = ambilTiket();
    // A finished its lookup and started the computation; B's lookup is still under way.
    const a = sekaliJalan(k, hitung, tiketA);
    c.selesai(new Error("basis data putus"));
    await expect(a).rejects.toThrow("basis data putus");
    expect(sedangBerjalan(k)).toBe(false);
    // B's lookup missed as well and comes to join: it gets A's failure instead of computing again.
    await expect(sekaliJalan(k, hitung, tiketB)).rejects.toThrow("basis data putus");
    expect(c.jalan).toBe(1);
    // A caller that arrived after the failure computes again.
    const tiketC = ambilTiket();
    await expect(sekaliJalan(k, async () => "pulih", tiketC)).resolves.toBe("pulih");
  });

  it("shares a value the same way, and forgets an ended computation once no older ticket is open", async () => {
    const k = kunciBaru();
    const { c, hitung } = tertahan<string>();
    const tiketA = ambilTiket();
    const tiketB = ambilTiket();
    const a = sekaliJalan(k, hitung, tiketA);
    c.selesai("nilai");
    expect(await a).toBe("nilai");
    expect(await sekaliJalan(k, hitung, tiketB)).toBe("nilai");
    expect(c.jalan).toBe(1);
    // Every ticket given back (sekaliJalan gave B's back): the ended computation is gone, so even a replay of
    // B's old ticket computes anew rather than finding a kept result.
    lepasTiket(tiketA);
    const { c: c2, hitung: hitung2 } = tertahan<string>();
    const b2 = sekaliJalan(k, hitung2, tiketB);
    expect(c2.jalan).toBe(1);
    c2.selesai("baru");
    expect(await b2).toBe("baru");
  });

  it("does not share a computation that ended before the caller's ticket", async () => {
    const k = kunciBaru();
    const tetap = ambilTiket(); // an unrelated request still looking keeps ended computations around
    await sekaliJalan(k, async () => "lama");
    const tiket = ambilTiket();
    expect(await sekaliJalan(k, async () => "baru", tiket)).toBe("baru");
    lepasTiket(tetap);
  });
});
