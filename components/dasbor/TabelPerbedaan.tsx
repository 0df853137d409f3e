import Link from "next/link";
import css from "@/app/(dashboard)/dashboard/dasbor.module.css";
import type { PerbedaanSalinan } from "@/lib/metadata/perbedaan";
import { LABEL_STATUS } from "@/lib/web/dasbor/label-status";
import { formatAngka } from "@/lib/web/format";

const JENIS = { diubah: "diubah", ditambah: "ditambahkan", dihapus: "dihapus" } as const;

/**
 * A working copy beside the version it will replace: one row per field that differs, the published value on the
 * left and the copy's on the right; the kind of change is written, not only coloured.
 */
export function TabelPerbedaan({ p }: { p: PerbedaanSalinan }) {
  return (
    <section aria-labelledby="judul-perbedaan" className={css.perbedaan}>
      <h2 id="judul-perbedaan">Perbedaan dengan versi terbit</h2>
      {!p.dapatDibaca ? (
        <p className="redup">Versi asli salinan ini bersifat privat bagi organisasinya; perbedaannya tidak dapat Anda lihat.</p>
      ) : p.bidang.length === 0 ? (
        <p>Salinan kerja ini sama dengan <Link href={`/dashboard/metadata/${p.asliId}`}>versi yang berlaku</Link>: tidak ada bidang yang berubah.</p>
      ) : (
        <>
          <p>
            {formatAngka(p.bidang.length)} bidang berbeda dari <Link href={`/dashboard/metadata/${p.asliId}`}>versi yang berlaku</Link> ({LABEL_STATUS[p.asli.status]}, versi {p.asli.versi}).
          </p>
          <div className={css.gulirTabel}>
            <table className={css.tabelPerbedaan}>
              <caption className="visually-hidden">Perbedaan salinan kerja dengan versi yang berlaku, per bidang</caption>
              <thead>
                <tr>
                  <th scope="col">Bidang</th>
                  <th scope="col">Versi berlaku</th>
                  <th scope="col">Salinan kerja</th>
                </tr>
              </thead>
              <tbody>
                {p.bidang.map((b) => (
                  <tr key={b.jalur} data-jenis={b.jenis}>
                    <th scope="row">
                      {b.label} <span className={css.meta}>({JENIS[b.jenis]})</span>
                    </th>
                    <td>{b.lama === null ? <span className="redup">(kosong)</span> : <del>{b.lama}</del>}</td>
                    <td>{b.baru === null ? <span className="redup">(kosong)</span> : <ins>{b.baru}</ins>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
