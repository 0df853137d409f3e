import { readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { gzipSync } from "node:zlib";

const FIXTURE = path.resolve(import.meta.dirname, "../fixtures/xml/csw/geonetwork-auscope-getrecords-iso-nextrecord0.xml");
const ID_CONTOH = "209bc2b1-a6e9-40cf-91a3-046e4e10ba28";

/** `jumlah` valid ISO 19139 records (a real GeoNetwork record), each with its own UUID fileIdentifier. */
export function rekamanContoh(jumlah: number): { id: string; xml: string }[] {
  const xml = readFileSync(FIXTURE, "utf8");
  const satu = xml.slice(xml.indexOf("<gmd:MD_Metadata"), xml.indexOf("</gmd:MD_Metadata>") + "</gmd:MD_Metadata>".length);
  return Array.from({ length: jumlah }, (_, i) => {
    const id = `${ID_CONTOH.slice(0, -12)}${String(i + 1).padStart(12, "0")}`;
    return { id, xml: satu.replaceAll(ID_CONTOH, id) };
  });
}

export type StubPycsw = {
  url: string;
  /** startPositions asked for, in order. */
  diminta: number[];
  /** Accept-Encoding header of each request. */
  encoding: string[];
  /** startPositions that answer HTTP 500 once. */
  gagalSekali: Set<number>;
  /** Awaited before a page is answered (the harvester is then waiting for it): to change things mid-run. */
  sebelumJawab?: (mulai: number) => Promise<void>;
  tutup: () => Promise<void>;
};

/**
 * A CSW on a raw socket that behaves as pycsw 2.x under its WSGI server: when the client accepts gzip, the body is
 * gzipped but Content-Length keeps the uncompressed length, and the connection is closed after the short body.
 * Written by hand on a socket because Node's http server would not send such an answer the same way.
 */
export async function mulaiStubPycsw(rekaman: { xml: string }[]): Promise<StubPycsw> {
  const stub: StubPycsw = { url: "", diminta: [], encoding: [], gagalSekali: new Set(), tutup: async () => {} };
  const server = net.createServer((soket) => {
    let masuk = "";
    let dijawab = false;
    soket.on("data", async (d) => {
      masuk += d.toString("latin1");
      if (dijawab || !masuk.includes("\r\n\r\n")) return;
      dijawab = true;
      const [baris, ...kepala] = masuk.split("\r\n\r\n")[0]!.split("\r\n");
      const u = new URL(baris!.split(" ")[1]!, "http://x");
      const p = Object.fromEntries([...u.searchParams].map(([k, v]) => [k.toLowerCase(), v]));
      const mulai = Number(p.startposition ?? 1);
      const maks = Number(p.maxrecords ?? 10);
      const enc = kepala.find((k) => /^accept-encoding:/i.test(k))?.split(":")[1]?.trim() ?? "";
      stub.diminta.push(mulai);
      stub.encoding.push(enc);
      await stub.sebelumJawab?.(mulai);
      if (stub.gagalSekali.delete(mulai)) {
        soket.end("HTTP/1.1 500 Internal Server Error\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
        return;
      }
      const isi = rekaman.slice(mulai - 1, mulai - 1 + maks);
      const berikut = mulai - 1 + isi.length >= rekaman.length ? 0 : mulai + isi.length;
      const xml =
        `<?xml version="1.0" encoding="UTF-8"?><csw:GetRecordsResponse xmlns:csw="http://www.opengis.net/cat/csw/2.0.2" version="2.0.2">` +
        `<csw:SearchStatus timestamp="2026-01-01T00:00:00Z"/><csw:SearchResults numberOfRecordsMatched="${rekaman.length}" ` +
        `numberOfRecordsReturned="${isi.length}" nextRecord="${berikut}" elementSet="full">${isi.map((r) => r.xml).join("")}</csw:SearchResults></csw:GetRecordsResponse>`;
      const polos = Buffer.from(xml, "utf8");
      const gzip = /\bgzip\b/i.test(enc);
      const badan = gzip ? gzipSync(polos) : polos;
      const head = `HTTP/1.1 200 OK\r\nContent-Type: application/xml; charset=UTF-8\r\n${gzip ? "Content-Encoding: gzip\r\n" : ""}Content-Length: ${polos.length}\r\nConnection: close\r\n\r\n`;
      soket.end(Buffer.concat([Buffer.from(head, "latin1"), badan]));
    });
    soket.on("error", () => {});
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  stub.url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/pycsw/csw.py`;
  stub.tutup = () => new Promise((ok) => server.close(() => ok()));
  return stub;
}
