/**
 * One section of `npm run bench:batas` (scripts/bench/batas.ts): the most expensive request a client can build
 * within one limit (a zip bomb, a body, a filter), sent to the running production server.
 */
export interface KonteksBatas {
  /** Base URL of the standalone production server, e.g. http://127.0.0.1:3990. */
  url: string;
  /** Process group of the server: its pids give CPU (scripts/bench/lib/cpu.ts) and resident memory. */
  pgid: number;
  /** Session cookie header of a signed-in Produsen of the seeded organisation (for uploads and imports). */
  cookieProdusen: string;
  /** The same for a Pemeriksa (the QC/QE/QA upload is closed to a Produsen before its body is read). */
  cookiePemeriksa: string;
}

/** One measured line of the table. */
export interface BarisBatas {
  kasus: string;
  /** Wall time of the request in seconds, and what docs/security.md promises for it. */
  detik: number;
  batasDetik: number;
  /** Growth of the server's resident memory during the request, in MB (the bound is 100 MB). */
  memoriMB: number;
  /** Status and a short form of what the client got (e.g. "400 Jumlah entri…", "InvalidParameterValue"). */
  jawaban: string;
}

export interface BagianBatas {
  nama: string;
  jalankan(k: KonteksBatas): Promise<BarisBatas[]>;
}
