import type { StatusMetadata } from "@/lib/metadata/kode";

/** Indonesian names of the workflow states, as the dashboard shows them. */
export const LABEL_STATUS: Record<StatusMetadata, string> = {
  DRAFT: "Draf",
  QCQE_PROCESS: "Proses QC/QE",
  REVIEW: "Tinjauan walidata",
  PUBLISHED: "Terbit",
  REJECTED: "Ditolak",
  PRIVATE: "Privat",
};

/** Indonesian names of a quality document's states. */
export const LABEL_DOKUMEN: Record<string, string> = {
  DRAFT: "Draf",
  PENDING: "Diajukan, menunggu tanda tangan",
  SIGNED: "Ditandatangani",
  SUPERSEDED: "Diganti putaran baru",
};

/** Indonesian names of audit actions in a record's history; unknown actions are shown as written. */
const LABEL_AKSI: Record<string, string> = {
  buat: "Dibuat",
  ubah: "Diubah",
  hapus: "Dihapus",
  impor: "Diimpor",
  harvest: "Dipanen (harvest)",
  "harvest-perbarui": "Diperbarui dari harvest",
  buat_salinan: "Salinan kerja dibuat",
  ajukan: "Diajukan untuk QC/QE",
  selesaiPeriksa: "QC/QE selesai",
  setujui: "Disetujui dan diterbitkan",
  tolak: "Ditolak",
  revisi: "Dikembalikan ke draf",
  privatkan: "Dijadikan privat",
  publikasikan: "Diterbitkan kembali",
  setujui_salinan: "Salinan kerja disetujui",
  diganti_salinan: "Diganti oleh salinan kerja",
  kualitas_simpan: "Dokumen disimpan",
  kualitas_ajukan: "Dokumen diajukan",
  kualitas_tandatangani: "Dokumen ditandatangani",
  kualitas_unggah: "PDF bertanda tangan diunggah",
};

export function labelAksi(aksi: string): string {
  return LABEL_AKSI[aksi] ?? aksi;
}

/** A history line's move in words ("Draf → Proses QC/QE"): record states, or a quality document's states. */
export function labelPerpindahan(dari: string, ke: string, dokumen = false): string {
  const label = (kode: string) => (dokumen ? LABEL_DOKUMEN[kode] : LABEL_STATUS[kode as StatusMetadata]) ?? kode;
  return `${label(dari)} → ${label(ke)}`;
}
