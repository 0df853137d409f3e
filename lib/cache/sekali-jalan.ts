/**
 * One computation per key at a time in this process: callers asking for a key already being computed share
 * its promise. A popular answer that expires under load is then computed once per instance instead of once
 * per waiting request, each copy slowing the others (a cache stampede).
 *
 * A caller usually looks for a stored answer first (a Redis round trip) and only then asks here. If the shared
 * computation ended during that look, the caller would start a second one, or with a failure compute again
 * what its neighbours were just told had failed: a matter of which of a timer and a socket read the event
 * loop served first. So such a caller takes a ticket (`ambilTiket`) before it looks, and a computation that
 * ended after that ticket is shared with it as if it were still running. Ended computations are kept only
 * while an older ticket is still open.
 */
type Jalan = { janji: Promise<unknown>; selesaiPada?: number };

const holder = globalThis as unknown as { __geokatalogSekaliJalan?: { jalan: Map<string, Jalan>; tiket: Set<number>; jam: number } };
const keadaan = (holder.__geokatalogSekaliJalan ??= { jalan: new Map(), tiket: new Set(), jam: 0 });

/** A logical clock: tickets and ends are ordered by it, never by wall time. */
const detak = () => ++keadaan.jam;

/** Taken before looking for a stored answer; give it back with `lepasTiket` (or pass it to `sekaliJalan`). */
export function ambilTiket(): number {
  const t = detak();
  keadaan.tiket.add(t);
  return t;
}

export function lepasTiket(tiket: number): void {
  if (keadaan.tiket.delete(tiket)) buangYangSelesai();
}

/** Ended computations no open ticket can still claim. Tickets are added in increasing order, so the first is the oldest. */
function buangYangSelesai(): void {
  const tertua = keadaan.tiket.values().next().value ?? Infinity;
  for (const [kunci, j] of keadaan.jalan) if (j.selesaiPada !== undefined && j.selesaiPada < tertua) keadaan.jalan.delete(kunci);
}

/**
 * `hitung` for `kunci` unless a computation of it is running, or ended after `tiket` was taken: then its
 * outcome (value or failure). The ticket is given back here.
 */
export function sekaliJalan<T>(kunci: string, hitung: () => Promise<T>, tiket?: number): Promise<T> {
  const ada = keadaan.jalan.get(kunci);
  const berbagi = ada && (ada.selesaiPada === undefined || (tiket !== undefined && ada.selesaiPada > tiket));
  if (tiket !== undefined) lepasTiket(tiket);
  if (berbagi) return ada.janji as Promise<T>;
  const j: Jalan = { janji: Promise.resolve() };
  const janji = hitung().finally(() => {
    j.selesaiPada = detak();
    buangYangSelesai();
  });
  j.janji = janji;
  keadaan.jalan.set(kunci, j);
  return janji;
}

/** Whether a computation for `kunci` is under way in this process. */
export function sedangBerjalan(kunci: string): boolean {
  const j = keadaan.jalan.get(kunci);
  return j !== undefined && j.selesaiPada === undefined;
}
