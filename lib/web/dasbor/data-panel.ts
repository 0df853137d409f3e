import { DAFTAR_REFERENSI } from "@/lib/metadata/kode";
import type { DokumenDenganSaran } from "@/lib/quality/dokumen/baca-dokumen";
import type { TipeDokumen } from "@/lib/quality/isi";
import { isianAwal, keIsianEvaluasi, type PropsPanel } from "./isian-kualitas";

/**
 * The plain data a QC/QE/QA panel starts from (client components get no services): the form pre-filled from the
 * current draft or the suggestions, QA's automatic items, QE's rows from the record's reports, the code lists.
 */
export function propsPanel(id: string, tipe: TipeDokumen, d: DokumenDenganSaran, salinanDari: string | null = null): PropsPanel {
  return {
    id,
    tipe,
    status: d.dokumen?.status ?? null,
    awal: isianAwal(tipe, d),
    otomatisAwal: tipe === "QA" ? (d.saran.itemOtomatis ?? []) : null,
    saranEvaluasi: tipe === "QE" ? (d.saran.evaluasi ?? []).map(keIsianEvaluasi) : [],
    elemen: DAFTAR_REFERENSI.DQ_ELEMEN,
    metode: DAFTAR_REFERENSI.METOD_EVALUASI,
    setelahSetujui: tipe === "QA" && salinanDari ? `/dashboard/metadata/${salinanDari}` : null,
  };
}
