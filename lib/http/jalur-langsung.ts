/**
 * Routes the production worker answers without Next's router (scripts/server/jalur-langsung.ts): registered at
 * server start by instrumentation.ts with the same handlers their route file exports, so `next dev`, tests and the
 * worker run one code path. A route registered with `awalan` also takes every path below it, and `terima` may leave
 * a request to Next (one its proxy.ts would rewrite, or whose path Next would first redirect or decode). Kept on
 * globalThis under a registered symbol, because the worker's bundle and Next's server bundles each hold their own
 * copy of this module.
 */
export type Penangan = (req: Request) => Response | Promise<Response>;
export type MetodeJalur = Partial<Record<"GET" | "POST" | "OPTIONS", Penangan>>;
export type JalurLangsung = {
  metode: MetodeJalur;
  /** Headers Next would add from next.config.ts `headers()` (the security headers of every response). */
  header: Record<string, string>;
  /** Also the paths below it (`/ogcapi/…`); the handler reads the path from its request's URL. */
  awalan?: boolean;
  /** Whether the worker answers this request (path and query as sent, its Accept header); else Next does. */
  terima?: (url: string, accept: string | undefined) => boolean;
};

const KUNCI = Symbol.for("geokatalog.jalurLangsung");
const tempat = globalThis as unknown as { [KUNCI]?: Map<string, JalurLangsung> };

export function daftarkanJalurLangsung(jalur: string, isi: JalurLangsung): void {
  (tempat[KUNCI] ??= new Map()).set(jalur, isi);
}

/**
 * The handler of `method` on exactly `jalur` (no trailing slash, no other spelling), or below a route registered
 * with `awalan`, if registered and its `terima` takes the request (`url`: path and query as sent).
 */
export function penangananLangsung(jalur: string, method: string, url = jalur, accept?: string): { layani: Penangan; header: Record<string, string> } | undefined {
  const daftar = tempat[KUNCI];
  if (!daftar) return undefined;
  let isi = daftar.get(jalur);
  if (!isi) for (const [awal, j] of daftar) if (j.awalan && jalur.startsWith(`${awal}/`)) isi = j;
  const layani = isi?.metode[method as keyof MetodeJalur];
  if (!isi || !layani || (isi.terima && !isi.terima(url, accept))) return undefined;
  return { layani, header: isi.header };
}
