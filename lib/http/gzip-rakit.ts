import zlib from "node:zlib";

/**
 * A gzip body assembled from pieces compressed in advance (stored XML fragments, lib/xml/fragmen): each piece is
 * a raw deflate stream of its own, ended by a sync flush (byte-aligned, not final), so pieces concatenate into
 * one valid deflate stream (RFC 1951: blocks follow blocks; a piece's back-references stay inside it). The page
 * then costs a CRC combination per piece instead of compressing hundreds of KB per request.
 */
export type PotonganDeflate = { deflate: Buffer; crc: number; panjang: number };

/**
 * Next drops Content-Encoding from route-handler responses (send-response.js FORBIDDEN_HEADERS), so an assembled
 * gzip body travels marked with HEADER_GZIP_SIAP, which the production server's response shim
 * (scripts/server/respons-hemat.ts) turns into Content-Encoding: gzip. The shim also stamps every request with
 * HEADER_HEMAT (overwriting whatever a client sent): a route assembles gzip only when it will be labelled so, never
 * under `next dev` or a direct call without the shim.
 */
export const HEADER_HEMAT = "x-geokatalog-hemat";
export const HEADER_GZIP_SIAP = "x-geokatalog-gzip";

/** Does an Accept-Encoding header accept gzip (by name or `*`, with a q above 0)? */
export function terimaGzip(header: string | string[] | undefined): boolean {
  const nilai = Array.isArray(header) ? header.join(",") : header;
  if (!nilai) return false;
  let gzip: number | undefined;
  let bintang: number | undefined;
  for (const bagian of nilai.split(",")) {
    const [nama = "", ...param] = bagian.trim().toLowerCase().split(";");
    const q = param.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const bobot = q === undefined ? 1 : Number(q.slice(2));
    const sah = Number.isFinite(bobot) ? bobot : 0;
    if (nama.trim() === "gzip" || nama.trim() === "x-gzip") gzip = sah;
    else if (nama.trim() === "*") bintang = sah;
  }
  return (gzip ?? bintang ?? 0) > 0;
}

/** Level of stored pieces: compressed once, served many times. */
const LEVEL_POTONGAN = 6;

/** A piece of text compressed for later assembly. */
export function potongDeflate(teks: string | Buffer, level = LEVEL_POTONGAN): PotonganDeflate {
  const data = typeof teks === "string" ? Buffer.from(teks, "utf8") : teks;
  return { deflate: zlib.deflateRawSync(data, { level, finishFlush: zlib.constants.Z_SYNC_FLUSH }), crc: zlib.crc32(data), panjang: data.length };
}

/** The text of a piece (potongDeflate: a raw stream ended by a sync flush, so not final). */
export function bukaPotongan(deflate: Buffer): string {
  return zlib.inflateRawSync(deflate, { finishFlush: zlib.constants.Z_SYNC_FLUSH }).toString("utf8");
}

/**
 * A piece of text as stored (uncompressed) deflate blocks: for the few hundred bytes of a page's header and footer,
 * which a compressor would barely shrink, without the cost of a zlib stream per request (≈ 20 µs each, and its
 * memory). Each block: a byte with BFINAL 0 and BTYPE 00, then LEN and its one's complement, then LEN bytes.
 */
export function potongTersimpan(teks: string): PotonganDeflate {
  const data = Buffer.from(teks, "utf8");
  const blok: Buffer[] = [];
  for (let i = 0; i === 0 || i < data.length; i += 0xffff) {
    const isi = data.subarray(i, i + 0xffff);
    const kepala = Buffer.alloc(5);
    kepala.writeUInt16LE(isi.length, 1);
    kepala.writeUInt16LE(~isi.length & 0xffff, 3);
    blok.push(kepala, isi);
  }
  return { deflate: Buffer.concat(blok), crc: zlib.crc32(data), panjang: data.length };
}

const KEPALA = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** An empty fixed-Huffman block with BFINAL set: the end of the deflate stream. */
const BLOK_AKHIR = Buffer.from([0x03, 0x00]);

/** Folds pieces into a gzip member as they are produced; `akhir` returns the trailer. */
export class RakitGzip {
  private crc = 0;
  private panjang = 0;

  /** The 10-byte gzip header, sent first. */
  kepala(): Buffer {
    return KEPALA;
  }

  /** The piece's compressed bytes, to send in order. */
  tambah(p: PotonganDeflate): Buffer {
    this.crc = gabungCrc(this.crc, p.crc, p.panjang);
    this.panjang += p.panjang;
    return p.deflate;
  }

  /** The final block and the trailer (CRC-32 and length modulo 2³², little-endian). */
  akhir(): Buffer {
    const ekor = Buffer.alloc(8);
    ekor.writeUInt32LE(this.crc >>> 0, 0);
    ekor.writeUInt32LE(this.panjang % 2 ** 32, 4);
    return Buffer.concat([BLOK_AKHIR, ekor]);
  }
}

// CRC-32 of A‖B from crc(A), crc(B) and |B| (the reflected polynomial 0xEDB88320): crc(A) times x^(8·|B|) modulo
// the polynomial, xor crc(B). Products are taken bit by bit in GF(2); x^(2^k) comes from a table of squares.
const POLI = 0xedb88320;

function kaliMod(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLI : b >>> 1;
  }
  return p >>> 0;
}

/** X2N[k] = x^(2^k) modulo the polynomial; x^1 is bit 30 in the reflected form. */
const X2N: number[] = [0x40000000];
for (let k = 1; k < 32; k++) X2N.push(kaliMod(X2N[k - 1]!, X2N[k - 1]!));

/** x^(8n) modulo the polynomial. */
function xPangkatByte(n: number): number {
  let p = 0x80000000;
  let k = 3;
  while (n > 0) {
    if (n & 1) p = kaliMod(X2N[k & 31]!, p);
    n = Math.floor(n / 2);
    k++;
  }
  return p;
}

export function gabungCrc(crcA: number, crcB: number, panjangB: number): number {
  if (panjangB === 0) return crcA >>> 0;
  return (kaliMod(xPangkatByte(panjangB), crcA) ^ crcB) >>> 0;
}
