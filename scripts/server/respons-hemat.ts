/**
 * How every answer of the production server leaves the process (installed on each request by scripts/server/pekerja.ts
 * before Next sees it; Next's own compression is off, next.config.ts). Next writes every body as a stream: headers
 * flushed in a write of their own, the body chunked, and with `compress` a zlib stream per response, even for a
 * 400-byte CSW hits answer. Measured on this 2-core machine: that zlib stream costs ≈ 0.45 ms of CPU per response
 * whatever its size, gzipping a whole 20 KB body at once 0.03–0.09 ms (docs/decisions.md "Response shim").
 *
 * So the first chunk is held until the same turn of the event loop shows whether more follows:
 * - the whole body known (one chunk, then end — every route handler's string answer): one write with
 *   Content-Length, gzipped in one call when the client accepts gzip and it is larger than one TCP segment;
 * - more chunks, or nothing more by the next turn (streamed pages, static files, HTML): streamed as before, through
 *   one gzip stream flushed after each chunk (Next calls `res.flush()`), headers sent with the first bytes.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import zlib from "node:zlib";
import { HEADER_GZIP_SIAP, HEADER_HEMAT, terimaGzip } from "../../lib/http/gzip-rakit";

export { terimaGzip };

/** Below one TCP segment's payload, compressing saves no packet on the way: the CPU is not worth it. */
export const AMBANG_GZIP = 1400;
/** Whole bodies up to this size are gzipped at level 6 (≤ 0.4 ms); larger ones and streams at 4. */
const BATAS_UTUH_LEVEL_6 = 256 * 1024;
/** Larger whole bodies are gzipped on the thread pool rather than holding the event loop. */
const BATAS_GZIP_SINKRON = 256 * 1024;

const JENIS_TERMAMPATKAN = /^\s*(?:text\/|application\/(?:json|xml|javascript|ecmascript|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/i;

type Pendengar = (...args: unknown[]) => void;
type Tulis = (chunk: unknown, enc?: unknown, cb?: unknown) => boolean;
type Akhiri = (chunk?: unknown, enc?: unknown, cb?: unknown) => ServerResponse;

const keBuffer = (chunk: unknown, enc: unknown): Buffer =>
  Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, typeof enc === "string" ? (enc as BufferEncoding) : "utf8") : Buffer.from(chunk as Uint8Array);

/** Node's write/end take (chunk, encoding, callback) with the last two optional in any combination. */
function argumen(chunk: unknown, enc: unknown, cb: unknown): { data?: Buffer; cb?: () => void } {
  if (typeof chunk === "function") return { cb: chunk as () => void };
  const panggil = typeof enc === "function" ? enc : cb;
  const data = chunk === undefined || chunk === null ? undefined : keBuffer(chunk, enc);
  return { data: data && data.length ? data : undefined, cb: typeof panggil === "function" ? (panggil as () => void) : undefined };
}

function tambahVary(res: ServerResponse): void {
  const ada = String(res.getHeader("vary") ?? "");
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(ada)) return;
  res.setHeader("Vary", ada ? `${ada}, Accept-Encoding` : "Accept-Encoding");
}

/** Install the shim on one response (a `request` listener placed before Next's). */
export function pasangResponsHemat(req: IncomingMessage, res: ServerResponse): void {
  req.headers[HEADER_HEMAT] = "1";
  const asliTulis = res.write.bind(res) as Tulis;
  const asliAkhiri = res.end.bind(res) as Akhiri;
  const asliOn = res.on.bind(res);
  // Not res.once: EventEmitter's once adds its wrapper through this.on, which is replaced below.
  const asliOnce = (ev: string | symbol, l: Pendengar) => {
    const sekali = (...a: unknown[]) => {
      res.removeListener(ev, sekali);
      l(...a);
    };
    asliOn(ev, sekali);
  };
  const statis = (req.url ?? "").startsWith("/_next/static/");
  let tahap: "awal" | "lewat" | "gzip" | "selesai" = "awal";
  let tertahan: { data: Buffer; cb?: () => void } | undefined;
  let giliran: NodeJS.Immediate | undefined;
  let gz: zlib.Gzip | undefined;
  // Listeners for 'drain' added before the way out is chosen (Next adds one first thing): bound once it is.
  const drainTertunda: { sekali: boolean; l: Pendengar }[] = [];

  const termampatkan = () => JENIS_TERMAMPATKAN.test(String(res.getHeader("content-type") ?? ""));
  const bolehGzip = () =>
    !res.headersSent &&
    req.method !== "HEAD" &&
    ![204, 206, 304].includes(res.statusCode) &&
    !res.getHeader("content-encoding") &&
    !/no-transform/i.test(String(res.getHeader("cache-control") ?? "")) &&
    termampatkan();
  /** A body the route already gzipped (lib/http/gzip-rakit.ts): labelled here, and then left as it is. */
  const labeliGzipSiap = () => {
    if (res.headersSent || !res.getHeader(HEADER_GZIP_SIAP)) return;
    res.removeHeader(HEADER_GZIP_SIAP);
    res.setHeader("Content-Encoding", "gzip");
  };
  const siapkanHeader = (gzip: boolean) => {
    if (res.headersSent) return;
    if (termampatkan()) tambahVary(res);
    if (gzip) {
      res.setHeader("Content-Encoding", "gzip");
      res.removeHeader("Content-Length");
    }
  };

  const ikatDrain = (sasaran: { on: (e: string, l: Pendengar) => unknown; once: (e: string, l: Pendengar) => unknown }) => {
    for (const { sekali, l } of drainTertunda.splice(0)) {
      if (sekali) sasaran.once("drain", l);
      else sasaran.on("drain", l);
    }
  };

  /** More than one chunk, or not all of it this turn: stream from here on. */
  const mulaiAlir = () => {
    if (tahap !== "awal") return;
    clearImmediate(giliran);
    labeliGzipSiap();
    const gzip = bolehGzip() && terimaGzip(req.headers["accept-encoding"]);
    siapkanHeader(gzip);
    const awal = tertahan;
    tertahan = undefined;
    if (gzip) {
      tahap = "gzip";
      gz = zlib.createGzip({ level: statis ? 6 : 4 });
      gz.on("data", (d: Buffer) => {
        if (!asliTulis(d)) {
          gz!.pause();
          asliOnce("drain", () => gz!.resume());
        }
      });
      gz.on("end", () => asliAkhiri());
      gz.on("error", (err) => res.destroy(err));
      asliOnce("close", () => gz!.destroy());
      ikatDrain(gz);
    } else {
      tahap = "lewat";
      ikatDrain({ on: asliOn, once: asliOnce });
    }
    if (awal) tulisLanjut(awal.data, awal.cb);
  };

  const tulisLanjut = (data: Buffer, cb?: () => void): boolean => (tahap === "gzip" ? gz!.write(data, cb) : asliTulis(data, cb));

  /** The whole body is known: one write, gzipped at once when it pays. */
  const akhiriUtuh = (badan: Buffer | undefined, cb?: () => void) => {
    tahap = "selesai";
    clearImmediate(giliran);
    labeliGzipSiap();
    const panjang = badan?.length ?? 0;
    const gzip = panjang >= AMBANG_GZIP && bolehGzip() && terimaGzip(req.headers["accept-encoding"]);
    siapkanHeader(gzip);
    const kirim = (isi: Buffer | undefined) => {
      if (!res.headersSent && req.method !== "HEAD" && ![204, 304].includes(res.statusCode)) res.setHeader("Content-Length", isi?.length ?? 0);
      if (isi) asliAkhiri(isi, cb);
      else asliAkhiri(cb);
    };
    if (!gzip || !badan) return kirim(badan);
    const level = panjang <= BATAS_UTUH_LEVEL_6 || statis ? 6 : 4;
    if (panjang <= BATAS_GZIP_SINKRON) return kirim(zlib.gzipSync(badan, { level }));
    zlib.gzip(badan, { level }, (err, hasil) => (err ? res.destroy(err) : kirim(hasil)));
  };

  res.flushHeaders = () => {
    // Headers leave with the first bytes of the body: one write instead of two.
  };
  (res as ServerResponse & { flush?: () => void }).flush = () => {
    if (tahap === "gzip") gz!.flush(zlib.constants.Z_SYNC_FLUSH);
  };
  res.write = ((chunk: unknown, enc?: unknown, cb?: unknown) => {
    const a = argumen(chunk, enc, cb);
    if (tahap === "awal" && !tertahan) {
      if (!a.data) {
        if (a.cb) process.nextTick(a.cb);
        return true;
      }
      tertahan = { data: a.data, cb: a.cb };
      giliran = setImmediate(mulaiAlir);
      return true;
    }
    if (tahap === "awal") mulaiAlir();
    if (tahap === "selesai") return asliTulis(chunk, enc, cb);
    if (!a.data) {
      if (a.cb) process.nextTick(a.cb);
      return true;
    }
    return tulisLanjut(a.data, a.cb);
  }) as ServerResponse["write"];
  res.end = ((chunk?: unknown, enc?: unknown, cb?: unknown) => {
    const a = argumen(chunk, enc, cb);
    if (tahap === "awal") {
      const awal = tertahan;
      tertahan = undefined;
      const badan = awal && a.data ? Buffer.concat([awal.data, a.data]) : (awal?.data ?? a.data);
      if (awal?.cb) process.nextTick(awal.cb);
      akhiriUtuh(badan, a.cb);
      return res;
    }
    if (tahap === "gzip") {
      tahap = "selesai";
      if (a.cb) asliOnce("finish", a.cb);
      if (a.data) gz!.end(a.data);
      else gz!.end();
      return res;
    }
    tahap = "selesai";
    return asliAkhiri(chunk, enc, cb);
  }) as ServerResponse["end"];
  const tangkapDrain = (sekali: boolean) =>
    function (this: ServerResponse, ev: string | symbol, l: Pendengar) {
      if (ev === "drain" && tahap === "awal") drainTertunda.push({ sekali, l });
      else if (ev === "drain" && tahap === "gzip" && sekali) gz!.once(ev, l);
      else if (ev === "drain" && tahap === "gzip") gz!.on(ev, l);
      else if (sekali) asliOnce(ev, l);
      else asliOn(ev, l);
      return this;
    };
  res.on = tangkapDrain(false) as ServerResponse["on"];
  res.addListener = res.on;
  res.once = tangkapDrain(true) as ServerResponse["once"];
}
