import css from "@/app/(dashboard)/dashboard/dasbor.module.css";
import type { Penolakan } from "@/lib/workflow/penolakan";
import { formatTanggalWaktu } from "@/lib/web/format";

/** The id the rejection mail links to (lib/workflow/notifikasi.ts). */
export const ID_ALASAN_PENOLAKAN = "alasan-penolakan";

/**
 * A rejection's reason at the top of a record page, where the producer looks first (not only at the bottom of the
 * history): who rejected, when, why, and what to do next.
 */
export function AlasanPenolakan({ p, ditolak }: { p: Penolakan; ditolak: boolean }) {
  return (
    <section id={ID_ALASAN_PENOLAKAN} className={css.penolakan} aria-labelledby="judul-penolakan" tabIndex={-1}>
      <h2 id="judul-penolakan">{ditolak ? "Metadata ini ditolak" : "Alasan penolakan terakhir"}</h2>
      <p className={css.alasan}>{p.alasan || "(tanpa alasan tertulis)"}</p>
      <p className={css.meta}>
        Oleh {p.oleh ?? "Sistem"}{p.peran ? ` (${p.peran})` : ""} · {formatTanggalWaktu(p.waktu)}
      </p>
      <p>{ditolak ? "Pilih “Revisi (kembali ke draf)” di bagian Tindakan untuk memperbaikinya, lalu ajukan lagi." : "Perbaiki metadata sesuai alasan ini, lalu ajukan lagi untuk QC/QE."}</p>
    </section>
  );
}
