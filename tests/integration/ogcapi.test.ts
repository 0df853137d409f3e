import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { metadata } from "@/lib/db/schema";
import { seedDatabase } from "@/lib/seed";
import { parseXmlTree } from "@/lib/csw/xml-tree";
import { createTestDatabase } from "@/tests/helpers/db";
import { ogc, tautan } from "@/tests/helpers/ogcapi";

// Conformance checks written from the abstract test suites of OGC API – Features Part 1 (ATS A.2: /conf/core,
// /conf/geojson) and Records Part 1 (record-core, record-collection, record-api, sorting), on 250 seeded records
// (150 PUBLISHED). Expectations come from the database, never from the service itself.

type Rek = { id: string; judul: string; teks: string; w: number; e: number; s: number; n: number; mulai: Date | null; selesai: Date | null; diubah: Date };
let h: DatabaseHandle;
let rek: Rek[];
const ITEMS = "collections/metadata/items";

beforeAll(async () => {
  h = await createTestDatabase();
  await seedDatabase(h.db, { count: 250 });
  rek = await h.db
    .select({ id: metadata.id, judul: metadata.judul, teks: metadata.teksLengkap, w: metadata.bboxBarat, e: metadata.bboxTimur, s: metadata.bboxSelatan, n: metadata.bboxUtara, mulai: metadata.temporalMulai, selesai: metadata.temporalSelesai, diubah: metadata.updatedAt })
    .from(metadata)
    .where(eq(metadata.status, "PUBLISHED"))
    .orderBy(asc(metadata.id));
});
afterAll(async () => {
  await h?.close();
});

const ids = (j: { features: { id: string }[] }) => j.features.map((f) => f.id);
const idDari = (f: (r: Rek) => boolean) => rek.filter(f).map((r) => r.id);

/** Every record of a search, following `next` links; fails on a repeated page. */
async function jalani(awal: string): Promise<{ ids: string[]; halaman: number }> {
  const semua: string[] = [];
  let alamat: string | undefined = awal;
  let halaman = 0;
  while (alamat) {
    const j = await ogc(alamat);
    expect(j.status, alamat).toBe(200);
    semua.push(...ids(j.json));
    halaman++;
    expect(halaman).toBeLessThan(200);
    alamat = tautan(j.json, "next");
  }
  return { ids: semua, halaman };
}

describe("landing page, conformance, API definition (Common / Features ATS A.2.2–A.2.4)", () => {
  it("landing page links to itself, the API definition, conformance and the collections", async () => {
    const j = await ogc("");
    expect(j.status).toBe(200);
    expect(j.headers.get("content-type")).toBe("application/json");
    expect(typeof j.json.title).toBe("string");
    for (const rel of ["self", "alternate", "service-desc", "service-doc", "conformance", "data"]) expect(tautan(j.json, rel), rel).toBeDefined();
    expect(tautan(j.json, "service-desc", "application/vnd.oai.openapi+json;version=3.0")).toMatch(/\/ogcapi\/openapi$/);
    expect(tautan(j.json, "alternate", "text/html")).toMatch(/f=html/);
  });

  it("conformance declares Common, Features core/GeoJSON, Records core and CQL2 classes", async () => {
    const j = await ogc("conformance");
    expect(j.status).toBe(200);
    expect(j.json.conformsTo).toEqual(
      expect.arrayContaining([
        "http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core",
        "http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson",
        "http://www.opengis.net/spec/ogcapi-records-1/1.0/conf/core",
        "http://www.opengis.net/spec/ogcapi-records-1/1.0/conf/sorting",
        "http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/filter",
        "http://www.opengis.net/spec/cql2/1.0/conf/cql2-text",
        "http://www.opengis.net/spec/cql2/1.0/conf/cql2-json",
      ]),
    );
  });

  it("the API definition is OpenAPI 3.0 covering every path", async () => {
    const j = await ogc("openapi");
    expect(j.status).toBe(200);
    expect(j.headers.get("content-type")).toBe("application/vnd.oai.openapi+json;version=3.0");
    expect(j.json.openapi).toMatch(/^3\.0\./);
    expect(Object.keys(j.json.paths)).toEqual(expect.arrayContaining(["/", "/conformance", "/collections", "/collections/metadata", "/collections/metadata/items", "/collections/metadata/items/{recordId}", "/collections/metadata/queryables"]));
    const params = j.json.paths["/collections/metadata/items"].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(expect.arrayContaining(["bbox", "datetime", "limit", "q", "type", "ids", "externalIds", "sortby", "filter", "filter-lang"]));
  });
});

describe("collections (Features ATS A.2.5–A.2.6, Records record-collection)", () => {
  it("one record collection, its extent from the published records", async () => {
    const j = await ogc("collections");
    expect(j.status).toBe(200);
    expect(j.json.collections).toHaveLength(1);
    const k = j.json.collections[0];
    expect(k).toMatchObject({ id: "metadata", itemType: "record" });
    const [b] = await h.db
      .select({ w: sql<number>`min(bbox_barat)`, s: sql<number>`min(bbox_selatan)`, e: sql<number>`max(bbox_timur)`, n: sql<number>`max(bbox_utara)` })
      .from(metadata)
      .where(eq(metadata.status, "PUBLISHED"));
    expect(k.extent.spatial.bbox[0]).toEqual([b!.w, b!.s, b!.e, b!.n].map(Number));
    expect(k.extent.spatial.crs).toBe("http://www.opengis.net/def/crs/OGC/1.3/CRS84");
    const mulai = rek.flatMap((r) => (r.mulai ? [r.mulai.getTime()] : [])).sort((a, b) => a - b)[0]!;
    expect(Date.parse(k.extent.temporal.interval[0][0])).toBe(mulai);
    const satu = await ogc("collections/metadata");
    expect(satu.json.id).toBe("metadata");
    expect(tautan(satu.json, "items", "application/geo+json")).toMatch(/\/collections\/metadata\/items$/);
    expect(tautan(satu.json, "self")).toBeDefined();
  });

  it("an unknown collection is 404 problem details", async () => {
    const j = await ogc("collections/tidak-ada");
    expect(j.status).toBe(404);
    expect(j.headers.get("content-type")).toBe("application/problem+json");
    expect(j.json).toMatchObject({ status: 404, title: expect.any(String), detail: expect.any(String) });
  });

  it("queryables are a JSON Schema of the properties CQL2 accepts", async () => {
    const j = await ogc("collections/metadata/queryables");
    expect(j.status).toBe(200);
    expect(j.headers.get("content-type")).toBe("application/schema+json");
    expect(j.json.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
    expect(Object.keys(j.json.properties)).toEqual(expect.arrayContaining(["title", "description", "keywords", "updated", "geometry", "time", "type"]));
  });
});

describe("items (Features ATS A.2.7, Records record-core and record-api)", () => {
  it("defaults to 10 GeoJSON Features per the record schema, with numberMatched and links", async () => {
    const j = await ogc(ITEMS);
    expect(j.status).toBe(200);
    expect(j.headers.get("content-type")).toBe("application/geo+json");
    expect(j.json.type).toBe("FeatureCollection");
    expect(j.json.numberMatched).toBe(rek.length);
    expect(j.json.numberReturned).toBe(10);
    expect(ids(j.json)).toEqual(rek.slice(0, 10).map((r) => r.id));
    const f = j.json.features[0];
    const r = rek[0]!;
    expect(f).toMatchObject({ type: "Feature", id: r.id, properties: { title: r.judul, type: "dataset" } });
    expect(f.conformsTo).toContain("http://www.opengis.net/spec/ogcapi-records-1/1.0/req/record-core");
    expect(f.geometry.type).toBe("Polygon");
    expect(f.geometry.coordinates[0][0]).toEqual([r.w, r.s]);
    expect(f.geometry.coordinates[0][2]).toEqual([r.e, r.n]);
    expect(Date.parse(f.properties.updated)).toBe(r.diubah.getTime());
    for (const rel of ["self", "alternate", "collection"]) expect(tautan(f, rel), rel).toBeDefined();
    expect(f.links.filter((l: { rel: string; type?: string }) => l.rel === "alternate" && l.type === "application/xml")).toHaveLength(3);
    for (const rel of ["self", "alternate", "next", "collection"]) expect(tautan(j.json, rel), rel).toBeDefined();
    expect(tautan(j.json, "prev")).toBeUndefined();
  });

  it("limit: default 10, at most 500, and refused below 1 naming the parameter", async () => {
    expect((await ogc(`${ITEMS}?limit=3`)).json.numberReturned).toBe(3);
    expect((await ogc(`${ITEMS}?limit=1000`)).json.numberReturned).toBe(rek.length);
    for (const v of ["0", "-1", "abc", "1.5"]) {
      const j = await ogc(`${ITEMS}?limit=${v}`);
      expect(j.status, v).toBe(400);
      expect(j.headers.get("content-type")).toBe("application/problem+json");
      expect(j.json.parameter).toBe("limit");
    }
  });

  it("next links walk every published record exactly once in id order; prev goes back", async () => {
    const w = await jalani(`${ITEMS}?limit=7`);
    expect(w.ids).toEqual(rek.map((r) => r.id));
    expect(w.halaman).toBe(Math.ceil(rek.length / 7));
    const p1 = await ogc(`${ITEMS}?limit=7`);
    const p2 = await ogc(tautan(p1.json, "next")!);
    const p3 = await ogc(tautan(p2.json, "next")!);
    const kembali = await ogc(tautan(p3.json, "prev")!);
    expect(ids(kembali.json)).toEqual(ids(p2.json));
    const awal = await ogc(tautan(kembali.json, "prev")!);
    expect(ids(awal.json)).toEqual(ids(p1.json));
    expect(tautan(awal.json, "prev")).toBeUndefined();
  });

  it("a walk while records are published and withdrawn never repeats or skips one that stays", async () => {
    const tetap = new Set(rek.map((r) => r.id));
    const [draf] = await h.db.select({ id: metadata.id }).from(metadata).where(and(sql`status <> 'PUBLISHED'`)).orderBy(asc(metadata.id)).limit(1);
    const dilihat: string[] = [];
    let j = await ogc(`${ITEMS}?limit=20`);
    dilihat.push(...ids(j.json));
    // Between pages: withdraw one record already seen and one not yet seen, publish one that was a draft.
    const sudah = dilihat[3]!;
    const belum = rek.at(-5)!.id;
    await h.db.update(metadata).set({ status: "DRAFT" }).where(sql`id in (${sudah}::uuid, ${belum}::uuid)`);
    await h.db.update(metadata).set({ status: "PUBLISHED" }).where(eq(metadata.id, draf!.id));
    tetap.delete(sudah);
    tetap.delete(belum);
    try {
      for (let alamat = tautan(j.json, "next"); alamat; alamat = tautan(j.json, "next")) {
        j = await ogc(alamat);
        dilihat.push(...ids(j.json));
      }
      expect(new Set(dilihat).size).toBe(dilihat.length);
      for (const id of tetap) expect(dilihat).toContain(id);
      expect(dilihat).not.toContain(belum);
    } finally {
      await h.db.update(metadata).set({ status: "PUBLISHED" }).where(sql`id in (${sudah}::uuid, ${belum}::uuid)`);
      await h.db.update(metadata).set({ status: "DRAFT" }).where(eq(metadata.id, draf!.id));
    }
  });

  it("bbox selects records whose extent intersects the box (CRS84, and EPSG:4326 latitude first)", async () => {
    const kotak = [105, -9, 115, -5];
    const harap = idDari((r) => r.w <= 115 && r.e >= 105 && r.s <= -5 && r.n >= -9);
    expect(harap.length).toBeGreaterThan(0);
    expect(harap.length).toBeLessThan(rek.length);
    expect((await jalani(`${ITEMS}?limit=50&bbox=${kotak.join(",")}`)).ids).toEqual(harap);
    const crs = encodeURIComponent("http://www.opengis.net/def/crs/EPSG/0/4326");
    expect((await jalani(`${ITEMS}?limit=50&bbox=-9,105,-5,115&bbox-crs=${crs}`)).ids).toEqual(harap);
    for (const [q, param] of [["bbox=1,2,3", "bbox"], ["bbox=a,b,c,d", "bbox"], ["bbox=0,10,5,0", "bbox"], ["bbox=0,0,1,1&bbox-crs=EPSG:3857", "bbox-crs"]]) {
      const j = await ogc(`${ITEMS}?${q}`);
      expect(j.status, q).toBe(400);
      expect(j.json.parameter, q).toBe(param);
    }
  });

  it("datetime: instants and intervals with open ends against the record's time extent", async () => {
    const mulai = rek.flatMap((r) => (r.mulai ? [r.mulai.getTime()] : [])).sort((a, b) => a - b);
    const t1 = new Date(mulai[Math.floor(mulai.length * 0.3)]!).toISOString();
    const t2 = new Date(mulai[Math.floor(mulai.length * 0.7)]!).toISOString();
    // A record's extent is [start, end], or the instant of its start when it has no end.
    const akhir = (r: Rek) => (r.selesai ?? r.mulai)!.getTime();
    const potong = (a: number | null, b: number | null) => idDari((r) => !!r.mulai && (b === null || r.mulai.getTime() <= b) && (a === null || akhir(r) >= a));
    const [a, b] = [Date.parse(t1), Date.parse(t2)];
    const kasus: [string, string[]][] = [
      [`${t1}/${t2}`, potong(a, b)],
      [`../${t1}`, potong(null, a)],
      [`${t2}/..`, potong(b, null)],
      [`${t1}/`, potong(a, null)],
      [t1, potong(a, a)],
    ];
    for (const [dt, harap] of kasus) {
      expect(harap.length, dt).toBeGreaterThan(0);
      expect((await jalani(`${ITEMS}?limit=100&datetime=${encodeURIComponent(dt)}`)).ids, dt).toEqual(harap);
    }
    for (const dt of ["kemarin", "../..", "2020-13-01", `${t2}/${t1}`]) {
      const j = await ogc(`${ITEMS}?datetime=${encodeURIComponent(dt)}`);
      expect(j.status, dt).toBe(400);
      expect(j.json.parameter).toBe("datetime");
    }
  });

  it("q: comma-separated terms (OR), each one's words all present, as the public search reads them", async () => {
    const kata = (r: Rek) => r.teks.split(" ");
    const awalan = (r: Rek, ...ws: string[]) => ws.every((w) => kata(r).some((x) => x.startsWith(w)));
    const judul = rek[0]!.judul.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().match(/\p{L}{4,}/gu)!;
    const [w1, w2] = [judul[0]!, judul[1] ?? judul[0]!];
    const dua = await jalani(`${ITEMS}?limit=100&q=${encodeURIComponent(`${w1.toUpperCase()} ${w2.slice(0, 3)}`)}`);
    expect(dua.ids).toEqual(idDari((r) => awalan(r, w1, w2.slice(0, 3))));
    expect(dua.ids).toContain(rek[0]!.id);
    const atau = await jalani(`${ITEMS}?limit=100&q=${encodeURIComponent(`${w1},jalan`)}`);
    expect(atau.ids).toEqual(idDari((r) => awalan(r, w1) || awalan(r, "jalan")));
  });

  it("type, ids and externalIds", async () => {
    expect((await jalani(`${ITEMS}?limit=100&type=dataset`)).ids).toEqual(rek.map((r) => r.id));
    expect((await ogc(`${ITEMS}?type=service`)).json.numberMatched).toBe(0);
    const pilih = [rek[5]!.id, rek[2]!.id];
    expect(ids((await ogc(`${ITEMS}?ids=${pilih.join(",")}`)).json)).toEqual([rek[2]!.id, rek[5]!.id]);
    expect(ids((await ogc(`${ITEMS}?externalIds=${pilih[0]}`)).json)).toEqual([pilih[0]]);
  });

  it("the cost bounds of /csw hold for the parameters too", async () => {
    const banyak = Array.from({ length: 101 }, (_, i) => `00000000-0000-0000-0000-${String(i).padStart(12, "0")}`);
    const kata = Array.from({ length: 33 }, (_, i) => `kata${i}`).join(" ");
    for (const [q, param] of [[`ids=${banyak.join(",")}`, "ids"], [`q=${encodeURIComponent(kata)}`, "q"], [`q=${"a".repeat(1001)}`, "q"]]) {
      const j = await ogc(`${ITEMS}?${q}`);
      expect(j.status, param).toBe(400);
      expect(j.json.parameter).toBe(param);
    }
  });

  it("sortby: ascending title and descending updated walk every record once in that order", async () => {
    const judul = await h.db.execute(sql`select id from metadata where status = 'PUBLISHED' order by judul collate "C", id`);
    const harapJudul = (judul as unknown as { rows?: { id: string }[] }).rows ?? (judul as unknown as { id: string }[]);
    expect((await jalani(`${ITEMS}?limit=13&sortby=%2Btitle`)).ids).toEqual(harapJudul.map((r) => r.id));
    const harapBaru = [...rek].sort((a, b) => b.diubah.getTime() - a.diubah.getTime() || (a.id < b.id ? -1 : 1)).map((r) => r.id);
    expect((await jalani(`${ITEMS}?limit=13&sortby=-updated`)).ids).toEqual(harapBaru);
    const j = await ogc(`${ITEMS}?sortby=warna`);
    expect(j.status).toBe(400);
    expect(j.json.parameter).toBe("sortby");
    const p1 = await ogc(`${ITEMS}?limit=5`);
    const salah = tautan(p1.json, "next")!.replace("limit=5", "limit=5&sortby=title");
    expect((await ogc(salah)).json.parameter).toBe("kursor");
    expect((await ogc(`${ITEMS}?kursor=bukan-kursor`)).json.parameter).toBe("kursor");
  });
});

describe("one record (Features ATS A.2.8) and formats", () => {
  it("GeoJSON by default, the ISO encodings by f= and Accept, 404 for unknown and unpublished ids", async () => {
    const r = rek[7]!;
    const j = await ogc(`${ITEMS}/${r.id}`);
    expect(j.status).toBe(200);
    expect(j.headers.get("content-type")).toBe("application/geo+json");
    expect(j.json).toMatchObject({ id: r.id, type: "Feature", properties: { title: r.judul } });
    const akar = (teks: string) => parseXmlTree(teks, { maxBytes: 1e7, maxDepth: 100, maxElements: 1e6 });
    for (const [f, local, uri] of [
      ["gmd", "MD_Metadata", "http://www.isotc211.org/2005/gmd"],
      ["mdb2016", "MD_Metadata", "http://standards.iso.org/iso/19115/-3/mdb/1.0"],
      ["mdb2018", "MD_Metadata", "http://standards.iso.org/iso/19115/-3/mdb/2.0"],
    ] as const) {
      const x = await ogc(`${ITEMS}/${r.id}?f=${f}`);
      expect(x.status, f).toBe(200);
      expect(x.headers.get("content-type")).toBe("application/xml; charset=utf-8");
      const el = akar(x.teks);
      expect([el.local, el.uri], f).toEqual([local, uri]);
      expect(x.teks).toContain(r.id);
      expect(j.json.links.some((l: { href: string }) => l.href.endsWith(`?f=${f}`)), f).toBe(true);
    }
    const terima = await ogc(`${ITEMS}/${r.id}`, { headers: { accept: "application/xml" } });
    expect(akar(terima.teks).uri).toBe("http://www.isotc211.org/2005/gmd");
    const json = await ogc(`${ITEMS}/${r.id}`, { headers: { accept: "text/html;q=0.5, application/geo+json" } });
    expect(json.json.id).toBe(r.id);
    const [draf] = await h.db.select({ id: metadata.id }).from(metadata).where(sql`status <> 'PUBLISHED'`).limit(1);
    for (const id of [draf!.id, "00000000-0000-0000-0000-000000000000", "bukan-uuid"]) {
      const x = await ogc(`${ITEMS}/${id}`);
      expect(x.status, id).toBe(404);
      expect(x.headers.get("content-type")).toBe("application/problem+json");
    }
  });

  it("an f the resource does not have is 400 naming f; unknown paths and POST elsewhere are refused", async () => {
    for (const a of [`${ITEMS}?f=gmd`, "collections?f=xml", `${ITEMS}/${rek[0]!.id}?f=pdf`]) {
      const j = await ogc(a);
      expect(j.status, a).toBe(400);
      expect(j.json.parameter).toBe("f");
    }
    expect((await ogc("tidak/ada/sama/sekali")).status).toBe(404);
    expect((await ogc("conformance", { method: "POST", body: "{}" })).status).toBe(405);
  });
});
