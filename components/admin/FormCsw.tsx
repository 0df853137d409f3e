"use client";
import { useState, type FormEvent } from "react";
import css from "./admin.module.css";
import { atributIsian, Isian, PesanForm } from "./Isian";
import { kirimJson } from "./kirim-json";
import { ISIAN_CSW } from "./label-csw";

export type PengaturanCswForm = Record<(typeof ISIAN)[number][0], string | null>;

const ISIAN = ISIAN_CSW;

export function FormCsw({ awal }: { awal: PengaturanCswForm }) {
  const [galat, setGalat] = useState<string | null>(null);
  const [sukses, setSukses] = useState<string | null>(null);
  const [detail, setDetail] = useState<Record<string, string>>({});
  const [sibuk, setSibuk] = useState(false);

  async function kirim(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const body = Object.fromEntries(ISIAN.map(([n]) => [n, String(f.get(n) ?? "").trim()]));
    setGalat(null); setSukses(null); setDetail({}); setSibuk(true);
    const h = await kirimJson("/api/admin/csw", "PATCH", body);
    setSibuk(false);
    if (!h.ok) {
      setDetail(h.detail);
      return setGalat(h.pesan);
    }
    setSukses("Identitas layanan disimpan; GetCapabilities langsung menampilkannya.");
  }

  return (
    <form className={css.formulir} onSubmit={kirim} noValidate>
      {ISIAN.map(([n, label, panjang]) => (
        <Isian key={n} nama={n} label={label} galat={detail[n]} penuh={panjang}>
          {panjang ? <textarea {...atributIsian(n, detail[n])} defaultValue={awal[n] ?? ""} /> : <input {...atributIsian(n, detail[n])} defaultValue={awal[n] ?? ""} type={n === "email" ? "email" : "text"} />}
        </Isian>
      ))}
      <div className={`${css.penuh} ${css.aksi}`}>
        <button type="submit" disabled={sibuk}>Simpan</button>
      </div>
      <div className={css.penuh}>
        <PesanForm galat={galat} sukses={sukses} />
      </div>
    </form>
  );
}
