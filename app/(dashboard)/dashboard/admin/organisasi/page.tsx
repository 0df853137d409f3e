import type { Metadata } from "next";
import Link from "next/link";
import { listOrganisasi } from "@/lib/admin/organisasi";
import css from "@/components/admin/admin.module.css";
import { sesiAdminOrNotFound } from "@/components/admin/akses-halaman";
import { FormOrganisasi } from "@/components/admin/FormOrganisasi";
import { NavAdmin } from "@/components/admin/NavAdmin";

export const metadata: Metadata = { title: "Organisasi – Admin", robots: { index: false } };

export default async function HalamanOrganisasi() {
  const { ctx } = await sesiAdminOrNotFound("/dashboard/admin/organisasi");
  const daftar = await listOrganisasi({ ctx });
  return (
    <div className={css.bingkai}>
      <h1>Organisasi</h1>
      <NavAdmin aktif="/dashboard/admin/organisasi" />
      <div className={css.tabelBungkus}>
        <table className={css.tabel}>
          <caption className="visually-hidden">Daftar organisasi</caption>
          <thead>
            <tr>
              <th scope="col">Kode</th>
              <th scope="col">Nama</th>
              <th scope="col">Tingkat</th>
              <th scope="col">Pengguna</th>
              <th scope="col">Lintas organisasi</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {daftar.map((o) => (
              <tr key={o.id}>
                <td>
                  <Link href={`/dashboard/admin/organisasi/${o.id}`}>{o.kode}</Link>
                </td>
                <td>{o.nama}</td>
                <td>{o.tingkat === "provinsi" ? `Provinsi${o.kodeWilayah ? ` (${o.kodeWilayah})` : ""}` : "Pusat"}</td>
                <td>{o.jumlahPengguna}</td>
                <td>{o.allowLintasOrgReviewer ? "Diizinkan" : "Tidak"}</td>
                <td>{o.aktif ? "Aktif" : "Nonaktif"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>Tambah organisasi</h2>
      <FormOrganisasi />
    </div>
  );
}
