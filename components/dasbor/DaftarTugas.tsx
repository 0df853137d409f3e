import Link from "next/link";
import css from "@/app/(dashboard)/dashboard/dasbor.module.css";
import type { ItemTugas } from "@/lib/metadata/kelola/tugas-beranda";
import { LABEL_DOKUMEN } from "@/lib/web/dasbor/label-status";
import { lamaMenunggu, terlaluLama } from "@/lib/web/dasbor/usia";
import { formatTanggalWaktu } from "@/lib/web/format";

type Props = {
  rekaman: ItemTugas[];
  kosong: string;
  /** "menunggu": how long each has waited (queues); "diubah"/"terbit": when it last changed or went out. */
  waktu: "menunggu" | "diubah" | "terbit";
  sekarang: number;
};

const dokumen = (tipe: string, s: string | null | undefined) => `${tipe}: ${s ? (LABEL_DOKUMEN[s] ?? s).toLowerCase() : "belum dimulai"}`;

/** A home page's to-do list: each record links to its page, with who, where, its QC/QE state, the reason of a rejection, and its age. */
export function DaftarTugas({ rekaman, kosong, waktu, sekarang }: Props) {
  if (rekaman.length === 0) return <p className="redup">{kosong}</p>;
  return (
    <ul className={css.daftar}>
      {rekaman.map((r) => (
        <li key={r.id}>
          <Link href={`/dashboard/metadata/${r.id}`}>{r.judul}</Link>
          <span className={css.meta}>
            {[r.salinanDari ? "Salinan kerja" : null, r.organisasi.kode, r.pemilik.namaLengkap, r.qc !== undefined ? dokumen("QC", r.qc) : null, r.qe !== undefined ? dokumen("QE", r.qe) : null]
              .filter(Boolean)
              .join(" · ")}
          </span>
          {r.alasan ? <span>Alasan penolakan: {r.alasan}</span> : null}
          <span className={css.meta}>
            {waktu === "menunggu" ? (
              <>
                <span className={terlaluLama(r.sejak, sekarang) ? css.usiaLama : css.usia}>
                  Menunggu {lamaMenunggu(r.sejak, sekarang)}
                  {terlaluLama(r.sejak, sekarang) ? " (lebih dari seminggu)" : ""}
                </span> · sejak <time dateTime={r.sejak}>{formatTanggalWaktu(r.sejak)}</time>
              </>
            ) : (
              <>
                {waktu === "terbit" ? "Terbit atau diperbarui" : "Diubah"} <time dateTime={r.sejak}>{formatTanggalWaktu(r.sejak)}</time>
              </>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
