import type { Simpul } from "./rdf";
import { PENULIS, type FormatRdf } from "./serialisasi";

/**
 * Harvesters come back daily, browsers and other portals' scripts read it cross-origin: a few minutes of
 * shared caching, and CORS open to every origin (public data, no cookies read).
 */
export const HEADER_DCAT = { "cache-control": "public, max-age=300", "access-control-allow-origin": "*" } as const;

/** Writes the pieces as they are pulled: one group of nodes (one dataset) per chunk. */
export function responsRdf(format: FormatRdf, kelompok: Iterable<Simpul[]>): Response {
  const penulis = PENULIS[format];
  const it = kelompok[Symbol.iterator]();
  const enc = new TextEncoder();
  let pertama = true;
  let selesai = false;
  const badan = new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(enc.encode(penulis.kepala()));
    },
    pull(c) {
      if (selesai) return;
      const n = it.next();
      if (n.done) {
        selesai = true;
        c.enqueue(enc.encode(penulis.ekor()));
        c.close();
        return;
      }
      const teks = n.value.map((s) => {
        const t = penulis.simpul(s, pertama);
        pertama = false;
        return t;
      });
      c.enqueue(enc.encode(teks.join("")));
    },
  });
  return new Response(badan, { headers: { "content-type": penulis.tipeKonten, ...HEADER_DCAT } });
}
