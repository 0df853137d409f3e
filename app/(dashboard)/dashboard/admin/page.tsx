import type { Metadata } from "next";
import Link from "next/link";
import { statusKomponen } from "@/lib/admin/status";
import css from "@/components/admin/admin.module.css";
import { sesiAdminOrNotFound } from "@/components/admin/akses-halaman";
import { NavAdmin } from "@/components/admin/NavAdmin";
import { PanelStatus } from "@/components/admin/PanelStatus";

export const metadata: Metadata = { title: "Admin", robots: { index: false } };

export default async function HalamanAdmin() {
  const { ctx } = await sesiAdminOrNotFound("/dashboard/admin");
  const status = await statusKomponen({ ctx });
  return (
    <div className={css.bingkai}>
      <h1>Administrasi</h1>
      <NavAdmin aktif="/dashboard/admin" />
      <p>
        Kelola <Link href="/dashboard/admin/organisasi">organisasi</Link>, <Link href="/dashboard/admin/pengguna">akun pengguna</Link>, dan{" "}
        <Link href="/dashboard/admin/csw">identitas layanan CSW</Link>; coba setiap titik akhir REST di <Link href="/admin/api-docs">penjelajah API</Link>.
      </p>
      <PanelStatus awal={status} diperiksaAwal={new Date().toISOString()} />
    </div>
  );
}
