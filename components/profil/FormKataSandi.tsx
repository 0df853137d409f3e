"use client";
import type { FormEvent } from "react";
import css from "@/components/admin/admin.module.css";
import { atributIsian, Isian, PesanForm } from "@/components/admin/Isian";
import { useKirimForm } from "@/components/admin/use-kirim-form";

/** Change the own password (POST /api/user/profil/kata-sandi); every other session of the account ends. */
export function FormKataSandi() {
  const { galat, sukses, detail, sibuk, kirim: kirimForm, tolak } = useKirimForm();

  async function kirim(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const kataSandiLama = String(f.get("kataSandiLama") ?? "");
    const kataSandiBaru = String(f.get("kataSandiBaru") ?? "");
    if (kataSandiBaru !== String(f.get("ulangi") ?? "")) return tolak({ ulangi: "Ulangan kata sandi baru tidak sama." }, "Periksa kembali isian kata sandi.");
    if (await kirimForm("/api/user/profil/kata-sandi", "POST", { kataSandiLama, kataSandiBaru }, "Kata sandi diganti. Sesi Anda di perangkat lain telah diakhiri.")) form.reset();
  }

  return (
    <form className={css.formulir} onSubmit={kirim} noValidate>
      <Isian nama="kataSandiLama" label="Kata sandi sekarang" galat={detail.kataSandiLama}>
        <input {...atributIsian("kataSandiLama", detail.kataSandiLama)} type="password" autoComplete="current-password" required />
      </Isian>
      <Isian nama="kataSandiBaru" label="Kata sandi baru" galat={detail.kataSandiBaru}>
        <input {...atributIsian("kataSandiBaru", detail.kataSandiBaru)} type="password" autoComplete="new-password" required />
      </Isian>
      <Isian nama="ulangi" label="Ulangi kata sandi baru" galat={detail.ulangi}>
        <input {...atributIsian("ulangi", detail.ulangi)} type="password" autoComplete="new-password" required />
      </Isian>
      <div className={`${css.penuh} ${css.aksi}`}>
        <button type="submit" disabled={sibuk}>
          Ganti kata sandi
        </button>
      </div>
      <div className={css.penuh}>
        <PesanForm galat={galat} sukses={sukses} />
      </div>
    </form>
  );
}
