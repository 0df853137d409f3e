import Link from "next/link";
import type { FasetPublik } from "@/lib/metadata/publik/faset";
import { JUDUL_FASET, tautanGrup, type TautanFaset } from "@/lib/web/faset-tampil";
import type { IsianKatalog } from "@/lib/web/katalog-url";

/** Values shown before "Tampilkan semua": enough for most groups, short enough to scan beside the results. */
const TAMPIL_AWAL = 6;

function Tautan({ t }: { t: TautanFaset }) {
  return (
    <li>
      <Link href={t.href} className={t.dipilih ? "faset-nilai faset-dipilih" : "faset-nilai"} aria-current={t.dipilih ? "true" : undefined} rel="nofollow" prefetch={false}>
        <span className="faset-label">
          {t.dipilih ? <span aria-hidden="true">✓ </span> : null}
          {t.label}
          {t.dipilih ? <span className="visually-hidden"> (dipilih, tekan untuk menghapus)</span> : null}
        </span>
        <span className="faset-jumlah">{t.jumlah}</span>
      </Link>
    </li>
  );
}

/**
 * The facet groups with their counts for the current search. Plain links (no JavaScript): each picks a value or,
 * when chosen, removes it, keeping every other filter. Rendered twice by the page (sidebar on wide screens, a
 * <details> panel on phones, one of them hidden by CSS), hence no ids inside. Not prefetched: dozens of links,
 * each a search the server would run for nothing.
 */
export function PanelFaset({ isian, faset }: { isian: IsianKatalog; faset: FasetPublik }) {
  return (
    <>
      {JUDUL_FASET.map(([grup, judul]) => {
        const tautan = tautanGrup(isian, grup, faset[grup]);
        if (tautan.length === 0) return null;
        // A chosen value always shows among the first ones.
        const awal = tautan.filter((t, i) => i < TAMPIL_AWAL || t.dipilih);
        const sisa = tautan.filter((t, i) => i >= TAMPIL_AWAL && !t.dipilih);
        return (
          <section key={grup} className="faset-grup" aria-label={judul}>
            <h3>{judul}</h3>
            <ul className="faset-daftar">
              {awal.map((t) => (
                <Tautan key={t.nilai} t={t} />
              ))}
            </ul>
            {sisa.length > 0 ? (
              <details className="faset-lainnya">
                <summary>Tampilkan {sisa.length} lainnya</summary>
                <ul className="faset-daftar">
                  {sisa.map((t) => (
                    <Tautan key={t.nilai} t={t} />
                  ))}
                </ul>
              </details>
            ) : null}
          </section>
        );
      })}
    </>
  );
}
