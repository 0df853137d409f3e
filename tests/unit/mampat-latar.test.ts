import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { potongDeflate } from "@/lib/http/gzip-rakit";
import { potongDeflateLatar } from "@/lib/http/mampat-latar";

const teks = (i: number) => `<gmd:MD_Metadata id="${i}">${"Batas wilayah administrasi — Kabupaten Bandung ✓ ".repeat(1 + (i % 40))}</gmd:MD_Metadata>`;

describe("pieces compressed on the worker (lib/http/mampat-latar.ts)", () => {
  it("are the bytes, CRC-32 and length this thread makes, in the order asked, for requests in flight together", async () => {
    const permintaan = Array.from({ length: 6 }, (_, j) => Array.from({ length: 25 }, (_, i) => teks(j * 25 + i)));
    const hasil = await Promise.all(permintaan.map((t) => potongDeflateLatar(t)));
    hasil.forEach((potongan, j) => {
      expect(potongan).toHaveLength(25);
      potongan.forEach((p, i) => {
        const sini = potongDeflate(permintaan[j]![i]!);
        expect(Buffer.isBuffer(p.deflate)).toBe(true);
        expect(p.deflate.equals(sini.deflate)).toBe(true);
        expect([p.crc, p.panjang]).toEqual([sini.crc, sini.panjang]);
        expect(zlib.inflateRawSync(p.deflate, { finishFlush: zlib.constants.Z_SYNC_FLUSH }).toString("utf8")).toBe(permintaan[j]![i]);
      });
    });
  });

  it("an empty request and an empty text", async () => {
    expect(await potongDeflateLatar([])).toEqual([]);
    const [p] = await potongDeflateLatar([""]);
    expect(p!.panjang).toBe(0);
    expect(p!.deflate.equals(potongDeflate("").deflate)).toBe(true);
  });
});
