import Link from "next/link";
import type { Metadata } from "next";
import { cache } from "react";
import { BagianCakupan } from "@/components/rekaman/Cakupan";
import { BagianDistribusi } from "@/components/rekaman/Distribusi";
import { BagianIdentifikasi } from "@/components/rekaman/Identifikasi";
import { BagianKataKunci } from "@/components/rekaman/KataKunci";
import { BagianKualitas, BagianSilsilah } from "@/components/rekaman/Kualitas";
import { BagianKontak, BagianMetadata } from "@/components/rekaman/Metadata";
import { env } from "@/lib/env";
import { getKualitasOrThrow } from "@/lib/quality/get-kualitas";
import { atau404 } from "@/lib/web/atau-404";
import { formatTanggal, ringkasTeks } from "@/lib/web/format";
import { datasetJsonLd, jsonUntukSkrip, urlRekaman } from "@/lib/web/json-ld";
import { konteksPublik } from "@/lib/web/konteks";
import { labelTipeData } from "@/lib/web/label";
import { OG_SITUS } from "@/lib/web/og";
import { detailPublikTercache } from "@/lib/web/publik-tercache";
import { konfigurasiPeta } from "@/lib/web/peta";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

// generateMetadata and the page ask for the same record: one query per request.
const ambilRekaman = cache(async (id: string) => atau404(detailPublikTercache(await konteksPublik(), id)));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const d = await ambilRekaman((await params).id);
  const deskripsi = ringkasTeks(d.abstrak, 200);
  const url = urlRekaman(env().PUBLIC_BASE_URL, d.id);
  return {
    title: d.judul,
    description: deskripsi,
    keywords: d.kataKunci,
    alternates: { canonical: url },
    openGraph: { ...OG_SITUS, type: "article", url, title: d.judul, description: deskripsi, publishedTime: d.publishedAt, modifiedTime: d.updatedAt, authors: [d.organisasi.nama] },
    twitter: { card: "summary", title: d.judul, description: deskripsi },
  };
}

const DAFTAR_ISI = [
  ["identifikasi", "Identifikasi"],
  ["cakupan", "Cakupan"],
  ["kata-kunci", "Kata kunci"],
  ["distribusi", "Distribusi"],
  ["kontak", "Kontak"],
  ["silsilah", "Silsilah"],
  ["kualitas", "Kualitas"],
  ["info-metadata", "Info metadata"],
] as const;

export default async function HalamanRekaman({ params }: Props) {
  const { id } = await params;
  const d = await ambilRekaman(id);
  const kualitas = await atau404(getKualitasOrThrow({ ctx: await konteksPublik(), id: d.id }));
  const adaSilsilah = Boolean(d.kualitasData?.silsilah && (d.kualitasData.silsilah.pernyataan || d.kualitasData.silsilah.langkahProses.length || d.kualitasData.silsilah.sumber.length));
  return (
    <article className="rekaman">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonUntukSkrip(datasetJsonLd(d, env().PUBLIC_BASE_URL)) }} />
      <nav aria-label="Remah roti" className="remah">
        <Link href="/">Beranda</Link> › <Link href="/katalog">Katalog</Link> ›
      </nav>
      <header className="rekaman-kepala">
        <h1>{d.judul}</h1>
        <p className="kartu-meta">
          {d.organisasi.nama} · terbit <time dateTime={d.publishedAt}>{formatTanggal(d.publishedAt)}</time> · <span className="label label-tipe">{labelTipeData(d.tipeData)}</span>
        </p>
      </header>
      <section aria-labelledby="abstrak-judul" className="bagian">
        <h2 id="abstrak-judul">Abstrak</h2>
        {d.abstrak.split(/\n{2,}/).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </section>
      <nav aria-label="Isi halaman" className="daftar-isi">
        <ul>
          {DAFTAR_ISI.filter(([bagian]) => bagian !== "silsilah" || adaSilsilah).map(([bagian, label]) => (
            <li key={bagian}>
              <a href={`#${bagian}`}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <BagianIdentifikasi d={d} />
      <BagianCakupan d={d} peta={konfigurasiPeta()} />
      <BagianKataKunci d={d} />
      <BagianDistribusi d={d} />
      <BagianKontak d={d} />
      <BagianSilsilah d={d} />
      <BagianKualitas d={d} kualitas={kualitas} />
      <BagianMetadata d={d} />
    </article>
  );
}
