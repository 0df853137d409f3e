/** One entry as the central directory declares it, with where its compressed bytes start in the archive. */
export type EntriDaftar = {
  nama: string;
  metode: number;
  terenkripsi: boolean;
  /** Declared compressed and inflated sizes (the central directory's, zip64 extra field included). */
  termampat: number;
  ukuran: number;
  /** Offset of the compressed bytes (after the local header). */
  mulai: number;
};

export class ZipTidakValid extends Error {
  constructor(pesan: string) {
    super(pesan);
    this.name = "ZipTidakValid";
  }
}

/** An archive past one of the import's limits: the whole request is refused (413) and nothing is stored. */
export class ZipMelampauiBatas extends Error {
  constructor(pesan: string) {
    super(pesan);
    this.name = "ZipMelampauiBatas";
  }
}

const SIG_EOCD = 0x06054b50;
const SIG_EOCD64 = 0x06064b50;
const SIG_LOKATOR64 = 0x07064b50;
const SIG_PUSAT = 0x02014b50;
const SIG_LOKAL = 0x04034b50;
const PENUH32 = 0xffffffff;

const rusak = (sebab: string) => new ZipTidakValid(`Arsip zip rusak atau tidak didukung (${sebab}).`);

/** Where the end-of-central-directory record starts: searched backwards past a comment of up to 64 KiB. */
function cariAkhir(v: DataView): number {
  const paling = Math.max(0, v.byteLength - 22 - 0xffff);
  for (let i = v.byteLength - 22; i >= paling; i--) if (v.getUint32(i, true) === SIG_EOCD) return i;
  throw rusak("direktori pusat tidak ditemukan; arsip terpotong?");
}

function angka64(v: DataView, i: number): number {
  const n = v.getBigUint64(i, true);
  if (n > BigInt(Number.MAX_SAFE_INTEGER)) throw rusak("ukuran zip64 mustahil");
  return Number(n);
}

/** Entry count, size and offset of the central directory, from the zip64 record when the classic one is full. */
function bacaAkhir(v: DataView): { jumlah: number; ukuranPusat: number; offsetPusat: number } {
  const i = cariAkhir(v);
  let jumlah = v.getUint16(i + 10, true);
  let ukuranPusat = v.getUint32(i + 12, true);
  let offsetPusat = v.getUint32(i + 16, true);
  if (v.getUint16(i + 4, true) !== 0 || v.getUint16(i + 6, true) !== 0) throw rusak("arsip multi-disk");
  if (jumlah === 0xffff || ukuranPusat === PENUH32 || offsetPusat === PENUH32) {
    if (i < 20 || v.getUint32(i - 20, true) !== SIG_LOKATOR64) throw rusak("penanda zip64 tidak ditemukan");
    const j = angka64(v, i - 12);
    if (j + 56 > v.byteLength || v.getUint32(j, true) !== SIG_EOCD64) throw rusak("rekaman zip64 tidak ditemukan");
    jumlah = angka64(v, j + 32);
    ukuranPusat = angka64(v, j + 40);
    offsetPusat = angka64(v, j + 48);
  }
  if (offsetPusat + ukuranPusat > v.byteLength) throw rusak("direktori pusat melewati akhir arsip");
  return { jumlah, ukuranPusat, offsetPusat };
}

/** Sizes and offset the 32-bit fields leave at 0xFFFFFFFF live in the zip64 extra field (id 1), in this order. */
function bacaZip64(v: DataView, awal: number, panjang: number, nilai: { ukuran: number; termampat: number; offset: number }): void {
  for (let i = awal; i + 4 <= awal + panjang; ) {
    const id = v.getUint16(i, true);
    const n = v.getUint16(i + 2, true);
    if (id === 0x0001) {
      let k = i + 4;
      for (const kunci of ["ukuran", "termampat", "offset"] as const) {
        if (nilai[kunci] !== PENUH32) continue;
        if (k + 8 > i + 4 + n) throw rusak("kolom zip64 terpotong");
        nilai[kunci] = angka64(v, k);
        k += 8;
      }
      return;
    }
    i += 4 + n;
  }
}

const dekoderUtf8 = new TextDecoder("utf-8");
const dekoderLatin1 = new TextDecoder("latin1");

/**
 * The entries of a zip as its central directory lists them, without inflating anything. The local headers are
 * read only for where the data starts, and the data of two entries may not overlap: overlapping entries are how
 * a small archive declares many large files built from one compressed kernel. `maksEntri` stops a directory of a
 * million entries before it is walked, with the limit named.
 */
export function daftarZip(isi: Uint8Array, maksEntri: number): EntriDaftar[] {
  const v = new DataView(isi.buffer, isi.byteOffset, isi.byteLength);
  if (isi.byteLength < 22) throw rusak("terlalu pendek");
  const akhir = bacaAkhir(v);
  if (akhir.jumlah > maksEntri) throw terlaluBanyak(akhir.jumlah, maksEntri);
  const hasil: (EntriDaftar & { lokal: number })[] = [];
  let i = akhir.offsetPusat;
  for (let n = 0; n < akhir.jumlah; n++) {
    if (i + 46 > akhir.offsetPusat + akhir.ukuranPusat || v.getUint32(i, true) !== SIG_PUSAT) throw rusak("entri direktori pusat tidak sah");
    const bendera = v.getUint16(i + 8, true);
    const panjangNama = v.getUint16(i + 28, true);
    const panjangEkstra = v.getUint16(i + 30, true);
    const panjangKomentar = v.getUint16(i + 32, true);
    const nilai = { termampat: v.getUint32(i + 20, true), ukuran: v.getUint32(i + 24, true), offset: v.getUint32(i + 42, true) };
    bacaZip64(v, i + 46 + panjangNama, panjangEkstra, nilai);
    const namaBita = isi.subarray(i + 46, i + 46 + panjangNama);
    const nama = (bendera & 0x800 ? dekoderUtf8 : dekoderLatin1).decode(namaBita);
    const l = nilai.offset;
    if (l + 30 > isi.byteLength || v.getUint32(l, true) !== SIG_LOKAL) throw rusak(`header lokal "${nama.slice(0, 80)}" tidak ditemukan`);
    const mulai = l + 30 + v.getUint16(l + 26, true) + v.getUint16(l + 28, true);
    if (mulai + nilai.termampat > akhir.offsetPusat) throw rusak(`data "${nama.slice(0, 80)}" melewati direktori pusat`);
    hasil.push({ nama, metode: v.getUint16(i + 10, true), terenkripsi: (bendera & 1) === 1, termampat: nilai.termampat, ukuran: nilai.ukuran, mulai, lokal: l });
    i += 46 + panjangNama + panjangEkstra + panjangKomentar;
  }
  const urut = [...hasil].sort((a, b) => a.lokal - b.lokal);
  for (let k = 1; k < urut.length; k++) {
    const sebelum = urut[k - 1]!;
    if (sebelum.mulai + sebelum.termampat > urut[k]!.lokal) throw new ZipMelampauiBatas(`Arsip zip ditolak: entri "${urut[k]!.nama.slice(0, 80)}" menumpuk pada data entri lain (ciri bom zip).`);
  }
  return hasil.map(({ lokal: _, ...e }) => e);
}

/** The refusal for too many entries names the limit, so a user knows to split the archive. */
export function terlaluBanyak(jumlah: number, maks: number): ZipMelampauiBatas {
  return new ZipMelampauiBatas(`Arsip zip memuat ${jumlah} entri; maksimum ${maks} entri per impor. Bagi arsip menjadi beberapa unggahan.`);
}
