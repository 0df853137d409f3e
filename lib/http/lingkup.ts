import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What the database layer needs to know about the request it is serving: the signal that fires when the client
 * goes away, so its public queries are cancelled instead of running on for nobody (lib/db/client.ts).
 */
export type Lingkup = { sinyal: AbortSignal };

// On globalThis: Next bundles route handlers separately, and the pool (opened once per process by whichever
// bundle came first) must see the scope set by every other bundle.
const holder = globalThis as unknown as { __gkLingkup?: AsyncLocalStorage<Lingkup> };
const penyimpan = (holder.__gkLingkup ??= new AsyncLocalStorage<Lingkup>());

/** Run `fn` (and everything it starts) as the work of a request with this abort signal. */
export function denganLingkup<T>(sinyal: AbortSignal, fn: () => T): T {
  return penyimpan.run({ sinyal }, fn);
}

/** The abort signal of the request whose work is running, if any. */
export function sinyalPermintaan(): AbortSignal | undefined {
  return penyimpan.getStore()?.sinyal;
}
