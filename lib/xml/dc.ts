import type { DokumenMetadata, Kontak } from "@/lib/metadata/schema";
import type { OpsiRekaman } from "./jenis";
import { LOKASI_SKEMA, PREFIX_DC } from "./namespaces";
import type { XmlSink } from "./sink";
import { daun, desimal } from "./tulis";

/**
 * CRS of the Dublin Core ows:BoundingBox: EPSG:4326 with its official axis order, latitude then longitude.
 * Conformance item D8 fixes this spelling because it is what pycsw writes and OWSLib (QGIS MetaSearch, CKAN)
 * reads as lat/lon; OWSLib treats urn:ogc:def:crs:EPSG::4326 the same way. CRS84 (lon/lat) was not chosen:
 * clients that ignore the crs and assume the pycsw convention would swap its axes.
 */
export const CRS_BBOX_DC = "urn:x-ogc:def:crs:EPSG:6.11:4326";

const ELEMEN_REKAMAN = { brief: "csw:BriefRecord", summary: "csw:SummaryRecord", full: "csw:Record" } as const;

/** Roles whose party is the DC creator / publisher / contributor / rights holder (ISO 19115-1 CI_RoleCode). */
const PERAN_DC: Readonly<Record<string, "creator" | "publisher" | "contributor" | "rightsHolder">> = {
  originator: "creator",
  author: "creator",
  coAuthor: "creator",
  principalInvestigator: "creator",
  publisher: "publisher",
  contributor: "contributor",
  collaborator: "contributor",
  editor: "contributor",
  processor: "contributor",
  rightsHolder: "rightsHolder",
  owner: "rightsHolder",
};

const namaPihak = (k: Kontak) => k.namaOrganisasi ?? k.namaIndividu ?? "";

/** Writes each distinct non-empty value once, keeping the first occurrence's order. */
function semua(w: XmlSink, nama: string, nilai: Iterable<string | undefined>): void {
  const sudah = new Set<string>();
  for (const v of nilai) {
    if (v === undefined || v === "" || sudah.has(v)) continue;
    sudah.add(v);
    daun(w, nama, v);
  }
}

/** csw:BriefRecord / csw:SummaryRecord / csw:Record, element order as record.xsd requires for each. */
export function tulisDublinCore(w: XmlSink, dok: DokumenMetadata, opsi: OpsiRekaman): void {
  const set = opsi.elementSet ?? "full";
  const { identifikasi: idf, cakupan, distribusi, metadataInfo: info } = dok;
  w.open(ELEMEN_REKAMAN[set]);
  if (opsi.namespaces !== false) for (const [p, uri] of Object.entries(PREFIX_DC)) w.attr(`xmlns:${p}`, uri);
  if (opsi.schemaLocation === true) {
    w.attr("xmlns:xsi", "http://www.w3.org/2001/XMLSchema-instance");
    w.attr("xsi:schemaLocation", LOKASI_SKEMA.dc);
  }

  daun(w, "dc:identifier", opsi.id);
  daun(w, "dc:title", idf.judul);
  if (set === "full" && idf.judulAlternatif) daun(w, "dct:alternative", idf.judulAlternatif);
  daun(w, "dc:type", info.levelHierarki);

  if (set !== "brief") {
    semua(w, "dc:subject", [...idf.topikKategori, ...idf.kataKunci.flatMap((k) => k.kata)]);
    semua(w, "dc:format", distribusi.format.map((f) => f.nama));
  }
  if (set === "full") penuh(w, dok, opsi.dateStamp);
  if (set === "summary") {
    if (info.pengenalInduk) daun(w, "dc:relation", info.pengenalInduk);
    daun(w, "dct:modified", opsi.dateStamp);
    daun(w, "dct:abstract", idf.abstrak);
    semua(w, "dct:spatial", cakupan.wilayah.map((r) => r.nama));
  }

  const b = cakupan.bbox;
  w.open("ows:BoundingBox");
  w.attr("crs", CRS_BBOX_DC);
  daun(w, "ows:LowerCorner", `${desimal(b.selatan)} ${desimal(b.barat)}`);
  daun(w, "ows:UpperCorner", `${desimal(b.utara)} ${desimal(b.timur)}`);
  w.close();
  w.close();
}

/** The DCMI terms of csw:Record (any order is valid; this one groups who, when, what, where). */
function penuh(w: XmlSink, dok: DokumenMetadata, stempel: string): void {
  const { identifikasi: idf, cakupan, distribusi, kualitasData: q, metadataInfo: info } = dok;
  const pihak = [...idf.kontak, ...distribusi.distributor];
  const peran = (p: string) => pihak.filter((k) => PERAN_DC[k.peran] === p).map(namaPihak);
  const pencipta = peran("creator");
  // a record always names who made the resource: without a creator role, the first resource contact
  semua(w, "dc:creator", pencipta.length > 0 ? pencipta : [namaPihak(idf.kontak[0]!)]);
  semua(w, "dc:publisher", peran("publisher"));
  semua(w, "dc:contributor", peran("contributor"));
  semua(w, "dct:rightsHolder", peran("rightsHolder"));
  semua(w, "dc:language", idf.bahasa);
  semua(w, "dc:rights", [idf.batasan.lisensi, ...idf.batasan.penggunaan]);
  semua(w, "dct:accessRights", [idf.batasan.aksesBatasan]);
  semua(w, "dc:source", q?.silsilah?.sumber.map((s) => s.deskripsi) ?? []);
  if (info.pengenalInduk) daun(w, "dc:relation", info.pengenalInduk);
  semua(w, "dct:created", idf.tanggal.filter((t) => t.jenis === "creation").map((t) => t.tanggal));
  semua(w, "dct:issued", idf.tanggal.filter((t) => t.jenis === "publication").map((t) => t.tanggal));
  // GeoNetwork's harvester compares dct:modified to decide whether to fetch the record again
  daun(w, "dct:modified", stempel);
  daun(w, "dct:abstract", idf.abstrak);
  semua(w, "dct:spatial", cakupan.wilayah.map((r) => r.nama));
  const t = cakupan.temporal;
  // ISO 8601 interval; ".." marks an open end (ISO 8601-2)
  if (t && (t.mulai || t.selesai)) daun(w, "dct:temporal", `${t.mulai ?? ".."}/${t.selesai ?? ".."}`);
  if (q?.silsilah?.pernyataan) daun(w, "dct:provenance", q.silsilah.pernyataan);
  semua(w, "dct:conformsTo", q?.laporan.filter((l) => l.kesesuaian?.lulus).map((l) => l.kesesuaian!.spesifikasi) ?? []);
  // dct:references with the protocol as scheme: what QGIS MetaSearch lists as links and services to add
  for (const s of distribusi.sumberDaring) {
    w.open("dct:references");
    w.attr("scheme", s.protokol);
    w.text(s.url);
    w.close();
  }
}
