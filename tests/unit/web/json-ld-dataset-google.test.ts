import { describe, expect, it } from "vitest";
import type { DetailPublik } from "@/lib/metadata/publik";
import type { DokumenMetadata } from "@/lib/metadata/schema";
import { DESKRIPSI_MAKS, DESKRIPSI_MIN, dataCatalogJsonLd, datasetJsonLd } from "@/lib/web/json-ld";
import { dokumenUji } from "@/tests/helpers/rekaman";

// Google's Dataset structured data (developers.google.com/search/docs/appearance/structured-data/dataset):
// required name and description (50–5,000 characters); recommended alternateName, creator, citation, funder,
// hasPart, isAccessibleForFree, isBasedOn, identifier, includedInDataCatalog, keywords, license,
// measurementTechnique, sameAs, spatialCoverage, temporalCoverage, variableMeasured, version, url; a
// DataDownload needs contentUrl and should give encodingFormat; spatialCoverage a Place with GeoShape box
// "south west north east" or GeoCoordinates; temporalCoverage an ISO 8601 date or interval ("/", ".." open).
// What the record cannot give is not emitted: funder, hasPart, isBasedOn, measurementTechnique, sameAs,
// variableMeasured (docs/decisions.md).
const DIISI = ["alternateName", "creator", "citation", "isAccessibleForFree", "identifier", "includedInDataCatalog", "keywords", "license", "spatialCoverage", "temporalCoverage", "version", "url"];
const BASE = "https://katalog.example.go.id";

function detail(ubah: (d: DokumenMetadata) => void = () => {}): DetailPublik {
  const dok = dokumenUji({ judul: "Batas Desa Jawa Barat", kataKunci: ["batas", "desa"], bbox: { barat: 106.3, timur: 108.8, selatan: -7.8, utara: -5.9 } });
  Object.assign(dok.identifikasi, {
    judulAlternatif: "Batas Desa Jabar",
    abstrak: "Batas administrasi desa di seluruh Provinsi Jawa Barat hasil delineasi kartometrik skala 1:5.000.",
    edisi: "2025",
    batasan: { penggunaan: [], lisensi: "https://creativecommons.org/licenses/by/4.0/" },
    kontak: [...dok.identifikasi.kontak, { peran: "originator", namaIndividu: "Sari Dewi", namaOrganisasi: "Dinas Uji" }],
  });
  dok.cakupan.temporal = { mulai: "2020-01-01", selesai: "2024-12-31" };
  dok.cakupan.wilayah = [{ kode: "32", nama: "Jawa Barat" }];
  dok.distribusi = {
    format: [{ nama: "GeoJSON" }],
    distributor: [],
    sumberDaring: [
      { url: "https://data.uji.example/batas.geojson", protokol: "WWW:DOWNLOAD-1.0-http--download", fungsi: "download" },
      { url: "https://geo.uji.example/ows?service=WMS", protokol: "OGC:WMS" },
    ],
  };
  ubah(dok);
  return {
    ...dok,
    id: "0b7e3d2a-5c1f-4e8a-9d6b-1a2b3c4d5e6f",
    judul: dok.identifikasi.judul,
    abstrak: dok.identifikasi.abstrak,
    tipeData: "vector",
    topikKategori: dok.identifikasi.topikKategori,
    bboxUtara: dok.cakupan.bbox.utara,
    bboxSelatan: dok.cakupan.bbox.selatan,
    bboxTimur: dok.cakupan.bbox.timur,
    bboxBarat: dok.cakupan.bbox.barat,
    publishedAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-02T00:00:00.000Z",
    createdBy: { namaLengkap: "A", organisasi: "Badan Uji" },
    status: "PUBLISHED",
    kataKunci: ["batas", "desa"],
    organisasi: { kode: "BUJ", nama: "Badan Uji" },
  } as DetailPublik;
}

const ANGKA = String.raw`-?\d+(?:\.\d+)?`;

describe("schema.org Dataset against Google's Dataset guidelines", () => {
  it("has the required properties and every recommended one the record can fill, in Google's formats", () => {
    const ld = datasetJsonLd(detail(), BASE);
    expect(ld["@type"]).toBe("Dataset");
    expect(ld.name).toBe("Batas Desa Jawa Barat");
    const desk = ld.description as string;
    expect(desk.length).toBeGreaterThanOrEqual(DESKRIPSI_MIN);
    expect(desk.length).toBeLessThanOrEqual(DESKRIPSI_MAKS);
    for (const p of DIISI) expect(ld[p], p).toBeDefined();
    expect(ld.url).toBe(`${BASE}/katalog/0b7e3d2a-5c1f-4e8a-9d6b-1a2b3c4d5e6f`);
    expect(ld.license).toBe("https://creativecommons.org/licenses/by/4.0/");
    expect(ld.isAccessibleForFree).toBe(true);
    expect(ld.creator).toEqual([{ "@type": "Person", name: "Sari Dewi", affiliation: { "@type": "Organization", name: "Dinas Uji" } }]);
    expect(ld.publisher).toEqual({ "@type": "Organization", name: "Badan Uji", url: `${BASE}/organisasi/BUJ` });
    expect(ld.citation).toBe(`Badan Uji. (2026). Batas Desa Jawa Barat [Set data]. ${BASE}/katalog/0b7e3d2a-5c1f-4e8a-9d6b-1a2b3c4d5e6f`);
    expect(ld.includedInDataCatalog).toMatchObject({ "@type": "DataCatalog", "@id": `${BASE}/#katalog`, name: "GeoKatalog" });
    // Place + GeoShape box: "S W N E", south ≤ north.
    const tempat = ld.spatialCoverage as { "@type": string; name: string; geo: { "@type": string; box: string } };
    expect(tempat).toMatchObject({ "@type": "Place", name: "Jawa Barat", geo: { "@type": "GeoShape" } });
    expect(tempat.geo.box).toMatch(new RegExp(`^${ANGKA} ${ANGKA} ${ANGKA} ${ANGKA}$`));
    expect(tempat.geo.box).toBe("-7.8 106.3 -5.9 108.8");
    expect(ld.temporalCoverage).toMatch(/^\d{4}-\d\d-\d\d(T[\d:.]+(Z|[+-]\d\d:\d\d))?\/\d{4}-\d\d-\d\d/);
    // Every distribution: DataDownload with an absolute contentUrl and an encodingFormat; files as media types.
    const dist = ld.distribution as { "@type": string; contentUrl: string; encodingFormat: string }[];
    for (const x of dist) {
      expect(x["@type"]).toBe("DataDownload");
      expect(URL.canParse(x.contentUrl), x.contentUrl).toBe(true);
      expect(x.encodingFormat).toBeTruthy();
    }
    expect(dist).toContainEqual(expect.objectContaining({ contentUrl: "https://data.uji.example/batas.geojson", encodingFormat: "application/geo+json" }));
    expect(dist).toContainEqual(expect.objectContaining({ contentUrl: "https://geo.uji.example/ows?service=WMS", encodingFormat: "OGC:WMS" }));
  });

  it("lengthens a short abstract to 50 characters with facts of the record, and cuts a long one at 5,000", () => {
    const pendek = datasetJsonLd(
      detail((d) => (d.identifikasi.abstrak = "Batas desa")),
      BASE,
    );
    expect(pendek.description).toBe("Batas desa. Set data geospasial vektor dari Badan Uji untuk wilayah Jawa Barat, kategori Batas Wilayah.");
    const sangatPendek = detail((d) => {
      d.identifikasi.abstrak = "X";
      d.cakupan.wilayah = [];
    });
    const teks = datasetJsonLd({ ...sangatPendek, topikKategori: [], organisasi: { kode: "A", nama: "A" } }, BASE).description as string;
    expect(teks.length).toBeGreaterThanOrEqual(DESKRIPSI_MIN);
    expect(teks.startsWith("X. Set data geospasial vektor dari A.")).toBe(true);
    const panjang = datasetJsonLd(
      detail((d) => (d.identifikasi.abstrak = "kata ".repeat(3000).trim())),
      BASE,
    ).description as string;
    expect(panjang.length).toBeLessThanOrEqual(DESKRIPSI_MAKS);
  });

  it("gives a point box as GeoCoordinates, an open time span with '..', the agency as creator when no originator is named", () => {
    const ld = datasetJsonLd(
      detail((d) => {
        d.cakupan.bbox = { barat: 107.6, timur: 107.6, selatan: -6.9, utara: -6.9 };
        d.cakupan.temporal = { mulai: "2021-05-01" };
        d.identifikasi.kontak = d.identifikasi.kontak.filter((k) => k.peran !== "originator");
      }),
      BASE,
    );
    expect((ld.spatialCoverage as { geo: unknown }).geo).toEqual({ "@type": "GeoCoordinates", latitude: -6.9, longitude: 107.6 });
    expect(ld.temporalCoverage).toBe("2021-05-01/..");
    expect(ld.creator).toEqual([{ "@type": "Organization", name: "Badan Uji", url: `${BASE}/organisasi/BUJ` }]);
  });
});

describe("schema.org DataCatalog of the home page", () => {
  it("names the catalogue with the @id the datasets point to", () => {
    const ld = dataCatalogJsonLd(BASE, { jumlah: 12, namaKatalog: "GeoKatalog" });
    expect(ld).toMatchObject({ "@context": "https://schema.org/", "@type": "DataCatalog", "@id": `${BASE}/#katalog`, name: "GeoKatalog", url: `${BASE}/`, inLanguage: "id" });
    expect((ld.description as string).length).toBeGreaterThanOrEqual(DESKRIPSI_MIN);
    expect(ld.description).toContain("12 set data terbit");
  });
});
