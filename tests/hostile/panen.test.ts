import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alamatTertutup } from "@/lib/http/ambil-aman";
import { ambilHalaman, BATAS_HALAMAN } from "@/lib/xml/harvest/klien";
import { aturLingkungan } from "@/tests/helpers/lingkungan";

// The harvester against a hostile CSW server (issue 16 item 4): an endless answer stops at the page limit, a
// redirect leaves neither the host nor a few hops, and loopback/private addresses are refused unless the
// administrator allows them (HARVEST_IZINKAN_ALAMAT_PRIVAT).

const MIB = 1024 * 1024;
const PYCSW = readFileSync(path.resolve(import.meta.dirname, "../fixtures/xml/csw/pycsw-thredds-getrecords-iso.xml"), "utf8");
let server: http.Server;
let port: number;
let dasar: string;
let ditulis = 0;
const jalur: string[] = [];
const opsi = { percobaan: 1, jedaMs: 1, batasWaktuMs: 60_000 };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const u = new URL(req.url!, "http://x");
    jalur.push(u.pathname);
    if (u.pathname === "/besar") {
      // 200 MB, chunked, written only as fast as the client reads
      res.writeHead(200, { "content-type": "application/xml" });
      const potong = Buffer.alloc(MIB, 0x61);
      const tulis = () => {
        while (ditulis < 200 * MIB) {
          ditulis += potong.length;
          if (!res.write(potong)) return void res.once("drain", tulis);
        }
        res.end();
      };
      res.on("close", () => res.removeAllListeners("drain"));
      tulis();
      return;
    }
    const ke: Record<string, string> = {
      "/alih-sama": "/ok",
      "/alih-lain": `http://localhost:${port}/ok`,
      "/alih-putar": "/alih-putar",
      "/alih-skema": "file:///etc/passwd",
    };
    if (ke[u.pathname]) return void res.writeHead(302, { location: ke[u.pathname] }).end();
    res.writeHead(200, { "content-type": "application/xml" }).end(PYCSW);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as AddressInfo).port;
  dasar = `http://127.0.0.1:${port}`;
});
afterAll(() => void server?.close());

describe("harvester against a hostile CSW server, private addresses allowed by the administrator", () => {
  let pulihkan: () => void;
  beforeAll(() => void (pulihkan = aturLingkungan({ HARVEST_IZINKAN_ALAMAT_PRIVAT: "1" })));
  afterAll(() => pulihkan());

  it("a 200 MB answer stops at the 128 MiB page limit with a clear error", async () => {
    await expect(ambilHalaman(`${dasar}/besar`, 1, 10, opsi)).rejects.toThrow(`Jawaban server CSW melebihi ${BATAS_HALAMAN.maxBytes / MIB} MiB.`);
    // the server stopped being read: at most socket buffers past the limit, not the whole 200 MB
    expect(ditulis).toBeLessThan(BATAS_HALAMAN.maxBytes + 32 * MIB);
  });

  it("follows a redirect on the same host; refuses another host, a loop and another scheme", async () => {
    expect((await ambilHalaman(`${dasar}/alih-sama`, 1, 10, opsi)).dikembalikan).toBeGreaterThan(0);
    await expect(ambilHalaman(`${dasar}/alih-lain`, 1, 10, opsi)).rejects.toThrow("Pengalihan ke host lain (localhost) ditolak; hanya pengalihan pada host 127.0.0.1 yang diikuti.");
    await expect(ambilHalaman(`${dasar}/alih-putar`, 1, 10, opsi)).rejects.toThrow("Terlalu banyak pengalihan (lebih dari 3).");
    await expect(ambilHalaman(`${dasar}/alih-skema`, 1, 10, opsi)).rejects.toThrow(/host lain|Skema file: tidak didukung/);
  });
});

describe("harvester with the default configuration", () => {
  it("refuses loopback by address and by name before connecting", async () => {
    const sebelum = jalur.length;
    await expect(ambilHalaman(`${dasar}/ok`, 1, 10, opsi)).rejects.toThrow(/Alamat 127\.0\.0\.1 \(127\.0\.0\.1\) adalah alamat lokal atau privat/);
    await expect(ambilHalaman(`http://localhost:${port}/ok`, 1, 10, opsi)).rejects.toThrow(/alamat lokal atau privat|tidak dapat di-resolve/);
    expect(jalur.length).toBe(sebelum);
  });

  it.each(["127.0.0.1", "10.1.2.3", "172.16.0.1", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "224.0.0.1", "::1", "::", "fe80::1", "fd00::1", "::ffff:127.0.0.1", "0:0:0:0:0:ffff:7f00:1", "64:ff9b::a00:1", "bukan-ip"])(
    "%s is closed",
    (a) => expect(alamatTertutup(a)).toBe(true),
  );

  it.each(["8.8.8.8", "93.184.216.34", "172.32.0.1", "2606:4700::1111"])("%s is open", (a) => expect(alamatTertutup(a)).toBe(false));
});
