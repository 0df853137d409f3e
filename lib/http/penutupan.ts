/**
 * Graceful stop on SIGTERM (Docker, systemd, a rolling deploy). Next's own handler closes the listener, so new
 * connections are refused, and waits for the requests in flight before it exits; this one stops the instance's
 * background work at once and bounds that wait: a harvester's long streamed page must not keep an instance alive
 * past the orchestrator's kill timeout (10 s in Docker), so after `batasMs` the process exits anyway.
 */
export function pasangPenutupanAnggun(opsi: { batasMs: number; hentikan: () => void }): void {
  const holder = globalThis as unknown as { __geokatalogPenutupan?: boolean };
  if (holder.__geokatalogPenutupan) return;
  holder.__geokatalogPenutupan = true;
  const tutup = (sinyal: NodeJS.Signals) => {
    console.error(`[server] ${sinyal}: permintaan baru ditolak, menunggu permintaan yang berjalan (paling lama ${opsi.batasMs / 1000} detik)`);
    try {
      opsi.hentikan();
    } catch (err) {
      console.error("[server] gagal menghentikan pekerjaan latar", err);
    }
    setTimeout(() => {
      console.error("[server] batas waktu penutupan terlampaui; keluar");
      process.exit(1);
    }, opsi.batasMs).unref();
  };
  process.once("SIGTERM", tutup);
  process.once("SIGINT", tutup);
}
