import { env } from "@/lib/env";

/** Where a signed-in user lands when `lanjut` is missing or unsafe. */
export const TUJUAN_BAWAAN = "/dashboard";

/** Request header set by proxy.ts on dashboard requests: the path and query the visitor asked for. */
export const HEADER_JALUR = "x-gk-jalur";

/**
 * Every redirect target that comes from a user (`?lanjut=`, the sign-in form's hidden field, the OTP step, the
 * path proxy.ts records) goes through here. The decision is made on the URL as a browser will read it, never on
 * the raw text: the value is resolved against PUBLIC_BASE_URL with the WHATWG parser (which reads "\" as "/" and
 * resolves "." / ".." / "%2e%2e"), and only the normalised path + query is returned, only when it still resolves
 * to our origin. So `/.//evil.example`, `/dashboard/..//evil.example` or `https:evil.example` fall back to the
 * dashboard, and the Location header never carries the raw input.
 */
export function lanjutAman(mentah: string | string[] | null | undefined): string {
  const nilai = Array.isArray(mentah) ? mentah[0] : mentah;
  // Control characters have no place in a path (the parser drops some, encodes others): refused outright.
  if (!nilai || nilai.length > 2000 || /[\u0000-\u001f\u007f]/.test(nilai)) return TUJUAN_BAWAAN;
  const dasar = new URL(env().PUBLIC_BASE_URL);
  let url: URL;
  try {
    url = new URL(nilai, dasar);
  } catch {
    return TUJUAN_BAWAAN;
  }
  if (url.origin !== dasar.origin) return TUJUAN_BAWAAN;
  // No fragment (the server never needs it); a backslash the parser leaves raw in the query is escaped, so the
  // Location holds nothing a browser could read as a path separator.
  const hasil = url.pathname + url.search.replaceAll("\\", "%5C");
  // The result goes out as a relative Location: a path that normalised to "//host/…" would be read as another
  // host by the browser, so the result is resolved once more exactly as the browser will resolve it.
  if (!hasil.startsWith("/") || hasil.startsWith("//") || new URL(hasil, dasar).origin !== dasar.origin) return TUJUAN_BAWAAN;
  // Never send someone back to the sign-in page itself (a loop after signing in).
  if (url.pathname === "/masuk") return TUJUAN_BAWAAN;
  return hasil;
}

/** `/masuk?lanjut=<path>` for a visitor who must sign in first. */
export function urlMasuk(lanjut: string): string {
  const aman = lanjutAman(lanjut);
  return aman === TUJUAN_BAWAAN ? "/masuk" : `/masuk?lanjut=${encodeURIComponent(aman)}`;
}
