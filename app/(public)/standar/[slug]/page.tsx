import Link from "next/link";
import type { Metadata } from "next";
import { cache } from "react";
import { Markdown } from "@/components/Markdown";
import { getStandarOrThrow } from "@/lib/standar/standar";
import { atau404 } from "@/lib/web/atau-404";
import { formatTanggal, ringkasTeks } from "@/lib/web/format";
import { konteksPublik } from "@/lib/web/konteks";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string }> };

const ambilStandar = cache(async (slug: string) => atau404(getStandarOrThrow({ ctx: await konteksPublik(), slug })));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const s = await ambilStandar((await params).slug);
  return { title: s.nomor ?? s.judul, description: ringkasTeks(s.ringkasan || s.judul, 200) };
}

export default async function HalamanStandar({ params }: Props) {
  const s = await ambilStandar((await params).slug);
  return (
    <article className="standar">
      <nav aria-label="Remah roti" className="remah">
        <Link href="/">Beranda</Link> › <Link href="/standar">Standar</Link> ›
      </nav>
      <h1>
        {s.nomor ? <span className="standar-nomor">{s.nomor}</span> : null}
        {s.judul}
      </h1>
      <p className="redup">
        {[s.penerbit, `versi ${s.versi}`, `diperbarui ${formatTanggal(s.updatedAt)}`].filter(Boolean).join(" · ")}
      </p>
      {s.ringkasan ? <p className="standar-ringkasan">{s.ringkasan}</p> : null}
      <div className="prosa">
        <Markdown teks={s.isi} />
      </div>
    </article>
  );
}
