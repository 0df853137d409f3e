import type { Metadata } from "next";
import Link from "next/link";
import { listOrganisasi } from "@/lib/admin/organisasi";
import { listPengguna, parseKueriPengguna, type KueriPengguna } from "@/lib/admin/pengguna";
import { ApiError } from "@/lib/http/errors";
import { PERAN_PENGGUNA } from "@/lib/metadata/kode";
import css from "@/components/admin/admin.module.css";
import { sesiAdminOrNotFound } from "@/components/admin/akses-halaman";
import { FormPengguna } from "@/components/admin/FormPengguna";
import { NavAdmin } from "@/components/admin/NavAdmin";

export const metadata: Metadata = { title: "Pengguna – Admin", robots: { index: false } };

type Cari = Promise<Record<string, string | string[] | undefined>>;

/** The filters of a list URL, without the empty ones (what the paging links carry on). */
function kueriTautan(k: KueriPengguna, page: number): string {
  const isi: Record<string, string> = {};
  if (k.q) isi.q = k.q;
  if (k.peran) isi.peran = k.peran;
  if (k.organisasiId) isi.organisasiId = k.organisasiId;
  if (k.aktif !== undefined) isi.aktif = String(k.aktif);
  isi.page = String(page);
  return `?${new URLSearchParams(isi)}`;
}

export default async function HalamanPengguna({ searchParams }: { searchParams: Cari }) {
  const { ctx } = await sesiAdminOrNotFound("/dashboard/admin/pengguna");
  const sp = await searchParams;
  const p = new URLSearchParams(Object.entries(sp).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])));
  // A hand-edited URL with an unknown role or status shows the message and the unfiltered list, not an error page.
  let salahSaring: string | null = null;
  let kueri: KueriPengguna;
  try {
    kueri = parseKueriPengguna(p);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    salahSaring = err.message;
    kueri = parseKueriPengguna(new URLSearchParams());
  }
  const [hasil, organisasi] = await Promise.all([listPengguna({ ctx, input: { ...kueri, pageSize: 25 } }), listOrganisasi({ ctx })]);
  const pilihan = organisasi.map(({ id, kode, nama }) => ({ id, kode, nama }));
  const halamanTerakhir = Math.max(1, Math.ceil(hasil.total / hasil.pageSize));
  const disaring = Boolean(kueri.q || kueri.peran || kueri.organisasiId || kueri.aktif !== undefined);
  return (
    <div className={css.bingkai}>
      <h1>Pengguna</h1>
      <NavAdmin aktif="/dashboard/admin/pengguna" />
      <details className="kartu">
        <summary>
          <strong>Tambah akun</strong>
        </summary>
        <p className="redup">Kata sandi sementara dikirim ke e-mail pemilik akun; ia menggantinya setelah masuk pertama kali.</p>
        <FormPengguna organisasi={pilihan} />
      </details>
      <form className={css.filter} method="get" role="search" aria-label="Saring pengguna">
        <label>
          Nama atau e-mail
          <input name="q" type="search" defaultValue={kueri.q ?? ""} />
        </label>
        <label>
          Peran
          <select name="peran" defaultValue={kueri.peran ?? ""}>
            <option value="">Semua peran</option>
            {PERAN_PENGGUNA.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </label>
        <label>
          Organisasi
          <select name="organisasiId" defaultValue={kueri.organisasiId ?? ""}>
            <option value="">Semua organisasi</option>
            {pilihan.map((o) => (
              <option key={o.id} value={o.id}>
                {o.kode} — {o.nama}
              </option>
            ))}
          </select>
        </label>
        <label>
          Status akun
          <select name="aktif" defaultValue={kueri.aktif === undefined ? "" : String(kueri.aktif)}>
            <option value="">Aktif dan nonaktif</option>
            <option value="true">Aktif</option>
            <option value="false">Nonaktif</option>
          </select>
        </label>
        <p className={css.aksi}>
          <button type="submit">Saring</button>
          {disaring ? <Link href="/dashboard/admin/pengguna">Hapus saringan</Link> : null}
        </p>
      </form>
      {salahSaring ? (
        <p className="pesan pesan-galat" role="alert">
          {salahSaring} Daftar ditampilkan tanpa saringan.
        </p>
      ) : null}
      <p className="jumlah-hasil" role="status">
        {hasil.total} akun · halaman {hasil.page} dari {halamanTerakhir}
      </p>
      <ul className="daftar-hasil" aria-label="Daftar pengguna">
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
      {hasil.records.length === 0 ? <p>Tidak ada akun yang cocok dengan saringan ini.</p> : null}
      <nav className="paginasi" aria-label="Halaman">
        <ul>
          {hasil.page > 1 ? (
            <li>
              <Link href={kueriTautan(kueri, hasil.page - 1)}>Sebelumnya</Link>
            </li>
          ) : null}
          {hasil.page < halamanTerakhir ? (
            <li>
              <Link href={kueriTautan(kueri, hasil.page + 1)}>Berikutnya</Link>
            </li>
          ) : null}
        </ul>
      </nav>
    </div>
  );
}
