import { LABEL_BIDANG } from "@/lib/metadata/label-bidang";

/**
 * A path as the difference table names it: each level by the field labels the editor's messages use
 * (lib/metadata/label-bidang.ts, one table for both), joined by " › ", list items by their item label with the
 * number from 1 ("Identifikasi › Kontak sumber daya 2 › E-mail"). The table's order is the document's order,
 * which sorts the rows.
 */
type Segmen = { label: string; urutan: number; posisi?: number };

const URUTAN = new Map(Object.keys(LABEL_BIDANG).map((k, i) => [k, i]));
const TANPA_URUTAN = Number.MAX_SAFE_INTEGER;

function segmen(jalur: string): Segmen[] {
  const hasil: Segmen[] = [];
  const pola: string[] = [];
  for (const seg of jalur.split(".")) {
    const indeks = /^\d+$/.test(seg);
    pola.push(indeks ? "#" : seg);
    const kunci = pola.join(".");
    if (indeks) {
      const akhir = hasil.at(-1);
      if (!akhir) continue;
      const n = Number(seg);
      const templat = LABEL_BIDANG[kunci];
      akhir.posisi = n;
      akhir.label = templat ? templat.replace("{n}", String(n + 1)) : `${akhir.label} ${n + 1}`;
      continue;
    }
    const label = LABEL_BIDANG[kunci] ?? seg;
    // "Ukuran › Ukuran": a leaf that repeats its group's label adds nothing.
    if (hasil.at(-1)?.label === label && hasil.at(-1)?.posisi === undefined) continue;
    hasil.push({ label, urutan: URUTAN.get(kunci) ?? TANPA_URUTAN });
  }
  return hasil;
}

/** "identifikasi.kontak.1.email" → "Identifikasi › Kontak sumber daya 2 › E-mail"; unknown segments show as written. */
export function labelJalur(jalur: string): string {
  return segmen(jalur)
    .map((s) => s.label)
    .join(" › ");
}

/** Compare two paths in the document's order (then list position, then name). */
export function bandingkanUrutanJalur(a: string, b: string): number {
  const sa = segmen(a);
  const sb = segmen(b);
  for (let i = 0; i < Math.min(sa.length, sb.length); i++) {
    const x = sa[i]!;
    const y = sb[i]!;
    if (x.urutan !== y.urutan) return x.urutan - y.urutan;
    if ((x.posisi ?? -1) !== (y.posisi ?? -1)) return (x.posisi ?? -1) - (y.posisi ?? -1);
    if (x.label !== y.label) return x.label < y.label ? -1 : 1;
  }
  return sa.length - sb.length;
}
