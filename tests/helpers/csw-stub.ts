import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { gzipSync } from "node:zlib";

/** One request as the stub received it. */
export type DiterimaStub = { method: string; url: string; headers: http.IncomingHttpHeaders; body: Buffer };

/** What the stub does with a request: write a whole answer, or take the response and do anything (hang, trickle). */
export type JawabanStub =
  | { status?: number; type?: string; body: string | Buffer; headers?: Record<string, string> }
  | ((res: http.ServerResponse) => void);

export type StubCsw = {
  url: string;
  diterima: DiterimaStub[];
  /** Decides each answer; replace it per test. */
  jawab: (r: DiterimaStub) => JawabanStub;
  tutup: () => Promise<void>;
};

/**
 * A real HTTP server on a random local port standing in for an external CSW (a PALAPA node's pycsw). It gzips
 * whole answers when the request accepts gzip, as pycsw behind nginx does, so the proxy's decoding is exercised.
 */
export async function mulaiStubCsw(): Promise<StubCsw> {
  const stub: StubCsw = { url: "", diterima: [], jawab: () => ({ status: 404, type: "text/plain", body: "tidak ada" }), tutup: async () => {} };
  const soket = new Set<Socket>();
  const server = http.createServer(async (req, res) => {
    const bagian: Buffer[] = [];
    for await (const c of req) bagian.push(c as Buffer);
    const r: DiterimaStub = { method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(bagian) };
    stub.diterima.push(r);
    const j = stub.jawab(r);
    if (typeof j === "function") return j(res);
    const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
    const isi = gzip ? gzipSync(j.body) : Buffer.from(j.body);
    res.writeHead(j.status ?? 200, { "content-type": j.type ?? "application/xml; charset=UTF-8", ...(gzip ? { "content-encoding": "gzip" } : {}), "content-length": String(isi.length), ...j.headers });
    res.end(isi);
  });
  server.on("connection", (s) => {
    soket.add(s);
    s.on("close", () => soket.delete(s));
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.tutup = async () => {
    // Hanging answers keep their sockets open: end them so the server can close.
    for (const s of soket) s.destroy();
    await new Promise((ok) => server.close(ok));
  };
  return stub;
}
