import { describe, expect, it } from "vitest";
import { CRS_BBOX_DC, renderDublinCore } from "@/lib/xml";
import { ID_MAKSIMAL, JUDUL_SULIT, STEMPEL, dokumenMaksimal, dokumenMinimal } from "@/tests/fixtures/dokumen";
import { cari, nilai, urai } from "./pohon";

const render = (elementSet: "brief" | "summary" | "full", dok = dokumenMaksimal()) =>
  urai(renderDublinCore(dok, { elementSet, id: ID_MAKSIMAL, dateStamp: STEMPEL }));

describe("Dublin Core (csw:Record)", () => {
  it("brief: identifier, title, type, BoundingBox", () => {
    const akar = render("brief");
    expect(akar.anak[0]!.lokal).toBe("BriefRecord");
    expect(cari(akar, "csw:BriefRecord/*").map((s) => s.lokal)).toEqual(["identifier", "title", "type", "BoundingBox"]);
    expect(nilai(akar, "csw:BriefRecord/dc:title")).toEqual([JUDUL_SULIT]);
    expect(nilai(akar, "csw:BriefRecord/dc:type")).toEqual(["dataset"]);
  });

  it("kotak batas dalam urutan lintang, bujur untuk EPSG:4326", () => {
    const akar = render("brief");
    expect(nilai(akar, "csw:BriefRecord/ows:BoundingBox/@crs")).toEqual([CRS_BBOX_DC]);
    expect(nilai(akar, "csw:BriefRecord/ows:BoundingBox/ows:LowerCorner")).toEqual(["-6.5 106.3705"]);
    expect(nilai(akar, "csw:BriefRecord/ows:BoundingBox/ows:UpperCorner")).toEqual(["-5.1800000001 107.0000001"]);
  });

  it("summary: subjek (topik dan kata kunci), format, modified, abstract, spatial", () => {
    const akar = render("summary");
    const r = "csw:SummaryRecord";
    expect(cari(akar, `${r}/*`).map((s) => s.lokal)).toEqual([
      "identifier", "title", "type",
      ...Array<string>(4 + 7).fill("subject"),
      "format", "format", "relation", "modified", "abstract", "spatial", "spatial", "BoundingBox",
    ]);
    const subjek = nilai(akar, `${r}/dc:subject`);
    expect(subjek.slice(0, 4)).toEqual(["disaster", "inlandWaters", "extraTerrestrial", "boundaries"]);
    expect(subjek).toContain("banjir");
    expect(nilai(akar, `${r}/dct:modified`)).toEqual([STEMPEL]);
    expect(nilai(akar, `${r}/dct:spatial`)).toEqual(["DKI Jakarta", "Teluk Jakarta"]);
  });

  it("full: pembuat, penerbit, bahasa, hak, referensi dengan scheme = protokol", () => {
    const akar = render("full");
    const r = "csw:Record";
    expect(nilai(akar, `${r}/dc:creator`)).toEqual(["Budi Santoso", "Dewi Lestari"]);
    expect(nilai(akar, `${r}/dc:publisher`)).toEqual(["Badan Informasi Geospasial"]);
    expect(nilai(akar, `${r}/dct:rightsHolder`)).toEqual(["Badan Nasional Penanggulangan Bencana"]);
    expect(nilai(akar, `${r}/dc:language`)).toEqual(["ind", "eng"]);
    expect(nilai(akar, `${r}/dc:rights`)[0]).toBe("Creative Commons Atribusi 4.0 Internasional (CC BY 4.0)");
    expect(nilai(akar, `${r}/dct:accessRights`)).toEqual(["Terbuka untuk umum <tanpa> syarat"]);
    expect(nilai(akar, `${r}/dct:temporal`)).toEqual(["2023-01-01/2023-12-31T23:59:59+07:00"]);
    expect(nilai(akar, `${r}/dc:source`)).toEqual(["Citra SPOT-6 2022", "Peta RBI 1:25.000"]);
    const ref = cari(akar, `${r}/dct:references`);
    expect(ref).toHaveLength(16);
    expect(ref[0]!.atribut.get("scheme")).toBe("OGC:WMS");
    expect(ref[0]!.teks).toBe("https://geoservices.big.example/svc/0?service=X&request=GetCapabilities");
    expect(ref.map((x) => x.atribut.get("scheme"))).toContain("WWW:DOWNLOAD-1.0-http--download");
    expect(cari(akar, `${r}/*`).at(-1)!.lokal).toBe("BoundingBox");
  });

  it("tanpa peran pembuat, kontak pertama menjadi dc:creator", () => {
    const akar = render("full", dokumenMinimal());
    expect(nilai(akar, "csw:Record/dc:creator")).toEqual(["Badan Informasi Geospasial"]);
    expect(cari(akar, "csw:Record/dct:references")).toEqual([]);
  });
});
