import Link from "next/link";
import type { ItemDaftarPublik } from "@/lib/metadata/publik";
import { formatBujur, formatLintang, formatTanggal, ringkasTeks } from "@/lib/web/format";
import { labelKode, labelTipeData } from "@/lib/web/label";

/** One search result: title link, who published it and when, type, topics, abstract and extent as text. */
export function KartuRekaman({ r, kodeOrganisasi }: { r: ItemDaftarPublik; kodeOrganisasi?: string }) {
  return (
    <article className="kartu">
      <h3>
        <Link href={`/katalog/${r.id}`}>{r.judul}</Link>
      </h3>
      <p className="kartu-meta">
        {kodeOrganisasi ? <Link href={`/organisasi/${encodeURIComponent(kodeOrganisasi)}`}>{r.createdBy.organisasi}</Link> : <span>{r.createdBy.organisasi}</span>} · <time dateTime={r.publishedAt}>{formatTanggal(r.publishedAt)}</time>
      </p>
      <p>{ringkasTeks(r.abstrak, 220)}</p>
      <ul className="label-daftar" aria-label="Tipe data dan kategori">
        <li className="label label-tipe">{labelTipeData(r.tipeData)}</li>
        {r.topikKategori.map((k) => (
          <li key={k} className="label">
            {labelKode("TOPIK_KATEGORI", k)}
          </li>
        ))}
      </ul>
      <p className="kartu-bbox">
        Cakupan: {formatLintang(r.bboxSelatan)} – {formatLintang(r.bboxUtara)}, {formatBujur(r.bboxBarat)} – {formatBujur(r.bboxTimur)}
      </p>
    </article>
  );
}
