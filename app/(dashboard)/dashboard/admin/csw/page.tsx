import type { Metadata } from "next";
import { getPengaturanCsw } from "@/lib/admin/csw";
import { ApiError } from "@/lib/http/errors";
import { DAFTAR_REFERENSI } from "@/lib/metadata/kode";
import css from "@/components/admin/admin.module.css";
import { sesiAdminOrNotFound } from "@/components/admin/akses-halaman";
import { FormCsw, type PengaturanCswForm } from "@/components/admin/FormCsw";
import { IdentitasCswEksternal } from "@/components/admin/IdentitasCswEksternal";
import { NavAdmin } from "@/components/admin/NavAdmin";
import { formatTanggalWaktu } from "@/lib/web/format";

export const metadata: Metadata = { title: "Identitas CSW – Admin", robots: { index: false } };

const KOSONG: PengaturanCswForm = { judul: "", namaOrganisasi: "", abstrak: "", namaKontak: "", jabatan: "", telepon: "", email: "", jamLayanan: "", instruksiKontak: "", peranKontak: "pointOfContact" };

export default async function HalamanCsw() {
  const { ctx } = await sesiAdminOrNotFound("/dashboard/admin/csw");
  // A fresh database has no settings row yet: the form starts empty and the first save creates it.
  const p = await getPengaturanCsw({ ctx }).catch((e: unknown) => {
    if (e instanceof ApiError && e.kode === "tidak_ditemukan") return null;
    throw e;
  });
  if (p?.penyedia === "external") {
    return (
      <div className={css.bingkai}>
        <h1>Identitas layanan CSW</h1>
        <NavAdmin aktif="/dashboard/admin/csw" />
        <IdentitasCswEksternal p={p} />
      </div>
    );
  }
  const { updatedAt, penyedia: _p, dapatDiubah: _d, ...awal } = p ?? { ...KOSONG, updatedAt: null, penyedia: "builtin", dapatDiubah: true };
  return (
    <div className={css.bingkai}>
      <h1>Identitas layanan CSW</h1>
      <NavAdmin aktif="/dashboard/admin/csw" />
      <p className="redup">
        Ditampilkan di GetCapabilities (ows:ServiceIdentification dan ows:ServiceProvider).
        {updatedAt ? ` Terakhir diubah ${formatTanggalWaktu(updatedAt)}.` : " Belum pernah disimpan."}
      </p>
      <FormCsw awal={awal} peranKontak={DAFTAR_REFERENSI.PERAN_KONTAK.map(({ kode, label }) => ({ kode, label }))} />
    </div>
  );
}
