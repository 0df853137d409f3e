import { env } from "@/lib/env";

/**
 * An absolute URL on this site, always from PUBLIC_BASE_URL: the Host, X-Forwarded-Host and request URL are
 * whatever the client sent, so a Location built from them could point anywhere (a poisoned cache, a phishing link
 * in a redirect). Relative redirects (`Location: /path`) need no base at all.
 */
export function urlPublik(jalur: string): URL {
  return new URL(jalur, env().PUBLIC_BASE_URL);
}
