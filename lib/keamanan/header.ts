/** Security headers of every response (next.config.ts `headers()`), built from the environment once at start. */
export type HeaderKeamanan = { key: string; value: string }[];

/**
 * The image origins of a Leaflet tile URL template: `https://{s}.tile.example/{z}/{x}/{y}.png` needs the
 * subdomain wildcard. An empty or unparsable template (offline maps) adds nothing.
 */
export function asalUbin(templat: string): string[] {
  if (!templat.trim()) return [];
  try {
    const url = new URL(templat.replace(/\{s\}/g, "s-placeholder").replace(/\{[^}]*\}/g, "0"));
    if (url.protocol !== "https:" && url.protocol !== "http:") return [];
    const host = url.host.replace(/^s-placeholder\./, "*.");
    return [`${url.protocol}//${host}`];
  } catch {
    return [];
  }
}

/**
 * Content-Security-Policy: scripts only from this origin plus inline ones (Next's hydration data is inline and a
 * nonce would force every page to render per request; the JSON-LD data block is not executed, so CSP does not
 * apply to it); images from this origin, MAP_TILE_URL's origin and any https host (browse graphics); no framing, no plugins, forms only to ourselves.
 */
export function kebijakanKonten(opsi: { tileUrl: string; pengembangan: boolean }): string {
  const arahan: [string, string[]][] = [
    ["default-src", ["'self'"]],
    // Development's React refresh evaluates code; production never needs eval.
    ["script-src", ["'self'", "'unsafe-inline'", ...(opsi.pengembangan ? ["'unsafe-eval'"] : [])]],
    // Leaflet positions tiles and markers with inline styles.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    // Browse graphics live on producers' hosts (any https origin); images cannot run code, and only img-src widens.
    ["img-src", ["'self'", "data:", "blob:", "https:", ...asalUbin(opsi.tileUrl)]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", ...(opsi.pengembangan ? ["ws:"] : [])]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return arahan.map(([nama, nilai]) => `${nama} ${nilai.join(" ")}`).join("; ");
}

/** Every security header; HSTS only in production (a developer's http://localhost must stay reachable). */
export function headerKeamanan(opsi: { tileUrl: string; produksi: boolean }): HeaderKeamanan {
  const h: HeaderKeamanan = [
    { key: "Content-Security-Policy", value: kebijakanKonten({ tileUrl: opsi.tileUrl, pengembangan: !opsi.produksi }) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
  if (opsi.produksi) h.push({ key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" });
  return h;
}
