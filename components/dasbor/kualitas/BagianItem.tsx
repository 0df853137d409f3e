"use client";
import type { ItemPeriksa } from "@/lib/quality/isi";
import { itemKosong, type IsianItem } from "@/lib/web/dasbor/isian-kualitas";
import css from "./kualitas.module.css";

/** The automatic items with pass/fail in words (not colour or a glyph alone), required or optional, and why. */
export function HasilOtomatis({ item, label }: { item: ItemPeriksa[]; label: string }) {
  const wajib = item.filter((i) => i.wajib);
  return (
    <>
      <p>
        {item.filter((i) => i.lulus).length} dari {item.length} butir lulus; {wajib.filter((i) => i.lulus).length} dari {wajib.length} butir wajib lulus.
      </p>
      <ul className={css.hasil} aria-label={label}>
        {item.map((i) => (
          <li key={i.kode}>
            <span className={i.lulus ? css.lulus : css.gagal}>{i.lulus ? "✔ Lulus" : "✘ Tidak lulus"}</span>
            <span>
              {i.label} <span className="redup">({i.wajib ? "wajib" : "opsional"})</span>
            </span>
            {i.catatan ? <span className={css.ket}>{i.catatan}</span> : null}
          </li>
        ))}
      </ul>
    </>
  );
}

type PropsItem = { awalan: string; item: IsianItem[]; ubah: (fn: (d: IsianItem[]) => void) => void; tipe: string };

/** The checker's own items: any number, each with its label, pass, required and note. */
export function ItemManual({ awalan, item, ubah, tipe }: PropsItem) {
  return (
    <fieldset className={css.grup}>
      <legend>Butir periksa manual {tipe}</legend>
      {item.length === 0 ? <p className="redup">Belum ada butir manual.</p> : null}
      {item.map((it, n) => {
        const id = `${awalan}-item-${n}`;
        const set = <K extends keyof IsianItem>(k: K, v: IsianItem[K]) => ubah((d) => void (d[n]![k] = v));
        return (
          <div key={n} className={css.baris} role="group" aria-label={`Butir manual ${n + 1}`}>
            <label htmlFor={`${id}-label`}>
              Uraian butir manual {n + 1} <span className="redup">(wajib)</span>
              <input id={`${id}-label`} value={it.label} maxLength={300} required onChange={(e) => set("label", e.target.value)} />
            </label>
            <label htmlFor={`${id}-catatan`}>
              Catatan butir {n + 1} (opsional)
              <input id={`${id}-catatan`} value={it.catatan} maxLength={1000} onChange={(e) => set("catatan", e.target.value)} />
            </label>
            <div className={css.aksi}>
              <label className={css.centang} htmlFor={`${id}-lulus`}>
                <input id={`${id}-lulus`} type="checkbox" checked={it.lulus} onChange={(e) => set("lulus", e.target.checked)} /> Butir {n + 1} lulus
              </label>
              <label className={css.centang} htmlFor={`${id}-wajib`}>
                <input id={`${id}-wajib`} type="checkbox" checked={it.wajib} onChange={(e) => set("wajib", e.target.checked)} /> Butir {n + 1} wajib
              </label>
              <button type="button" className="tombol-kecil" onClick={() => ubah((d) => void d.splice(n, 1))}>
                Hapus butir {n + 1}
              </button>
            </div>
          </div>
        );
      })}
      <p>
        <button type="button" className="tombol-kecil" onClick={() => ubah((d) => void d.push(itemKosong()))}>
          Tambah butir manual
        </button>
      </p>
    </fieldset>
  );
}
