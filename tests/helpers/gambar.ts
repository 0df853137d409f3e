import zlib from "node:zlib";

function potongan(jenis: string, data: Buffer): Buffer {
  const panjang = Buffer.alloc(4);
  panjang.writeUInt32BE(data.length);
  const isi = Buffer.concat([Buffer.from(jenis, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(isi) >>> 0);
  return Buffer.concat([panjang, isi, crc]);
}

/** A real PNG of one colour (8-bit RGB), small enough to build in a test. */
export function buatPng(lebar: number, tinggi: number, warna: [number, number, number] = [11, 83, 148]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(lebar, 0);
  ihdr.writeUInt32BE(tinggi, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const baris = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: lebar }, () => warna).flat())]);
  const mentah = Buffer.concat(Array.from({ length: tinggi }, () => baris));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), potongan("IHDR", ihdr), potongan("IDAT", zlib.deflateSync(mentah)), potongan("IEND", Buffer.alloc(0))]);
}

/** The head of a baseline JPEG (SOI, APP0, SOF0 with the size, EOI): enough for a type and size check, not for drawing. */
export function kepalaJpeg(lebar: number, tinggi: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof0 = Buffer.from([0xff, 0xc0, 0x00, 0x0b, 0x08, tinggi >> 8, tinggi & 255, lebar >> 8, lebar & 255, 0x01, 0x01, 0x11, 0x00]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof0, Buffer.from([0xff, 0xd9])]);
}
