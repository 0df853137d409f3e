/** Connection-level failures (server down, refused, timed out), as opposed to a bad query. */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "EPIPE",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  // Postgres SQLSTATE class 08 (connection exception) and 57P0x (server shutting down).
  "08000",
  "08003",
  "08006",
  "08001",
  "08004",
  "57P01",
  "57P02",
  "57P03",
]);

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && CONNECTION_CODES.has(code)) return true;
    if (e instanceof Error && /PGlite is closed/i.test(e.message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Postgres stopped the statement (SQLSTATE 57014): the public pool's statement_timeout, or a cancel sent because
 * the client went away. The connection stays healthy and goes back to the pool.
 */
export function isKueriDihentikan(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === "57014") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** What a client is told when its public query ran past DATABASE_PUBLIC_TIMEOUT_SECONDS. */
export function pesanBatasWaktu(detik: number): string {
  return `Permintaan dihentikan karena kuerinya melebihi batas waktu ${detik} detik. Persempit pencarian (lebih sedikit syarat atau wilayah lebih kecil) lalu coba lagi.`;
}
