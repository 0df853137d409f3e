/**
 * The client IP for rate limits: the right-most X-Forwarded-For entry, i.e. the address the nearest proxy (or
 * Next's own server) saw. Entries to its left are whatever the client sent and cannot be trusted.
 */
export function ipKlien(req: Request): string {
  const xff = req.headers.get("x-forwarded-for");
  const terakhir = xff?.split(",").map((s) => s.trim()).filter(Boolean).at(-1);
  return terakhir || req.headers.get("x-real-ip")?.trim() || "tidak-diketahui";
}
