import { execFile } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { metadata } from "@/lib/db/schema";
import { seedDatabase } from "@/lib/seed";
import { daftarkanJalurLangsung } from "@/lib/http/jalur-langsung";
import { PENANGAN_OGC, terimaOgcLangsung } from "@/lib/ogcapi/langsung";
import { bungkusPendengar } from "@/scripts/server/jalur-langsung";
import { pasangResponsHemat } from "@/scripts/server/respons-hemat";
import { createTestDatabase } from "@/tests/helpers/db";

// A real client: Debian's python3-owslib (owslib.ogcapi.records.Records) lists the collections, queries items
// with bbox, q, datetime and a CQL2 filter (text by GET, JSON by POST), pages to the end and fetches one record.

const PYTHON = process.env.OWSLIB_PYTHON ?? "/usr/bin/python3";
let server: http.Server;
let h: DatabaseHandle;
let akar: string;
type Rek = { id: string; judul: string; teks: string; w: number; e: number; s: number; n: number; mulai: Date | null; selesai: Date | null };
let rek: Rek[];
const keNext: string[] = [];

beforeAll(async () => {
  // Laid out as the production worker is (scripts/server/pekerja.ts): the response shim first, then /ogcapi's own
  // path. What the worker leaves to Next is answered as Next answers a trailing slash (308 to the path without it),
  // and anything else is an error here (OWSLib never negotiates HTML).
  daftarkanJalurLangsung("/ogcapi", { metode: PENANGAN_OGC, header: {}, awalan: true, terima: terimaOgcLangsung });
  server = http.createServer(
    bungkusPendengar((req, res) => {
      keNext.push(`${req.method} ${req.url}`);
      const [jalur = "", tanya] = req.url!.split("?");
      if (jalur.length > 1 && jalur.endsWith("/")) {
        res.writeHead(308, { location: `${jalur.replace(/\/+$/, "")}${tanya === undefined ? "" : `?${tanya}`}` });
        return void res.end();
      }
      res.statusCode = 500;
      res.end("ke Next");
    }),
  );
  server.prependListener("request", pasangResponsHemat);
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const dasar = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  akar = `${dasar}/ogcapi/`;
  process.env.PUBLIC_BASE_URL = dasar;
  h = await createTestDatabase();
  await seedDatabase(h.db, { count: 200 });
  rek = await h.db
    .select({ id: metadata.id, judul: metadata.judul, teks: metadata.teksLengkap, w: metadata.bboxBarat, e: metadata.bboxTimur, s: metadata.bboxSelatan, n: metadata.bboxUtara, mulai: metadata.temporalMulai, selesai: metadata.temporalSelesai })
    .from(metadata)
    .where(eq(metadata.status, "PUBLISHED"))
    .orderBy(asc(metadata.id));
});
afterAll(async () => {
  await new Promise((ok) => server?.close(ok));
  await h?.close();
});

const idDari = (f: (r: Rek) => boolean) => rek.filter(f).map((r) => r.id);

describe("OWSLib Records against /ogcapi", () => {
  it("collections, items by bbox/q/datetime/filter to the last page, CQL2 JSON by POST, one record, 404", async () => {
    const kotak = [105, -9, 115, -5];
    const mulai = rek.flatMap((r) => (r.mulai ? [r.mulai.getTime()] : [])).sort((a, b) => a - b);
    const [a, b] = [mulai[Math.floor(mulai.length * 0.3)]!, mulai[Math.floor(mulai.length * 0.6)]!];
    const kata = rek[0]!.teks.split(" ").find((w) => w.length >= 5)!;
    const param = {
      kotak,
      kata,
      datetime: `${new Date(a).toISOString()}/${new Date(b).toISOString()}`,
      filter: `title LIKE '%Jalan%' AND S_INTERSECTS(geometry, BBOX(${kotak.join(",")}))`,
      cql_json: { op: "like", args: [{ property: "title" }, "%Jalan%"] },
    };
    const jalan = await promisify(execFile)(PYTHON, [path.join(import.meta.dirname, "owslib/ogcapi.py"), akar, JSON.stringify(param)], { encoding: "utf8", timeout: 120_000 });
    expect(jalan.stderr).toBe("");
    const hasil = JSON.parse(jalan.stdout);

    expect(hasil.kesesuaian).toContain("http://www.opengis.net/spec/ogcapi-records-1/1.0/conf/core");
    expect(hasil.koleksi_rekaman).toEqual(["metadata"]);
    expect(hasil.koleksi).toMatchObject({ id: "metadata", itemType: "record" });
    expect(hasil.queryables).toEqual(expect.arrayContaining(["title", "geometry", "time", "updated"]));

    expect(hasil.semua.ids).toEqual(rek.map((r) => r.id));
    expect(hasil.semua.halaman).toBe(Math.ceil(rek.length / 50));
    expect(hasil.semua.cocok).toBe(rek.length);

    const potong = (r: Rek) => r.w <= kotak[2]! && r.e >= kotak[0]! && r.s <= kotak[3]! && r.n >= kotak[1]!;
    const harapan: Record<string, string[]> = {
      bbox: idDari(potong),
      q: idDari((r) => r.teks.split(" ").some((w) => w.startsWith(kata))),
      datetime: idDari((r) => !!r.mulai && r.mulai.getTime() <= b && (r.selesai ?? r.mulai).getTime() >= a),
      filter: idDari((r) => potong(r) && /Jalan/.test(r.judul)),
    };
    for (const [k, ids] of Object.entries(harapan)) {
      expect(ids.length, k).toBeGreaterThan(0);
      expect(hasil[k].ids, k).toEqual(ids);
      expect(hasil[k].cocok, k).toBe(ids.length);
    }
    expect(hasil.bbox.halaman).toBe(Math.ceil(harapan.bbox!.length / 20));
    expect(hasil.cql_json).toBe(idDari((r) => /Jalan/.test(r.judul)).length);
    expect(hasil.satu).toMatchObject({ id: rek[0]!.id, judul: rek[0]!.judul });
    expect(hasil.satu.tautan).toEqual(expect.arrayContaining(["self", "alternate", "collection"]));
    expect(hasil.tidak_ada).toBe(404);
    // Every request was answered by the worker's own path but OWSLib's first: it asks for the landing page with a
    // trailing slash, which Next redirects.
    expect(keNext).toEqual(["GET /ogcapi/"]);
  }, 180_000);
});
