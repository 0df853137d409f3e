import Link from "next/link";
import css from "@/components/admin/admin.module.css";
import type { ButirLaporan } from "@/lib/panen/jalan";
import { formatAngka } from "@/lib/web/format";
import p from "./panen.module.css";

/** The page shows this many items per kind; the CSV/JSON download holds them all. */
export const BATAS_TAMPIL = 1_000;

/** One kind of report item (rejected records, retired ones, failed pages) as a table: identifier and reasons. */
export function DaftarCatatan({ id, judul, butir, kosong, unduh }: { id: string; judul: string; butir: ButirLaporan[]; kosong: string; unduh: string }) {
  const tampil = butir.slice(0, BATAS_TAMPIL);
  return (
    <section aria-labelledby={`judul-${id}`}>
      <h2 id={`judul-${id}`}>
        {judul} ({formatAngka(butir.length)})
      </h2>
      {butir.length === 0 ? <p>{kosong}</p> : null}
      {butir.length > BATAS_TAMPIL ? <p className="bantuan">Menampilkan {formatAngka(BATAS_TAMPIL)} pertama; daftar lengkap ada di {unduh}.</p> : null}
      {tampil.length ? (
        <div className={css.tabelBungkus}>
          <table className={css.tabel}>
            <caption className="visually-hidden">{judul}</caption>
            <thead>
              <tr>
                <th scope="col">Pengenal</th>
                <th scope="col">Alasan</th>
              </tr>
            </thead>
            <tbody>
              {tampil.map((b, i) => (
                <tr key={i}>
                  <td className={p.url}>
                    {b.metadataId ? <Link href={`/dashboard/metadata/${b.metadataId}`}>{b.pengenal ?? b.metadataId}</Link> : (b.pengenal ?? "(tanpa pengenal)")}
                  </td>
                  <td>
                    {b.alasan.length > 1 ? (
                      <ul className={p.alasan}>
                        {b.alasan.map((a, k) => (
                          <li key={k}>{a}</li>
                        ))}
                      </ul>
                    ) : (b.alasan[0] ?? "—")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
