import { vi } from "vitest";
import { bacaUlangEnv } from "@/lib/env";
import { lupakanKunci } from "@/lib/quality/tanda-tangan/kunci";

const PRODUKSI = { NODE_ENV: "production", AUTH_SECRET: "Uji-kunci-sesi-produksi-3f9a1c7e5b2d8046acde", GEOKATALOG_DEMO: undefined } as const;

/**
 * Switch the process's configuration for the next env() read (the app reads it once per process otherwise) and
 * forget the loaded signing key; returns a function that puts the previous values back.
 */
export function aturLingkungan(nilai: Record<string, string | undefined>): () => void {
  const e = process.env as Record<string, string | undefined>;
  const lama = Object.fromEntries(Object.keys(nilai).map((k) => [k, e[k]]));
  const pasang = (v: Record<string, string | undefined>) => {
    for (const [k, x] of Object.entries(v)) {
      if (x === undefined) delete e[k];
      else e[k] = x;
    }
    bacaUlangEnv();
    lupakanKunci();
  };
  pasang(nilai);
  return () => pasang(lama);
}

/** A production instance with a strong AUTH_SECRET (and whatever else is given). */
export const lingkunganProduksi = (lain: Record<string, string | undefined> = {}) => aturLingkungan({ ...PRODUKSI, ...lain });

/** Every console line written while `f` runs (console.log/info/warn/error), kept out of the test output. */
export async function tangkapLog<T>(f: () => Promise<T>): Promise<{ hasil: T; baris: string[] }> {
  const baris: string[] = [];
  const simpan = (...a: unknown[]) => void baris.push(a.map((x) => (x instanceof Error ? x.message : String(x))).join(" "));
  const mata = (["log", "info", "warn", "error"] as const).map((m) => vi.spyOn(console, m).mockImplementation(simpan));
  try {
    return { hasil: await f(), baris };
  } finally {
    for (const s of mata) s.mockRestore();
  }
}
