import Link from "next/link";
import { DaftarRekaman } from "@/components/dasbor/DaftarRekaman";
import { can } from "@/lib/auth/permissions";
import { listMetadata } from "@/lib/metadata/kelola";
import { STATUS_METADATA, type StatusMetadata } from "@/lib/metadata/kode";
import { formatAngka } from "@/lib/web/format";
import { LABEL_STATUS } from "@/lib/web/dasbor/label-status";
import { satuNilai, type ParameterHalaman } from "@/lib/web/parameter-halaman";
import { sesiHalamanOrRedirect } from "@/lib/web/sesi-halaman";
import { penolakanBerlaku } from "@/lib/workflow/penolakan";
import css from "../dasbor.module.css";

export const metadata = { title: "Metadata" };

type Props = { searchParams: Promise<ParameterHalaman> };
const UKURAN = 20;

/** The records the user works with: status filter, text search and paging in the URL (a plain GET form). */
export default async function DaftarMetadata({ searchParams }: Props) {
  const sp = await searchParams;
  const { ctx, sesi } = await sesiHalamanOrRedirect();
  const mentah = satuNilai(sp.status);
  // An unknown status in a hand-typed URL shows everything rather than an error page.
  const status = (STATUS_METADATA as readonly string[]).includes(mentah ?? "") ? (mentah as StatusMetadata) : undefined;
  const q = satuNilai(sp.q)?.trim().slice(0, 500) || undefined;
  const page = Math.min(Math.max(Number.parseInt(satuNilai(sp.page) ?? "1", 10) || 1, 1), 1_000_000);
  const hasil = await listMetadata({ ctx, input: { status, q, page, pageSize: UKURAN } });
  const penolakan = await penolakanBerlaku(ctx.db, hasil.records.filter((r) => r.status === "REJECTED" || r.status === "DRAFT").map((r) => r.id));
  const jumlahHalaman = Math.max(1, Math.ceil(hasil.total / UKURAN));
  const href = (p: number) => `/dashboard/metadata?${new URLSearchParams({ ...(status ? { status } : {}), ...(q ? { q } : {}), page: String(p) })}`;
  const judul = status === "QCQE_PROCESS" ? "Antrean QC/QE" : status === "REVIEW" ? "Antrean tinjauan" : "Metadata";
  return (
    <>
      <h1>{judul}</h1>
      {can(sesi.pengguna.peran, "metadata.buat") ? <Link href="/dashboard/metadata/baru">+ Buat metadata baru</Link> : null}
      <form method="get" className={css.saring} role="search" aria-label="Saring metadata">
        <label>
          Cari judul, kata kunci, atau abstrak
          <input type="search" name="q" defaultValue={q} />
        </label>
        <label>
          Status
          <select name="status" defaultValue={status ?? ""}>
            <option value="">Semua status</option>
            {STATUS_METADATA.map((s) => (
              <option key={s} value={s}>
                {LABEL_STATUS[s]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Terapkan</button>
      </form>
      <p className="redup" role="status">
        {formatAngka(hasil.total)} metadata{hasil.total > 0 ? `, halaman ${formatAngka(page)} dari ${formatAngka(jumlahHalaman)}` : ""}
      </p>
      <DaftarRekaman rekaman={hasil.records} kosong="Tidak ada metadata yang cocok." penolakan={penolakan} />
      {jumlahHalaman > 1 ? (
        <nav className={css.paging} aria-label="Halaman daftar">
          {page > 1 ? <Link href={href(page - 1)} rel="prev">‹ Sebelumnya</Link> : <span />}
          {page < jumlahHalaman ? <Link href={href(page + 1)} rel="next">Berikutnya ›</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
