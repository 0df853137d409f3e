import { DAFTAR_PROVINSI, type OrganisasiSumber, type Provinsi, type TemaDataset } from "./data";
import type { Acak } from "./prng";

/**
 * "Kawasan Hutan" → "Kawasan Hutan Provinsi Riau Tahun 2023"; skips the province when the title already names it,
 * and completes a theme that ends in "Provinsi" ("Rencana Tata Ruang Wilayah Provinsi" → "… Provinsi Riau").
 */
export function judulRekaman(judulTema: string, namaProvinsi: string | undefined, tahun: number): string {
  const perProvinsi = /\bProvinsi$/.test(judulTema);
  if (!namaProvinsi) {
    const wilayah = perProvinsi ? " Seluruh Indonesia" : /Indonesia|Nasional/.test(judulTema) ? "" : " Indonesia";
    return `${judulTema}${wilayah} Tahun ${tahun}`;
  }
  const inti = namaProvinsi.replace(/^(DKI|DI) /, "");
  const sudahAda = judulTema.includes(inti) || (inti === "Yogyakarta" && judulTema.includes("DIY"));
  const wilayah = sudahAda ? "" : perProvinsi ? ` ${namaProvinsi}` : ` Provinsi ${namaProvinsi}`;
  return `${judulTema}${wilayah} Tahun ${tahun}`;
}

const COBA_PROVINSI = 4;

/** The titles a seed has given so far, and the next update number of each title that was taken. */
export type DaftarJudul = { terpakai: Set<string>; pemutakhiranBerikut: Map<string, number> };
export const daftarJudulBaru = (): DaftarJudul => ({ terpakai: new Set(), pemutakhiranBerikut: new Map() });

/**
 * A title no earlier record of this seed has. The plain title first; a national agency then publishes the theme
 * for another province (a few tries); what is still taken becomes a later update of that year ("Pemutakhiran
 * ke-2"), as agencies number them. The title is added to `daftar`.
 */
export function judulUnik(
  acak: Acak,
  daftar: DaftarJudul,
  r: { tema: TemaDataset; organisasi: OrganisasiSumber; provinsi: Provinsi | undefined; tahun: number },
): { judul: string; provinsi: Provinsi | undefined } {
  const { terpakai, pemutakhiranBerikut } = daftar;
  let provinsi = r.provinsi;
  let judul = judulRekaman(r.tema.judul, provinsi?.nama, r.tahun);
  for (let i = 0; i < COBA_PROVINSI && terpakai.has(judul) && !r.organisasi.kodeWilayah; i++) {
    const lain = acak.pilih(DAFTAR_PROVINSI);
    const j = judulRekaman(r.tema.judul, lain.nama, r.tahun);
    if (!terpakai.has(j)) [provinsi, judul] = [lain, j];
  }
  const dasar = judul;
  let n = pemutakhiranBerikut.get(dasar) ?? 2;
  while (terpakai.has(judul)) judul = `${dasar} Pemutakhiran ke-${n++}`;
  if (judul !== dasar) pemutakhiranBerikut.set(dasar, n);
  terpakai.add(judul);
  return { judul, provinsi };
}
