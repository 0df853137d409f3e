import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { HEADER_GZIP_SIAP, HEADER_HEMAT } from "@/lib/http/gzip-rakit";
import { daftarkanJalurLangsung } from "@/lib/http/jalur-langsung";
import { bungkusPendengar } from "@/scripts/server/jalur-langsung";
import { pasangResponsHemat } from "@/scripts/server/respons-hemat";

let server: http.Server | undefined;
afterEach(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

/** A server laid out as scripts/server/pekerja.ts lays out Next's: the shim first, then the wrapped listener. */
async function mulai(): Promise<{ port: number; keNext: string[] }> {
  const keNext: string[] = [];
  server = http.createServer(
    bungkusPendengar((req, res) => {
      keNext.push(`${req.method} ${req.url}`);
      res.setHeader("content-type", "text/plain");
      res.end("dari next");
    }),
  );
  server.prependListener("request", pasangResponsHemat);
  await new Promise<void>((r) => server!.listen(0, "127.0.0.1", r));
  return { port: (server.address() as AddressInfo).port, keNext };
}

type Jawaban = { status: number; header: http.IncomingHttpHeaders; isi: string };

function minta(port: number, jalur: string, opsi: { method?: string; badan?: string; header?: Record<string, string> } = {}): Promise<Jawaban> {
  return new Promise((resolve, reject) => {
    const req = http.request({ port, host: "127.0.0.1", path: jalur, method: opsi.method ?? "GET", headers: opsi.header }, (res) => {
      const potongan: Buffer[] = [];
      res.on("data", (d: Buffer) => potongan.push(d));
      res.on("end", () => {
        const mentah = Buffer.concat(potongan);
        const isi = res.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(mentah) : mentah;
        resolve({ status: res.statusCode!, header: res.headers, isi: isi.toString("utf8") });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(opsi.badan);
  });
}

describe("jalur langsung (the worker's own path for registered routes)", () => {
  it("answers a registered route and method with its handler, the registered headers and the request as sent", async () => {
    const dilihat: { url: string; metode: string; badan: string; hemat: string | null; klien: string | null }[] = [];
    daftarkanJalurLangsung("/uji-langsung", {
      metode: {
        GET: (req) => {
          dilihat.push({ url: req.url, metode: req.method, badan: "", hemat: req.headers.get(HEADER_HEMAT), klien: req.headers.get("x-klien") });
          return new Response("<a/>", { status: 203, headers: { "content-type": "application/xml", vary: "Accept-Encoding" } });
        },
        POST: async (req) => {
          dilihat.push({ url: req.url, metode: req.method, badan: await req.text(), hemat: req.headers.get(HEADER_HEMAT), klien: null });
          return new Response("diterima");
        },
      },
      header: { "X-Frame-Options": "DENY" },
    });
    const { port, keNext } = await mulai();
    const get = await minta(port, "/uji-langsung?service=CSW&a=%C3%A9", { header: { "x-klien": "qgis", [HEADER_HEMAT]: "palsu" } });
    expect(get).toMatchObject({ status: 203, isi: "<a/>" });
    expect(get.header["x-frame-options"]).toBe("DENY");
    expect(get.header["content-type"]).toBe("application/xml");
    expect(get.header["content-length"]).toBe("4");
    const post = await minta(port, "/uji-langsung", { method: "POST", badan: "<GetRecords/>" });
    expect(post).toMatchObject({ status: 200, isi: "diterima" });
    expect(dilihat).toEqual([
      { url: `http://127.0.0.1:${port}/uji-langsung?service=CSW&a=%C3%A9`, metode: "GET", badan: "", hemat: "1", klien: "qgis" },
      { url: `http://127.0.0.1:${port}/uji-langsung`, metode: "POST", badan: "<GetRecords/>", hemat: "1", klien: null },
    ]);
    expect(keNext).toEqual([]);
  });

  it("leaves other paths, other spellings and unregistered methods to Next", async () => {
    daftarkanJalurLangsung("/uji-sebagian", { metode: { GET: () => new Response("langsung") }, header: {} });
    const { port, keNext } = await mulai();
    for (const [metode, jalur] of [
      ["GET", "/uji-sebagian/"],
      ["GET", "/uji-sebagian-lain"],
      ["GET", "/UJI-SEBAGIAN"],
      ["PUT", "/uji-sebagian"],
      ["HEAD", "/uji-sebagian"],
      ["GET", "/"],
    ] as const) {
      const j = await minta(port, jalur, { method: metode });
      expect(j.status).toBe(200);
      if (metode !== "HEAD") expect(j.isi).toBe("dari next");
    }
    expect(keNext).toEqual(["GET /uji-sebagian/", "GET /uji-sebagian-lain", "GET /UJI-SEBAGIAN", "PUT /uji-sebagian", "HEAD /uji-sebagian", "GET /"]);
    expect((await minta(port, "/uji-sebagian?x=1")).isi).toBe("langsung");
  });

  it("a route registered with awalan takes the paths below it, unless its terima leaves the request to Next", async () => {
    const dilihat: string[] = [];
    daftarkanJalurLangsung("/uji-awalan", {
      metode: { GET: (req) => (dilihat.push(new URL(req.url).pathname), new Response("langsung")) },
      header: {},
      awalan: true,
      terima: (url, accept) => !url.includes("f=html") && accept !== "text/html",
    });
    const { port, keNext } = await mulai();
    for (const jalur of ["/uji-awalan", "/uji-awalan/a", "/uji-awalan/a/b?x=1"]) expect((await minta(port, jalur)).isi).toBe("langsung");
    expect(dilihat).toEqual(["/uji-awalan", "/uji-awalan/a", "/uji-awalan/a/b"]);
    expect((await minta(port, "/uji-awalan/a?f=html")).isi).toBe("dari next");
    expect((await minta(port, "/uji-awalan/a", { header: { accept: "text/html" } })).isi).toBe("dari next");
    expect((await minta(port, "/uji-awalanlain")).isi).toBe("dari next");
    expect(keNext).toEqual(["GET /uji-awalan/a?f=html", "GET /uji-awalan/a", "GET /uji-awalanlain"]);
  });

  it("streams a body of many chunks through the shim's gzip, and a pre-gzipped body is labelled", async () => {
    const bagian = Array.from({ length: 200 }, (_, i) => `<rekaman n="${i}">${"isi yang panjang ".repeat(50)}</rekaman>`);
    daftarkanJalurLangsung("/uji-aliran", {
      metode: {
        GET: () =>
          new Response(
            new ReadableStream<Uint8Array>({
              async pull(c) {
                const p = bagian[i++];
                if (p === undefined) return c.close();
                await new Promise((r) => setImmediate(r));
                c.enqueue(new TextEncoder().encode(p));
              },
            }),
            { headers: { "content-type": "application/xml" } },
          ),
      },
      header: {},
    });
    let i = 0;
    daftarkanJalurLangsung("/uji-gzip", {
      metode: { GET: () => new Response(zlib.gzipSync("<siap/>"), { headers: { "content-type": "application/xml", [HEADER_GZIP_SIAP]: "1" } }) },
      header: {},
    });
    const { port } = await mulai();
    const aliran = await minta(port, "/uji-aliran", { header: { "accept-encoding": "gzip" } });
    expect(aliran.header["content-encoding"]).toBe("gzip");
    expect(aliran.header["transfer-encoding"]).toBe("chunked");
    expect(aliran.isi).toBe(bagian.join(""));
    const siap = await minta(port, "/uji-gzip", { header: { "accept-encoding": "gzip" } });
    expect(siap.header["content-encoding"]).toBe("gzip");
    expect(siap.header[HEADER_GZIP_SIAP]).toBeUndefined();
    expect(siap.isi).toBe("<siap/>");
  });

  it("aborts the handler's request when the client goes away mid-answer, and stops reading its body", async () => {
    let dibatalkan: (v: boolean) => void = () => {};
    const batal = new Promise<boolean>((r) => (dibatalkan = r));
    let ditarik = 0;
    daftarkanJalurLangsung("/uji-pergi", {
      metode: {
        GET: (req) => {
          req.signal.addEventListener("abort", () => dibatalkan(true));
          return new Response(
            new ReadableStream<Uint8Array>({
              async pull(c) {
                ditarik++;
                await new Promise((r) => setTimeout(r, 5));
                c.enqueue(new Uint8Array(64 * 1024));
              },
            }),
          );
        },
      },
      header: {},
    });
    const { port } = await mulai();
    await new Promise<void>((resolve) => {
      const req = http.get({ port, host: "127.0.0.1", path: "/uji-pergi" }, (res) => {
        res.once("data", () => {
          req.destroy();
          resolve();
        });
      });
      req.on("error", () => resolve());
    });
    expect(await batal).toBe(true);
    const setelahPergi = ditarik;
    await new Promise((r) => setTimeout(r, 100));
    expect(ditarik - setelahPergi).toBeLessThanOrEqual(1);
  });

  it("answers 500 without details when a handler throws", async () => {
    daftarkanJalurLangsung("/uji-galat", {
      metode: {
        GET: () => {
          throw new Error("rahasia internal");
        },
      },
      header: {},
    });
    const { port } = await mulai();
    const j = await minta(port, "/uji-galat");
    expect(j.status).toBe(500);
    expect(j.isi).toBe("Internal Server Error");
    expect(j.isi).not.toContain("rahasia");
  });
});
