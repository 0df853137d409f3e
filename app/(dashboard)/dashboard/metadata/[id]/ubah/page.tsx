import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { FormMetadata } from "@/components/editor/FormMetadata";
import { ApiError } from "@/lib/http/errors";
import { atau404 } from "@/lib/web/atau-404";
import { dataUbahOrThrow } from "@/lib/web/editor/data";
import { pilihanEditor } from "@/lib/web/editor/referensi";
import { konfigurasiPeta } from "@/lib/web/peta";
import { sesiHalamanOrRedirect } from "@/lib/web/sesi-halaman";

export const metadata: Metadata = { title: "Ubah metadata", robots: { index: false } };

type Props = { params: Promise<{ id: string }> };

export default async function UbahMetadata({ params }: Props) {
  const { id } = await params;
  const { ctx, sesi } = await sesiHalamanOrRedirect(`/dashboard/metadata/${encodeURIComponent(id)}/ubah`);
  const d = await atau404(dataUbahOrThrow({ ctx, id })).catch((e: unknown) => {
    // Readable but not editable (a checker or reviewer following a link): the read-only page, not a 404.
    if (e instanceof ApiError && e.kode === "dilarang") redirect(`/dashboard/metadata/${encodeURIComponent(id)}`);
    throw e;
  });
  const peta = konfigurasiPeta();
  return (
    <>
      <p className="remah">
        <Link href={`/dashboard/metadata/${d.id}`}>← Kembali ke metadata</Link>
      </p>
      <h1>Ubah metadata</h1>
      <p className="redup">
        {d.dokumen.identifikasi.judul} · status {d.status} · versi {d.versi}
      </p>
      {d.alasanTerkunci ? (
        <p className="pesan">
          {d.alasanTerkunci}
          {d.salinanKerja ? (
            <>
              {" "}
              <Link href={`/dashboard/metadata/${d.salinanKerja}/ubah`}>Ubah salinan kerja</Link>
            </>
          ) : null}
        </p>
      ) : (
        <FormMetadata pilihan={pilihanEditor()} tileUrl={peta.tileUrl} atribusi={peta.atribusi} awal={{ id: d.id, status: d.status, versi: d.versi, dokumen: d.dokumen }} kunciLokal={`gk-editor-ubah:${sesi.pengguna.id}:${d.id}`} />
      )}
    </>
  );
}
