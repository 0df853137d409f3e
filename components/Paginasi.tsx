import Link from "next/link";
import { hrefKatalog, nomorHalaman, type IsianTautan } from "@/lib/web/katalog-url";

/** Page links that keep every filter, so each page of a search has its own shareable URL. */
export function Paginasi({ isian, page, jumlahHalaman, dasar = "/katalog" }: { isian: IsianTautan; page: number; jumlahHalaman: number; dasar?: string }) {
  if (jumlahHalaman <= 1) return null;
  return (
    <nav className="paginasi" aria-label="Halaman hasil">
      <ul>
        <li>
          {page > 1 ? (
            <Link href={hrefKatalog(isian, page - 1, dasar)} rel="prev">
              ‹ Sebelumnya
            </Link>
          ) : (
            <span aria-disabled="true">‹ Sebelumnya</span>
          )}
        </li>
        {nomorHalaman(Math.min(page, jumlahHalaman), jumlahHalaman).map((n, i) =>
          n === null ? (
            <li key={`jeda${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link href={hrefKatalog(isian, n, dasar)} aria-current={n === page ? "page" : undefined} aria-label={`Halaman ${n}`}>
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < jumlahHalaman ? (
            <Link href={hrefKatalog(isian, page + 1, dasar)} rel="next">
              Berikutnya ›
            </Link>
          ) : (
            <span aria-disabled="true">Berikutnya ›</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
