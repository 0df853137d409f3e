import { eq } from "drizzle-orm";
import type { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as katalog } from "@/app/dcat/[berkas]/route";
import { GET as rekaman } from "@/app/dcat/rekaman/[berkas]/route";
import type { DatabaseHandle } from "@/lib/db/client";
import { metadata } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { kolomDariDokumen } from "@/lib/metadata/kolom";
import { DokumenMetadata } from "@/lib/metadata/schema";
import { createTestDatabase } from "@/tests/helpers/db";
import { KEWAJIBAN_DCAT_AP, SHACL_DCAT_AP, kelasDari, kunciTriple, nilai, parseJsonLd, parseRdfXml, parseTurtle, toko } from "@/tests/helpers/rdf";
import { buatPemilik, dokumenUji, sisipkanRekaman } from "@/tests/helpers/rekaman";
import { bacaBatasan, periksaShacl } from "@/tests/helpers/shacl";

type Handler = (req: NextRequest, c: { params: Promise<Record<string, string>> }) => Promise<Response>;
async function ambil(handler: unknown, path: string, berkas: string) {
  const { NextRequest } = await import("next/server");
  const req = new NextRequest(new URL(path, "http://localhost"), { headers: { "x-forwarded-for": "10.0.0.1" } });
  const res = await (handler as Handler)(req, { params: Promise.resolve({ berkas }) });
  return { status: res.status, headers: res.headers, body: await res.text() };
}
const halaman = (format: string, query = "") => ambil(katalog, `/dcat/catalog.${format}${query}`, `catalog.${format}`);

const DCAT = "http://www.w3.org/ns/dcat#";
const DCT = "http://purl.org/dc/terms/";
const HYDRA = "http://www.w3.org/ns/hydra/core#";

let h: DatabaseHandle;
let base: string;
let idKaya: string;
let idDraf: string;
const terbit: string[] = [];

/** A record with every part the mapping reads: contacts, region, time span, services and files, constraints, lineage. */
function dokumenKaya() {
  const d = dokumenUji({ judul: "Batas Wilayah Administrasi Jawa Barat", kataKunci: ["batas", "administrasi"], topikKategori: ["boundaries", "location"] });
  return DokumenMetadata.parse({
    ...d,
    identifikasi: {
      ...d.identifikasi,
      abstrak: "Batas wilayah administrasi desa sampai provinsi di Jawa Barat, skala 1:25.000, hasil kartometrik.\r\nBaris kedua & <tanda>.",
      tanggal: [{ tanggal: "2024-03-01", jenis: "publication" }, { tanggal: "2025-02-01T08:00:00+07:00", jenis: "revision" }],
      edisi: "2.0",
      frekuensiPembaruan: "annually",
      bahasa: ["ind", "eng"],
      resolusi: { jarak: { nilai: 12.5, satuan: "m" } },
      batasan: { penggunaan: ["Cantumkan sumber data."], lisensi: "https://creativecommons.org/licenses/by/4.0/", aksesBatasan: "Terbuka untuk umum." },
      kontak: [
        { peran: "pointOfContact", namaIndividu: "Sari Dewi", namaOrganisasi: "Dinas Uji", email: "sari@uji.example", telepon: "+62 22 123 456", kota: "Bandung", negara: "Indonesia" },
        { peran: "originator", namaOrganisasi: "Badan Survei Uji" },
      ],
    },
    cakupan: {
      bbox: { barat: 106.3, timur: 108.8, selatan: -7.8, utara: -5.9 },
      temporal: { mulai: "2020-01-01", selesai: "2023-12-31" },
      wilayah: [{ kode: "32", nama: "Jawa Barat" }],
    },
    distribusi: {
      format: [{ nama: "GeoJSON" }],
      sumberDaring: [
        { url: "https://geo.uji.example/ows?service=WMS", protokol: "OGC:WMS", nama: "batas_wilayah", fungsi: "browsing" },
        { url: "https://data.uji.example/unduh/batas.geojson", protokol: "WWW:DOWNLOAD-1.0-http--download", nama: "batas.geojson", deskripsi: "Unduh GeoJSON", fungsi: "download" },
        { url: "https://data.uji.example/unduh/batas.bin", protokol: "FILE:GEO", fungsi: "download" },
      ],
    },
    sistemReferensi: { kode: "4326" },
    kualitasData: {
      silsilah: { pernyataan: "Digitasi dari peta RBI." },
      laporan: [{ elemen: "DQ_DomainConsistency", kesesuaian: { spesifikasi: "SNI 19-6502.1-2000", penjelasan: "Sesuai", lulus: true } }],
    },
  });
}

beforeAll(async () => {
  h = await createTestDatabase();
  base = env().PUBLIC_BASE_URL;
  const p = await buatPemilik(h.db, "DCT");
  const pemilik = { organisasiId: p.organisasi.id, penggunaId: p.pengguna.id };
  const ids = await sisipkanRekaman(h.db, pemilik, Array.from({ length: 120 }, (_, i) => ({ judul: `Rekaman DCAT ${i}`, kataKunci: [`k${i % 7}`] })));
  terbit.push(...ids);
  idKaya = ids[0]!;
  const dok = dokumenKaya();
  dok.metadataInfo.pengenal = idKaya;
  await h.db.update(metadata).set({ dokumen: dok, ...kolomDariDokumen(dok) }).where(eq(metadata.id, idKaya));
  idDraf = (await sisipkanRekaman(h.db, pemilik, [{ judul: "Draf DCAT", status: "DRAFT" }]))[0]!;
});
afterAll(async () => h?.close());

describe("GET /dcat/catalog.{jsonld,ttl,rdf}", () => {
  it("answers each format with its media type, CORS and shared caching; unknown names 404, bad paging 400", async () => {
    for (const [f, tipe] of [["jsonld", "application/ld+json"], ["ttl", "text/turtle"], ["rdf", "application/rdf+xml"]]) {
      const res = await halaman(f!);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(`${tipe}; charset=utf-8`);
      expect(res.headers.get("access-control-allow-origin")).toBe("*");
      expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    }
    expect((await ambil(katalog, "/dcat/catalog.n3", "catalog.n3")).status).toBe(404);
    const buruk = await halaman("ttl", "?pageSize=501");
    expect(buruk.status).toBe(400);
    expect(JSON.parse(buruk.body)).toEqual({ error: "Parameter pageSize harus bilangan bulat 1–500." });
    expect((await halaman("ttl", "?setelah=bukan-uuid")).status).toBe(400);
  });

  it("conforms to the DCAT-AP 3.0.1 SHACL shapes and has every mandatory property per class", async () => {
    const st = toko(parseTurtle((await halaman("ttl", "?pageSize=500")).body));
    const { batasan, jenisDipakai } = bacaBatasan(SHACL_DCAT_AP());
    // The checker reads exactly the constraint types the official shapes use.
    const dikenal = ["targetClass", "property", "path", "minCount", "maxCount", "nodeKind", "datatype", "class", "name", "description", "closed"];
    expect([...jenisDipakai].map((p) => p.replace("http://www.w3.org/ns/shacl#", "")).filter((p) => !dikenal.includes(p))).toEqual([]);
    expect(batasan.length).toBeGreaterThan(200);
    expect(periksaShacl(st, batasan)).toEqual([]);
    // The checker does catch a violation: an agent without its mandatory name.
    const rusak = toko(st.getQuads(null, null, null, null).filter((q) => q.predicate.value !== "http://xmlns.com/foaf/0.1/name"));
    expect(periksaShacl(rusak, batasan)).toContain(`${base}/organisasi/DCT http://xmlns.com/foaf/0.1/name: 0 nilai, minimal 1`);
    for (const [kelas, { mandatory = [] }] of Object.entries(KEWAJIBAN_DCAT_AP)) {
      for (const s of kelasDari(st, kelas)) for (const p of mandatory) expect(nilai(st, s, p), `${s} ${p}`).not.toEqual([]);
    }
    // ckanext-dcat reads datasets from the catalogue's dcat:dataset (mandatory before DCAT-AP 3, still emitted).
    const [kat] = kelasDari(st, `${DCAT}Catalog`);
    expect(nilai(st, kat!, `${DCAT}dataset`)).toHaveLength(120);
    expect(kelasDari(st, `${DCAT}Dataset`)).toHaveLength(120);
    expect(kelasDari(st, `${DCAT}Dataset`)).not.toContain(`${base}/katalog/${idDraf}#dataset`);
  });

  it("gives the rich record every recommended property DCAT-AP 3.0.1 lists that we can fill, with the GeoDCAT-AP mapping", async () => {
    const st = toko(parseTurtle((await halaman("ttl", "?pageSize=500")).body));
    const ds = `${base}/katalog/${idKaya}#dataset`;
    const diisi: Record<string, string[]> = {
      [`${DCAT}Catalog`]: ["dataset", "spatial", "homepage", "language", "modified", "issued", "themeTaxonomy"],
      [`${DCAT}Dataset`]: ["contactPoint", "distribution", "spatial", "keyword", "publisher", "temporal", "theme"],
      [`${DCAT}Distribution`]: ["description", "format", "license"],
      [`${DCAT}CatalogRecord`]: ["conformsTo", "issued"],
      ["http://xmlns.com/foaf/0.1/Agent"]: ["type"],
      [`${DCT}Location`]: ["bbox", "centroid"],
      [`${DCT}PeriodOfTime`]: ["endDate", "startDate"],
    };
    const subjekKaya = (kelas: string) => kelasDari(st, kelas).filter((s) => s.startsWith(`${base}/katalog/${idKaya}`) || !s.includes("/katalog/"));
    for (const [kelas, nama] of Object.entries(diisi)) {
      const rek = KEWAJIBAN_DCAT_AP[kelas]!.recommended!;
      for (const n of nama) {
        const p = rek.find((r) => r.endsWith(`#${n}`) || r.endsWith(`/${n}`));
        expect(p, `${kelas} ${n} direkomendasikan`).toBeDefined();
        // Agent: the agency publishing the record (creators and the catalogue's operator have no known kind).
        const subjek = kelas.endsWith("foaf/0.1/Agent") ? [`${base}/organisasi/DCT`] : subjekKaya(kelas).filter((s) => kelas !== `${DCT}Location` || s.endsWith("#lokasi"));
        expect(subjek.length, kelas).toBeGreaterThan(0);
        for (const s of subjek) expect(nilai(st, s, p!), `${s} ${n}`).not.toEqual([]);
      }
    }
    const o = (s: string, p: string) => st.getObjects(s, p, null);
    const lokasi = `${base}/katalog/${idKaya}#lokasi`;
    expect(o(lokasi, `${DCAT}bbox`)[0]).toMatchObject({ value: "POLYGON((106.3 -7.8, 108.8 -7.8, 108.8 -5.9, 106.3 -5.9, 106.3 -7.8))", datatype: { value: "http://www.opengis.net/ont/geosparql#wktLiteral" } });
    const geometri = o(lokasi, "http://www.w3.org/ns/locn#geometry")[0]!.value;
    expect(JSON.parse(o(geometri, "http://www.opengis.net/ont/geosparql#asGeoJSON")[0]!.value)).toEqual({ type: "Polygon", coordinates: [[[106.3, -7.8], [108.8, -7.8], [108.8, -5.9], [106.3, -5.9], [106.3, -7.8]]] });
    const waktu = o(ds, `${DCT}temporal`)[0]!.value;
    expect(o(waktu, `${DCAT}startDate`)[0]).toMatchObject({ value: "2020-01-01", datatype: { value: "http://www.w3.org/2001/XMLSchema#date" } });
    expect(o(ds, `${DCT}issued`)[0]!.value).toBe("2024-03-01");
    expect(o(ds, `${DCT}modified`)[0]!.value).toBe("2025-02-01T08:00:00+07:00");
    expect(o(ds, `${DCT}description`)[0]).toMatchObject({ value: expect.stringContaining("1:25.000, hasil kartometrik.\r\nBaris kedua & <tanda>."), language: "id" });
    expect(o(ds, `${DCT}accrualPeriodicity`)[0]!.value).toBe("http://publications.europa.eu/resource/authority/frequency/ANNUAL");
    expect(o(ds, `${DCT}language`).map((x) => x.value).sort()).toEqual(["http://publications.europa.eu/resource/authority/language/ENG", "http://publications.europa.eu/resource/authority/language/IND"]);
    expect(o(ds, `${DCT}conformsTo`).map((x) => x.value)).toContain("http://www.opengis.net/def/crs/EPSG/0/4326");
    const kontak = o(ds, `${DCAT}contactPoint`)[0]!.value;
    expect(o(kontak, "http://www.w3.org/2006/vcard/ns#hasEmail")[0]!.value).toBe("mailto:sari@uji.example");
    expect(o(kontak, "http://www.w3.org/2006/vcard/ns#hasTelephone")[0]!.value).toBe("tel:+6222123456");
    expect(o(o(ds, `${DCT}creator`)[0]!.value, "http://xmlns.com/foaf/0.1/name")[0]!.value).toBe("Badan Survei Uji");
    const catatan = `${base}/katalog/${idKaya}#rekaman`;
    expect(o(catatan, `${DCT}conformsTo`)[0]!.value).toBe(`${base}/standar/sni-8843-1-2019`);
    // Distributions: a WMS (service file type, OGC spec, no download), a GeoJSON file, a file of unknown type.
    const dist = o(ds, `${DCAT}distribution`).map((x) => x.value).sort();
    expect(dist).toHaveLength(3);
    const [wms, geojson, lain] = dist;
    expect(o(wms!, `${DCT}format`)[0]!.value).toBe("http://publications.europa.eu/resource/authority/file-type/WMS_SRVC");
    expect(o(wms!, `${DCT}conformsTo`)[0]!.value).toBe("http://www.opengis.net/def/serviceType/ogc/wms");
    expect(o(wms!, `${DCAT}downloadURL`)).toEqual([]);
    expect(o(geojson!, `${DCAT}downloadURL`)[0]!.value).toBe("https://data.uji.example/unduh/batas.geojson");
    expect(o(geojson!, `${DCAT}mediaType`)[0]!.value).toBe("https://www.iana.org/assignments/media-types/application/geo+json");
    expect(o(geojson!, `${DCT}license`)[0]!.value).toBe("https://creativecommons.org/licenses/by/4.0/");
    // One declared format, but the URL's .bin names none: the record's only format is used.
    expect(o(lain!, `${DCT}format`)[0]!.value).toBe("http://publications.europa.eu/resource/authority/file-type/GEOJSON");
  });

  it("yields the same triples in JSON-LD, Turtle and RDF/XML (page links differ only in their extension)", async () => {
    const [j, t, r] = await Promise.all([halaman("jsonld", "?pageSize=40&page=2"), halaman("ttl", "?pageSize=40&page=2"), halaman("rdf", "?pageSize=40&page=2")]);
    const satukan = (ext: string) => (k: string) => k.replaceAll(`/dcat/catalog.${ext}`, "/dcat/catalog.X");
    const jq = new Set((await parseJsonLd(j.body)).map(kunciTriple).map(satukan("jsonld")));
    const tq = new Set(parseTurtle(t.body).map(kunciTriple).map(satukan("ttl")));
    const rq = new Set((await parseRdfXml(r.body)).map(kunciTriple).map(satukan("rdf")));
    expect(tq.size).toBeGreaterThan(1000);
    expect([...jq].filter((k) => !tq.has(k))).toEqual([]);
    expect([...tq].filter((k) => !jq.has(k))).toEqual([]);
    expect([...rq].filter((k) => !tq.has(k))).toEqual([]);
    expect([...tq].filter((k) => !rq.has(k))).toEqual([]);
  });

  it("pages the whole catalogue by hydra:next and lists every published dataset exactly once, even when one is withdrawn mid-walk", async () => {
    const dilihat: string[] = [];
    let url: string | undefined = `${base}/dcat/catalog.jsonld?pageSize=7`;
    let halamanKe = 0;
    let total = 0;
    while (url) {
      const u = new URL(url);
      const res = await halaman("jsonld", u.search);
      expect(res.status).toBe(200);
      const st = toko(await parseJsonLd(res.body));
      const [view] = kelasDari(st, `${HYDRA}PartialCollectionView`);
      expect(kelasDari(st, `${HYDRA}PagedCollection`)).toEqual([view]);
      total = Number(nilai(st, view!, `${HYDRA}totalItems`)[0]);
      if (halamanKe === 0) {
        expect(total).toBe(120);
        expect(nilai(st, view!, `${HYDRA}last`)).toEqual([`${base}/dcat/catalog.jsonld?page=18&pageSize=7`]);
        expect(nilai(st, view!, `${HYDRA}first`)).toEqual([`${base}/dcat/catalog.jsonld?pageSize=7`]);
      }
      dilihat.push(...kelasDari(st, `${DCAT}Dataset`));
      halamanKe++;
      // After page 2, a record already listed is withdrawn: offset paging would now skip one record.
      if (halamanKe === 2) await h.db.update(metadata).set({ status: "PRIVATE" }).where(eq(metadata.id, dilihat[0]!.match(/katalog\/([^#]+)#/)![1]!));
      url = nilai(st, view!, `${HYDRA}next`)[0];
    }
    expect(halamanKe).toBe(18);
    expect(dilihat).toHaveLength(120);
    expect(new Set(dilihat).size).toBe(120);
    expect(new Set(dilihat)).toEqual(new Set(terbit.map((id) => `${base}/katalog/${id}#dataset`)));
    await h.db.update(metadata).set({ status: "PUBLISHED" }).where(eq(metadata.id, dilihat[0]!.match(/katalog\/([^#]+)#/)![1]!));
  });

  it("serves ckanext-dcat's page parameter as an offset, with previous/next links", async () => {
    const st = toko(parseTurtle((await halaman("ttl", "?page=3&pageSize=50")).body));
    const [view] = kelasDari(st, `${HYDRA}PartialCollectionView`);
    expect(kelasDari(st, `${DCAT}Dataset`)).toHaveLength(20);
    expect(nilai(st, view!, `${HYDRA}previous`)).toEqual([`${base}/dcat/catalog.ttl?page=2&pageSize=50`]);
    expect(nilai(st, view!, `${HYDRA}next`)).toEqual([]);
  });
});

describe("GET /katalog/{id}.jsonld|.ttl|.rdf", () => {
  it("describes one published record, the same triples as in the catalogue; drafts and unknown ids are 404", async () => {
    const res = await ambil(rekaman, `/katalog/${idKaya}.jsonld`, `${idKaya}.jsonld`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/ld+json; charset=utf-8");
    const satu = new Set((await parseJsonLd(res.body)).map(kunciTriple));
    const ttl = new Set(parseTurtle((await ambil(rekaman, `/katalog/${idKaya}.ttl`, `${idKaya}.ttl`)).body).map(kunciTriple));
    expect(ttl).toEqual(satu);
    const semua = new Set(parseTurtle((await halaman("ttl", "?pageSize=500")).body).map(kunciTriple));
    expect([...satu].filter((k) => !semua.has(k))).toEqual([]);
    const st = toko(await parseRdfXml((await ambil(rekaman, `/katalog/${idKaya}.rdf`, `${idKaya}.rdf`)).body));
    expect(periksaShacl(st, bacaBatasan(SHACL_DCAT_AP()).batasan)).toEqual([]);
    expect((await ambil(rekaman, `/katalog/${idDraf}.ttl`, `${idDraf}.ttl`)).status).toBe(404);
    expect((await ambil(rekaman, "/katalog/bukan-id.ttl", "bukan-id.ttl")).status).toBe(404);
  });
});

describe("GET /dcat/catalog (the catalogue's IRI)", () => {
  it("sends the client to the serialisation its Accept header prefers, keeping the query", async () => {
    const { GET } = await import("@/app/dcat/catalog/route");
    const { NextRequest } = await import("next/server");
    const lihat = async (accept: string | undefined, q = "") => {
      const req = new NextRequest(new URL(`/dcat/catalog${q}`, "http://localhost"), { headers: { ...(accept ? { accept } : {}), "x-forwarded-for": "10.0.0.1" } });
      const res = await (GET as unknown as Handler)(req, { params: Promise.resolve({}) });
      expect(res.status).toBe(303);
      expect(res.headers.get("vary")).toBe("Accept");
      return res.headers.get("location");
    };
    expect(await lihat("text/turtle")).toBe(`${base}/dcat/catalog.ttl`);
    expect(await lihat("application/rdf+xml;q=0.9, text/turtle;q=0.5")).toBe(`${base}/dcat/catalog.rdf`);
    expect(await lihat("text/html,application/xhtml+xml,*/*;q=0.8")).toBe(`${base}/dcat/catalog.jsonld`);
    expect(await lihat(undefined, "?page=2&pageSize=10")).toBe(`${base}/dcat/catalog.jsonld?page=2&pageSize=10`);
  });
});
