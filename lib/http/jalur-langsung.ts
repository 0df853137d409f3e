/**
 * Routes the production worker answers without Next's router (scripts/server/jalur-langsung.ts): registered at
 * server start by instrumentation.ts with the same handlers their route file exports, so `next dev`, tests and the
 * worker run one code path. Kept on globalThis under a registered symbol, because the worker's bundle and Next's
 * server bundles each hold their own copy of this module.
 */
export type Penangan = (req: Request) => Response | Promise<Response>;
export type MetodeJalur = Partial<Record<"GET" | "POST" | "OPTIONS", Penangan>>;
export type JalurLangsung = {
  metode: MetodeJalur;
  /** Headers Next would add from next.config.ts `headers()` (the security headers of every response). */
  header: Record<string, string>;
};

const KUNCI = Symbol.for("geokatalog.jalurLangsung");
const tempat = globalThis as unknown as { [KUNCI]?: Map<string, JalurLangsung> };

export function daftarkanJalurLangsung(jalur: string, isi: JalurLangsung): void {
  (tempat[KUNCI] ??= new Map()).set(jalur, isi);
}

/** The handler of `method` on exactly `jalur` (no trailing slash, no other spelling), if registered. */
export function penangananLangsung(jalur: string, method: string): { layani: Penangan; header: Record<string, string> } | undefined {
  const isi = tempat[KUNCI]?.get(jalur);
  const layani = isi?.metode[method as keyof MetodeJalur];
  return isi && layani ? { layani, header: isi.header } : undefined;
}
