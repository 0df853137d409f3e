import type { Metadata } from "next";
import Link from "next/link";
import css from "@/components/admin/admin.module.css";
import { sesiPanenOrNotFound } from "@/components/panen/akses-halaman";
import { FormSumber } from "@/components/panen/FormSumber";
import { organisasiTujuanPanen } from "@/lib/web/panen-organisasi";

export const metadata: Metadata = { title: "Sumber panen baru", robots: { index: false } };

export default async function HalamanSumberBaru() {
  const { ctx, area, semua } = await sesiPanenOrNotFound("/dashboard/panen/baru");
  const org = await organisasiTujuanPanen(ctx);
  const sendiri = org[0];
  return (
    <div className={css.bingkai}>
      <p className="remah">
        <Link href="/dashboard/panen">Panen</Link> / Sumber baru
      </p>
      <h1>Sumber panen baru</h1>
      <FormSumber area={area} organisasi={semua || !sendiri ? { jenis: "pilih", daftar: org } : { jenis: "tetap", id: sendiri.id, nama: sendiri.nama }} />
    </div>
  );
}
