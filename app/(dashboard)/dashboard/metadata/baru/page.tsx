import type { Metadata } from "next";
import { FormMetadata } from "@/components/editor/FormMetadata";
import { can } from "@/lib/auth/permissions";
import { kontakAwalPengguna } from "@/lib/web/editor/kontak-awal";
import { pilihanEditor } from "@/lib/web/editor/referensi";
import { konfigurasiPeta } from "@/lib/web/peta";
import { sesiHalamanOrRedirect } from "@/lib/web/sesi-halaman";

export const metadata: Metadata = { title: "Metadata baru", robots: { index: false } };

export default async function MetadataBaru() {
  const { ctx, sesi } = await sesiHalamanOrRedirect("/dashboard/metadata/baru");
  if (!can(sesi.pengguna.peran, "metadata.buat")) {
    return (
      <>
        <h1>Metadata baru</h1>
        <p className="pesan">Peran {sesi.pengguna.peran} tidak dapat membuat metadata. Metadata dibuat oleh Produsen atau Admin.</p>
      </>
    );
  }
  const peta = konfigurasiPeta();
  const kontakAwal = await kontakAwalPengguna({ ctx });
  return (
    <>
      <h1>Metadata baru</h1>
      <p className="bantuan">Isian bertanda (wajib) harus diisi. Kontak sudah terisi dari profil dan organisasi Anda; ubah bila perlu. Draf tersimpan di peramban ini sampai Anda menyimpannya pertama kali.</p>
      <FormMetadata pilihan={pilihanEditor()} tileUrl={peta.tileUrl} atribusi={peta.atribusi} awal={null} kunciLokal={`gk-editor-baru:${sesi.pengguna.id}`} kontakAwal={kontakAwal} />
    </>
  );
}
