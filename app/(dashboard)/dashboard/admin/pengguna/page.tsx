import type { Metadata } from "next";
import Link from "next/link";
import { listOrganisasi } from "@/lib/admin/organisasi";
import { listPengguna, parseKueriPengguna } from "@/lib/admin/pengguna";
import css from "@/components/admin/admin.module.css";
import { sesiAdminOrNotFound } from "@/components/admin/akses-halaman";
import { FormPengguna } from "@/components/admin/FormPengguna";
import { NavAdmin } from "@/components/admin/NavAdmin";

export const metadata: Metadata = { title: "Pengguna – Admin", robots: { index: false } };

type Cari = Promise<Record<string, string | string[] | undefined>>;

export default async function HalamanPengguna({ searchParams }: { searchParams: Cari }) {
  const { ctx } = await sesiAdminOrNotFound("/dashboard/admin/pengguna");
  const sp = await searchParams;
  const p = new URLSearchParams(Object.entries(sp).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])));
  const kueri = parseKueriPengguna(p);
  const [hasil, organisasi] = await Promise.all([listPengguna({ ctx, input: { ...kueri, pageSize: 25 } }), listOrganisasi({ ctx })]);
  const pilihan = organisasi.map(({ id, kode, nama }) => ({ id, kode, nama }));
  const halamanTerakhir = Math.max(1, Math.ceil(hasil.total / hasil.pageSize));
  const ke = (page: number) => `?${new URLSearchParams({ ...(kueri.q ? { q: kueri.q } : {}), ...(kueri.organisasiId ? { organisasiId: kueri.organisasiId } : {}), page: String(page) })}`;
  return (
    <div className={css.bingkai}>
      <h1>Pengguna</h1>
      <NavAdmin aktif="/dashboard/admin/pengguna" />
      <form className={css.filter} method="get" role="search">
        <label>
          Nama atau e-mail
          <input name="q" type="search" defaultValue={kueri.q ?? ""} />
        </label>
        <label>
          Organisasi
          <select name="organisasiId" defaultValue={kueri.organisasiId ?? ""}>
            <option value="">Semua organisasi</option>
            {pilihan.map((o) => <option key={o.id} value={o.id}>{o.kode} — {o.nama}</option>)}
          </select>
        </label>
        <button type="submit">Saring</button>
      </form>
      <p className="jumlah-hasil">{hasil.total} akun · halaman {hasil.page} dari {halamanTerakhir}</p>
      <ul className="daftar-hasil">
        {hasil.records.map((u) => (
          <li key={u.id} className="kartu">
            <details>
              <summary>
                <strong>{u.namaLengkap}</strong> · {u.email} · {u.peran} · {u.organisasiKode}
                {u.aktif ? "" : " · NONAKTIF"}
              </summary>
              <FormPengguna awal={u} organisasi={pilihan} />
            </details>
          </li>
        ))}
      </ul>
      <nav className="paginasi" aria-label="Halaman">
        <ul>
          {hasil.page > 1 ? <li><Link href={ke(hasil.page - 1)}>Sebelumnya</Link></li> : null}
          {hasil.page < halamanTerakhir ? <li><Link href={ke(hasil.page + 1)}>Berikutnya</Link></li> : null}
        </ul>
      </nav>
      <h2>Tambah akun</h2>
      <FormPengguna organisasi={pilihan} />
    </div>
  );
}
