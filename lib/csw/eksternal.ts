import { CswError } from "@/lib/csw/exception";
import { BATAS_XML_BAWAAN } from "@/lib/csw/xml-tree";
import { env } from "@/lib/env";
import { bacaBadan } from "@/lib/http/badan";
import { HEADER_CORS, responsPengecualian } from "./respons";

/**
 * Request headers passed on to the external CSW; nothing else: no cookies, no client addresses, no hop-by-hop
 * headers. Not Accept-Encoding either: fetch negotiates its own compression and hands us the decoded body.
 */
const HEADER_DITERUSKAN = ["content-type", "accept", "accept-language", "if-none-match", "if-modified-since"];
/** Response headers passed back. Not Content-Encoding or Content-Length: they describe the body before fetch decoded it. */
const HEADER_DIKEMBALIKAN = ["content-type", "cache-control", "expires", "etag", "last-modified"];

const tidakTerjangkau = () => new CswError("NoApplicableCode", "Layanan katalog eksternal sedang tidak dapat dihubungi. Silakan coba lagi nanti.");

/**
 * CSW_PROVIDER=external: forward the request (query string, or a body of at most 1 MiB) to CSW_EXTERNAL_URL and
 * stream its answer back, e.g. a PALAPA node's pycsw. The provider has CSW_EXTERNAL_TIMEOUT_SECONDS to start
 * answering and the same to go silent mid-answer; an unreachable, silent or failing (non-XML error) provider is a
 * NoApplicableCode report. Compression is the server's, as for the built-in provider (lib/csw/respons.ts).
 */
export async function teruskanKeEksternal(req: Request): Promise<Response> {
  const e = env();
  const batasMs = e.CSW_EXTERNAL_TIMEOUT_SECONDS * 1000;
  let body: Uint8Array<ArrayBuffer> | undefined;
  if (req.method === "POST") {
    const maks = BATAS_XML_BAWAAN.maxBytes;
    try {
      body = await bacaBadan(req, maks, () => new CswError("NoApplicableCode", `Badan permintaan melebihi batas ${maks} bita.`));
    } catch (err) {
      return responsPengecualian(err);
    }
  }
  const henti = new AbortController();
  const habis = setTimeout(() => henti.abort(new Error(`tidak menjawab dalam ${e.CSW_EXTERNAL_TIMEOUT_SECONDS} detik`)), batasMs);
  let res: Response;
  try {
    res = await fetch(alamatTujuan(e.CSW_EXTERNAL_URL!, req.url), {
      method: body ? "POST" : "GET",
      headers: headerDiteruskan(req.headers),
      body,
      redirect: "follow",
      // A client that goes away ends the upstream request too.
      signal: AbortSignal.any([henti.signal, req.signal]),
    });
  } catch (err) {
    console.error("[csw] penyedia eksternal tidak dapat dihubungi:", pesanGalat(err, henti.signal));
    return responsPengecualian(tidakTerjangkau());
  } finally {
    clearTimeout(habis);
  }
  const tipe = res.headers.get("content-type") ?? "";
  if (res.status >= 400 && !/xml/i.test(tipe)) {
    // A gateway's HTML error page is no answer a CSW client can read.
    await res.body?.cancel().catch(() => {});
    console.error(`[csw] penyedia eksternal menjawab HTTP ${res.status} (${tipe || "tanpa Content-Type"})`);
    return responsPengecualian(new CswError("NoApplicableCode", `Layanan katalog eksternal menjawab dengan galat (HTTP ${res.status}). Silakan coba lagi nanti.`));
  }
  const keluar = new Headers(HEADER_CORS);
  for (const h of HEADER_DIKEMBALIKAN) {
    const v = res.headers.get(h);
    if (v) keluar.set(h, v);
  }
  keluar.set("Vary", "Accept-Encoding");
  // The provider's tag names its uncompressed bytes; the server may send gzip bytes of the same content.
  const etag = keluar.get("etag");
  if (etag && !etag.startsWith("W/")) keluar.set("ETag", `W/${etag}`);
  return new Response(res.body ? denganBatasJeda(res.body, batasMs, henti) : null, { status: res.status, headers: keluar });
}

/** CSW_EXTERNAL_URL with the client's query string appended as received (its own query parameters kept first). */
export function alamatTujuan(dasar: string, masuk: string): string {
  const q = new URL(masuk).search.slice(1);
  const u = new URL(dasar);
  u.hash = "";
  if (!q) return u.toString();
  return `${u.origin}${u.pathname}${u.search ? `${u.search}&` : "?"}${q}`;
}

function headerDiteruskan(masuk: Headers): Headers {
  const h = new Headers();
  for (const nama of HEADER_DITERUSKAN) {
    const v = masuk.get(nama);
    if (v) h.set(nama, v);
  }
  return h;
}

/**
 * The provider's body, pulled as the client reads (back-pressure kept), failing when the provider sends nothing
 * for `ms` while we wait on it: the headers are long sent, so the client sees a cut-off answer, not a hang.
 */
function denganBatasJeda(body: ReadableStream<Uint8Array>, ms: number, henti: AbortController): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(c) {
      const t = setTimeout(() => henti.abort(new Error(`diam lebih dari ${ms / 1000} detik di tengah jawaban`)), ms);
      try {
        const { done, value } = await reader.read();
        if (done) c.close();
        else c.enqueue(value);
      } catch (err) {
        console.error("[csw] jawaban penyedia eksternal terputus:", pesanGalat(err, henti.signal));
        c.error(err);
      } finally {
        clearTimeout(t);
      }
    },
    cancel(alasan) {
      henti.abort();
      return reader.cancel(alasan);
    },
  });
}

function pesanGalat(err: unknown, sinyal: AbortSignal): string {
  if (sinyal.aborted && sinyal.reason instanceof Error) return sinyal.reason.message;
  if (err instanceof Error) return err.cause instanceof Error ? `${err.message} (${err.cause.message})` : err.message;
  return String(err);
}
