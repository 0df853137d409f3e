import { and, eq, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileFilter, hanyaKotak, parseCql, parseFilterXml, type Filter } from "@/lib/csw/filter";
import { kueriGetRecords } from "@/lib/csw/kueri-get-records";
import { barisHasil } from "@/lib/db/baris";
import type { DatabaseHandle } from "@/lib/db/client";
import { metadata } from "@/lib/db/schema";
import type { KotakBatas } from "@/lib/metadata/schema";
import { NS } from "@/lib/csw/xml-tree";
import { createTestDatabase } from "@/tests/helpers/db";
import {
  HALF_BARAT,
  HALF_TIMUR,
  Q,
  adaAwalan,
  adaKata,
  judul,
  kotak,
  mengandung,
  ms,
  org,
  pencipta,
  penerbit,
  sisipkanRekamanFilter,
  skala,
  subjek,
  tanggal,
  teksUrut,
  utc,
  type RekamanFilter,
} from "./csw-filter.data";
import { amplopCincin, kotakOp, poligonOp, potong, type Cincin } from "./csw-filter.geometri";

// Every operator alone and nested, on both backends: the ids the compiled SQL selects must equal the ids a plain
// TypeScript reading of the same documents selects. The expectations below never call the filter code.

let handle: DatabaseHandle;
let semua: RekamanFilter[] = [];
let publik: RekamanFilter[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  semua = await sisipkanRekamanFilter(handle.db);
  publik = semua.filter((r) => r.status === "PUBLISHED");
});
afterAll(async () => {
  await handle?.close();
});

async function cocok(kondisi: SQL): Promise<string[]> {
  const baris = await handle.db.select({ id: metadata.id }).from(metadata).where(and(eq(metadata.status, "PUBLISHED"), kondisi));
  return baris.map((b) => b.id).sort();
}

type Pred = (r: RekamanFilter) => boolean;
type Kasus = { nama: string; filter: () => Filter; harap: Pred; boleh?: "kosong" | "semua" };

const fx = (isi: string) => parseFilterXml(`<ogc:Filter xmlns:ogc="${NS.ogc}" xmlns:gml="${NS.gml}">${isi}</ogc:Filter>`);
const prop = (n: string) => `<ogc:PropertyName>${n}</ogc:PropertyName>`;
const lit = (v: string) => `<ogc:Literal>${v}</ogc:Literal>`;
const cql = (teks: string, harap: Pred, boleh?: Kasus["boleh"]): Kasus => ({ nama: teks, filter: () => parseCql(teks), harap, boleh });
const xml = (nama: string, isi: string, harap: Pred, boleh?: Kasus["boleh"]): Kasus => ({ nama, filter: () => fx(isi), harap, boleh });

const env = (srs: string | null, a: string, b: string) =>
  `<gml:Envelope${srs ? ` srsName="${srs}"` : ""}><gml:lowerCorner>${a}</gml:lowerCorner><gml:upperCorner>${b}</gml:upperCorner></gml:Envelope>`;

const KASUS: Kasus[] = [
  // Comparisons on text, with and without matchCase and functions.
  cql("dc:title = 'Peta Rupabumi Jawa Barat 1'", (r) => judul(r) === "Peta Rupabumi Jawa Barat 1"),
  cql("dc:title = 'peta rupabumi jawa barat 1'", (r) => judul(r) === "peta rupabumi jawa barat 1", "kosong"),
  xml("PropertyIsEqualTo matchCase=false", `<ogc:PropertyIsEqualTo matchCase="false">${prop("dc:title")}${lit("BATAS WILAYAH KABUPATEN ACEH 0")}</ogc:PropertyIsEqualTo>`, (r) => judul(r).toLowerCase() === "batas wilayah kabupaten aceh 0"),
  cql("dc:title <> 'Peta Rupabumi Jawa Barat 1'", (r) => judul(r) !== "Peta Rupabumi Jawa Barat 1"),
  cql("dc:title < 'J'", (r) => judul(r) < "J"),
  cql("dc:title > 'Sungai'", (r) => judul(r) > "Sungai"),
  cql("dc:title <= 'Garis Pantai Papua 5'", (r) => judul(r) <= "Garis Pantai Papua 5"),
  cql("dc:title >= 'Peta'", (r) => judul(r) >= "Peta"),
  xml("PropertyIsLessThan matchCase=false", `<ogc:PropertyIsLessThan matchCase="false">${prop("dc:title")}${lit("C")}</ogc:PropertyIsLessThan>`, (r) => judul(r).toLowerCase() < "c"),
  cql("upper(dc:title) = 'DUNIA'", (r) => judul(r).toUpperCase() === "DUNIA"),
  cql("lower(apiso:OrganisationName) = 'bmkg'", (r) => org(r).some((o) => o.toLowerCase() === "bmkg")),
  // LIKE with the client's characters; always case-insensitive.
  cql("dc:title LIKE 'peta%'", (r) => judul(r).toLowerCase().startsWith("peta")),
  cql("dc:title LIKE '%50\\%%'", (r) => judul(r).includes("50%")),
  cql("dc:title LIKE '%Hutan\\_Lindung'", (r) => judul(r).endsWith("Hutan_Lindung")),
  cql("dc:title LIKE 'Garis Pantai Bal_ %'", (r) => /^garis pantai bal. /i.test(judul(r))),
  xml("PropertyIsLike Esri * # !", `<ogc:PropertyIsLike wildCard="*" singleChar="#" escapeChar="!">${prop("dc:title")}${lit("*50%*")}</ogc:PropertyIsLike>`, (r) => judul(r).includes("50%")),
  xml("PropertyIsLike Esri escaped wildcard", `<ogc:PropertyIsLike wildCard="*" singleChar="#" escapeChar="!">${prop("dc:title")}${lit("Cakupan 50% Hutan_Lindung!*")}</ogc:PropertyIsLike>`, () => false, "kosong"),
  xml("PropertyIsLike Esri single char", `<ogc:PropertyIsLike wildCard="*" singleChar="#" escapeChar="!">${prop("dc:title")}${lit("sungai utama ####a *")}</ogc:PropertyIsLike>`, (r) => /^sungai utama ....a /i.test(judul(r))),
  // Numbers.
  cql("apiso:Denominator < 25000", (r) => (skala(r) ?? Infinity) < 25000),
  cql("apiso:Denominator >= 25000", (r) => skala(r) !== undefined && skala(r)! >= 25000),
  cql("apiso:Denominator = 5000", (r) => skala(r) === 5000),
  cql("apiso:Denominator <> 5000", (r) => skala(r) !== undefined && skala(r) !== 5000),
  cql("apiso:Denominator BETWEEN 5000 AND 50000", (r) => skala(r) !== undefined && skala(r)! >= 5000 && skala(r)! <= 50000),
  cql("apiso:Denominator IS NULL", (r) => skala(r) === undefined),
  cql("apiso:DistanceValue > 10", (r) => (r.dok.identifikasi.resolusi?.jarak?.nilai ?? 0) > 10),
  cql("apiso:Denominator LIKE '25%'", (r) => String(skala(r) ?? "").startsWith("25")),
  // Dates: a year, month or day literal is that whole period (UTC); a date-time is an instant.
  cql("dct:modified < 2023", (r) => r.updatedAt.getTime() < utc(2023)),
  cql("dct:modified <= 2023", (r) => r.updatedAt.getTime() < utc(2024)),
  cql("dct:modified = 2023-06", (r) => r.updatedAt.getTime() >= utc(2023, 6) && r.updatedAt.getTime() < utc(2023, 7)),
  cql("dct:modified > 2023-06-15", (r) => r.updatedAt.getTime() >= utc(2023, 6, 16)),
  cql("apiso:Modified >= '2023-06-15T00:00:00Z'", (r) => r.updatedAt.getTime() >= utc(2023, 6, 15)),
  cql("apiso:Modified BETWEEN 2022-05 AND 2023", (r) => r.updatedAt.getTime() >= utc(2022, 5) && r.updatedAt.getTime() < utc(2024)),
  cql("apiso:CreationDate BETWEEN 2015 AND 2017", (r) => tanggal(r, "creation")! >= utc(2015) && tanggal(r, "creation")! < utc(2018)),
  // Record 6 was created on exactly 2016-07-16T00:00Z: each bound of a day period is tested on it.
  cql("apiso:CreationDate <= 2016-07-15", (r) => tanggal(r, "creation")! < utc(2016, 7, 16)),
  cql("apiso:CreationDate > 2016-07-15", (r) => tanggal(r, "creation")! >= utc(2016, 7, 16)),
  cql("apiso:CreationDate = 2016-07-16", (r) => tanggal(r, "creation") === utc(2016, 7, 16)),
  cql("apiso:CreationDate LIKE '2015%'", (r) => new Date(tanggal(r, "creation")!).getUTCFullYear() === 2015),
  cql("apiso:PublicationDate IS NULL", (r) => tanggal(r, "publication") === undefined),
  cql("apiso:PublicationDate >= 2018-06-01", (r) => (tanggal(r, "publication") ?? -Infinity) >= utc(2018, 6, 1)),
  cql("apiso:RevisionDate = 2022-03-04", (r) => {
    const t = tanggal(r, "revision");
    return t !== undefined && t >= utc(2022, 3, 4) && t < utc(2022, 3, 5);
  }),
  cql("apiso:TempExtent_begin >= 2015 AND apiso:TempExtent_end <= 2020", (r) => {
    const t = r.dok.cakupan.temporal;
    return !!t?.mulai && !!t.selesai && ms(t.mulai) >= utc(2015) && ms(t.selesai) < utc(2021);
  }),
  // Multi-valued properties: true when some value matches.
  cql("apiso:Subject = 'hidrografi'", (r) => subjek(r).includes("hidrografi")),
  cql("dc:subject = 'boundaries'", (r) => subjek(r).includes("boundaries")),
  cql("apiso:Subject <> 'hidrografi'", (r) => !subjek(r).includes("hidrografi")),
  cql("apiso:Subject > 'topo'", (r) => subjek(r).some((s) => s > "topo")),
  cql("apiso:TopicCategory = 'elevation'", (r) => r.dok.identifikasi.topikKategori.includes("elevation")),
  cql("apiso:TopicCategory IN ('oceans', 'society')", (r) => r.dok.identifikasi.topikKategori.some((t) => t === "oceans" || t === "society")),
  cql("apiso:KeywordType = 'place'", (r) => r.dok.identifikasi.kataKunci.some((k) => k.jenis === "place")),
  cql("dc:format = 'GeoTIFF'", (r) => r.dok.distribusi.format.some((f) => f.nama === "GeoTIFF")),
  cql("dc:format IS NULL", (r) => r.dok.distribusi.format.length === 0),
  cql("apiso:OrganisationName LIKE '%statistik%'", (r) => org(r).some((o) => o.toLowerCase().includes("statistik"))),
  cql("apiso:ResourceLanguage = 'eng'", (r) => r.dok.identifikasi.bahasa.includes("eng")),
  cql("dc:creator = 'Badan Pusat Statistik'", (r) => pencipta(r).includes("Badan Pusat Statistik")),
  cql("dc:creator = 'BMKG'", (r) => pencipta(r).includes("BMKG")),
  cql("dc:publisher LIKE 'budi%'", (r) => penerbit(r).some((p) => p.startsWith("Budi"))),
  cql("dc:language = 'eng'", (r) => r.dok.identifikasi.bahasa.includes("eng")),
  cql("apiso:GeographicDescriptionCode = '31'", (r) => r.dok.cakupan.wilayah.some((w) => w.kode === "31")),
  cql("apiso:ConditionApplyingToAccessAndUse LIKE '%navigasi%'", (r) => r.dok.identifikasi.batasan.penggunaan.some((p) => p.includes("navigasi"))),
  cql("apiso:ResponsiblePartyRole = 'originator'", (r) => r.dok.identifikasi.kontak.some((k) => k.peran === "originator")),
  cql("apiso:SpecificationTitle IS NOT NULL", (r) => (r.dok.kualitasData?.laporan ?? []).some((l) => l.kesesuaian)),
  cql("apiso:Operation IS NULL", () => true, "semua"),
  cql("apiso:ServiceType = 'OGC:WMS'", () => false, "kosong"),
  // Single values read from the document.
  cql("dc:type = 'series'", (r) => r.dok.metadataInfo.levelHierarki === "series"),
  cql("apiso:Language = 'eng'", (r) => r.dok.metadataInfo.bahasa === "eng"),
  cql("Language = 'eng'", (r) => r.dok.metadataInfo.bahasa === "eng"),
  cql("apiso:HasSecurityConstraints = true", (r) => r.dok.identifikasi.klasifikasiKeamanan !== undefined),
  cql("apiso:Classification = 'restricted'", (r) => r.dok.identifikasi.klasifikasiKeamanan === "restricted"),
  cql("apiso:CRS = 'EPSG:4326'", (r) => r.dok.sistemReferensi?.kode === "4326"),
  cql("apiso:CRS IS NULL", (r) => r.dok.sistemReferensi === undefined),
  cql("apiso:Degree = false", (r) => (r.dok.kualitasData?.laporan ?? []).some((l) => l.kesesuaian?.lulus === false)),
  cql("apiso:Degree IS NULL", (r) => !(r.dok.kualitasData?.laporan ?? []).some((l) => l.kesesuaian)),
  cql("apiso:ParentIdentifier = 'induk-1'", (r) => r.dok.metadataInfo.pengenalInduk === "induk-1"),
  cql("apiso:AlternateTitle LIKE 'alternatif%'", (r) => !!r.dok.identifikasi.judulAlternatif),
  cql("apiso:Lineage LIKE '%SPOT%'", (r) => mengandung(r.dok.kualitasData?.silsilah?.pernyataan, "spot")),
  cql("apiso:OtherConstraints = 'CC-BY 4.0'", (r) => r.dok.identifikasi.batasan.lisensi === "CC-BY 4.0"),
  cql("apiso:AccessConstraints IS NOT NULL", (r) => r.dok.identifikasi.batasan.aksesBatasan !== undefined),
  cql("apiso:DistanceUOM = 'm'", (r) => r.dok.identifikasi.resolusi?.jarak?.satuan === "m"),
];

/** Cases that need the inserted ids. */
function kasusId(): Kasus[] {
  const satu = publik[3]!;
  const draf = semua.find((r) => r.status === "DRAFT")!;
  const waktu = publik[10]!.updatedAt.toISOString();
  return [
    cql(`dc:identifier = '${satu.id}'`, (r) => r.id === satu.id),
    cql(`apiso:Identifier LIKE '${satu.id.slice(0, 8)}%'`, (r) => r.id.startsWith(satu.id.slice(0, 8))),
    cql(`dc:identifier = '${draf.id}'`, () => false, "kosong"),
    cql(`AnyText = '${satu.id}'`, (r) => r.id === satu.id),
    cql(`dct:modified = '${waktu}'`, (r) => r.updatedAt.toISOString() === waktu),
    cql(`dct:modified <= '${waktu}'`, (r) => r.updatedAt.toISOString() <= waktu),
  ];
}

const like = (pola: string, harap: Pred, boleh?: Kasus["boleh"]) =>
  xml(`AnyText Like '${pola}'`, `<ogc:PropertyIsLike wildCard="%" singleChar="_" escapeChar="\\">${prop("csw:AnyText")}${lit(pola)}</ogc:PropertyIsLike>`, harap, boleh);

// docs/decisions.md "AnyText words": typed words (equality, QGIS's Like without wildcards) each as a word or its
// start; with wildcards `%word%` is the word and `word%` a prefix; never inside a word.
const KASUS_TEKS_BEBAS: Kasus[] = [
  cql("AnyText = 'hidrografi'", (r) => adaAwalan(r, "hidrografi")),
  cql("AnyText = 'Statistik'", (r) => adaAwalan(r, "statistik")),
  cql("csw:AnyText = 'spot'", (r) => adaAwalan(r, "spot")),
  cql("apiso:AnyText = 'wilayah batas'", (r) => adaAwalan(r, "batas", "wilayah")),
  cql("AnyText = 'desa'", (r) => adaAwalan(r, "desa")),
  cql("AnyText = 'DAERAH'", (r) => adaAwalan(r, "daerah")),
  cql("AnyText = 'alternatif'", (r) => adaAwalan(r, "alternatif")),
  cql("AnyText <> 'hidrografi'", (r) => !adaAwalan(r, "hidrografi")),
  // QGIS MetaSearch: the typed words, any order, case and accents folded.
  like("Wilayah BATAS", (r) => adaAwalan(r, "wilayah", "batas")),
  like("Dâerah perbatas", (r) => adaAwalan(r, "daerah", "perbatas")),
  // Words, not substrings: "bumi" is not in "rupabumi"; typed "kualitas" starts "kualitasnya", `%kualitas%` is the word.
  like("bumi", (r) => adaAwalan(r, "bumi")),
  cql("AnyText LIKE 'kualitas'", (r) => adaAwalan(r, "kualitas")),
  cql("AnyText LIKE '%kualitas%'", (r) => adaKata(r, "kualitas")),
  cql("AnyText LIKE 'kualitasn%'", (r) => adaAwalan(r, "kualitasn")),
  cql("AnyText LIKE '%perbatas%'", () => false, "kosong"),
  cql("AnyText LIKE '%DÂERAH%'", (r) => adaKata(r, "daerah")),
  cql("AnyText LIKE '%informasi geo%'", (r) => adaKata(r, "informasi") && adaAwalan(r, "geo")),
  // All text of the record: contact city, address and e-mail, use constraints, process steps, formats, CRS.
  like("jakarta", (r) => adaAwalan(r, "jakarta")),
  like("merdeka barat", (r) => adaAwalan(r, "merdeka", "barat")),
  like("bps.go.id", (r) => adaAwalan(r, "bps", "go", "id")),
  like("terbuka", (r) => adaAwalan(r, "terbuka")),
  like("topologi kontrol", (r) => adaAwalan(r, "topologi", "kontrol")),
  like("geotiff", (r) => adaAwalan(r, "geotiff")),
  like("pointofcontact", (r) => adaAwalan(r, "pointofcontact"), "semua"),
  like("%", () => true, "semua"),
  xml("AnyText Esri", `<ogc:PropertyIsLike wildCard="*" singleChar="#" escapeChar="!">${prop("apiso:AnyText")}${lit("*pusat#statistik*")}</ogc:PropertyIsLike>`, (r) => /pusat.statistik/.test(teksUrut(r))),
];

const titik = (x: number, y: number): KotakBatas => ({ barat: x, timur: x, selatan: y, utara: y });
const K = (barat: number, timur: number, selatan: number, utara: number): KotakBatas => ({ barat, timur, selatan, utara });
const poligon = (c: Cincin) => `POLYGON((${[...c, c[0]!].map(([x, y]) => `${x} ${y}`).join(", ")}))`;
// A triangle, an L along the south and west of its envelope, and a triangle touching the corner (115, -5).
const SEGITIGA: Cincin = [[105, -9], [115, -9], [115, -5]];
const HURUF_L: Cincin = [[100, -12], [125, -12], [125, -9], [103, -9], [103, 0], [100, 0]];
const SENTUH: Cincin = [[115, -5], [120, -5], [115, 0]];
const KECIL: Cincin = [[110.2, -7.8], [110.8, -7.8], [110.5, -7.2]];
const ANTIMERIDIAN = [HALF_TIMUR, HALF_BARAT];

const KASUS_SPASIAL: Kasus[] = [
  // Rectangles: DE-9IM on closed rectangles, exact.
  cql("BBOX(ows:BoundingBox, 105, -9, 115, -5)", (r) => kotakOp.intersects(kotak(r), [Q])),
  xml("Intersects lat/lon URN", `<ogc:Intersects>${prop("ows:BoundingBox")}${env("urn:ogc:def:crs:EPSG::4326", "-9 105", "-5 115")}</ogc:Intersects>`, (r) => kotakOp.intersects(kotak(r), [Q])),
  cql("WITHIN(ows:BoundingBox, ENVELOPE(105, 115, -5, -9))", (r) => kotakOp.within(kotak(r), [Q])),
  cql("CONTAINS(ows:BoundingBox, POINT(110.5 -7.5))", (r) => kotakOp.contains(kotak(r), [titik(110.5, -7.5)])),
  cql("CONTAINS(ows:BoundingBox, ENVELOPE(110.2, 110.8, -7.2, -7.8))", (r) => kotakOp.contains(kotak(r), [K(110.2, 110.8, -7.8, -7.2)])),
  cql("DISJOINT(ows:BoundingBox, ENVELOPE(105, 115, -5, -9))", (r) => kotakOp.disjoint(kotak(r), [Q])),
  cql("EQUALS(ows:BoundingBox, ENVELOPE(105, 115, -5, -9))", (r) => kotakOp.equals(kotak(r), [Q])),
  // Five generated records only touch Q's edges: they intersect it, but none overlaps it.
  cql("OVERLAPS(ows:BoundingBox, ENVELOPE(105, 115, -5, -9))", (r) => kotakOp.overlaps(kotak(r), [Q]), "kosong"),
  cql("OVERLAPS(ows:BoundingBox, ENVELOPE(106, 113, -4, -6))", (r) => kotakOp.overlaps(kotak(r), [K(106, 113, -6, -4)])),
  cql("BBOX(ows:BoundingBox, 170, -30, -170, -10)", (r) => kotakOp.intersects(kotak(r), ANTIMERIDIAN)),
  cql("WITHIN(ows:BoundingBox, ENVELOPE(170, -170, -10, -30))", (r) => kotakOp.within(kotak(r), ANTIMERIDIAN)),
  cql("CONTAINS(ows:BoundingBox, ENVELOPE(170, -170, -10, -30))", (r) => kotakOp.contains(kotak(r), ANTIMERIDIAN)),
  cql("DISJOINT(ows:BoundingBox, ENVELOPE(170, -170, -10, -30))", (r) => kotakOp.disjoint(kotak(r), ANTIMERIDIAN)),
  cql("OVERLAPS(ows:BoundingBox, ENVELOPE(178, -178, -10, -30))", (r) => kotakOp.overlaps(kotak(r), [K(178, 180, -30, -10), K(-180, -178, -30, -10)])),
  // An envelope written as a polygon is that rectangle.
  cql("WITHIN(ows:BoundingBox, POLYGON((100 -12, 125 -12, 125 0, 100 0, 100 -12)))", (r) => kotakOp.within(kotak(r), [K(100, 125, -12, 0)])),
  cql("EQUALS(ows:BoundingBox, POLYGON((105 -9, 110 -9, 115 -9, 115 -5, 105 -5, 105 -9)))", (r) => kotakOp.equals(kotak(r), [Q])),
  // Extents without area: a point is within only what has it inside (not on the edge), and never overlaps.
  cql("CONTAINS(ows:BoundingBox, POINT(132 3))", (r) => kotakOp.contains(kotak(r), [titik(132, 3)])),
  cql("EQUALS(ows:BoundingBox, POINT(132 3))", (r) => kotakOp.equals(kotak(r), [titik(132, 3)])),
  cql("WITHIN(ows:BoundingBox, ENVELOPE(132, 137, 5, 3))", (r) => kotakOp.within(kotak(r), [K(132, 137, 3, 5)]), "kosong"),
  cql("WITHIN(ows:BoundingBox, ENVELOPE(130, 134, 2, 2))", (r) => kotakOp.within(kotak(r), [K(130, 134, 2, 2)])),
  cql("BBOX(ows:BoundingBox, 134, 2, 136, 4)", (r) => kotakOp.intersects(kotak(r), [K(134, 136, 2, 4)])),
  cql("OVERLAPS(ows:BoundingBox, ENVELOPE(131, 133, 4, 1))", (r) => kotakOp.overlaps(kotak(r), [K(131, 133, 1, 4)])),
  // Polygons: the shape, not its envelope.
  xml(
    "Intersects Polygon lat/lon",
    `<ogc:Intersects>${prop("apiso:BoundingBox")}<gml:Polygon srsName="http://www.opengis.net/def/crs/EPSG/0/4326"><gml:exterior><gml:LinearRing><gml:posList>-9 105 -9 115 -5 115 -9 105</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon></ogc:Intersects>`,
    (r) => poligonOp.intersects(kotak(r), SEGITIGA),
  ),
  cql(`INTERSECTS(ows:BoundingBox, ${poligon(HURUF_L)})`, (r) => poligonOp.intersects(kotak(r), HURUF_L)),
  cql(`DISJOINT(ows:BoundingBox, ${poligon(HURUF_L)})`, (r) => !poligonOp.intersects(kotak(r), HURUF_L)),
  cql(`WITHIN(ows:BoundingBox, ${poligon(HURUF_L)})`, (r) => poligonOp.within(kotak(r), HURUF_L)),
  cql(`WITHIN(ows:BoundingBox, ${poligon(SEGITIGA)})`, (r) => poligonOp.within(kotak(r), SEGITIGA)),
  cql(`OVERLAPS(ows:BoundingBox, ${poligon(SEGITIGA)})`, (r) => poligonOp.overlaps(kotak(r), SEGITIGA)),
  cql(`OVERLAPS(ows:BoundingBox, ${poligon(HURUF_L)})`, (r) => poligonOp.overlaps(kotak(r), HURUF_L)),
  cql(`CONTAINS(ows:BoundingBox, ${poligon(KECIL)})`, (r) => poligonOp.contains(kotak(r), KECIL)),
  cql(`INTERSECTS(ows:BoundingBox, ${poligon(SENTUH)})`, (r) => poligonOp.intersects(kotak(r), SENTUH)),
  cql(`OVERLAPS(ows:BoundingBox, ${poligon(SENTUH)})`, (r) => poligonOp.overlaps(kotak(r), SENTUH)),
];

const KASUS_BERSARANG: Kasus[] = [
  cql("(AnyText LIKE '%batas%' OR dc:subject = 'hidrografi') AND BBOX(ows:BoundingBox, 95, -11, 125, 0) AND NOT apiso:Denominator < 25000", (r) =>
    (adaKata(r, "batas") || subjek(r).includes("hidrografi")) &&
    potong(kotak(r), K(95, 125, -11, 0)) &&
    !(skala(r) !== undefined && skala(r)! < 25000),
  ),
  xml(
    "QGIS MetaSearch: And(Like AnyText, BBOX lat/lon)",
    `<ogc:And><ogc:PropertyIsLike wildCard="%" singleChar="_" escapeChar="\\">${prop("csw:AnyText")}${lit("%pantai%")}</ogc:PropertyIsLike><ogc:BBOX>${prop("ows:BoundingBox")}${env("urn:ogc:def:crs:EPSG::4326", "-11 95", "6 141")}</ogc:BBOX></ogc:And>`,
    (r) => adaKata(r, "pantai") && potong(kotak(r), K(95, 141, -11, 6)),
  ),
  xml(
    "And(Or(Not(Like), Null), Not(Or(BBOX, Between)))",
    `<ogc:And><ogc:Or><ogc:Not><ogc:PropertyIsLike wildCard="%" singleChar="_" escapeChar="\\">${prop("dc:title")}${lit("%a%")}</ogc:PropertyIsLike></ogc:Not><ogc:PropertyIsNull>${prop("apiso:CRS")}</ogc:PropertyIsNull></ogc:Or><ogc:Not><ogc:Or><ogc:BBOX>${prop("ows:BoundingBox")}${env(null, "105 -9", "115 -5")}</ogc:BBOX><ogc:PropertyIsBetween>${prop("apiso:Modified")}<ogc:LowerBoundary>${lit("2023")}</ogc:LowerBoundary><ogc:UpperBoundary>${lit("2024")}</ogc:UpperBoundary></ogc:PropertyIsBetween></ogc:Or></ogc:Not></ogc:And>`,
    (r) => {
      const t = r.updatedAt.getTime();
      return (!judul(r).toLowerCase().includes("a") || r.dok.sistemReferensi === undefined) && !(potong(kotak(r), Q) || (t >= utc(2023) && t < utc(2025)));
    },
  ),
  cql("NOT (NOT (apiso:Subject = 'iklim' OR apiso:Degree = true) AND apiso:TopicCategory <> 'oceans')", (r) => {
    const lulus = (r.dok.kualitasData?.laporan ?? []).some((l) => l.kesesuaian?.lulus === true);
    const a = subjek(r).includes("iklim") || lulus;
    return !(!a && !r.dok.identifikasi.topikKategori.includes("oceans"));
  }),
];

async function periksa(k: Kasus): Promise<void> {
  const f = k.filter();
  const harap = publik.filter(k.harap).map((r) => r.id).sort();
  if (k.boleh !== "kosong") expect(harap.length, "kasus uji tidak boleh kosong").toBeGreaterThan(0);
  if (k.boleh !== "semua") expect(harap.length, "kasus uji tidak boleh memuat semua").toBeLessThan(publik.length);
  expect(await cocok(compileFilter(f))).toEqual(harap);
  // Conformance D11: Not F matches exactly the other public records.
  const sisa = publik.map((r) => r.id).filter((id) => !harap.includes(id)).sort();
  expect(await cocok(compileFilter({ op: "Not", anak: f }))).toEqual(sisa);
  // The first page, found both ways GetRecords may take (walking the identifier order, or gathering the matches).
  const { ids } = kueriGetRecords({ filter: f, urut: [], startPosition: 1, maxRecords: 10 });
  for (const [cocokSemu, publikSemu] of [[1e6, 1e6], [1, 1e6]]) {
    const halaman = barisHasil<{ id: string }>(await handle.db.execute(ids(cocokSemu!, publikSemu!))).map((b) => b.id);
    expect(halaman).toEqual(harap.slice(0, 10));
  }
  // A filter on the box alone is counted over kotak_publik (migration 0022), one row per distinct extent.
  if (hanyaKotak(f)) {
    expect(await hitungGetRecords(f)).toBe(harap.length);
    expect(await hitungGetRecords({ op: "Not", anak: f })).toBe(sisa.length);
  }
}

async function hitungGetRecords(filter: Filter): Promise<number> {
  const { hitung } = kueriGetRecords({ filter, urut: [], startPosition: 1, maxRecords: 10 });
  return barisHasil<{ n: number }>(await handle.db.execute(hitung))[0]!.n;
}

// Beside another condition a spatial operand also adds its grid-cell condition (migration 0025): the same answers.
const SAMPING = parseCql("dc:title LIKE '%'");
const KASUS_SPASIAL_SEL: Kasus[] = KASUS_SPASIAL.map((k) => ({ ...k, nama: `${k.nama} AND dc:title LIKE '%'`, filter: () => ({ op: "And", anak: [k.filter(), SAMPING] }) }));

for (const [nama, daftar] of [
  ["perbandingan dan sifat", KASUS],
  ["AnyText", KASUS_TEKS_BEBAS],
  ["spasial", KASUS_SPASIAL],
  ["spasial di samping syarat lain (sel kotak)", KASUS_SPASIAL_SEL],
  ["bersarang", KASUS_BERSARANG],
] as const) {
  describe(`compileFilter di basis data: ${nama}`, () => {
    for (const k of daftar) it(k.nama, () => periksa(k));
  });
}

describe("compileFilter di basis data: umum", () => {
  it("identifier and exact-instant cases (they need the inserted ids)", async () => {
    for (const k of kasusId()) await expect(periksa(k), k.nama).resolves.toBeUndefined();
  });

  it("the data set is what the cases assume", () => {
    expect(semua.length).toBe(48);
    expect(publik.length).toBeGreaterThan(35);
    // Words inside words, which AnyText must not match: "bumi" in "rupabumi", "kualitas" in "kualitasnya" (a prefix
    // of it, which typed words and `kualitas%` match, `%kualitas%` not).
    expect(publik.some((r) => adaKata(r, "rupabumi") && !adaAwalan(r, "bumi"))).toBe(true);
    expect(publik.some((r) => adaKata(r, "kualitasnya") && !adaKata(r, "kualitas"))).toBe(true);
    // Spatial cases (antimeridian and polygons included) exercise the extent counts of kotak_publik.
    expect(KASUS_SPASIAL.filter((k) => hanyaKotak(k.filter())).length).toBeGreaterThan(15);
  });

  it("the polygons tell shapes from envelopes: records meet an envelope but not its polygon", () => {
    for (const c of [SEGITIGA, HURUF_L]) {
      const hanyaAmplop = publik.filter((r) => potong(kotak(r), amplopCincin(c)) && !poligonOp.intersects(kotak(r), c));
      expect(hanyaAmplop.length).toBeGreaterThan(0);
    }
    // The record "Cakupan 50% Hutan_Lindung" (105..115, -9..-5) touches SENTUH at one corner only.
    const cakupan = publik.find((r) => judul(r).startsWith("Cakupan 50%"))!;
    expect(poligonOp.intersects(kotak(cakupan), SENTUH) && !poligonOp.overlaps(kotak(cakupan), SENTUH)).toBe(true);
  });

  it("one query for a large Or of many leaves still runs", async () => {
    const anak: Filter[] = Array.from({ length: 200 }, (_, i) => parseCql(`dc:title = 'tidak ada ${i}'`));
    expect(await cocok(compileFilter({ op: "Or", anak }))).toEqual([]);
    expect(await cocok(sql`true`)).toHaveLength(publik.length);
  });
});
