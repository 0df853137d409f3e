/**
 * Wakes the outbox worker after a commit that queued messages, without importing it: the worker registers
 * itself at server start (instrumentation.ts). Nothing is awaited, so a request never waits for delivery;
 * rows left behind are picked up by the worker's periodic pass.
 */
const holder = globalThis as unknown as { __geokatalogPekerjaPesan?: () => Promise<unknown> };

export function daftarkanPekerjaPesan(pekerja: (() => Promise<unknown>) | undefined): void {
  holder.__geokatalogPekerjaPesan = pekerja;
}

export function kirimPesanTertunda(): void {
  const pekerja = holder.__geokatalogPekerjaPesan;
  if (!pekerja) return;
  setImmediate(() => {
    pekerja().catch((err: unknown) => console.error("[pesan] pengiriman gagal dijalankan", err instanceof Error ? err.message : err));
  });
}
