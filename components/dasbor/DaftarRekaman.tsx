import Link from "next/link";
import css from "@/app/(dashboard)/dashboard/dasbor.module.css";
import type { ItemDaftar } from "@/lib/metadata/kelola";
import { formatTanggalWaktu } from "@/lib/web/format";
import { LABEL_STATUS } from "@/lib/web/dasbor/label-status";
import { labelTipeData } from "@/lib/web/label";

/** A status badge: colour follows the state, the text says it (never colour alone). */
export function LencanaStatus({ status }: { status: ItemDaftar["status"] }) {
  return (
    <span className={css.lencana} data-status={status}>
      {LABEL_STATUS[status]}
    </span>
  );
}

/** Records as a list of links to their dashboard pages. */
export function DaftarRekaman({ rekaman, kosong }: { rekaman: ItemDaftar[]; kosong: string }) {
  if (rekaman.length === 0) return <p className="redup">{kosong}</p>;
  return (
    <ul className={css.daftar}>
      {rekaman.map((r) => (
        <li key={r.id}>
          <Link href={`/dashboard/metadata/${r.id}`}>{r.judul}</Link>
          <span className={css.meta}>
            <LencanaStatus status={r.status} /> {r.salinanDari ? "· Salinan kerja " : ""}· {labelTipeData(r.tipeData)} · {r.organisasi.kode} · {r.pemilik.namaLengkap} · diubah {formatTanggalWaktu(r.updatedAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}
