import organisasiJson from "@/lib/data/organisasi.json";
import wilayahJson from "@/lib/data/wilayah.json";
import type { KotakBatas } from "@/lib/metadata/schema";
import type { TipeData } from "@/lib/metadata/kode";

/** One dataset theme of an organisation (lib/data/organisasi.json); codes are checked against referensi.json. */
export type TemaDataset = {
  judul: string;
  deskripsi?: string;
  tipeData: TipeData;
  representasiSpasial: string;
  topikKategori: string[];
  kataKunci: string[];
  skala?: string;
  frekuensiPembaruan: string;
  format: string;
  protokol: string[];
  klasifikasiKeamanan: string;
};

export type OrganisasiSumber = {
  kode: string;
  nama: string;
  singkatan: string | null;
  jenis: string | null;
  tingkat: "pusat" | "provinsi";
  kodeWilayah: string | null;
  kota: string | null;
  dataset: TemaDataset[];
};

export type Provinsi = { kode: string; nama: string; ibukota: string; bbox: KotakBatas };

/** The 25 producer organisations with their dataset themes, in file order. */
export const DAFTAR_ORGANISASI = organisasiJson.organisasi as OrganisasiSumber[];

/** The 38 provinces (BPS codes) with their WGS84 boxes. */
export const DAFTAR_PROVINSI = wilayahJson.provinsi as Provinsi[];

/** Indonesia's bounding box (union of the province boxes). */
export const BBOX_NASIONAL = wilayahJson.nasional.bbox as KotakBatas;

/** The province with this BPS code; throws on an unknown code (the data files are checked, so it is a bug). */
export function provinsiDariKode(kode: string): Provinsi {
  const p = DAFTAR_PROVINSI.find((x) => x.kode === kode);
  if (!p) throw new Error(`Kode wilayah tidak dikenal: ${kode}`);
  return p;
}
