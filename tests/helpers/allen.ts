/**
 * Allen's relations of a left [ll, lh] and a right [rl, rh], written out from the table of OGC 21-065's temporal
 * functions (an instant is [t, t]; an open end is ±Infinity): the tests' oracle for CQL2 T_… operators.
 */
export const ALLEN: Record<string, (ll: number, lh: number, rl: number, rh: number) => boolean> = {
  T_AFTER: (ll, _lh, _rl, rh) => ll > rh,
  T_BEFORE: (_ll, lh, rl) => lh < rl,
  T_CONTAINS: (ll, lh, rl, rh) => ll < rl && lh > rh,
  T_DISJOINT: (ll, lh, rl, rh) => !(ll <= rh && lh >= rl),
  T_DURING: (ll, lh, rl, rh) => ll > rl && lh < rh,
  T_EQUALS: (ll, lh, rl, rh) => ll === rl && lh === rh,
  T_FINISHEDBY: (ll, lh, rl, rh) => ll < rl && lh === rh,
  T_FINISHES: (ll, lh, rl, rh) => ll > rl && lh === rh,
  T_INTERSECTS: (ll, lh, rl, rh) => ll <= rh && lh >= rl,
  T_MEETS: (_ll, lh, rl) => lh === rl,
  T_METBY: (ll, _lh, _rl, rh) => ll === rh,
  T_OVERLAPPEDBY: (ll, lh, rl, rh) => ll > rl && ll < rh && lh > rh,
  T_OVERLAPS: (ll, lh, rl, rh) => ll < rl && lh > rl && lh < rh,
  T_STARTEDBY: (ll, lh, rl, rh) => ll === rl && lh > rh,
  T_STARTS: (ll, lh, rl, rh) => ll === rl && lh < rh,
};
