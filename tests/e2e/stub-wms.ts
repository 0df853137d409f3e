import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";

// A 1×1 translucent red PNG: enough for an <img> to load (Leaflet stretches each tile to 256 px), and visible
// over the underlay in the screenshots.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGPYrCbnBgADxQE+PlmnCAAAAABJRU5ErkJggg==", "base64");

export type StubWms = { port: number; permintaan: URL[]; tutup: () => Promise<void> };

/**
 * A small WMS on loopback: GetMap and GetLegendGraphic answer a PNG, GetCapabilities a minimal document, any other
 * path (the seed's browse graphics on the same hosts) a PNG too. Every request is kept for the test to inspect.
 */
export async function mulaiStubWms(): Promise<StubWms> {
  const permintaan: URL[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stub");
    permintaan.push(url);
    const jenis = [...url.searchParams].find(([k]) => k.toLowerCase() === "request")?.[1]?.toLowerCase();
    if (jenis === "getcapabilities") {
      res.writeHead(200, { "content-type": "application/vnd.ogc.wms_xml" });
      res.end('<?xml version="1.0"?><WMT_MS_Capabilities version="1.1.1"><Service><Name>OGC:WMS</Name><Title>Stub</Title></Service></WMT_MS_Capabilities>');
      return;
    }
    res.writeHead(200, { "content-type": "image/png", "content-length": PNG.length });
    res.end(PNG);
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const port = (server.address() as AddressInfo).port;
  return { port, permintaan, tutup: () => new Promise((ok) => server.close(() => ok())) };
}

/**
 * The seed's services live on `https://geoservice.<organisasi>.example/`: the browser's requests there go to the
 * stub (the page keeps its https URL, so the CSP's https image rule is what is exercised).
 */
export async function arahkanKeStub(page: Page, stub: StubWms): Promise<void> {
  await page.route(/^https:\/\/geoservice\.[a-z0-9-]+\.example\//, async (route) => {
    const u = new URL(route.request().url());
    const res = await fetch(`http://127.0.0.1:${stub.port}${u.pathname}${u.search}`);
    await route.fulfill({ status: res.status, headers: { "content-type": res.headers.get("content-type") ?? "application/octet-stream" }, body: Buffer.from(await res.arrayBuffer()) });
  });
}

/** The configured tile host of the journey's world (tests/e2e/setup/global.ts): every tile request fails. */
export async function ubinGagal(page: Page): Promise<string[]> {
  const gagal: string[] = [];
  await page.route(/^https:\/\/ubin\.uji\.example\//, async (route) => {
    gagal.push(route.request().url());
    await route.abort("internetdisconnected");
  });
  return gagal;
}
