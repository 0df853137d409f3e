import Link from "next/link";
import { PetaMini } from "@/components/peta/PetaMini";
import { GrafikTelusur } from "@/components/rekaman/GrafikTelusur";
import type { ItemDaftarPublik } from "@/lib/metadata/publik";
import { namaProvinsi } from "@/lib/web/faset-tampil";
import { formatAngka, formatBujur, formatLintang, formatTanggal, ringkasTeks } from "@/lib/web/format";
import { labelKode, labelTipeData } from "@/lib/web/label";

/** Provinces by name; many ("Aceh, Sumatera Utara, …") are cut to two and a count. */
function wilayahRingkas(provinsi: string[]): string | undefined {
  if (provinsi.length === 0) return undefined;
  const nama = provinsi.map(namaProvinsi);
  return nama.length <= 2 ? nama.join(", ") : `${nama.slice(0, 2).join(", ")} +${nama.length - 2}`;
}

/**
 * One search result: title link, the browse graphic as a thumbnail (fixed 96×72 box, lazy) or, when the record has
 * none, a small map of its box (PetaMini; the page renders DasarPetaMini once before the cards), who published it and
 * when, then what tells two similar titles apart (region, year of the data, scale), type, QA, topics, abstract and
 * extent as text.
 */
export function KartuRekaman({ r, kodeOrganisasi }: { r: ItemDaftarPublik; kodeOrganisasi?: string }) {
  const wilayah = wilayahRingkas(r.provinsi ?? []);
  return (
    <article className="kartu">
      {r.pratinjau ? (
        <GrafikTelusur grafik={[r.pratinjau]} judul={r.judul} lebar={96} tinggi={72} className="grafik-kartu" />
      ) : (
        <PetaMini kotak={{ barat: r.bboxBarat, timur: r.bboxTimur, selatan: r.bboxSelatan, utara: r.bboxUtara }} lebar={96} tinggi={72} className="grafik-kartu" />
      )}
      <h3>
        <Link href={`/katalog/${r.id}`}>{r.judul}</Link>
      </h3>
      <p className="kartu-meta">
        {kodeOrganisasi ? <Link href={`/organisasi/${encodeURIComponent(kodeOrganisasi)}`}>{r.createdBy.organisasi}</Link> : <span>{r.createdBy.organisasi}</span>} · terbit{" "}
        <time dateTime={r.publishedAt}>{formatTanggal(r.publishedAt)}</time>
      </p>
      <dl className="kartu-pembeda">
        {wilayah ? (
          <div>
            <dt>Wilayah</dt>
            <dd>{wilayah}</dd>
          </div>
        ) : null}
        {r.tahun !== undefined ? (
          <div>
            <dt>Tahun data</dt>
            <dd>{r.tahun}</dd>
          </div>
        ) : null}
        {r.skala !== undefined ? (
          <div>
            <dt>Skala</dt>
            <dd>1:{formatAngka(r.skala)}</dd>
          </div>
        ) : null}
      </dl>
      <p>{ringkasTeks(r.abstrak, 220)}</p>
      <ul className="label-daftar" aria-label="Tipe data, mutu, dan kategori">
        <li className="label label-tipe">{labelTipeData(r.tipeData)}</li>
        {r.qa ? <li className="label label-qa">QA ditandatangani</li> : null}
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
