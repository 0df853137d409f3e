import Link from "next/link";
import type { Metadata } from "next";
import { listStandar } from "@/lib/standar/standar";
import { konteksPublik } from "@/lib/web/konteks";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Standar",
  description: "Standar metadata dan data geospasial yang diikuti katalog ini: SNI 8843-1:2019, ISO 19115, ISO 19139, dan lainnya.",
};

export default async function DaftarStandar() {
  const standar = await listStandar({ ctx: await konteksPublik() });
  return (
    <>
      <h1>Standar</h1>
      <p>Standar yang menjadi acuan isian, pemeriksaan, dan format unduhan metadata di katalog ini.</p>
      {standar.length ? (
        <ul className="daftar-standar">
          {standar.map((s) => (
            <li key={s.slug}>
              <h2>
                <Link href={`/standar/${s.slug}`}>{s.nomor ? `${s.nomor} — ${s.judul}` : s.judul}</Link>
              </h2>
              <p>{s.ringkasan}</p>
              <p className="redup">
                {[s.penerbit, `versi ${s.versi}`].filter(Boolean).join(" · ")}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="redup">Belum ada standar yang diterbitkan.</p>
      )}
    </>
  );
}
