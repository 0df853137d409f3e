import Link from "next/link";
import css from "@/components/admin/admin.module.css";
import type { JalanDto } from "@/lib/panen/jalan-dto";
import { formatAngka, formatTanggalWaktu } from "@/lib/web/format";
import { jalanAktif, LABEL_KEADAAN_JALAN, LABEL_PEMICU } from "@/lib/web/panen-tampil";
import p from "./panen.module.css";

/**
 * A source's runs, newest first, each linking to its report. The active run's row is rendered once while its bar
 * above moves, so it says "Berlangsung" and leaves the counts to the bar instead of showing a stale state.
 */
export function TabelJalan({ jalan }: { jalan: JalanDto[] }) {
  if (jalan.length === 0) return <p>Sumber ini belum pernah dipanen.</p>;
  return (
    <div className={css.tabelBungkus}>
      <table className={css.tabel}>
        <caption className="visually-hidden">Riwayat jalan panen</caption>
        <thead>
          <tr>
            <th scope="col">Dimulai</th>
            <th scope="col">Jenis</th>
            <th scope="col">Keadaan</th>
            <th scope="col">Dilihat</th>
            <th scope="col">Baru</th>
            <th scope="col">Diperbarui</th>
            <th scope="col">Tidak berubah</th>
            <th scope="col">Ditolak</th>
            <th scope="col">Dipensiunkan</th>
            <th scope="col">Laporan</th>
          </tr>
        </thead>
        <tbody>
          {jalan.map((j) => {
            const aktif = jalanAktif(j.keadaan);
            const n = (v: number) => (aktif ? "—" : formatAngka(v));
            return (
              <tr key={j.id}>
                <td>{formatTanggalWaktu(j.mulaiAt ?? j.dibuatAt)}</td>
                <td>
                  {j.penuh ? "penuh" : "inkremental"} · {LABEL_PEMICU[j.pemicu] ?? j.pemicu}
                </td>
                <td>
                  <span className={p.kesehatan} data-nilai={j.keadaan}>{aktif ? "Berlangsung" : (LABEL_KEADAAN_JALAN[j.keadaan] ?? j.keadaan)}</span>
                </td>
                <td>{n(j.dilihat)}</td>
                <td>{n(j.baru)}</td>
                <td>{n(j.diperbarui)}</td>
                <td>{n(j.tidakBerubah)}</td>
                <td>{n(j.ditolak)}</td>
                <td>{n(j.dipensiunkan)}</td>
                <td>
                  <Link href={`/dashboard/panen/jalan/${j.id}`} aria-label={`Laporan jalan ${formatTanggalWaktu(j.mulaiAt ?? j.dibuatAt)}`}>
                    Laporan
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
