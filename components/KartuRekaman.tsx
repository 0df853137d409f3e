import Link from "next/link";
import { GrafikTelusur } from "@/components/rekaman/GrafikTelusur";
import type { ItemDaftarPublik } from "@/lib/metadata/publik";
import { formatBujur, formatLintang, formatTanggal, ringkasTeks } from "@/lib/web/format";
import { labelKode, labelTipeData } from "@/lib/web/label";

/**
 * One search result: title link, the browse graphic as a thumbnail (fixed 96×72 box, lazy), who published it and
 * when, type, topics, abstract and extent as text.
 */
export function KartuRekaman({ r, kodeOrganisasi }: { r: ItemDaftarPublik; kodeOrganisasi?: string }) {
  return (
    <article className="kartu">
      <GrafikTelusur grafik={r.pratinjau ? [r.pratinjau] : undefined} judul={r.judul} lebar={96} tinggi={72} className="grafik-kartu" />
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
