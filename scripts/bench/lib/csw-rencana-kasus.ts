/**
 * One GetRecords per queryable and operator family, as KVP: what the plan printer EXPLAINs. Values exist in
 * seeded catalogues (lib/seed).
 */
export type KasusRencana = { nama: string; qs: string; boleh?: Boleh };

/**
 * What a plan may do besides index scans: "lebar", the filter by nature matches most of the catalogue, so its
 * count reads most rows whatever the index (its page must still be an index walk); "saring", a polygon refinement
 * discards the part of the envelope prefilter outside the polygon, or Overlaps the part inside or around it
 * (index scans still, never a Seq Scan); "pendek", a LIKE pattern without three consecutive literal characters,
 * which no trigram index can serve: it reads every public record.
 */
export type Boleh = "lebar" | "saring" | "pendek";

const OGC = "http://www.opengis.net/ogc";
const GML = "http://www.opengis.net/gml";
const cql = (nama: string, teks: string, boleh?: Boleh): KasusRencana => ({ nama, qs: `constraintLanguage=CQL_TEXT&constraint=${encodeURIComponent(teks)}`, boleh });
const xml = (nama: string, isi: string): KasusRencana => ({
  nama,
  qs: `constraintLanguage=FILTER&constraint=${encodeURIComponent(`<ogc:Filter xmlns:ogc="${OGC}" xmlns:gml="${GML}">${isi}</ogc:Filter>`)}`,
});
const urut = (nama: string, sortBy: string): KasusRencana => ({ nama, qs: `sortBy=${sortBy}&maxRecords=10` });

export const KASUS_RENCANA: KasusRencana[] = [
  // Free text (AnyText words): the q shortcut, QGIS's typed words, Esri's *word*, and character patterns (trigrams).
  { nama: "AnyText kata (q) + BBOX", qs: "q=hutan&bbox=100,-5,110,5" },
  xml(
    "QGIS: AnyText LIKE kata tanpa wildcard + BBOX lintang/bujur",
    `<ogc:And><ogc:PropertyIsLike wildCard="%" singleChar="_" escapeChar="\\"><ogc:PropertyName>csw:AnyText</ogc:PropertyName><ogc:Literal>hutan</ogc:Literal></ogc:PropertyIsLike><ogc:BBOX><ogc:PropertyName>ows:BoundingBox</ogc:PropertyName><gml:Envelope srsName="urn:ogc:def:crs:EPSG::4326"><gml:lowerCorner>-5 100</gml:lowerCorner><gml:upperCorner>5 110</gml:upperCorner></gml:Envelope></ogc:BBOX></ogc:And>`,
  ),
  xml("Esri: apiso:AnyText LIKE *…*", `<ogc:PropertyIsLike wildCard="*" singleChar="#" escapeChar="!"><ogc:PropertyName>apiso:AnyText</ogc:PropertyName><ogc:Literal>*geologi*</ogc:Literal></ogc:PropertyIsLike>`),
  cql("AnyText LIKE jarang", "csw:AnyText LIKE '%sulawesi tenggara tahun 2021%'"),
  cql("AnyText LIKE awalan", "csw:AnyText LIKE 'geolog%'"),
  cql("AnyText LIKE pola dalam kata", "csw:AnyText LIKE '%pusat_statistik%'"),
  cql("AnyText LIKE pola pendek", "csw:AnyText LIKE '%z_x%'", "pendek"),
  cql("AnyText = kata", "csw:AnyText = 'banjir'"),
  cql("dc:title LIKE", "dc:title LIKE '%rdtr%'"),
  cql("dc:title =", "dc:title = 'Zonasi RDTR Provinsi DKI Jakarta Tahun 2025'"),
  cql("dc:title <", "dc:title < 'B'"),
  cql("dct:abstract LIKE", "dct:abstract LIKE '%mangrove%'"),
  cql("AlternateTitle LIKE", "apiso:AlternateTitle LIKE '%seri%'"),
  cql("Lineage LIKE", "apiso:Lineage LIKE '%landsat%'"),
  cql("AccessConstraints LIKE", "apiso:AccessConstraints LIKE '%walidata%'"),
  cql("OtherConstraints LIKE", "apiso:OtherConstraints LIKE '%terbuka%'"),
  cql("ConditionApplyingToAccessAndUse LIKE", "apiso:ConditionApplyingToAccessAndUse LIKE '%Jawa Timur%'"),
  cql("SpecificationTitle LIKE", "apiso:SpecificationTitle LIKE '%format baku%'"),
  cql("SpecificationTitle =", "apiso:SpecificationTitle = 'Struktur dan format baku data'"),
  cql("OrganisationName LIKE", "apiso:OrganisationName LIKE '%perhubungan%'"),
  cql("dc:subject LIKE", "dc:subject LIKE '%mangrove%'"),
  // Space: envelopes, a non-rectangular polygon, and the negations.
  cql("BBOX", "BBOX(ows:BoundingBox, 106, -7, 107, -6)"),
  cql("Within", "WITHIN(ows:BoundingBox, ENVELOPE(105, 115, -5, -9))"),
  cql("Contains", "CONTAINS(ows:BoundingBox, POINT(110.5 -7.5))"),
  cql("Overlaps", "OVERLAPS(ows:BoundingBox, ENVELOPE(105, 115, -5, -9))", "saring"),
  cql("Equals", "EQUALS(ows:BoundingBox, ENVELOPE(106, 107, -6, -7))"),
  cql("Intersects segitiga", "INTERSECTS(ows:BoundingBox, POLYGON((100 -10, 120 -10, 100 5, 100 -10)))", "saring"),
  cql("Within segitiga", "WITHIN(ows:BoundingBox, POLYGON((100 -10, 120 -10, 100 5, 100 -10)))", "saring"),
  cql("Overlaps segitiga", "OVERLAPS(ows:BoundingBox, POLYGON((100 -10, 120 -10, 100 5, 100 -10)))", "saring"),
  cql("Disjoint", "DISJOINT(ows:BoundingBox, ENVELOPE(105, 115, -5, -9))", "lebar"),
  cql("Not BBOX", "NOT BBOX(ows:BoundingBox, 100, -5, 110, 5)", "lebar"),
  // Comparisons on scalar and multi-valued columns.
  cql("PropertyIsNotEqualTo", "apiso:CRS <> 'EPSG:32750'", "lebar"),
  cql("PropertyIsNotEqualTo larik", "dc:format <> 'Shapefile'", "lebar"),
  cql("TopicCategory", "apiso:TopicCategory = 'elevation'"),
  cql("Subject (kata kunci ∪ topik)", "dc:subject = 'pesisir'"),
  cql("dc:type", "dc:type = 'series'"),
  cql("Language (metadata)", "apiso:Language = 'eng'"),
  cql("ResourceLanguage", "apiso:ResourceLanguage = 'eng'"),
  cql("dc:format", "dc:format = 'GeoJSON'"),
  cql("OrganisationName", "apiso:OrganisationName = 'Kementerian Perhubungan'"),
  cql("dc:creator", "dc:creator = 'Badan Pusat Statistik'"),
  cql("dc:publisher", "dc:publisher = 'Kementerian Kehutanan'"),
  cql("Identifier", "dc:identifier = '00000000-0000-4000-8000-000000000000'"),
  cql("CRS", "apiso:CRS = 'EPSG:32750'"),
  cql("Classification", "apiso:Classification = 'restricted'"),
  cql("HasSecurityConstraints", "apiso:HasSecurityConstraints = false"),
  cql("ParentIdentifier", "apiso:ParentIdentifier = 'induk-1'"),
  cql("KeywordType", "apiso:KeywordType = 'temporal'"),
  cql("GeographicDescriptionCode", "apiso:GeographicDescriptionCode = '31'"),
  cql("ResponsiblePartyRole", "apiso:ResponsiblePartyRole = 'publisher'"),
  cql("Degree", "apiso:Degree = false"),
  cql("DistanceValue", "apiso:DistanceValue < 2"),
  cql("DistanceUOM", "apiso:DistanceUOM = 'm'"),
  cql("Denominator", "apiso:Denominator <= 10000"),
  cql("ServiceType (selalu kosong)", "apiso:ServiceType = 'OGC:WMS'"),
  // Dates: periods, ranges, and both ends of the temporal extent.
  cql("CreationDate hari", "apiso:CreationDate = 2019-03-01"),
  cql("PublicationDate rentang", "apiso:PublicationDate BETWEEN 2021-01 AND 2021-02"),
  cql("RevisionDate >", "apiso:RevisionDate > 2025-06-01"),
  cql("Modified rentang", "dct:modified >= 2025-12-15"),
  cql("TempExtent di dalam (tanpa hasil)", "apiso:TempExtent_begin >= 2024-06 AND apiso:TempExtent_end <= 2024-12"),
  cql("TempExtent di dalam", "apiso:TempExtent_begin >= 2023 AND apiso:TempExtent_end <= 2023-06"),
  cql("TempExtent beririsan", "apiso:TempExtent_begin <= 2020-06 AND apiso:TempExtent_end >= 2020-03"),
  cql("TempExtent_end", "apiso:TempExtent_end > 2025-10"),
  cql("RevisionDate IS NULL", "apiso:RevisionDate IS NULL", "lebar"),
  cql("RevisionDate IS NOT NULL", "apiso:RevisionDate IS NOT NULL"),
  // Pages and sorts.
  { nama: "tanpa filter, halaman 200", qs: "startPosition=20000&maxRecords=100" },
  urut("Title naik", "dc:title:A"),
  urut("Title turun", "dc:title:D"),
  urut("Modified naik", "dct:modified:A"),
  urut("Modified turun", "dct:modified:D"),
  urut("Type turun", "dc:type:D"),
  urut("OrganisationName naik", "apiso:OrganisationName:A"),
  urut("OrganisationName turun", "apiso:OrganisationName:D"),
  urut("TopicCategory naik", "apiso:TopicCategory:A"),
  urut("TopicCategory turun", "apiso:TopicCategory:D"),
  urut("CreationDate naik", "apiso:CreationDate:A"),
  urut("RevisionDate turun", "apiso:RevisionDate:D"),
  urut("PublicationDate turun", "apiso:PublicationDate:D"),
  urut("Denominator turun", "apiso:Denominator:D"),
  urut("TempExtent_begin turun", "apiso:TempExtent_begin:D"),
  urut("TempExtent_end naik", "apiso:TempExtent_end:A"),
  { nama: "AnyText + urut Modified turun", qs: `q=banjir&sortBy=dct:modified:D&maxRecords=10` },
];
