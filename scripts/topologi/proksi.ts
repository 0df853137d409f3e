import http from "node:http";

/**
 * A tiny round-robin reverse proxy for the local topology (what Caddy/nginx do in compose.yaml): it appends the
 * client's socket address to X-Forwarded-For, so instances started with TRUSTED_PROXY=1 count limits per real
 * client. Not for production: no TLS, no health checks, no retries.
 */
export function mulaiProksi(hulu: string[], port = 0): Promise<{ url: string; tutup: () => Promise<void> }> {
  let giliran = 0;
  const server = http.createServer((req, res) => {
    const tujuan = new URL(req.url ?? "/", hulu[giliran++ % hulu.length]);
    const xff = [req.headers["x-forwarded-for"], req.socket.remoteAddress].filter(Boolean).join(", ");
    const keluar = http.request(tujuan, { method: req.method, headers: { ...req.headers, "x-forwarded-for": xff, "x-forwarded-proto": "http" } }, (jwb) => {
      res.writeHead(jwb.statusCode ?? 502, jwb.headers);
      jwb.pipe(res);
    });
    keluar.on("error", () => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: "Layanan hulu tidak dapat dihubungi." }));
    });
    req.pipe(keluar);
  });
  return new Promise((ok) =>
    server.listen(port, "127.0.0.1", () => {
      const { port: p } = server.address() as { port: number };
      ok({ url: `http://127.0.0.1:${p}`, tutup: () => new Promise<void>((t) => server.close(() => t())) });
    }),
  );
}
