"use client";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import css from "./admin.module.css";
import { atributIsian, Isian, PesanForm } from "./Isian";
import { kirimJson } from "./kirim-json";

export type PenggunaForm = { id: string; namaLengkap: string; email: string; peran: string; organisasiId: string; jabatan: string | null; telepon: string | null; aktif: boolean; otpAktif?: boolean };
export type PilihanOrganisasi = { id: string; kode: string; nama: string };

const PERAN = ["Produsen", "Pemeriksa", "Walidata", "Admin"] as const;

/** Create (no `awal`) or edit an account, with deactivate/activate, password reset and OTP off for an existing one. */
export function FormPengguna({ awal, organisasi }: { awal?: PenggunaForm; organisasi: PilihanOrganisasi[] }) {
  const router = useRouter();
  const [galat, setGalat] = useState<string | null>(null);
  const [sukses, setSukses] = useState<string | null>(null);
  const [detail, setDetail] = useState<Record<string, string>>({});
  const [sibuk, setSibuk] = useState(false);
  const id = awal?.id ?? "baru";

  async function jalankan(url: string, metode: "POST" | "PATCH", body: unknown, berhasil: string) {
    setGalat(null); setSukses(null); setDetail({}); setSibuk(true);
    const h = await kirimJson(url, metode, body);
    setSibuk(false);
    if (!h.ok) {
      setDetail(h.detail);
      setGalat(h.status === 409 ? `Konflik: ${h.pesan}` : h.pesan);
      return false;
    }
    setSukses(berhasil);
    router.refresh();
    return true;
  }

  async function kirim(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const teks = (n: string) => String(f.get(n) ?? "").trim();
    const body = { namaLengkap: teks("namaLengkap"), email: teks("email"), peran: teks("peran"), organisasiId: teks("organisasiId"), jabatan: teks("jabatan") || null, telepon: teks("telepon") || null };
    const ok = awal
      ? await jalankan(`/api/admin/pengguna/${awal.id}`, "PATCH", body, "Perubahan disimpan.")
      : await jalankan("/api/admin/pengguna", "POST", body, "Akun dibuat; kata sandi sementara dikirim ke e-mailnya.");
    if (ok && !awal) form.reset();
  }

  const a = (n: string) => ({ ...atributIsian(n, detail[n]), id: `isian-${n}-${id}` });
  return (
    <form className={css.formulir} onSubmit={kirim} noValidate>
      <Isian nama={`namaLengkap-${id}`} label="Nama lengkap" galat={detail.namaLengkap}>
        <input {...a("namaLengkap")} defaultValue={awal?.namaLengkap} required />
      </Isian>
      <Isian nama={`email-${id}`} label="E-mail" galat={detail.email}>
        <input {...a("email")} type="email" defaultValue={awal?.email} required />
      </Isian>
      <Isian nama={`peran-${id}`} label="Peran" galat={detail.peran}>
        <select {...a("peran")} defaultValue={awal?.peran ?? "Produsen"}>
          {PERAN.map((p) => <option key={p}>{p}</option>)}
        </select>
      </Isian>
      <Isian nama={`organisasiId-${id}`} label="Organisasi" galat={detail.organisasiId}>
        <select {...a("organisasiId")} defaultValue={awal?.organisasiId ?? organisasi[0]?.id}>
          {organisasi.map((o) => <option key={o.id} value={o.id}>{o.kode} — {o.nama}</option>)}
        </select>
      </Isian>
      <Isian nama={`jabatan-${id}`} label="Jabatan" galat={detail.jabatan}>
        <input {...a("jabatan")} defaultValue={awal?.jabatan ?? ""} />
      </Isian>
      <Isian nama={`telepon-${id}`} label="Telepon (untuk WA)" galat={detail.telepon}>
        <input {...a("telepon")} type="tel" defaultValue={awal?.telepon ?? ""} />
      </Isian>
      <div className={`${css.penuh} ${css.aksi}`}>
        <button type="submit" disabled={sibuk}>{awal ? "Simpan" : "Buat akun"}</button>
        {awal ? (
          <>
            <button type="button" className="tombol-kecil" disabled={sibuk} onClick={() => jalankan(`/api/admin/pengguna/${awal.id}`, "PATCH", { aktif: !awal.aktif }, awal.aktif ? "Akun dinonaktifkan; sesinya berakhir." : "Akun diaktifkan kembali.")}>
              {awal.aktif ? "Nonaktifkan" : "Aktifkan"}
            </button>
            <button type="button" className="tombol-kecil" disabled={sibuk} onClick={() => window.confirm(`Atur ulang kata sandi ${awal.email}? Semua sesinya akan berakhir.`) && jalankan(`/api/admin/pengguna/${awal.id}/reset-kata-sandi`, "POST", undefined, "Kata sandi sementara dikirim ke e-mailnya.")}>
              Atur ulang kata sandi
            </button>
            {awal.otpAktif ? (
              <button type="button" className="tombol-kecil" disabled={sibuk} onClick={() => window.confirm(`Matikan OTP ${awal.email}? Akun ini lalu masuk dengan kata sandi saja sampai penggunanya mengaktifkan OTP lagi.`) && jalankan(`/api/admin/pengguna/${awal.id}/matikan-otp`, "POST", undefined, "OTP dimatikan; pengguna diberi tahu lewat e-mail.")}>
                Matikan OTP
              </button>
            ) : null}
          </>
        ) : null}
      </div>
      <div className={css.penuh}>
        <PesanForm galat={galat} sukses={sukses} />
      </div>
    </form>
  );
}
