import { execFile } from "node:child_process";
import { promisify } from "node:util";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { and, asc, eq, ilike } from "drizzle-orm";
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
let rekaman: Rek[];
let param: Param;

type Rek = { id: string; judul: string; teks: string; barat: number; timur: number; selatan: number; utara: number; mulai: Date | null; selesai: Date | null; diubah: Date };
type Kotak = [number, number, number, number];
type Cari = { kata: string; kotak: Kotak; id: string };
type Param = { kotak: Kotak; dalam: Kotak; temporal: [string, string]; diubah: [string, string]; kata_umum: string; metasearch: Cari[] };

/** A record's box as one or two west ≤ east parts (a box across the antimeridian is two). */
const bagianKotak = (r: Rek): Kotak[] => (r.barat <= r.timur ? [[r.barat, r.selatan, r.timur, r.utara]] : [[r.barat, r.selatan, 180, r.utara], [-180, r.selatan, r.timur, r.utara]]);
const berpotongan = (r: Rek, [a, b, c, d]: Kotak) => bagianKotak(r).some(([w, s, e, n]) => w <= c && e >= a && s <= d && n >= b);
const didalam = (r: Rek, [a, b, c, d]: Kotak) => r.barat <= r.timur && r.barat >= a && r.timur <= c && r.selatan >= b && r.utara <= d;
/** A character pattern on AnyText (a single character inside a word), as LIKE over the stored words: `_` one character, `%` any run. */
const cocokPola = (teks: string, pola: string) => new RegExp(`^${pola.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replaceAll("%", ".*").replaceAll("_", ".")}$`, "is").test(teks);
const kata = (r: Rek) => r.teks.split(" ");
/** Typed words (docs/decisions.md "AnyText words"): each starts some word of the record. */
const adaAwalan = (r: Rek, ...k: string[]) => k.every((w) => kata(r).some((x) => x.startsWith(w)));
const adaKata = (r: Rek, ...k: string[]) => k.every((w) => kata(r).includes(w));
const lipat = (t: string) => t.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
const kataJudul = (r: Rek) => lipat(r.judul).match(/\p{L}{4,}/gu) ?? [];
/** Between one and ten records hold words starting with all of these: MetaSearch's first page shows them all. */
const sedikit = (...k: string[]) => idDari((x) => adaAwalan(x, ...k)).length <= 10;
const QGIS: Kotak = [95, -11, 141, 6];
const kuantil = <T,>(xs: T[], q: number) => xs[Math.floor((xs.length - 1) * q)]!;
const idDari = (f: (r: Rek) => boolean) => rekaman.filter(f).map((r) => r.id);

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
  rekaman = await h.db
    .select({
      id: metadata.id,
      judul: metadata.judul,
      teks: metadata.teksLengkap,
      barat: metadata.bboxBarat,
      timur: metadata.bboxTimur,
      selatan: metadata.bboxSelatan,
      utara: metadata.bboxUtara,
      mulai: metadata.temporalMulai,
      selesai: metadata.temporalSelesai,
      diubah: metadata.updatedAt,
    })
    .from(metadata)
    .where(eq(metadata.status, "PUBLISHED"))
    .orderBy(asc(metadata.id));
  // Boundaries from the data itself, so each filter keeps some records and drops others.
  const mulai = rekaman.flatMap((r) => (r.mulai ? [r.mulai.getTime()] : [])).sort((a, b) => a - b);
  const selesai = rekaman.flatMap((r) => (r.selesai ? [r.selesai.getTime()] : [])).sort((a, b) => a - b);
  const diubah = rekaman.map((r) => r.diubah.getTime()).sort((a, b) => a - b);
  const iso = (ms: number) => new Date(ms).toISOString();
  const kotak: Kotak = [105, -9, 115, -5];
  // A word many records hold in the GeoNetwork box (pages of 20 and 10), and for MetaSearch a title word at most ten
  // records start with, searched in its record's own box, and two title words of one record in the other order.
  const semuaKata = [...new Set(rekaman.flatMap(kataJudul))].sort();
  const banyak = (w: string) => idDari((r) => adaKata(r, w) && berpotongan(r, kotak)).length;
  const umum = semuaKata.filter((w) => banyak(w) > 20 && banyak(w) < rekaman.length).sort((a, b) => Math.abs(banyak(a) - 30) - Math.abs(banyak(b) - 30))[0];
  const rek = rekaman.find((r) => r.barat <= r.timur && kataJudul(r).some((w) => sedikit(w)))!;
  const langka = kataJudul(rek).find((w) => sedikit(w))!;
  const rek2 = rekaman.find((r) => r.barat <= r.timur && r !== rek && new Set(kataJudul(r)).size >= 2 && sedikit(...kataJudul(r)))!;
  const [a, b] = [...new Set(kataJudul(rek2))];
  const kotakRek = (r: Rek): Kotak => [r.barat, r.selatan, r.timur, r.utara];
  param = {
    kotak,
    dalam: [95, -11, 120, 6],
    temporal: [iso(kuantil(mulai, 0.3)), iso(kuantil(selesai, 0.7))],
    diubah: [iso(kuantil(diubah, 0.25)), iso(kuantil(diubah, 0.75))],
    kata_umum: umum!,
    metasearch: [
      { kata: langka, kotak: kotakRek(rek), id: rek.id },
      // As a person types it: another order, capitals, an accent.
      { kata: `${b!.toUpperCase()}  ${a!.replace("a", "á")}`, kotak: kotakRek(rek2), id: rek2.id },
    ],
  };
});
afterAll(async () => {
  await new Promise((ok) => server?.close(ok));
  await h?.close();
});

type Hasil = {
  capabilities: { judul: string; versi: string; penyedia: string; operasi: string[]; post: string[]; skema: string[]; bahasa_kendala: string[] };
  metasearch: { cocok: number; ids: string[]; judul: string[] }[];
  qgis: { cocok: number; ids: string[]; halaman: number; contoh: { judul: string; tipe: string; bbox: number[] | null; referensi: string[] } };
  qgis_iso: { id: string; judul: string };
  ckan: { cocok: number; ids: string[]; penuh: string[] };
  cql_hits: number;
  geonetwork: { ids: string[]; halaman: number; modified: Record<string, string>; iso: { id: string; datestamp: string; judul: string }[] };
  esri: Record<"satu_huruf" | "lolos" | "intersects" | "within" | "temporal" | "diubah", { cocok: number; ids: string[] }>;
  pengecualian: { kode: string; locator: string } | null;
};

describe("OWSLib against /csw", () => {
  it("capabilities, QGIS paging with fes filters, CKAN harvest with GetRecordById in gmd, CQL, GeoNetwork and Esri filters", async () => {
    // Asynchronous: the server answering OWSLib runs in this process.
    const r = await promisify(execFile)(PYTHON, [path.join(import.meta.dirname, "owslib/klien.py"), url, JSON.stringify(param)], { encoding: "utf8", timeout: 120_000 });
    expect(r.stderr).toBe("");
    const hasil = JSON.parse(r.stdout) as Hasil;

    const publik = (await h.db.select({ id: metadata.id }).from(metadata).where(eq(metadata.status, "PUBLISHED"))).map((b) => b.id).sort();

    expect(hasil.capabilities).toMatchObject({ versi: "2.0.2", post: [url], bahasa_kendala: ["FILTER", "CQL_TEXT"] });
    expect(hasil.capabilities.operasi).toEqual(expect.arrayContaining(["GetCapabilities", "GetRecords", "GetRecordById", "DescribeRecord"]));
    expect(hasil.capabilities.skema).toContain("http://www.isotc211.org/2005/gmd");

    // MetaSearch's own request: the record whose title holds the typed word is found, with every other match.
    expect(hasil.metasearch).toHaveLength(2);
    for (const [i, cari] of param.metasearch.entries()) {
      const ms = hasil.metasearch[i]!;
      const kataCari = lipat(cari.kata).split(/\s+/);
      const harap = idDari((r) => adaAwalan(r, ...kataCari) && berpotongan(r, cari.kotak));
      expect(ms.ids, cari.kata).toContain(cari.id);
      expect(ms.cocok, cari.kata).toBe(harap.length);
      expect(ms.ids, cari.kata).toEqual(harap.slice(0, 10));
      expect(lipat(ms.judul[ms.ids.indexOf(cari.id)]!)).toContain(kataCari[0]);
    }

    expect(hasil.qgis.cocok).toBe(idDari((r) => adaAwalan(r, param.kata_umum) && berpotongan(r, QGIS)).length);
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

    // GeoNetwork: every match once, in pages of 20, each with its real modification time; then ISO records by id.
    // `%word%` is the word itself (never inside a longer word).
    const gn = idDari((r) => adaKata(r, param.kata_umum) && berpotongan(r, param.kotak));
    expect(gn.length).toBeGreaterThan(20);
    expect(gn.length).toBeLessThan(publik.length);
    expect(hasil.geonetwork.ids).toEqual(gn);
    expect(hasil.geonetwork.halaman).toBe(Math.ceil(gn.length / 20));
    for (const r of rekaman.filter((x) => gn.includes(x.id))) expect(Date.parse(hasil.geonetwork.modified[r.id]!)).toBe(Math.floor(r.diubah.getTime() / 1000) * 1000);
    expect(hasil.geonetwork.iso.map((i) => i.id)).toEqual(gn.slice(0, 3));
    expect(hasil.geonetwork.iso.every((i) => i.judul.length > 3 && /^\d{4}-\d{2}-\d{2}/.test(i.datestamp))).toBe(true);

    // Esri: '#' is one character, '!' escapes it; envelopes in lon/lat; date ranges on the extent and modification.
    const esri = hasil.esri;
    const harapan = {
      satu_huruf: idDari((r) => cocokPola(r.teks, "%jal_n%")),
      // An escaped '#' is a literal, which separates words as in the stored text: the word "jal", then a word "n…".
      lolos: idDari((r) => adaKata(r, "jal") && adaAwalan(r, "n")),
      intersects: idDari((r) => berpotongan(r, param.kotak)),
      within: idDari((r) => didalam(r, param.dalam)),
      temporal: idDari((r) => !!r.mulai && !!r.selesai && r.mulai >= new Date(param.temporal[0]) && r.selesai <= new Date(param.temporal[1])),
      diubah: idDari((r) => r.diubah >= new Date(param.diubah[0]) && r.diubah < new Date(param.diubah[1])),
    };
    for (const [k, ids] of Object.entries(harapan) as [keyof typeof harapan, string[]][]) {
      expect(esri[k].ids.sort(), k).toEqual(ids);
      expect(esri[k].cocok, k).toBe(ids.length);
      if (k !== "lolos") expect(ids.length, k).toBeGreaterThan(0);
      expect(ids.length, k).toBeLessThan(publik.length);
    }
    expect(hasil.pengecualian).toEqual({ kode: "InvalidParameterValue", locator: "outputschema" });
  }, 180_000);
});
