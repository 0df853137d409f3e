import wilayah from "@/lib/data/wilayah.json";
import { DAFTAR_REFERENSI, JENIS_TANGGAL, TIPE_DATA, type ItemReferensi, type JenisReferensi } from "@/lib/metadata/kode";
import { labelFungsiDaring, labelJenisTanggal, labelTipeData } from "@/lib/web/label";

const FUNGSI = ["download", "information", "offlineAccess", "order", "search", "completeMetadata", "browseGraphic", "upload", "emailService", "browsing", "fileAccess"];

/** Every option list the editor's selects need, as plain data for the client leaves. */
export type PilihanEditor = Record<JenisReferensi, ItemReferensi[]> & {
  JENIS_TANGGAL: ItemReferensi[];
  TIPE_DATA: ItemReferensi[];
  FUNGSI_DARING: ItemReferensi[];
  PROVINSI: (ItemReferensi & { bbox: { barat: number; timur: number; selatan: number; utara: number } })[];
};

export function pilihanEditor(): PilihanEditor {
  return {
    ...DAFTAR_REFERENSI,
    JENIS_TANGGAL: JENIS_TANGGAL.map((kode) => ({ kode, label: labelJenisTanggal(kode) })),
    TIPE_DATA: TIPE_DATA.map((kode) => ({ kode, label: labelTipeData(kode) })),
    FUNGSI_DARING: FUNGSI.map((kode) => ({ kode, label: labelFungsiDaring(kode) })),
    PROVINSI: wilayah.provinsi.map((p) => ({ kode: p.kode, label: p.nama, bbox: p.bbox })),
  };
}
