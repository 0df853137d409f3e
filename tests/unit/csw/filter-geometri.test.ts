import { describe, expect, it } from "vitest";
import { parseFilterXml } from "@/lib/csw/filter";
import { amplop, pecahAntimeridian, urutanSumbu } from "@/lib/csw/filter/geometri";
import { NS } from "@/lib/csw/xml-tree";
import { galatKendala, q } from "./bantu";

const spasial = (op: string, geom: string, gmlNs: string = NS.gml) =>
  parseFilterXml(
    `<ogc:Filter xmlns:ogc="${NS.ogc}" xmlns:gml="${gmlNs}"><ogc:${op}><ogc:PropertyName>ows:BoundingBox</ogc:PropertyName>${geom}</ogc:${op}></ogc:Filter>`,
  );
const envelope = (srs: string | null, bawah: string, atas: string) =>
  `<gml:Envelope${srs === null ? "" : ` srsName="${srs}"`}><gml:lowerCorner>${bawah}</gml:lowerCorner><gml:upperCorner>${atas}</gml:upperCorner></gml:Envelope>`;
const geom = (f: ReturnType<typeof parseFilterXml>) => ("geometri" in f ? f.geometri : undefined);

const JAWA = { jenis: "kotak", barat: 105, selatan: -9, timur: 115, utara: -5 };

describe("axis order by srsName (conformance D13)", () => {
  const latLon = ["urn:ogc:def:crs:EPSG::4326", "urn:x-ogc:def:crs:EPSG:6.11:4326", "urn:x-ogc:def:crs:EPSG:4326", "http://www.opengis.net/def/crs/EPSG/0/4326", "URN:OGC:DEF:CRS:EPSG::4326"];
  const lonLat = [null, "EPSG:4326", "http://www.opengis.net/gml/srs/epsg.xml#4326", "urn:ogc:def:crs:OGC:1.3:CRS84", "http://www.opengis.net/def/crs/OGC/1.3/CRS84", "CRS:84", ""];

  for (const srs of latLon) {
    it(`${srs} is latitude, longitude`, () => {
      expect(geom(spasial("BBOX", envelope(srs, "-9 105", "-5 115")))).toEqual(JAWA);
      expect(urutanSumbu(srs)).toBe("lintang-bujur");
    });
  }
  for (const srs of lonLat) {
    it(`${srs === null ? "no srsName" : `'${srs}'`} is longitude, latitude`, () => {
      expect(geom(spasial("BBOX", envelope(srs, "105 -9", "115 -5")))).toEqual(JAWA);
    });
  }

  it("refuses any other CRS, naming it", () => {
    for (const srs of ["EPSG:3857", "urn:ogc:def:crs:EPSG::4258", "EPSG:32748"]) {
      expect(galatKendala(() => spasial("BBOX", envelope(srs, "0 0", "1 1")))).toContain(srs);
    }
  });

  it("explains the axis order when a latitude is out of range", () => {
    // The interface spec's sample sends lon/lat under the lat/lon URN: Indonesia's longitudes are not latitudes.
    const pesan = galatKendala(() => spasial("BBOX", envelope("urn:ogc:def:crs:EPSG::4326", "95.0 -11.0", "141.0 6.0")));
    expect(pesan).toContain("lintang, bujur");
    galatKendala(() => spasial("BBOX", envelope(null, "-190 0", "10 1")));
    galatKendala(() => spasial("BBOX", envelope(null, "0 5", "10 1")));
  });

  it("keeps a box crossing the antimeridian and splits it for the index", () => {
    const g = geom(spasial("BBOX", envelope(null, "170 -10", "-170 10")));
    expect(g).toEqual({ jenis: "kotak", barat: 170, selatan: -10, timur: -170, utara: 10 });
    expect(pecahAntimeridian(amplop(g!))).toEqual([
      { jenis: "kotak", barat: 170, selatan: -10, timur: 180, utara: 10 },
      { jenis: "kotak", barat: -180, selatan: -10, timur: -170, utara: 10 },
    ]);
  });
});

describe("GML operands", () => {
  it("reads Envelope from two pos, from gml:coordinates, and GML 2 Box with coord", () => {
    expect(geom(spasial("BBOX", `<gml:Envelope><gml:pos>105 -9</gml:pos><gml:pos>115 -5</gml:pos></gml:Envelope>`))).toEqual(JAWA);
    expect(geom(spasial("BBOX", `<gml:Envelope><gml:coordinates>105,-9 115,-5</gml:coordinates></gml:Envelope>`))).toEqual(JAWA);
    expect(geom(spasial("BBOX", `<gml:Box><gml:coordinates decimal="," cs=";" ts="|">105,0;-9|115;-5</gml:coordinates></gml:Box>`))).toEqual(JAWA);
    expect(
      geom(spasial("BBOX", `<gml:Box><gml:coord><gml:X>105</gml:X><gml:Y>-9</gml:Y></gml:coord><gml:coord><gml:X>115</gml:X><gml:Y>-5</gml:Y></gml:coord></gml:Box>`)),
    ).toEqual(JAWA);
  });

  it("reads GML 3.2 and drops a third ordinate (srsDimension 3)", () => {
    expect(geom(spasial("Intersects", envelope(null, "105 -9", "115 -5"), NS.gml32))).toEqual(JAWA);
    expect(geom(spasial("Intersects", `<gml:Envelope srsDimension="3"><gml:lowerCorner>105 -9 0</gml:lowerCorner><gml:upperCorner>115 -5 10</gml:upperCorner></gml:Envelope>`))).toEqual(JAWA);
  });

  it("reads Polygon (posList, pos, outerBoundaryIs/coordinates) in the srsName's axis order", () => {
    const cincin = [[105, -9], [115, -9], [115, -5], [105, -9]];
    const pl = (srs: string, teks: string) => `<gml:Polygon srsName="${srs}"><gml:exterior><gml:LinearRing><gml:posList>${teks}</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon>`;
    expect(geom(spasial("Within", pl("EPSG:4326", "105 -9 115 -9 115 -5 105 -9")))).toEqual({ jenis: "poligon", cincin });
    expect(geom(spasial("Within", pl("urn:ogc:def:crs:EPSG::4326", "-9 105 -9 115 -5 115 -9 105")))).toEqual({ jenis: "poligon", cincin });
    const pos = `<gml:Polygon><gml:exterior><gml:LinearRing>${cincin.map((p) => `<gml:pos>${p.join(" ")}</gml:pos>`).join("")}</gml:LinearRing></gml:exterior></gml:Polygon>`;
    expect(geom(spasial("Within", pos))).toEqual({ jenis: "poligon", cincin });
    const gml2 = `<gml:Polygon><gml:outerBoundaryIs><gml:LinearRing><gml:coordinates>105,-9 115,-9 115,-5 105,-9</gml:coordinates></gml:LinearRing></gml:outerBoundaryIs></gml:Polygon>`;
    expect(geom(spasial("Within", gml2))).toEqual({ jenis: "poligon", cincin });
    expect(amplop({ jenis: "poligon", cincin: cincin as Array<[number, number]> })).toEqual(JAWA);
  });

  it("reads Point in the srsName's axis order", () => {
    expect(geom(spasial("Contains", `<gml:Point srsName="urn:ogc:def:crs:EPSG::4326"><gml:pos>-6.2 106.8</gml:pos></gml:Point>`))).toEqual({ jenis: "titik", x: 106.8, y: -6.2 });
    expect(geom(spasial("Contains", `<gml:Point><gml:coordinates>106.8,-6.2</gml:coordinates></gml:Point>`))).toEqual({ jenis: "titik", x: 106.8, y: -6.2 });
  });

  it("BBOX without PropertyName means the record's bounding box", () => {
    const f = parseFilterXml(`<ogc:Filter xmlns:ogc="${NS.ogc}" xmlns:gml="${NS.gml}"><ogc:BBOX>${envelope(null, "105 -9", "115 -5")}</ogc:BBOX></ogc:Filter>`);
    expect(f).toEqual({ op: "BBOX", properti: { queryable: q("ows:BoundingBox") }, geometri: JAWA });
  });

  it("refuses malformed operands", () => {
    for (const g of [
      envelope(null, "105", "115 -5"),
      envelope(null, "105 abc", "115 -5"),
      envelope(null, "105 -9 3", "115 -5"),
      `<gml:Envelope><gml:pos>105 -9</gml:pos></gml:Envelope>`,
      `<gml:Polygon><gml:exterior><gml:LinearRing><gml:posList>1 2 3 4</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon>`,
      `<gml:Polygon/>`,
      `<gml:LineString><gml:posList>1 2 3 4</gml:posList></gml:LineString>`,
      `<gml:Envelope srsDimension="4"><gml:lowerCorner>1 2 3 4</gml:lowerCorner><gml:upperCorner>1 2 3 4</gml:upperCorner></gml:Envelope>`,
      "",
    ]) {
      galatKendala(() => spasial("Intersects", g));
    }
    galatKendala(() => spasial("BBOX", `<gml:Point><gml:pos>1 2</gml:pos></gml:Point>`));
    galatKendala(() => parseFilterXml(`<ogc:Filter xmlns:ogc="${NS.ogc}" xmlns:gml="${NS.gml}"><ogc:Intersects><ogc:PropertyName>dc:title</ogc:PropertyName>${envelope(null, "1 2", "3 4")}</ogc:Intersects></ogc:Filter>`));
  });
});
