"use client";
import type { FormEvent } from "react";
import css from "./admin.module.css";
import { atributIsian, Isian, PesanForm } from "./Isian";
import { useKirimForm } from "./use-kirim-form";
import { ISIAN_IDENTITAS, type KunciIdentitas } from "@/lib/identitas/label";

export type IdentitasForm = Record<KunciIdentitas, string>;

/** The catalogue's name, agency, contact and the three Markdown pages; saved with PATCH /api/admin/identitas. */
export function FormIdentitas({ awal }: { awal: IdentitasForm }) {
  const { galat, sukses, detail, sibuk, kirim: kirimForm } = useKirimForm();

  async function kirim(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const body = Object.fromEntries(ISIAN_IDENTITAS.map(([n]) => [n, String(f.get(n) ?? "").trim()]));
    await kirimForm("/api/admin/identitas", "PATCH", body, "Identitas situs disimpan; halaman publik langsung menampilkannya.");
  }

  return (
    <form className={css.formulir} onSubmit={kirim} noValidate>
      {ISIAN_IDENTITAS.map(([n, label, jenis]) => (
        <Isian key={n} nama={n} label={label} galat={detail[n]} penuh={jenis !== "baris"}>
          {jenis === "baris" ? (
            <input {...atributIsian(n, detail[n])} defaultValue={awal[n]} type={n === "email" ? "email" : "text"} />
          ) : (
            <textarea {...atributIsian(n, detail[n])} defaultValue={awal[n]} rows={jenis === "markdown" ? 12 : 3} className={jenis === "markdown" ? css.markdown : undefined} />
          )}
        </Isian>
      ))}
      <p className={`${css.penuh} redup`}>
        Markdown: <code># Judul</code>, <code>**tebal**</code>, <code>*miring*</code>, <code>- butir</code>, <code>[teks](https://alamat)</code>. HTML
        ditampilkan sebagai teks biasa.
      </p>
      <div className={`${css.penuh} ${css.aksi}`}>
        <button type="submit" disabled={sibuk}>Simpan</button>
      </div>
      <div className={css.penuh}>
        <PesanForm galat={galat} sukses={sukses} />
      </div>
    </form>
  );
}
