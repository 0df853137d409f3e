"use client";

import { kontakKosong, type FormKontak } from "@/lib/web/editor/bentuk";
import { Butir, Isian, Pilih, Ulang } from "./Bidang";
import { useEditor } from "./konteks";

const RINCI: { k: keyof FormKontak; label: string; tipe?: string }[] = [
  { k: "namaIndividu", label: "Nama individu" },
  { k: "namaOrganisasi", label: "Nama organisasi" },
  { k: "jabatan", label: "Jabatan" },
  { k: "email", label: "E-mail", tipe: "email" },
  { k: "telepon", label: "Telepon", tipe: "tel" },
  { k: "alamat", label: "Alamat" },
  { k: "kota", label: "Kota" },
  { k: "provinsi", label: "Provinsi" },
  { k: "kodePos", label: "Kode pos" },
  { k: "negara", label: "Negara" },
  { k: "url", label: "Situs web", tipe: "url" },
];

/** A repeatable list of contacts, each with its role (CI_RoleCode) and the details ISO 19115 allows. */
export function IsianKontak({ kunci, label, wajib, daftar, ubahDaftar }: { kunci: string; label: string; wajib?: boolean; daftar: FormKontak[]; ubahDaftar: (fn: (d: FormKontak[]) => void) => void }) {
  const { pilihan } = useEditor();
  return (
    <Ulang kunci={kunci} label={label} wajib={wajib} tambah={() => ubahDaftar((d) => void d.push(kontakKosong()))} labelTambah="Tambah kontak" bantuan="Isi nama individu atau nama organisasi.">
      {daftar.map((k, i) => (
        <Butir key={i} judul={`Kontak ${i + 1}`} hapus={() => ubahDaftar((d) => void d.splice(i, 1))}>
          <div className="ed-kisi">
            <Pilih kunci={`${kunci}.${i}.peran`} label="Peran" wajib nilai={k.peran} daftar={pilihan.PERAN_KONTAK} onUbah={(v) => ubahDaftar((d) => void (d[i]!.peran = v))} />
            {RINCI.map((r) => (
              <Isian key={r.k} kunci={`${kunci}.${i}.${r.k}`} label={r.label} tipe={r.tipe} nilai={k[r.k]} onUbah={(v) => ubahDaftar((d) => void (d[i]![r.k] = v))} />
            ))}
          </div>
        </Butir>
      ))}
    </Ulang>
  );
}
