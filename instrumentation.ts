/** Runs once when a server instance starts (never during `next build`). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Refuse to serve at all with insecure production settings (the process exits).
  (await import("./lib/env")).tolakMulaiBilaTidakAman();
  // Said once now rather than never: a production instance that cannot sign or send (or a demo that signs with
  // the development key and keeps mail in the local mailbox) names the variable in its log.
  (await import("./lib/quality/tanda-tangan/kunci")).laporKunciSaatMulai();
  (await import("./lib/mail/pengiriman")).laporPengirimanSaatMulai();
  // Per-IP limits must see the TCP peer, not a client-chosen X-Forwarded-For (unless TRUSTED_PROXY says so).
  (await import("./lib/http/ip-soket")).pasangPencatatIpSoket();
  // Mail and WA leave through the outbox; this instance delivers its share of it.
  const { mulaiPekerjaPesan, hentikanPekerjaPesan } = await import("./lib/mail/pekerja");
  const { getDb } = await import("./lib/db");
  mulaiPekerjaPesan(getDb);
  // Harvest runs and schedules (issue 20): any instance claims runs under a lease in Postgres.
  const { mulaiPekerjaPanen, hentikanPekerjaPanen } = await import("./lib/panen/pekerja");
  mulaiPekerjaPanen(getDb);
  // The production worker answers /csw (and /ogcapi below) without Next's router (scripts/server/jalur-langsung.ts),
  // with the headers next.config.ts gives every response.
  const { daftarkanJalurLangsung } = await import("./lib/http/jalur-langsung");
  const { headerKeamanan } = await import("./lib/keamanan/header");
  const e = (await import("./lib/env")).env();
  const header = Object.fromEntries(headerKeamanan({ tileUrl: e.MAP_TILE_URL, produksi: e.NODE_ENV === "production" }).map((h) => [h.key, h.value]));
  daftarkanJalurLangsung("/csw", { metode: (await import("./lib/csw")).PENANGAN_CSW, header });
  // /ogcapi too, for its JSON and XML answers (HTML and paths Next rewrites, decodes or redirects stay with Next).
  const { PENANGAN_OGC, terimaOgcLangsung } = await import("./lib/ogcapi/langsung");
  daftarkanJalurLangsung("/ogcapi", { metode: PENANGAN_OGC, header, awalan: true, terima: terimaOgcLangsung });
  // SIGTERM: Next stops accepting and drains; we stop the workers and exit within 9 s whatever is still running.
  (await import("./lib/http/penutupan")).pasangPenutupanAnggun({
    batasMs: 9_000,
    hentikan: () => {
      hentikanPekerjaPesan();
      void hentikanPekerjaPanen();
    },
  });
  // A worker of scripts/server/kluster.ts tells its primary it got past the checks above: one that exits before
  // this is a start that failed (bad configuration; the primary stops), one that exits after it has crashed (restarted).
  process.send?.({ geokatalog: "siap" });
}
