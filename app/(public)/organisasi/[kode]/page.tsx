import Link from "next/link";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { KartuRekaman } from "@/components/KartuRekaman";
import { DasarPetaMini } from "@/components/peta/PetaMini";
import { Paginasi } from "@/components/Paginasi";
import { ApiError } from "@/lib/http/errors";
import { parseKueriDaftarPublik, type DaftarPublik } from "@/lib/metadata/publik";
import { organisasiPublik } from "@/lib/metadata/publik/organisasi";
import { formatAngka } from "@/lib/web/format";
import { keUrlSearchParams, type ParamHalaman } from "@/lib/web/katalog-url";
import { konteksPublik } from "@/lib/web/konteks";
import { daftarPublikTercache } from "@/lib/web/publik-tercache";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ kode: string }>; searchParams: Promise<ParamHalaman> };

/** Unknown code or nothing published: both are a 404, so the page never lists an agency with no public data. */
const muatOrganisasi = cache(async (kode: string) => {
  const org = await organisasiPublik({ ctx: await konteksPublik(), kode: decodeURIComponent(kode).slice(0, 100) });
  if (!org) notFound();
  return org;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const org = await muatOrganisasi((await params).kode);
  return { title: org.nama, description: `Metadata data geospasial terbit dari ${org.nama}.`, alternates: { canonical: `/organisasi/${encodeURIComponent(org.kode)}` } };
}

/** One organisation's published records, paged and sortable like /katalog (page, pageSize, urut). */
export default async function HalamanOrganisasi({ params, searchParams }: Props) {
  const org = await muatOrganisasi((await params).kode);
  const sp = keUrlSearchParams(await searchParams);
  const isian = { urut: sp.get("urut") ?? "", pageSize: sp.get("pageSize") ?? "" };
  const dasar = `/organisasi/${encodeURIComponent(org.kode)}`;
  let hasil: DaftarPublik | undefined;
  let galat: string | undefined;
  try {
    const saring = new URLSearchParams([...sp].filter(([k, v]) => ["page", "pageSize", "urut"].includes(k) && v.trim() !== ""));
    hasil = await daftarPublikTercache(await konteksPublik(), { ...parseKueriDaftarPublik(saring), organisasiId: org.id });
  } catch (err) {
    if (!(err instanceof ApiError && err.kode === "permintaan_tidak_valid")) throw err;
    galat = err.message;
  }
  const jumlahHalaman = hasil ? Math.ceil(hasil.total / hasil.pageSize) : 0;
  return (
    <>
      <p className="redup">
        <Link href="/organisasi">Organisasi</Link> ›
      </p>
      <h1>{org.nama}</h1>
      <dl className="organisasi-info">
        {org.singkatan ? (<><dt>Singkatan</dt><dd>{org.singkatan}</dd></>) : null}
        {org.jenis ? (<><dt>Jenis</dt><dd>{org.jenis}</dd></>) : null}
        <dt>Tingkat</dt>
        <dd>{org.tingkat === "provinsi" ? "Provinsi" : "Pusat"}</dd>
        {org.kota ? (<><dt>Kota</dt><dd>{org.kota}</dd></>) : null}
        <dt>Metadata terbit</dt>
        <dd>{formatAngka(org.jumlah)}</dd>
      </dl>
      <form action={dasar} method="get" className="filter">
        <label>
          Urutkan
          <select name="urut" defaultValue={isian.urut}>
            <option value="">Terbaru diterbitkan (bawaan)</option>
            <option value="diperbarui">Terakhir diperbarui</option>
            <option value="judul">Judul A–Z</option>
          </select>
        </label>
        {isian.pageSize ? <input type="hidden" name="pageSize" value={isian.pageSize} /> : null}
        <button type="submit">Terapkan</button>
      </form>
      {galat ? (
        <div className="pesan pesan-galat" role="alert">
          <p>{galat} <Link href={dasar}>Tampilkan dengan urutan bawaan</Link>.</p>
        </div>
      ) : hasil ? (
        <section aria-label="Metadata organisasi ini" className="hasil">
          {/* The small maps' shared outline, once, when a card has no browse graphic to show. */}
          {hasil.records.some((r) => !r.pratinjau) ? <DasarPetaMini /> : null}
          <ol className="daftar-hasil" start={(hasil.page - 1) * hasil.pageSize + 1}>
            {hasil.records.map((r) => (
              <li key={r.id}>
                <KartuRekaman r={r} kodeOrganisasi={org.kode} />
              </li>
            ))}
          </ol>
          <Paginasi isian={isian} page={hasil.page} jumlahHalaman={jumlahHalaman} dasar={dasar} />
        </section>
      ) : null}
    </>
  );
}
