import { execFile } from "node:child_process";
import { promisify } from "node:util";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { and, eq, ilike } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { metadata } from "@/lib/db/schema";
import { seedDatabase } from "@/lib/seed";
import { createTestDatabase } from "@/tests/helpers/db";

// Conformance I: a real client. Debian's python3-owslib (apt-get install -y python3-owslib) drives /csw over HTTP
// as QGIS MetaSearch, CKAN, GeoNetwork and Esri clients do; the expectations come from the database.

const PYTHON = process.env.OWSLIB_PYTHON ?? "/usr/bin/python3";
let server: http.Server;
let h: DatabaseHandle;
let url: string;

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const { GET, POST } = await import("@/app/csw/route");
    const bagian: Buffer[] = [];
    for await (const c of req) bagian.push(c as Buffer);
    const r = new Request(`${url}${req.url!.slice("/csw".length)}`, {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([k, v]) => (typeof v === "string" ? [[k, v] as [string, string]] : [])),
      body: req.method === "POST" ? Buffer.concat(bagian) : undefined,
    });
    const jawab = await (req.method === "POST" ? POST(r) : GET(r));
    res.writeHead(jawab.status, Object.fromEntries(jawab.headers));
    res.end(Buffer.from(await jawab.arrayBuffer()));
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const dasar = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  url = `${dasar}/csw`;
  // OWSLib sends every later request to the URLs the capabilities name (conformance A7).
  process.env.PUBLIC_BASE_URL = dasar;
  h = await createTestDatabase();
  await seedDatabase(h.db, { count: 200 });
});
afterAll(async () => {
  await new Promise((ok) => server?.close(ok));
  await h?.close();
});

type Hasil = {
  capabilities: { judul: string; versi: string; penyedia: string; operasi: string[]; post: string[]; skema: string[]; bahasa_kendala: string[] };
  qgis: { cocok: number; ids: string[]; halaman: number; contoh: { judul: string; tipe: string; bbox: number[] | null; referensi: string[] } };
  qgis_iso: { id: string; judul: string };
  ckan: { cocok: number; ids: string[]; penuh: string[] };
  cql_hits: number;
  geonetwork: { cocok: number; modified: string[] };
  esri: number;
  pengecualian: { kode: string; locator: string } | null;
};

describe("OWSLib against /csw", () => {
  it("capabilities, QGIS paging with fes filters, CKAN harvest with GetRecordById in gmd, CQL, GeoNetwork and Esri filters", async () => {
    // Asynchronous: the server answering OWSLib runs in this process.
    const r = await promisify(execFile)(PYTHON, [path.join(import.meta.dirname, "owslib/klien.py"), url], { encoding: "utf8", timeout: 120_000 });
    expect(r.stderr).toBe("");
    const hasil = JSON.parse(r.stdout) as Hasil;

    const publik = (await h.db.select({ id: metadata.id }).from(metadata).where(eq(metadata.status, "PUBLISHED"))).map((b) => b.id).sort();

    expect(hasil.capabilities).toMatchObject({ versi: "2.0.2", post: [url], bahasa_kendala: ["FILTER", "CQL_TEXT"] });
    expect(hasil.capabilities.operasi).toEqual(expect.arrayContaining(["GetCapabilities", "GetRecords", "GetRecordById", "DescribeRecord"]));
    expect(hasil.capabilities.skema).toContain("http://www.isotc211.org/2005/gmd");

    expect(hasil.qgis.cocok).toBeGreaterThan(10);
    expect(hasil.qgis.ids.length).toBe(hasil.qgis.cocok);
    expect(new Set(hasil.qgis.ids).size).toBe(hasil.qgis.cocok);
    expect(hasil.qgis.halaman).toBe(Math.ceil(hasil.qgis.cocok / 10));
    expect(hasil.qgis.halaman).toBeGreaterThan(2);
    expect(hasil.qgis.cocok).toBeLessThanOrEqual(publik.length);
    expect(hasil.qgis.contoh.tipe).toBe("dataset");
    expect(hasil.qgis.contoh.bbox?.every((v) => typeof v === "number" || typeof v === "string")).toBe(true);
    expect(hasil.qgis.contoh.referensi.length).toBeGreaterThan(0);
    expect(hasil.qgis_iso.id).toBe(hasil.qgis.ids[0]);
    expect(hasil.qgis_iso.judul.length).toBeGreaterThan(3);

    expect(hasil.ckan.cocok).toBe(publik.length);
    expect(hasil.ckan.ids).toEqual(publik);
    expect(hasil.ckan.penuh).toEqual(publik.slice(0, 5));

    const jalan = await h.db.select({ id: metadata.id }).from(metadata).where(and(eq(metadata.status, "PUBLISHED"), ilike(metadata.judul, "%jalan%")));
    expect(hasil.cql_hits).toBe(jalan.length);
    expect(hasil.geonetwork.cocok).toBe(hasil.qgis.cocok);
    expect(hasil.geonetwork.modified.every((m) => /^\d{4}-\d{2}-\d{2}T/.test(m))).toBe(true);
    expect(hasil.esri).toBeGreaterThanOrEqual(hasil.qgis.cocok);
    expect(hasil.pengecualian).toEqual({ kode: "InvalidParameterValue", locator: "outputschema" });
  }, 180_000);
});
