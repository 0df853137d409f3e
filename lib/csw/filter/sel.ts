/**
 * Grid cells of a query box, the counterpart of the records' `sel_kotak` column (migration 0025, whose header says
 * how cells are cut and numbered). Computed here rather than by a SQL function so the planner sees a constant
 * array without running PL/pgSQL for every query; the arithmetic is the same IEEE float8 as the migration's, so a
 * coordinate falls in the same cell on both sides (tests/integration/sel-kotak.test.ts compares them).
 */

/** The cell every query asks for: a record whose box is not a box has it. */
export const SEL_SEMUA = -1;

/** The coarsest level whose cells a record lists as ancestors; a query box takes its own cells from here on. */
const TINGKAT_AWAL = 3;
const TINGKAT_AKHIR = 10;
/** At most this many cells of the query's own level: more cells narrow more but cost the index scan more. */
const SEL_KUERI_MAKS = 16;

const sisi = (l: number) => 64 / (1 << l);
const rentang = (a: number, b: number, min: number, l: number): [number, number] => [Math.floor((Math.max(a, min) - min) / sisi(l)), Math.floor((Math.min(b, -min) - min) / sisi(l))];

function jumlah(w: number, s: number, e: number, n: number, l: number): number {
  const [x1, x2] = rentang(w, e, -180, l);
  const [y1, y2] = rentang(s, n, -90, l);
  return (x2 - x1 + 1) * (y2 - y1 + 1);
}

/** The box's cells at level l with the tag, in the order of the migration's sel_kotak_tingkat (y, then x). */
export function tingkat(w: number, s: number, e: number, n: number, l: number, tanda: 0 | 1, ke: number[] = []): number[] {
  const [x1, x2] = rentang(w, e, -180, l);
  const [y1, y2] = rentang(s, n, -90, l);
  for (let y = y1; y <= y2; y++) for (let x = x1; x <= x2; x++) ke.push(((tanda * 16 + l) * 4096 + y) * 8192 + x);
  return ke;
}

/**
 * The cells a record meeting the box (west ≤ east, south ≤ north) must share with it: the box's cells at the
 * finest level from 3 where they are at most 16 (tag 0, matching records at that level or finer through their
 * ancestor cells), its cells at every coarser level (tag 1, matching coarser records' own cells), and -1.
 */
export function selKueri(w: number, s: number, e: number, n: number): number[] {
  const hasil = [SEL_SEMUA];
  if (!(w <= e && s <= n && w <= 180 && e >= -180 && s <= 90 && n >= -90)) return hasil;
  let l = TINGKAT_AKHIR;
  while (l > TINGKAT_AWAL && jumlah(w, s, e, n, l) > SEL_KUERI_MAKS) l--;
  tingkat(w, s, e, n, l, 0, hasil);
  for (let t = 0; t < l; t++) tingkat(w, s, e, n, t, 1, hasil);
  return hasil;
}
