import type { Metadata } from "next";
import { Markdown } from "@/components/Markdown";
import { HALAMAN_IDENTITAS, type KunciHalaman } from "@/lib/identitas";
import { formatTanggal } from "@/lib/web/format";
import { identitasPublik } from "@/lib/web/identitas-publik";

const halaman = (kunci: KunciHalaman) => HALAMAN_IDENTITAS.find((h) => h.kunci === kunci)!;

/** Title and canonical path of one of the Admin's pages. */
export function metadataHalamanInfo(kunci: KunciHalaman): Metadata {
  const h = halaman(kunci);
  return { title: h.judul, alternates: { canonical: h.jalur } };
}

/**
 * "Tentang", "Kebijakan privasi" or "Syarat penggunaan": the Admin's Markdown rendered as React elements
 * (components/Markdown.tsx), so HTML typed into it is shown as text and never runs.
 */
export async function HalamanInfo({ kunci }: { kunci: KunciHalaman }) {
  const idn = await identitasPublik();
  return (
    <article className="standar">
      <h1>{halaman(kunci).judul}</h1>
      {idn.updatedAt ? <p className="redup">Diperbarui {formatTanggal(idn.updatedAt)}</p> : null}
      <div className="prosa">
        <Markdown teks={idn[kunci]} />
      </div>
    </article>
  );
}
