import type { FaktaPdf } from "@/lib/pdf/dokumen-kualitas";
import { labelElemen, labelMetode, type Isi, type IsiQa, type IsiQc, type IsiQe, type TipeDokumen } from "../isi";

const LULUS = (l: boolean) => (l ? "Lulus" : "Tidak lulus");

/** The result rows and decision of a document, as printed. */
export function barisPdf(tipe: TipeDokumen, isi: Isi): Pick<FaktaPdf, "baris" | "keputusan" | "catatan"> {
  if (tipe === "QE") {
    const q = isi as IsiQe;
    return {
      baris: q.evaluasi.map((e) => ({
        label: `${labelElemen(e.elemen)} – ${e.ukuran} (${labelMetode(e.metodeEvaluasi)})`,
        hasil: `${e.nilai}${e.satuan ? ` ${e.satuan}` : ""}`,
        lulus: e.lulus,
        keterangan: [e.lulus ? "Sesuai" : "Tidak sesuai", e.spesifikasi, e.penjelasan].filter(Boolean).join(" · "),
      })),
      catatan: q.catatan,
    };
  }
  const q = isi as IsiQc | IsiQa;
  return {
    baris: q.item.map((i) => ({ label: `${i.label}${i.wajib ? "" : " (opsional)"}`, hasil: LULUS(i.lulus), lulus: i.lulus, keterangan: i.catatan })),
    ...(tipe === "QA" ? { keputusan: (q as IsiQa).keputusan === "setujui" ? "Disetujui untuk diterbitkan" : "Ditolak" } : {}),
    catatan: q.catatan,
  };
}
