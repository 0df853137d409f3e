import Link from "next/link";
import type { Metadata } from "next";
import { formatAngka } from "@/lib/web/format";
import { konteksPublik } from "@/lib/web/konteks";
import { organisasiTercache } from "@/lib/web/publik-tercache";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Organisasi",
  description: "Instansi yang menerbitkan metadata data geospasial di katalog ini, dengan jumlah metadata terbit masing-masing.",
  alternates: { canonical: "/organisasi" },
};

/** Every organisation with at least one published record, by name, with its count. */
export default async function DaftarOrganisasi() {
  const daftar = await organisasiTercache(await konteksPublik());
  return (
    <>
      <h1>Organisasi</h1>
      <p>Instansi yang telah menerbitkan metadata di katalog ini. Pilih instansi untuk melihat metadatanya.</p>
      {daftar.length ? (
        <ul className="daftar-organisasi">
          {daftar.map((o) => (
            <li key={o.kode}>
              <Link href={`/organisasi/${encodeURIComponent(o.kode)}`}>{o.nama}</Link>
              {o.singkatan ? <span className="redup"> ({o.singkatan})</span> : null} — <span data-jumlah={o.jumlah}>{formatAngka(o.jumlah)} metadata</span>
            </li>
          ))}
        </ul>
      ) : (
        <p>Belum ada organisasi dengan metadata terbit.</p>
      )}
    </>
  );
}
