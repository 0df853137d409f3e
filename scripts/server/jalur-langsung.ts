/**
 * The production worker's own path for routes registered in lib/http/jalur-langsung.ts (/csw, /ogcapi): the request
 * goes to the route's handler as a web Request and its Response is written back, without Next's router, request
 * wrappers and response piping in between. Measured on /csw: that machinery cost more CPU than the cheaper CSW
 * answers themselves (docs/decisions.md "CSW outside Next's router"). Anything not registered, and every request
 * before the registration at server start, goes to Next as before.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { penangananLangsung, type Penangan } from "../../lib/http/jalur-langsung";

/** Next's request listener, with registered routes answered first. */
export function bungkusPendengar(asli: RequestListener): RequestListener {
  return function (this: unknown, req, res) {
    const url = req.url ?? "";
    const tanya = url.indexOf("?");
    const cocok = penangananLangsung(tanya < 0 ? url : url.slice(0, tanya), req.method ?? "GET", url, req.headers.accept);
    if (!cocok) return asli.call(this, req, res);
    layani(cocok.layani, cocok.header, req, res).catch((err: unknown) => gagal(res, err));
  };
}

async function layani(penangan: Penangan, header: Record<string, string>, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const berhenti = new AbortController();
  let tunggu: (() => void) | undefined;
  res.on("close", () => {
    if (!res.writableFinished) berhenti.abort();
    tunggu?.();
  });
  res.on("drain", () => tunggu?.());
  const badan = req.method === "POST" ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined;
  const respons = await penangan(
    new Request(`http://${hostSah(req.headers.host)}${req.url}`, { method: req.method, headers: headerDari(req), body: badan, duplex: "half", signal: berhenti.signal } as RequestInit),
  );
  res.statusCode = respons.status;
  for (const [nama, nilai] of Object.entries(header)) res.setHeader(nama, nilai);
  respons.headers.forEach((nilai, nama) => res.setHeader(nama, nilai));
  if (!respons.body) return void res.end();
  const pembaca = respons.body.getReader();
  try {
    for (;;) {
      const { done, value } = await pembaca.read();
      if (done) break;
      if (res.destroyed) return void (await pembaca.cancel());
      if (!res.write(value)) await new Promise<void>((r) => (tunggu = r));
      tunggu = undefined;
    }
  } finally {
    pembaca.releaseLock();
  }
  res.end();
}

/** The request's headers as Next passes them on, including those set on it in this process (socket IP, shim stamp). */
function headerDari(req: IncomingMessage): Headers {
  const h = new Headers();
  for (const [nama, nilai] of Object.entries(req.headers)) {
    if (nilai === undefined) continue;
    if (Array.isArray(nilai)) for (const n of nilai) h.append(nama, n);
    else h.set(nama, nilai);
  }
  return h;
}

/** The Host header when it is a plain host[:port]; the handlers build links from PUBLIC_BASE_URL, not from it. */
function hostSah(host: string | undefined): string {
  return host && /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host) ? host : "localhost";
}

/** What Next's own listener answers when a handler throws: a 500 without details, the cause in the log. */
function gagal(res: ServerResponse, err: unknown): void {
  // A client gone mid-answer has its queries cancelled on purpose (lib/db/client.ts): one line, not a stack.
  if (res.destroyed && !res.writableFinished) return void console.warn(`[jalur-langsung] klien pergi sebelum jawaban selesai: ${err instanceof Error ? err.message.split("\n")[0] : String(err)}`);
  console.error("[jalur-langsung] galat tak tertangani", err);
  if (res.headersSent) return void res.destroy();
  res.statusCode = 500;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.end("Internal Server Error");
}
