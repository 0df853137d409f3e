import { Unzip, UnzipInflate, type UnzipFile } from "fflate";

/** Bounds of one uploaded zip: entries, bytes per entry and bytes in all, counted as they are inflated. */
export type BatasZip = { maksBerkas: number; maksPerBerkas: number; maksTotal: number };

export const BATAS_ZIP_BAWAAN: BatasZip = { maksBerkas: 1_000, maksPerBerkas: 8 * 1024 * 1024, maksTotal: 200 * 1024 * 1024 };

export type EntriZip = { nama: string; isi: Uint8Array } | { nama: string; galat: string };

export class ZipTidakValid extends Error {
  constructor(pesan: string) {
    super(pesan);
    this.name = "ZipTidakValid";
  }
}

/** "PK\x03\x04": a local file header, how every zip file starts. */
export function adalahZip(isi: Uint8Array): boolean {
  return isi.length >= 4 && isi[0] === 0x50 && isi[1] === 0x4b && isi[2] === 0x03 && isi[3] === 0x04;
}

/**
 * A name we accept: relative, no "..", no drive letter or backslash. Nothing is written to disk, but the name is
 * echoed in reports and audit rows, and a traversal name is the sign of a crafted archive.
 */
function namaAman(nama: string): boolean {
  return !nama.startsWith("/") && !nama.includes("\\") && !/^[A-Za-z]:/.test(nama) && !nama.split("/").includes("..") && !nama.includes("\0");
}

/**
 * The .xml entries of a zip, inflated in memory with every bound enforced on the bytes actually produced (the
 * sizes a zip declares can lie). Folders and macOS resource forks are skipped silently, other files and unsafe
 * names are listed with a reason; exceeding the entry count or the total size refuses the whole archive.
 */
export function bukaZip(isi: Uint8Array, batas: BatasZip = BATAS_ZIP_BAWAAN): EntriZip[] {
  const hasil: EntriZip[] = [];
  let total = 0;
  let jumlah = 0;
  let galatArsip: string | undefined;
  // entries begun but never finished: a truncated archive ends without an error from the streaming reader
  const belumSelesai = new Set<string>();
  const unzip = new Unzip((berkas: UnzipFile) => {
    if (galatArsip) return;
    const nama = berkas.name;
    if (nama.endsWith("/") || nama.startsWith("__MACOSX/") || nama.split("/").at(-1)!.startsWith("._")) return;
    if (++jumlah > batas.maksBerkas) {
      galatArsip = `Arsip zip memuat lebih dari ${batas.maksBerkas} berkas.`;
      return;
    }
    if (!namaAman(nama)) return void hasil.push({ nama, galat: "Nama berkas tidak aman (path traversal), dilewati." });
    if (!/\.xml$/i.test(nama)) return void hasil.push({ nama, galat: "Bukan berkas .xml, dilewati." });
    const potongan: Uint8Array[] = [];
    let ukuran = 0;
    let galat: string | undefined;
    berkas.ondata = (err, data, akhir) => {
      if (galat || galatArsip) return;
      if (err) galat = "Berkas dalam zip rusak.";
      else {
        ukuran += data.length;
        total += data.length;
        if (total > batas.maksTotal) galatArsip = `Isi arsip zip melebihi ${batas.maksTotal} bita setelah diekstrak.`;
        else if (ukuran > batas.maksPerBerkas) galat = `Berkas melebihi ${batas.maksPerBerkas} bita setelah diekstrak.`;
        else potongan.push(data);
      }
      if (galat || galatArsip) berkas.terminate();
      if (galat || galatArsip || akhir) belumSelesai.delete(nama);
      if (galat) hasil.push({ nama, galat });
      else if (akhir && !galatArsip) hasil.push({ nama, isi: Buffer.concat(potongan) });
    };
    belumSelesai.add(nama);
    try {
      berkas.start();
    } catch {
      hasil.push({ nama, galat: "Metode kompresi tidak didukung (hanya stored dan deflate)." });
    }
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(isi, true);
  } catch {
    throw new ZipTidakValid("Arsip zip rusak atau tidak didukung.");
  }
  if (galatArsip) throw new ZipTidakValid(galatArsip);
  if (jumlah === 0) throw new ZipTidakValid("Arsip zip kosong atau rusak.");
  for (const nama of belumSelesai) hasil.push({ nama, galat: "Berkas dalam zip terpotong." });
  return hasil;
}
