import Link from "next/link";
import type { RekamanTerkait } from "@/lib/metadata/publik/terkait";
import { formatTanggal } from "@/lib/web/format";

/** Related records as links; nothing at all when none is related. */
export function BagianTerkait({ daftar }: { daftar: RekamanTerkait[] }) {
  if (!daftar.length) return null;
  return (
    <section id="terkait" aria-labelledby="terkait-judul" className="bagian">
      <h2 id="terkait-judul">Rekaman terkait</h2>
      <ul className="daftar-terkait">
        {daftar.map((r) => (
          <li key={r.id}>
            <Link href={`/katalog/${r.id}`}>{r.judul}</Link>{" "}
            <span className="kartu-meta">
              {r.organisasi} · <time dateTime={r.publishedAt}>{formatTanggal(r.publishedAt)}</time>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
