import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { RakitGzip, gabungCrc, potongDeflate, potongTersimpan } from "@/lib/http/gzip-rakit";

const acak = (n: number, benih: number) => {
  let x = benih;
  return Buffer.from(Array.from({ length: n }, () => ((x = (x * 1103515245 + 12345) >>> 0), x >>> 24)));
};

describe("CRC-32 combination", () => {
  it("equals the CRC of the concatenation for lengths 0 to 100,000 bytes", () => {
    for (const [a, b] of [[0, 0], [1, 0], [0, 7], [5, 1], [300, 4096], [65_537, 100_000], [3, 1]] as const) {
      const A = acak(a, a + 1);
      const B = acak(b, b + 2);
      expect(gabungCrc(zlib.crc32(A), zlib.crc32(B), B.length), `${a}+${b}`).toBe(zlib.crc32(Buffer.concat([A, B])));
    }
  });
});

describe("gzip assembled from pieces compressed apart", () => {
  it("gunzips to the pieces' text in order, for gzip readers that check CRC and length", () => {
    const potongan = ["<a>", "<gmd:MD_Metadata>ÅÆ “petа” ".repeat(2_000), "", "<b/>".repeat(50_000), acak(70_000, 9).toString("latin1"), "</a>"];
    const r = new RakitGzip();
    const badan = Buffer.concat([r.kepala(), ...potongan.map((t) => r.tambah(potongDeflate(t))), r.akhir()]);
    const harap = Buffer.from(potongan.join(""), "utf8");
    expect(zlib.gunzipSync(badan).equals(harap)).toBe(true);
    // A corrupted trailer is caught: the CRC is really checked.
    const rusak = Buffer.from(badan);
    rusak[rusak.length - 8]! ^= 1;
    expect(() => zlib.gunzipSync(rusak)).toThrow();
  });

  it("mixes compressed pieces with stored blocks, empty ones and ones longer than a stored block's 65,535 bytes", () => {
    const teks = ["<kepala “ÅÆ”>", "", "x".repeat(65_535), "<c/>".repeat(40_000), "</kaki>"];
    const r = new RakitGzip();
    const badan = Buffer.concat([r.kepala(), ...teks.map((t, i) => r.tambah(i % 2 ? potongDeflate(t) : potongTersimpan(t))), r.akhir()]);
    expect(zlib.gunzipSync(badan).toString("utf8")).toBe(teks.join(""));
    // Stored means uncompressed: five bytes of block header per 65,535 bytes of text.
    expect(potongTersimpan("<c/>".repeat(40_000)).deflate.length).toBe(160_000 + 3 * 5);
  });

  it("is a single member with no pieces at all", () => {
    const r = new RakitGzip();
    expect(zlib.gunzipSync(Buffer.concat([r.kepala(), r.akhir()])).length).toBe(0);
  });
});
