import type { DokumenKualitasDto } from "@/lib/quality/dokumen/dto";
import type { StatusKualitas } from "@/lib/quality/get-kualitas";
import { labelElemen, labelMetode, type TipeDokumen } from "@/lib/quality/isi";
import { formatTanggalWaktu } from "@/lib/web/format";
import css from "./kualitas.module.css";

const LULUS = (ok: boolean) => <span className={ok ? css.lulus : css.gagal}>{ok ? "✔ Lulus" : "✘ Tidak lulus"}</span>;

/**
 * What a quality document says, for everyone who may read the record: items, evaluations, decision and note; and
 * once signed, its PDF and verification link. The panel below it (for those who may act) edits the draft.
 */
export function IsiDokumen({ id, tipe, d, s }: { id: string; tipe: TipeDokumen; d: DokumenKualitasDto | null; s: StatusKualitas | null }) {
  return (
    <>
      {d && "keputusan" in d.isi ? <p>Keputusan: <strong>{d.isi.keputusan === "setujui" ? "disetujui" : "ditolak"}</strong></p> : null}
      {d && "item" in d.isi ? (
        <ul className={css.hasil} aria-label={`Butir ${tipe} tersimpan`}>
          {d.isi.item.map((it) => (
            <li key={it.kode}>
              {LULUS(it.lulus)}
              <span>
                {it.label} <span className="redup">({it.otomatis ? "otomatis" : "manual"}, {it.wajib ? "wajib" : "opsional"})</span>
              </span>
              {it.catatan ? <span className={css.ket}>{it.catatan}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {d && "evaluasi" in d.isi ? (
        <ul className={css.hasil} aria-label="Evaluasi QE tersimpan">
          {d.isi.evaluasi.map((ev, j) => (
            <li key={j}>
              {LULUS(ev.lulus)}
              <span>
                {labelElemen(ev.elemen)}: {ev.ukuran} = {ev.nilai}
                {ev.satuan ? ` ${ev.satuan}` : ""} <span className="redup">({labelMetode(ev.metodeEvaluasi)})</span>
              </span>
              {ev.spesifikasi || ev.penjelasan ? <span className={css.ket}>{[ev.spesifikasi, ev.penjelasan].filter(Boolean).join(". ")}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {d?.isi.catatan ? <p>Catatan: {d.isi.catatan}</p> : null}
      {d?.pemeriksa ? <p className="redup">Dikerjakan oleh {d.pemeriksa.namaLengkap}{d.uploadedDoc ? " · PDF bertanda tangan diunggah" : ""}</p> : null}
      {s?.status === "SIGNED" ? (
        <p>
          Ditandatangani {s.signedAt ? formatTanggalWaktu(s.signedAt) : ""} · <a href={`/api/metadata/${id}/qcqe/${tipe.toLowerCase()}/pdf`}>Unduh PDF {tipe}</a>
          {s.signatureToken ? <> · <a href={`/verifikasi/${s.signatureToken}`}>Tautan verifikasi {tipe}</a></> : null}
        </p>
      ) : null}
    </>
  );
}
