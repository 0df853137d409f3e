import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, type DatabaseHandle } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { metadata } from "@/lib/db/schema";
import { seedDatabase } from "@/lib/seed";
import { panenCsw } from "@/lib/xml/harvest";
import { createTestDatabase } from "@/tests/helpers/db";
import { buatAkun, buatOrganisasi } from "@/tests/helpers/sesi";
import { aturLingkungan } from "@/tests/helpers/lingkungan";

/**
 * A second catalogue harvests this one: our own /csw (on a seeded database) served over HTTP, harvested page by
 * page into another database, as a PALAPA node would harvest us.
 */

let sumber: DatabaseHandle;
let tujuan: DatabaseHandle;
let server: http.Server;
let url: string;

beforeAll(async () => {
  // the CSW servers of these tests listen on loopback, which the harvester refuses unless configured to allow it
  aturLingkungan({ HARVEST_IZINKAN_ALAMAT_PRIVAT: "1" });
  server = http.createServer(async (req, res) => {
    const { GET } = await import("@/app/csw/route");
    const jawab = await GET(new Request(`${url}${req.url!.slice("/csw".length)}`, { headers: { accept: "application/xml" } }));
    res.writeHead(jawab.status, Object.fromEntries(jawab.headers));
    res.end(Buffer.from(await jawab.arrayBuffer()));
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/csw`;
  process.env.PUBLIC_BASE_URL = url.slice(0, -4);
  sumber = await createTestDatabase(); // the app's database: what /csw serves
  await seedDatabase(sumber.db, { count: 120 });
  tujuan = await openPglite();
  await migrateDatabase(tujuan);
  const org = await buatOrganisasi(tujuan.db, "NODE");
  await buatAkun(tujuan.db, "Walidata", org.id, "walidata-node");
});
afterAll(async () => {
  await new Promise((ok) => server?.close(ok));
  await tujuan?.close();
  await sumber?.close();
});

describe("panen dari /csw milik GeoKatalog lain", () => {
  it("setiap rekaman publik terpanen tepat sekali, dengan id dan isi yang sama; panen ulang tidak menulis apa pun", async () => {
    const publik = await sumber.db.select({ id: metadata.id, judul: metadata.judul, barat: metadata.bboxBarat, utara: metadata.bboxUtara }).from(metadata).where(eq(metadata.status, "PUBLISHED"));
    expect(publik.length).toBeGreaterThan(20);
    const ctx = { db: tujuan.db, actor: { jenis: "sistem" as const, nama: "harvest" } };
    const baris: string[] = [];
    const r = await panenCsw(ctx, { url, organisasi: "NODE", ukuranHalaman: 25, lapor: (b) => baris.push(b) });
    const h = r.kemajuan.hitungan;
    expect(baris[0]).toBe("Tujuan: organisasi NODE (Organisasi NODE), rekaman sebagai DRAFT.");
    expect(baris.filter((b) => b.startsWith("Rekaman "))).toHaveLength(Math.ceil(publik.length / 25));
    expect(r.catatan).toEqual([]);
    expect(h).toEqual({ diimpor: publik.length, diperbarui: 0, tidakBerubah: 0, ditolak: 0, dilewati: 0 });
    const terpanen = await tujuan.db.select({ id: metadata.id, judul: metadata.judul, barat: metadata.bboxBarat, utara: metadata.bboxUtara, status: metadata.status }).from(metadata);
    const urut = <T extends { id: string }>(a: T[]) => [...a].sort((x, y) => x.id.localeCompare(y.id));
    expect(urut(terpanen).map(({ status, ...x }) => (expect(status).toBe("DRAFT"), x))).toEqual(urut(publik));

    const lagi = await panenCsw(ctx, { url, organisasi: "NODE", ukuranHalaman: 500 });
    expect(lagi.kemajuan.hitungan).toEqual({ diimpor: 0, diperbarui: 0, tidakBerubah: publik.length, ditolak: 0, dilewati: 0 });
  });
});
