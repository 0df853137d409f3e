"use client";
import { useState, type FormEvent } from "react";
import css from "@/components/admin/admin.module.css";
import { atributIsian, Isian, PesanForm } from "@/components/admin/Isian";
import { kirimJson } from "@/components/admin/kirim-json";

/** Change the own password (POST /api/user/profil/kata-sandi); every other session of the account ends. */
export function FormKataSandi() {
  const [galat, setGalat] = useState<string | null>(null);
  const [sukses, setSukses] = useState<string | null>(null);
  const [detail, setDetail] = useState<Record<string, string>>({});
  const [sibuk, setSibuk] = useState(false);

  async function kirim(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const kataSandiLama = String(f.get("kataSandiLama") ?? "");
    const kataSandiBaru = String(f.get("kataSandiBaru") ?? "");
    setGalat(null);
    setSukses(null);
    setDetail({});
    if (kataSandiBaru !== String(f.get("ulangi") ?? "")) {
      setDetail({ ulangi: "Ulangan kata sandi baru tidak sama." });
      return setGalat("Periksa kembali isian kata sandi.");
    }
    setSibuk(true);
    const h = await kirimJson("/api/user/profil/kata-sandi", "POST", { kataSandiLama, kataSandiBaru });
    setSibuk(false);
    if (!h.ok) {
      setDetail(h.detail);
      return setGalat(h.pesan);
    }
    form.reset();
    setSukses("Kata sandi diganti. Sesi Anda di perangkat lain telah diakhiri.");
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
