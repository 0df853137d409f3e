import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { listOrganisasi } from "@/lib/admin/organisasi";
import css from "@/components/admin/admin.module.css";
import { sesiAdminOrNotFound } from "@/components/admin/akses-halaman";
import { FormOrganisasi } from "@/components/admin/FormOrganisasi";
import { NavAdmin } from "@/components/admin/NavAdmin";

export const metadata: Metadata = { title: "Ubah organisasi – Admin", robots: { index: false } };

export default async function HalamanUbahOrganisasi({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { ctx } = await sesiAdminOrNotFound(`/dashboard/admin/organisasi/${encodeURIComponent(id)}`);
  // The list is small (one row per agency) and is what the service offers for reading organisations.
  const o = (await listOrganisasi({ ctx })).find((x) => x.id === id);
  if (!o) notFound();
  return (
    <div className={css.bingkai}>
      <p className="remah">
        <Link href="/dashboard/admin/organisasi">Organisasi</Link> / {o.kode}
      </p>
      <h1>{o.nama}</h1>
      <NavAdmin aktif="/dashboard/admin/organisasi" />
      <p className="redup">{o.jumlahPengguna} pengguna · <Link href={`/dashboard/admin/pengguna?organisasiId=${o.id}`}>lihat akunnya</Link></p>
      <FormOrganisasi awal={o} />
    </div>
  );
}
