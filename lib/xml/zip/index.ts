import { daftarZip, terlaluBanyak, ZipMelampauiBatas, ZipTidakValid, type EntriDaftar } from "./daftar";
import { inflasikanEntri, mib, type Anggaran } from "./inflasi";

export { ZipMelampauiBatas, ZipTidakValid } from "./daftar";
export type { Anggaran } from "./inflasi";

/**
 * Bounds of one import request, across every zip and file it carries: entries, inflated bytes per entry and in
 * all, and how far an entry may expand (inflated ÷ compressed) before the archive is taken for a bomb.
 */
export type BatasZip = { maksBerkas: number; maksPerBerkas: number; maksTotal: number; maksRasio: number };

export const BATAS_ZIP_BAWAAN: BatasZip = { maksBerkas: 1_000, maksPerBerkas: 8 * 1024 * 1024, maksTotal: 200 * 1024 * 1024, maksRasio: 100 };

/** Below this declared size an entry's ratio is not judged: a tiny file of spaces compresses 500× harmlessly. */
const RASIO_DARI = 1024 * 1024;

/** "PK\x03\x04": a local file header, how every zip file starts ("PK\x05\x06" for an empty one). */
export function adalahZip(isi: Uint8Array): boolean {
  return isi.length >= 4 && isi[0] === 0x50 && isi[1] === 0x4b && ((isi[2] === 0x03 && isi[3] === 0x04) || (isi[2] === 0x05 && isi[3] === 0x06));
}

/**
 * A name we accept: relative, no "..", no drive letter or backslash. Nothing is written to disk, but the name is
 * echoed in reports and audit rows, and a traversal name is the sign of a crafted archive.
 */
function namaAman(nama: string): boolean {
  return !nama.startsWith("/") && !nama.includes("\\") && !/^[A-Za-z]:/.test(nama) && !nama.split("/").includes("..") && !nama.includes("\0");
}

type Berkas = { nama: string; isi: Uint8Array };

/** One item of an import, in upload order: a file as sent, an entry still to inflate, or a refusal with its reason. */
export type ButirUnggahan = Berkas | { nama: string; galat: string } | { nama: string; zip: Uint8Array; entri: EntriDaftar };

/**
 * Every file and zip entry of one request, judged from the central directories alone before a byte is inflated:
 * more entries than `maksBerkas`, declared sizes summing past `maksTotal`, an entry expanding more than
 * `maksRasio`× or entries sharing data throw `ZipMelampauiBatas` (the request is refused, nothing stored). An
 * entry declared above `maksPerBerkas`, other files and unsafe names become refusals in the report.
 */
export function rencanakanUnggahan(files: Berkas[], batas: BatasZip = BATAS_ZIP_BAWAAN): ButirUnggahan[] {
  const hasil: ButirUnggahan[] = [];
  let entri = 0;
  let total = 0;
  for (const f of files) {
    if (!adalahZip(f.isi)) {
      entri++;
      total += f.isi.length;
      hasil.push(f);
      continue;
    }
    let daftar: EntriDaftar[];
    try {
      daftar = daftarZip(f.isi, batas.maksBerkas);
    } catch (err) {
      if (!(err instanceof ZipTidakValid)) throw err;
      hasil.push({ nama: f.nama, galat: err.message });
      continue;
    }
    if (daftar.length === 0) {
      hasil.push({ nama: f.nama, galat: "Arsip zip kosong." });
      continue;
    }
    entri += daftar.length;
    if (entri > batas.maksBerkas) throw terlaluBanyak(entri, batas.maksBerkas);
    for (const e of daftar) {
      const nama = `${f.nama}/${e.nama}`;
      if (e.ukuran > RASIO_DARI && e.ukuran > batas.maksRasio * e.termampat) {
        throw new ZipMelampauiBatas(
          `Arsip zip ditolak: "${e.nama.slice(0, 80)}" mengembang ${Math.round(e.ukuran / Math.max(e.termampat, 1))}× (maksimum ${batas.maksRasio}×), ciri bom zip.`,
        );
      }
      const butir = nilaiEntri(e, batas);
      if (butir === "lewati") continue;
      if (butir) hasil.push({ nama, galat: butir });
      else {
        total += e.ukuran;
        hasil.push({ nama, zip: f.isi, entri: e });
      }
    }
  }
  if (total > batas.maksTotal) throw new ZipMelampauiBatas(`Isi unggahan setelah diekstrak (${mib(total)}) melebihi ${mib(batas.maksTotal)} per impor.`);
  return hasil;
}

/** Why an entry is not inflated; "lewati" for folders and macOS resource forks, which are not reported. */
function nilaiEntri(e: EntriDaftar, batas: BatasZip): string | "lewati" | undefined {
  if (e.nama.endsWith("/") || e.nama.startsWith("__MACOSX/") || e.nama.split("/").at(-1)!.startsWith("._")) return "lewati";
  if (!namaAman(e.nama)) return "Nama berkas tidak aman (path traversal), dilewati.";
  if (!/\.xml$/i.test(e.nama)) return "Bukan berkas .xml, dilewati.";
  if (e.terenkripsi) return "Berkas terenkripsi tidak didukung.";
  if (e.ukuran > batas.maksPerBerkas) return `Berkas melebihi ${mib(batas.maksPerBerkas)} setelah diekstrak (dinyatakan ${mib(e.ukuran)}).`;
  return undefined;
}

/** The bytes of one planned item: a file as sent, or a zip entry inflated in bounded, yielding steps. */
export async function isiButir(b: ButirUnggahan, batas: BatasZip, anggaran: Anggaran): Promise<Berkas | { nama: string; galat: string }> {
  if (!("zip" in b)) return b;
  const r = await inflasikanEntri(b.zip, b.entri, Math.min(b.entri.ukuran, batas.maksPerBerkas), anggaran);
  return "isi" in r ? { nama: b.nama, isi: r.isi } : { nama: b.nama, galat: r.galat };
}
