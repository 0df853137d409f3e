import { Inflate } from "fflate";
import { ZipMelampauiBatas, type EntriDaftar } from "./daftar";

/**
 * Compressed bytes pushed to the inflater at a time. Deflate expands at most ~1032×, so one push yields at most
 * ~4 MiB and runs for a few milliseconds before the event loop gets a turn.
 */
const POTONGAN = 4 * 1024;

/** Bytes inflated so far in one request, across every zip it carries. */
export type Anggaran = { terpakai: number; maks: number };

const giliran = () => new Promise<void>((r) => setImmediate(r));

/**
 * Inflate one entry in bounded pushes, yielding between them. It stops the moment the output passes `maks` (the
 * smaller of the declared size and the per-entry limit) and refuses an entry whose inflated size differs from the
 * declared one: the declared sizes, already checked against every limit, are what bounds the work.
 */
export async function inflasikanEntri(isi: Uint8Array, e: EntriDaftar, maks: number, anggaran: Anggaran): Promise<{ isi: Uint8Array } | { galat: string }> {
  const data = isi.subarray(e.mulai, e.mulai + e.termampat);
  if (e.metode === 0) {
    if (e.termampat !== e.ukuran) return { galat: "Ukuran berkas tersimpan tidak sesuai dengan yang dinyatakan arsip." };
    tambah(anggaran, data.length);
    return { isi: data.slice() };
  }
  if (e.metode !== 8) return { galat: "Metode kompresi tidak didukung (hanya stored dan deflate)." };
  const bagian: Uint8Array[] = [];
  let n = 0;
  let lebih = false;
  const inflasi = new Inflate((potong) => {
    n += potong.length;
    tambah(anggaran, potong.length);
    if (n > maks) lebih = true;
    else bagian.push(potong);
  });
  for (let i = 0; i < data.length || i === 0; i += POTONGAN) {
    try {
      inflasi.push(data.subarray(i, i + POTONGAN), i + POTONGAN >= data.length);
    } catch (err) {
      if (err instanceof ZipMelampauiBatas) throw err;
      return { galat: "Data berkas dalam zip rusak." };
    }
    if (lebih) {
      return { galat: n > e.ukuran ? `Isi berkas lebih besar dari ukuran yang dinyatakan arsip (${e.ukuran} bita); berkas dilewati.` : `Berkas melebihi ${maks} bita setelah diekstrak.` };
    }
    await giliran();
  }
  if (n !== e.ukuran) return { galat: `Isi berkas (${n} bita) tidak sesuai dengan ukuran yang dinyatakan arsip (${e.ukuran} bita).` };
  return { isi: bagian.length === 1 ? bagian[0]! : Buffer.concat(bagian) };
}

function tambah(a: Anggaran, n: number): void {
  a.terpakai += n;
  // Declared sizes were summed against the same limit before inflating, and each entry stops at its declared
  // size, so this only fires if that reasoning breaks: the request still stops here.
  if (a.terpakai > a.maks) throw new ZipMelampauiBatas(`Isi yang diekstrak dari unggahan melebihi ${mib(a.maks)} per impor.`);
}

export const mib = (b: number) => `${Math.round((b / 1024 / 1024) * 10) / 10} MiB`;
