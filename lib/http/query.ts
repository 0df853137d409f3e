import { permintaanTidakValid } from "./errors";

const BILANGAN_BULAT = /^[0-9]+$/;
const BILANGAN_DESIMAL = /^[-+]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][-+]?[0-9]+)?$/;

/** A positive whole number from a query parameter, or `fallback` when absent; anything else is a 400. */
export function bilanganBulatPositif(params: URLSearchParams, nama: string, fallback: number, maks: number): number {
  const mentah = params.get(nama);
  if (mentah === null) return fallback;
  const teks = mentah.trim();
  const nilai = BILANGAN_BULAT.test(teks) ? Number(teks) : NaN;
  if (!Number.isSafeInteger(nilai) || nilai < 1) {
    throw permintaanTidakValid(`Parameter ${nama} harus bilangan bulat positif (1 atau lebih), bukan "${ringkas(mentah)}".`);
  }
  if (nilai > maks) throw permintaanTidakValid(`Parameter ${nama} terlalu besar (maksimum ${maks}).`);
  return nilai;
}

/** A finite decimal number from a query parameter, or undefined when absent; anything else is a 400. */
export function bilanganDesimal(params: URLSearchParams, nama: string): number | undefined {
  const mentah = params.get(nama);
  if (mentah === null) return undefined;
  const teks = mentah.trim();
  const nilai = BILANGAN_DESIMAL.test(teks) ? Number(teks) : NaN;
  if (!Number.isFinite(nilai)) throw permintaanTidakValid(`Parameter ${nama} harus berupa angka desimal, bukan "${ringkas(mentah)}".`);
  return nilai;
}

/** A trimmed, non-empty string parameter; an empty one counts as absent. */
export function teksOpsional(params: URLSearchParams, nama: string, maks: number): string | undefined {
  const teks = params.get(nama)?.trim();
  if (!teks) return undefined;
  if (teks.length > maks) throw permintaanTidakValid(`Parameter ${nama} terlalu panjang (maksimum ${maks} karakter).`);
  return teks;
}

/** Echo user input in messages only in a short, bounded form. */
function ringkas(teks: string): string {
  return teks.length > 40 ? `${teks.slice(0, 40)}…` : teks;
}
