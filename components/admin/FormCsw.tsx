"use client";
import type { FormEvent } from "react";
import css from "./admin.module.css";
import { atributIsian, Isian, PesanForm } from "./Isian";
import { useKirimForm } from "./use-kirim-form";
import { ISIAN_CSW } from "@/lib/admin/label-csw";

export type PengaturanCswForm = Record<(typeof ISIAN)[number][0], string | null>;

const ISIAN = ISIAN_CSW;

/** The service identity form; the contact's role is a choice from ISO 19115 CI_RoleCode with Indonesian labels. */
export function FormCsw({ awal, peranKontak }: { awal: PengaturanCswForm; peranKontak: { kode: string; label: string }[] }) {
  // A value saved before the role became a choice stays visible (and selected) until the Admin picks a code.
  const peran = awal.peranKontak && !peranKontak.some((p) => p.kode === awal.peranKontak) ? [...peranKontak, { kode: awal.peranKontak, label: `${awal.peranKontak} (bukan kode ISO)` }] : peranKontak;
  const { galat, sukses, detail, sibuk, kirim: kirimForm } = useKirimForm();

  async function kirim(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const body = Object.fromEntries(ISIAN.map(([n]) => [n, String(f.get(n) ?? "").trim()]));
    await kirimForm("/api/admin/csw", "PATCH", body, "Identitas layanan disimpan; GetCapabilities langsung menampilkannya.");
  }

  return (
    <form className={css.formulir} onSubmit={kirim} noValidate>
      {ISIAN.map(([n, label, panjang]) => (
        <Isian key={n} nama={n} label={label} galat={detail[n]} penuh={panjang}>
          {n === "peranKontak" ? (
            <select {...atributIsian(n, detail[n])} defaultValue={awal[n] ?? "pointOfContact"}>
              {peran.map((p) => (
                <option key={p.kode} value={p.kode}>
                  {p.label}
                </option>
              ))}
            </select>
          ) : panjang ? (
            <textarea {...atributIsian(n, detail[n])} defaultValue={awal[n] ?? ""} />
          ) : (
            <input {...atributIsian(n, detail[n])} defaultValue={awal[n] ?? ""} type={n === "email" ? "email" : "text"} />
          )}
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
