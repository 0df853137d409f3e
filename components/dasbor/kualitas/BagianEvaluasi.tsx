"use client";
import { evaluasiKosong, type IsianEvaluasi } from "@/lib/web/dasbor/isian-kualitas";
import css from "./kualitas.module.css";

type Opsi = { kode: string; label: string }[];
type Props = { awalan: string; baris: IsianEvaluasi[]; ubah: (fn: (d: IsianEvaluasi[]) => void) => void; elemen: Opsi; metode: Opsi; saran: IsianEvaluasi[] };

const TEKS: { k: "ukuran" | "nilai" | "satuan" | "spesifikasi" | "penjelasan"; label: string; wajib?: boolean; max: number }[] = [
  { k: "ukuran", label: "Ukuran", wajib: true, max: 300 },
  { k: "nilai", label: "Nilai", wajib: true, max: 200 },
  { k: "satuan", label: "Satuan (opsional)", max: 50 },
  { k: "spesifikasi", label: "Spesifikasi (opsional)", max: 500 },
  { k: "penjelasan", label: "Penjelasan (opsional)", max: 2000 },
];

/** QE: one row per evaluated ISO 19157 element, added and removed freely; the record's own reports as a start. */
export function BagianEvaluasi({ awalan, baris, ubah, elemen, metode, saran }: Props) {
  return (
    <fieldset className={css.grup}>
      <legend>Evaluasi elemen kualitas data (ISO 19157)</legend>
      {saran.length ? (
        <p>
          Rekaman ini memuat {saran.length} laporan kualitas ISO 19157.{" "}
          <button type="button" className="tombol-kecil" onClick={() => ubah((d) => void d.splice(0, d.length, ...structuredClone(saran)))}>
            Isi dari laporan rekaman
          </button>
        </p>
      ) : null}
      {baris.length === 0 ? <p className="redup">Belum ada evaluasi. QE sesuai bila ada minimal satu evaluasi dan semuanya memenuhi spesifikasi.</p> : null}
      {baris.map((b, n) => {
        const id = `${awalan}-ev-${n}`;
        const set = <K extends keyof IsianEvaluasi>(k: K, v: IsianEvaluasi[K]) => ubah((d) => void (d[n]![k] = v));
        return (
          <div key={n} className={css.baris} role="group" aria-label={`Evaluasi ${n + 1}`}>
            <div className={css.kisi}>
              <label htmlFor={`${id}-elemen`}>
                Elemen kualitas data (evaluasi {n + 1})
                <select id={`${id}-elemen`} value={b.elemen} required onChange={(e) => set("elemen", e.target.value)}>
                  <option value="">— pilih —</option>
                  {elemen.map((o) => <option key={o.kode} value={o.kode}>{o.label}</option>)}
                </select>
              </label>
              <label htmlFor={`${id}-metode`}>
                Metode evaluasi (evaluasi {n + 1})
                <select id={`${id}-metode`} value={b.metodeEvaluasi} required onChange={(e) => set("metodeEvaluasi", e.target.value)}>
                  <option value="">— pilih —</option>
                  {metode.map((o) => <option key={o.kode} value={o.kode}>{o.label}</option>)}
                </select>
              </label>
              {TEKS.map((t) => (
                <label key={t.k} htmlFor={`${id}-${t.k}`}>
                  {t.label} (evaluasi {n + 1})
                  <input id={`${id}-${t.k}`} value={b[t.k]} required={t.wajib} maxLength={t.max} onChange={(e) => set(t.k, e.target.value)} />
                </label>
              ))}
            </div>
            <div className={css.aksi}>
              <label className={css.centang} htmlFor={`${id}-lulus`}>
                <input id={`${id}-lulus`} type="checkbox" checked={b.lulus} onChange={(e) => set("lulus", e.target.checked)} /> Evaluasi {n + 1} memenuhi spesifikasi
              </label>
              <button type="button" className="tombol-kecil" onClick={() => ubah((d) => void d.splice(n, 1))}>
                Hapus evaluasi {n + 1}
              </button>
            </div>
          </div>
        );
      })}
      <p>
        <button type="button" className="tombol-kecil" onClick={() => ubah((d) => void d.push(evaluasiKosong()))}>
          Tambah evaluasi
        </button>
      </p>
    </fieldset>
  );
}
