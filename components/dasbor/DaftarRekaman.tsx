import Link from "next/link";
import css from "@/app/(dashboard)/dashboard/dasbor.module.css";
import type { ItemDaftar } from "@/lib/metadata/kelola";
import { formatTanggalWaktu } from "@/lib/web/format";
import { LABEL_STATUS } from "@/lib/web/dasbor/label-status";
import { labelTipeData } from "@/lib/web/label";
import type { Penolakan } from "@/lib/workflow/penolakan";

/** A status badge: colour follows the state, the text says it (never colour alone). */
export function LencanaStatus({ status }: { status: ItemDaftar["status"] }) {
  return (
    <span className={css.lencana} data-status={status}>
      {LABEL_STATUS[status]}
    </span>
  );
}

/** Records as a list of links to their dashboard pages; a standing rejection's reason under its record. */
export function DaftarRekaman({ rekaman, kosong, penolakan }: { rekaman: ItemDaftar[]; kosong: string; penolakan?: Map<string, Penolakan> }) {
  if (rekaman.length === 0) return <p className="redup">{kosong}</p>;
  return (
    <ul className={css.daftar}>
      {rekaman.map((r) => (
        <li key={r.id}>
          <Link href={`/dashboard/metadata/${r.id}`}>{r.judul}</Link>
          <span className={css.meta}>
            <LencanaStatus status={r.status} /> {r.salinanDari ? "· Salinan kerja " : ""}· {labelTipeData(r.tipeData)} · {r.organisasi.kode} · {r.pemilik.namaLengkap} · diubah {formatTanggalWaktu(r.updatedAt)}
          </span>
          {penolakan?.get(r.id) ? (
            <span className={css.alasanDaftar}>
              {r.status === "REJECTED" ? "Ditolak" : "Ditolak sebelumnya"}: {penolakan.get(r.id)!.alasan || "(tanpa alasan tertulis)"}{" "}
              <Link href={`/dashboard/metadata/${r.id}#alasan-penolakan`} aria-label={`Lihat alasan penolakan ${r.judul}`}>Lihat</Link>
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
