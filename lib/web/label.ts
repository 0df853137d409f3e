import { DAFTAR_REFERENSI, type JenisReferensi, type TipeData } from "@/lib/metadata/kode";

const PETA = new Map<JenisReferensi, Map<string, string>>();

/** The Indonesian label of a code in one reference list; the code itself when unknown. */
export function labelKode(jenis: JenisReferensi, kode: string): string {
  let peta = PETA.get(jenis);
  if (!peta) {
    peta = new Map(DAFTAR_REFERENSI[jenis].map((i) => [i.kode, i.label]));
    PETA.set(jenis, peta);
  }
  return peta.get(kode) ?? kode;
}

export const LABEL_TIPE_DATA: Record<TipeData, string> = {
  vector: "Vektor",
  raster: "Raster",
  tabular: "Tabular",
  tin: "TIN",
  stereoModel: "Model stereo",
  video: "Video",
};

export function labelTipeData(kode: string): string {
  return (LABEL_TIPE_DATA as Record<string, string>)[kode] ?? kode;
}

/** CI_DateTypeCode in Indonesian. */
const JENIS_TANGGAL: Record<string, string> = {
  creation: "Dibuat",
  publication: "Diterbitkan",
  revision: "Direvisi",
  expiry: "Kedaluwarsa",
  lastUpdate: "Pembaruan terakhir",
  lastRevision: "Revisi terakhir",
  nextUpdate: "Pembaruan berikutnya",
  unavailable: "Tidak tersedia",
  inForce: "Berlaku",
  adopted: "Diadopsi",
  deprecated: "Tidak dianjurkan",
  superseded: "Digantikan",
  validityBegins: "Mulai berlaku",
  validityExpires: "Berakhir berlaku",
  released: "Dirilis",
  distribution: "Didistribusikan",
};

export function labelJenisTanggal(kode: string): string {
  return JENIS_TANGGAL[kode] ?? kode;
}

/** CI_OnLineFunctionCode in Indonesian. */
const FUNGSI_DARING: Record<string, string> = {
  download: "Unduh",
  information: "Informasi",
  offlineAccess: "Akses luring",
  order: "Pemesanan",
  search: "Pencarian",
  completeMetadata: "Metadata lengkap",
  browseGraphic: "Gambar pratinjau",
  upload: "Unggah",
  emailService: "Layanan surel",
  browsing: "Penjelajahan",
  fileAccess: "Akses berkas",
};

export function labelFungsiDaring(kode: string): string {
  return FUNGSI_DARING[kode] ?? kode;
}
