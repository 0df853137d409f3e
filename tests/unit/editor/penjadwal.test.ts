import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buatPenjadwalSimpan, type StatusSimpan } from "@/lib/web/editor/penjadwal";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function siapkan(opsi: { boleh?: () => boolean; simpan?: () => Promise<void> } = {}) {
  const status: StatusSimpan["jenis"][] = [];
  const simpan = vi.fn(opsi.simpan ?? (() => Promise.resolve()));
  const p = buatPenjadwalSimpan({ jedaMs: 3000, simpan, bolehSimpan: opsi.boleh ?? (() => true), padaStatus: (s) => status.push(s.jenis) });
  return { p, simpan, status };
}

describe("autosave scheduler", () => {
  it("saves once, a few seconds after the last of several changes", async () => {
    const { p, simpan, status } = siapkan();
    p.ubah();
    await vi.advanceTimersByTimeAsync(2000);
    p.ubah();
    await vi.advanceTimersByTimeAsync(2999);
    expect(simpan).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(simpan).toHaveBeenCalledTimes(1);
    expect(status.at(-1)).toBe("tersimpan");
  });

  it("does not save an invalid document", async () => {
    const { p, simpan, status } = siapkan({ boleh: () => false });
    p.ubah();
    await vi.advanceTimersByTimeAsync(5000);
    expect(simpan).not.toHaveBeenCalled();
    expect(status.at(-1)).toBe("diam");
  });

  it("never overlaps: a change during a save waits for it, then saves again", async () => {
    let selesai: () => void = () => {};
    let aktif = 0;
    let maks = 0;
    const { p, simpan } = siapkan({
      simpan: () =>
        new Promise<void>((r) => {
          aktif++;
          maks = Math.max(maks, aktif);
          selesai = () => {
            aktif--;
            r();
          };
        }),
    });
    p.ubah();
    await vi.advanceTimersByTimeAsync(3000);
    expect(simpan).toHaveBeenCalledTimes(1);
    p.ubah();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(simpan).toHaveBeenCalledTimes(1);
    selesai();
    await vi.advanceTimersByTimeAsync(3000);
    expect(simpan).toHaveBeenCalledTimes(2);
    selesai();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(simpan).toHaveBeenCalledTimes(2);
    expect(maks).toBe(1);
  });

  it("reports a failed save and an explicit save cancels the pending one", async () => {
    const { p, simpan, status } = siapkan({ simpan: () => Promise.reject(new Error("Gagal menyimpan")) });
    p.ubah();
    await vi.advanceTimersByTimeAsync(3000);
    expect(status.at(-1)).toBe("galat");
    p.ubah();
    p.tandaiTersimpan();
    await vi.advanceTimersByTimeAsync(5000);
    expect(simpan).toHaveBeenCalledTimes(1);
  });
});
