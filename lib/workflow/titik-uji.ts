/** Points between the steps of a transition where a fault test stops the process (tests/faults/transisi.test.ts). */
export type TitikUji = "transisi:status-ditulis" | "transisi:audit-ditulis" | "transisi:notifikasi-ditulis" | "transisi:setelah-commit";

const holder = globalThis as unknown as { __geokatalogTitikUji?: (titik: TitikUji) => void };

/**
 * Proves the steps of a change commit together: a test process registers a hook that kills itself at a point,
 * then checks the database. Nothing registers one in the app, so in production this is one property read.
 */
export function titikUji(titik: TitikUji): void {
  holder.__geokatalogTitikUji?.(titik);
}

/** Register the hook (test processes only). */
export function pasangTitikUji(f: (titik: TitikUji) => void): void {
  holder.__geokatalogTitikUji = f;
}
