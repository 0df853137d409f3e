import type { Metadata } from "next";
import css from "@/components/admin/admin.module.css";
import { FormKataSandi } from "@/components/profil/FormKataSandi";
import { FormProfil } from "@/components/profil/FormProfil";
import { getProfilOrThrow } from "@/lib/auth/profil";
import { sesiHalamanOrRedirect } from "@/lib/web/sesi-halaman";

export const metadata: Metadata = { title: "Profil", robots: { index: false } };

export default async function HalamanProfil() {
  const { ctx } = await sesiHalamanOrRedirect("/dashboard/profil");
  const p = await getProfilOrThrow({ ctx });
  return (
    <div className={css.bingkai}>
      <h1>Profil</h1>
      <p className="redup">
        {p.email} · {p.peran} · {p.organisasi.nama}. E-mail, peran dan organisasi diubah oleh Admin.
      </p>
      <h2>Data diri dan kode OTP</h2>
      <FormProfil awal={{ namaLengkap: p.namaLengkap, jabatan: p.jabatan ?? "", telepon: p.telepon ?? "", otpAktif: p.otpAktif, otpSaluran: p.otpSaluran }} />
      <h2>Ganti kata sandi</h2>
      <FormKataSandi />
    </div>
  );
}
