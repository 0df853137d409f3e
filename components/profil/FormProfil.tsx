"use client";
import type { FormEvent } from "react";
import css from "@/components/admin/admin.module.css";
import { atributIsian, Isian, PesanForm } from "@/components/admin/Isian";
import { useKirimForm } from "@/components/admin/use-kirim-form";

export type ProfilForm = { namaLengkap: string; jabatan: string; telepon: string; otpAktif: boolean; otpSaluran: "email" | "wa" };

/** Own name, position, phone and the OTP step of sign-in (PATCH /api/user/profil). */
export function FormProfil({ awal }: { awal: ProfilForm }) {
  const { galat, sukses, detail, sibuk, kirim: kirimForm } = useKirimForm();

  async function kirim(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const teks = (n: string) => String(f.get(n) ?? "").trim();
    const body = {
      namaLengkap: teks("namaLengkap"),
      // An emptied optional field is removed, not stored as "".
      jabatan: teks("jabatan") || null,
      telepon: teks("telepon") || null,
      otpAktif: f.get("otpAktif") === "on",
      otpSaluran: teks("otpSaluran") === "wa" ? "wa" : "email",
    };
    await kirimForm("/api/user/profil", "PATCH", body, body.otpAktif ? "Profil disimpan. Saat masuk berikutnya Anda akan diminta kode OTP." : "Profil disimpan.");
  }

  return (
    <form className={css.formulir} onSubmit={kirim} noValidate>
      <Isian nama="namaLengkap" label="Nama lengkap" galat={detail.namaLengkap}>
        <input {...atributIsian("namaLengkap", detail.namaLengkap)} defaultValue={awal.namaLengkap} required autoComplete="name" />
      </Isian>
      <Isian nama="jabatan" label="Jabatan" galat={detail.jabatan}>
        <input {...atributIsian("jabatan", detail.jabatan)} defaultValue={awal.jabatan} autoComplete="organization-title" />
      </Isian>
      <Isian nama="telepon" label="Telepon (untuk WA)" galat={detail.telepon}>
        <input {...atributIsian("telepon", detail.telepon)} defaultValue={awal.telepon} type="tel" inputMode="tel" autoComplete="tel" />
      </Isian>
      <Isian nama="otpSaluran" label="Kirim kode OTP lewat" galat={detail.otpSaluran}>
        <select {...atributIsian("otpSaluran", detail.otpSaluran)} defaultValue={awal.otpSaluran}>
          <option value="email">E-mail</option>
          <option value="wa">WA</option>
        </select>
      </Isian>
      <label className={`${css.penuh} ${css.centang}`} htmlFor="isian-otpAktif">
        <input id="isian-otpAktif" name="otpAktif" type="checkbox" defaultChecked={awal.otpAktif} /> Minta kode OTP setiap kali masuk
      </label>
      <div className={`${css.penuh} ${css.aksi}`}>
        <button type="submit" disabled={sibuk}>
          Simpan profil
        </button>
      </div>
      <div className={css.penuh}>
        <PesanForm galat={galat} sukses={sukses} />
      </div>
    </form>
  );
}
