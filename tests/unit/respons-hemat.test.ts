import crypto from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { HEADER_GZIP_SIAP, HEADER_HEMAT } from "@/lib/http/gzip-rakit";
import { AMBANG_GZIP, pasangResponsHemat, terimaGzip } from "@/scripts/server/respons-hemat";

type Penangan = (req: IncomingMessage, res: ServerResponse & { flush?: () => void }) => void | Promise<void>;
type Jawaban = { status: number; header: http.IncomingHttpHeaders; mentah: Buffer; isi: Buffer };

let server: http.Server | undefined;
afterEach(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

/** A server whose responses go through the shim, as pekerja.ts installs it (a `request` listener placed first). */
async function layani(penangan: Penangan): Promise<number> {
  server = http.createServer((req, res) => void penangan(req, res));
  server.prependListener("request", pasangResponsHemat);
  await new Promise<void>((r) => server!.listen(0, "127.0.0.1", r));
  return (server.address() as AddressInfo).port;
}

/** The raw bytes as they came over the wire (no decoding), and the body decoded. */
function minta(port: number, opsi: { gzip?: boolean; method?: string; saatData?: () => void; tundaBacaMs?: number } = {}): Promise<Jawaban> {
  return new Promise((resolve, reject) => {
    const req = http.request({ port, host: "127.0.0.1", method: opsi.method ?? "GET", headers: opsi.gzip === false ? {} : { "accept-encoding": "gzip, deflate" } }, (res) => {
      if (opsi.tundaBacaMs) {
        // A slow client: the server's socket fills and its writes report backpressure until this one reads.
        res.pause();
        setTimeout(() => res.resume(), opsi.tundaBacaMs);
      }
      const potongan: Buffer[] = [];
      res.on("data", (d: Buffer) => {
        potongan.push(d);
        opsi.saatData?.();
      });
      res.on("end", () => {
        const mentah = Buffer.concat(potongan);
        const isi = res.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(mentah) : mentah;
        resolve({ status: res.statusCode!, header: res.headers, mentah, isi });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** What Next's pipeToNodeResponse does with a route handler's body: flushHeaders, write, flush, end. */
function kirimSepertiNext(res: ServerResponse & { flush?: () => void }, potongan: Buffer[]): void {
  res.on("drain", () => {});
  res.flushHeaders();
  for (const p of potongan) {
    res.write(p);
    res.flush?.();
  }
  res.end();
}

const XML = (n: number) => Buffer.from(`<?xml version="1.0"?><a>${"<b>teks yang berulang</b>".repeat(Math.ceil(n / 25))}</a>`.slice(0, n));

describe("the response shim", () => {
  it("sends a small whole body in one piece with Content-Length, uncompressed even when gzip is accepted", async () => {
    const port = await layani((_req, res) => {
      res.setHeader("content-type", "application/xml");
      kirimSepertiNext(res, [XML(600)]);
    });
    const j = await minta(port);
    expect(j.header["content-length"]).toBe("600");
    expect(j.header["transfer-encoding"]).toBeUndefined();
    expect(j.header["content-encoding"]).toBeUndefined();
    expect(j.header.vary).toBe("Accept-Encoding");
    expect(j.isi.equals(XML(600))).toBe(true);
  });

  it("gzips a whole body above one segment in one call, with the compressed length", async () => {
    const badan = XML(50_000);
    const port = await layani((_req, res) => {
      res.setHeader("content-type", "application/xml; charset=UTF-8");
      res.setHeader("vary", "rsc");
      kirimSepertiNext(res, [badan]);
    });
    const j = await minta(port);
    expect(j.header["content-encoding"]).toBe("gzip");
    expect(Number(j.header["content-length"])).toBe(j.mentah.length);
    expect(j.mentah.length).toBeLessThan(badan.length / 5);
    expect(j.header.vary).toBe("rsc, Accept-Encoding");
    expect(j.isi.equals(badan)).toBe(true);
    const polos = await minta(port, { gzip: false });
    expect(polos.header["content-encoding"]).toBeUndefined();
    expect(polos.header["content-length"]).toBe(String(badan.length));
    expect(polos.isi.equals(badan)).toBe(true);
  });

  it("gzips a whole body of several megabytes off the event loop, intact", async () => {
    const badan = Buffer.concat([XML(2_000_000), crypto.randomBytes(200_000)]);
    const port = await layani((_req, res) => {
      res.setHeader("content-type", "text/plain");
      res.end(badan);
    });
    const j = await minta(port);
    expect(j.header["content-encoding"]).toBe("gzip");
    expect(Number(j.header["content-length"])).toBe(j.mentah.length);
    expect(j.isi.equals(badan)).toBe(true);
  });

  it("streams a body written over several turns, each flushed chunk reaching the client before the next is written", async () => {
    let klienMenerima!: () => void;
    const diterima = new Promise<void>((r) => (klienMenerima = r));
    const port = await layani(async (_req, res) => {
      res.setHeader("content-type", "application/xml");
      res.flushHeaders();
      res.write(XML(3000));
      res.flush?.();
      // Without the flush reaching the client this would wait forever (the test's timeout fails it).
      await diterima;
      res.write(XML(3000));
      res.flush?.();
      res.end();
    });
    const j = await minta(port, { saatData: () => klienMenerima() });
    expect(j.header["content-encoding"]).toBe("gzip");
    expect(j.header["transfer-encoding"]).toBe("chunked");
    expect(j.header["content-length"]).toBeUndefined();
    expect(j.isi.equals(Buffer.concat([XML(3000), XML(3000)]))).toBe(true);
  });

  it("keeps backpressure: a stream larger than the socket's buffers, to a slow client, arrives whole", async () => {
    const bagian = Array.from({ length: 160 }, (_, i) => Buffer.concat([XML(20_000), crypto.randomBytes(150_000), Buffer.from(String(i))]));
    let tertahan = 0;
    const port = await layani(async (_req, res) => {
      let tunggu: (() => void) | undefined;
      res.on("drain", () => tunggu?.());
      res.setHeader("content-type", "application/xml");
      res.flushHeaders();
      for (const b of bagian) {
        const ok = res.write(b);
        res.flush?.();
        if (!ok) {
          tertahan++;
          await new Promise<void>((r) => (tunggu = r));
        }
      }
      res.end();
    });
    for (const gzip of [true, false]) {
      tertahan = 0;
      const j = await minta(port, { gzip, tundaBacaMs: 300 });
      expect(j.header["content-encoding"]).toBe(gzip ? "gzip" : undefined);
      expect(j.isi.equals(Buffer.concat(bagian))).toBe(true);
      // The writer did wait for 'drain' (what a full socket and Next's writer do): the path that must not stall.
      expect(tertahan).toBeGreaterThan(0);
    }
  }, 30_000);

  it("leaves alone what must not be compressed: 304, HEAD, images, no-transform, an encoding already set", async () => {
    const besar = XML(20_000);
    const port = await layani((req, res) => {
      const jalur = req.url ?? "";
      if (jalur === "/304") {
        res.statusCode = 304;
        res.setHeader("etag", 'W/"1"');
        return void res.end();
      }
      res.setHeader("content-type", jalur === "/png" ? "image/png" : "application/xml");
      if (jalur === "/no-transform") res.setHeader("cache-control", "public, no-transform");
      if (jalur === "/br") res.setHeader("content-encoding", "br");
      kirimSepertiNext(res, [besar]);
    });
    const jalan = (jalur: string, method = "GET") =>
      new Promise<http.IncomingMessage>((r) => http.request({ port, host: "127.0.0.1", path: jalur, method, headers: { "accept-encoding": "gzip" } }, (res) => (res.resume(), r(res))).end());
    const r304 = await jalan("/304");
    expect(r304.statusCode).toBe(304);
    expect(r304.headers["content-length"]).toBeUndefined();
    for (const jalur of ["/png", "/no-transform", "/br"]) expect((await jalan(jalur)).headers["content-encoding"], jalur).toBe(jalur === "/br" ? "br" : undefined);
    const head = await jalan("/xml", "HEAD");
    expect(head.headers["content-encoding"]).toBeUndefined();
  });

  it("sets the threshold at one TCP segment", () => {
    expect(AMBANG_GZIP).toBeGreaterThan(1000);
    expect(AMBANG_GZIP).toBeLessThanOrEqual(1460);
  });
});

describe("terimaGzip", () => {
  it.each([
    ["gzip, deflate, br", true],
    ["br;q=1.0, gzip;q=0.8, *;q=0.1", true],
    ["gzip;q=0", false],
    ["identity", false],
    ["*", true],
    ["*;q=0, gzip", true],
    ["deflate, *;q=0", false],
    [undefined, false],
    ["", false],
  ])("%s → %s", (header, hasil) => {
    expect(terimaGzip(header)).toBe(hasil);
  });
});

describe("bodies the route gzipped itself (lib/http/gzip-rakit.ts)", () => {
  it("labels them Content-Encoding: gzip and sends them as they are, whole or streamed, and marks every request", async () => {
    const teks = XML(50_000);
    const gz = zlib.gzipSync(teks);
    let ditandai: unknown;
    const port = await layani((req, res) => {
      ditandai = req.headers[HEADER_HEMAT];
      res.setHeader("content-type", "application/xml");
      res.setHeader(HEADER_GZIP_SIAP, "1");
      kirimSepertiNext(res, req.url === "/aliran" ? [gz.subarray(0, 1000), gz.subarray(1000)] : [gz]);
    });
    for (const jalur of ["/", "/aliran"]) {
      const j = await new Promise<Jawaban>((resolve, reject) => {
        // A client claiming the mark itself: the shim's own value replaces it.
        const req = http.request({ port, host: "127.0.0.1", path: jalur, headers: { "accept-encoding": "gzip", [HEADER_HEMAT]: "0" } }, (res) => {
          const potongan: Buffer[] = [];
          res.on("data", (d: Buffer) => potongan.push(d));
          res.on("end", () => resolve({ status: res.statusCode!, header: res.headers, mentah: Buffer.concat(potongan), isi: Buffer.alloc(0) }));
        });
        req.on("error", reject);
        req.end();
      });
      expect(ditandai).toBe("1");
      expect(j.header["content-encoding"]).toBe("gzip");
      expect(j.header[HEADER_GZIP_SIAP]).toBeUndefined();
      expect(j.mentah.equals(gz), jalur).toBe(true);
      expect(j.header["content-length"]).toBe(jalur === "/" ? String(gz.length) : undefined);
    }
  });
});
