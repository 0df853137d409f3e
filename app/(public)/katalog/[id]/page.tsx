import Link from "next/link";
import type { Metadata } from "next";
import { cache } from "react";
import "@/components/rekaman/rekaman.css";
import { AksesData } from "@/components/rekaman/AksesData";
import { BagikanSitasi } from "@/components/rekaman/BagikanSitasi";
import { GrafikTelusur } from "@/components/rekaman/GrafikTelusur";
import { IsiRekaman } from "@/components/rekaman/IsiRekaman";
import { BagianTerkait } from "@/components/rekaman/Terkait";
import { env } from "@/lib/env";
import { getAsalPanen } from "@/lib/metadata/publik/asal-panen";
import { getKualitasOrThrow } from "@/lib/quality/get-kualitas";
import { atau404 } from "@/lib/web/atau-404";
import { formatTanggal, ringkasTeks } from "@/lib/web/format";
import { teksSitasi } from "@/lib/web/sitasi";
import { datasetJsonLd, jsonUntukSkrip, urlRekaman } from "@/lib/web/json-ld";
import { konteksPublik } from "@/lib/web/konteks";
import { labelTipeData } from "@/lib/web/label";
import { identitasPublik } from "@/lib/web/identitas-publik";
import { ogSitus } from "@/lib/web/og";
import { detailPublikTercache, terkaitPublikTercache } from "@/lib/web/publik-tercache";
import { konfigurasiPeta } from "@/lib/web/peta";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

// generateMetadata and the page ask for the same record: one query per request.
const ambilRekaman = cache(async (id: string) => atau404(detailPublikTercache(await konteksPublik(), id)));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [d, { namaKatalog }] = await Promise.all([ambilRekaman((await params).id), identitasPublik()]);
  const deskripsi = ringkasTeks(d.abstrak, 200);
  const url = urlRekaman(env().PUBLIC_BASE_URL, d.id);
  return {
    title: d.judul,
    description: deskripsi,
    keywords: d.kataKunci,
    alternates: { canonical: url },
    openGraph: { ...ogSitus(namaKatalog), type: "article", url, title: d.judul, description: deskripsi, publishedTime: d.publishedAt, modifiedTime: d.updatedAt, authors: [d.organisasi.nama] },
    twitter: { card: "summary", title: d.judul, description: deskripsi },
  };
}

export default async function HalamanRekaman({ params }: Props) {
  const { id } = await params;
  const d = await ambilRekaman(id);
  const ctx = await konteksPublik();
  const rujukan = { organisasiKode: d.organisasi.kode, topikKategori: d.topikKategori, kataKunci: d.kataKunci, bbox: d.cakupan.bbox };
  const [kualitas, terkait, asal] = await Promise.all([
    atau404(getKualitasOrThrow({ ctx, id: d.id })),
    terkaitPublikTercache(ctx, d.id, rujukan),
    getAsalPanen({ ctx, id: d.id }),
  ]);
  const url = urlRekaman(env().PUBLIC_BASE_URL, d.id);
  return (
    <article className="rekaman">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonUntukSkrip(datasetJsonLd(d, env().PUBLIC_BASE_URL, (await identitasPublik()).namaKatalog)) }} />
      <nav aria-label="Remah roti" className="remah">
        <Link href="/">Beranda</Link> › <Link href="/katalog">Katalog</Link> ›
      </nav>
      <header className="rekaman-kepala">
        <h1>{d.judul}</h1>
        <p className="kartu-meta">
          {d.organisasi.nama} · terbit <time dateTime={d.publishedAt}>{formatTanggal(d.publishedAt)}</time> · <span className="label label-tipe">{labelTipeData(d.tipeData)}</span>
        </p>
        <GrafikTelusur grafik={d.identifikasi.grafik} judul={d.judul} lebar={480} tinggi={320} className="grafik-telusur" />
      </header>
      <AksesData sumber={d.distribusi.sumberDaring} />
      <IsiRekaman d={d} peta={konfigurasiPeta()} kualitas={kualitas} />
      <BagianTerkait daftar={terkait} />
      <BagikanSitasi url={url} sitasi={teksSitasi({ organisasi: d.organisasi.nama, judul: d.judul, publishedAt: d.publishedAt, url })} asal={asal} />
    </article>
  );
}
