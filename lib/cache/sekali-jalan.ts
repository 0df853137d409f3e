/**
 * One computation per key at a time in this process: callers asking for a key already being computed share
 * its promise. A popular answer that expires under load is then computed once per instance instead of once
 * per waiting request, each copy slowing the others (a cache stampede).
 */
const holder = globalThis as unknown as { __geokatalogSekaliJalan?: Map<string, Promise<unknown>> };
const berjalan = (holder.__geokatalogSekaliJalan ??= new Map());

export function sekaliJalan<T>(kunci: string, hitung: () => Promise<T>): Promise<T> {
  const ada = berjalan.get(kunci) as Promise<T> | undefined;
  if (ada) return ada;
  const janji = hitung().finally(() => berjalan.delete(kunci));
  berjalan.set(kunci, janji);
  return janji;
}

/** Whether a computation for `kunci` is under way in this process. */
export const sedangBerjalan = (kunci: string): boolean => berjalan.has(kunci);
