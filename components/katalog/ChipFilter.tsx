import Link from "next/link";
import type { Chip } from "@/lib/web/faset-tampil";

/** The active filters as chips; each removes its filter (a link, so it works without JavaScript). */
export function ChipFilter({ chip, hapusSemua }: { chip: Chip[]; hapusSemua: string }) {
  if (chip.length === 0) return null;
  return (
    <div className="chip-baris">
      <ul className="chip-daftar" aria-label="Filter aktif">
        {chip.map((c) => (
          <li key={c.href + c.label}>
            <Link href={c.href} className="chip" aria-label={`Hapus filter ${c.label}`} rel="nofollow" prefetch={false}>
              {c.label} <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
      </ul>
      {chip.length > 1 ? (
        <Link href={hapusSemua} className="chip-hapus">
          Hapus semua filter
        </Link>
      ) : null}
    </div>
  );
}
