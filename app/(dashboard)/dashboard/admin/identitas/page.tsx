import Link from "next/link";
import type { Metadata } from "next";
import css from "@/components/admin/admin.module.css";
import { sesiAdminOrNotFound } from "@/components/admin/akses-halaman";
import { FormIdentitas } from "@/components/admin/FormIdentitas";
import { NavAdmin } from "@/components/admin/NavAdmin";
import { UnggahGambar } from "@/components/admin/UnggahGambar";
import { teksUkuran } from "@/lib/http/badan";
import { BATAS_GAMBAR, getIdentitasAdmin, HALAMAN_IDENTITAS, JENIS_GAMBAR } from "@/lib/identitas";
import { formatTanggalWaktu } from "@/lib/web/format";

export const metadata: Metadata = { title: "Identitas situs – Admin", robots: { index: false } };

export default async function HalamanIdentitasSitus() {
  const { ctx } = await sesiAdminOrNotFound("/dashboard/admin/identitas");
  const { logoUrl, faviconUrl, updatedAt, ...teks } = await getIdentitasAdmin({ ctx });
  const url = { logo: logoUrl, favicon: faviconUrl };
  return (
    <div className={css.bingkai}>
      <h1>Identitas situs</h1>
      <NavAdmin aktif="/dashboard/admin/identitas" />
      <p className="redup">
        Nama, logo, alamat, dan kontak tampil di kepala dan kaki setiap halaman publik serta di kop dokumen QC/QE/QA yang ditandatangani
        sesudah perubahan.
        {updatedAt ? ` Terakhir diubah ${formatTanggalWaktu(updatedAt)}.` : " Belum pernah disimpan: isian bawaan ditampilkan."} Halaman:{" "}
        {HALAMAN_IDENTITAS.map((h, i) => (
          <span key={h.jalur}>
            {i > 0 ? ", " : null}
            <Link href={h.jalur}>{h.judul}</Link>
          </span>
        ))}
        .
      </p>
      <FormIdentitas awal={teks} />
      <h2>Gambar</h2>
      {JENIS_GAMBAR.map((j) => (
        <UnggahGambar key={j} jenis={j} url={url[j]} batas={teksUkuran(BATAS_GAMBAR.bita)} />
      ))}
    </div>
  );
}
