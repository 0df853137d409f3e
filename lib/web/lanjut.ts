/** Where a signed-in user lands when `lanjut` is missing or unsafe. */
export const TUJUAN_BAWAAN = "/dashboard";

/** Request header set by proxy.ts on dashboard requests: the path and query the visitor asked for. */
export const HEADER_JALUR = "x-gk-jalur";

const BASIS = "http://geokatalog.invalid";

/**
 * The `?lanjut=` target only when it is a path on this site; anything else (other hosts, `//host`, `/\host`,
 * schemes, control characters) falls back to the dashboard, so the sign-in page can never be an open redirect.
 */
export function lanjutAman(mentah: string | string[] | null | undefined): string {
  const nilai = Array.isArray(mentah) ? mentah[0] : mentah;
  if (!nilai || nilai.length > 2000 || !nilai.startsWith("/")) return TUJUAN_BAWAAN;
  // Browsers read "\" as "/" and drop tabs/newlines, so "/\evil" or "/\t/evil" would leave the site.
  if (/[\\\u0000-\u001f\u007f]/.test(nilai) || nilai.startsWith("//")) return TUJUAN_BAWAAN;
  let url: URL;
  try {
    url = new URL(nilai, BASIS);
  } catch {
    return TUJUAN_BAWAAN;
  }
  if (url.origin !== BASIS) return TUJUAN_BAWAAN;
  // Never send someone back to the sign-in page itself (a loop after signing in).
  if (url.pathname === "/masuk") return TUJUAN_BAWAAN;
  return url.pathname + url.search + url.hash;
}

/** `/masuk?lanjut=<path>` for a visitor who must sign in first. */
export function urlMasuk(lanjut: string): string {
  const aman = lanjutAman(lanjut);
  return aman === TUJUAN_BAWAAN ? "/masuk" : `/masuk?lanjut=${encodeURIComponent(aman)}`;
}
