import { labelKode } from "@/lib/web/label";
import type { DokumenMetadata, Kontak, SumberDaring } from "@/lib/metadata/schema";
import { geoJsonKotak, wktKotak, wktPusat } from "./geometri";
import { EPSG, FREKUENSI, IANA, IRI_EU, LAYANAN, TIPE_PENERBIT, TIPE_SUMBER, TOPIK, cariFormat, formatDariUrl, iriBahasa, tagBahasa } from "./kosakata";
import { iri, lit, litTanggal, simpul, type Simpul } from "./rdf";

/** What the DCAT mapping reads of a published record. */
export type RekamanDcat = {
  id: string;
  dokumen: DokumenMetadata;
  publishedAt: Date;
  updatedAt: Date;
  organisasi: { kode: string; nama: string; tingkat: string };
};

export const iriHalaman = (base: string, id: string) => new URL(`/katalog/${encodeURIComponent(id)}`, base).toString();
/** The dataset is `…/katalog/{id}#dataset`; the page itself is its dcat:landingPage (a foaf:Document). */
export const iriDataset = (base: string, id: string) => `${iriHalaman(base, id)}#dataset`;
export const iriOrganisasi = (base: string, kode: string) => new URL(`/organisasi/${encodeURIComponent(kode)}`, base).toString();
/** Our own page of the SNI metadata standard (seeded under this slug): the CatalogRecord's application profile. */
export const JUDUL_SNI = "SNI 8843-1:2019 Profil Metadata Spasial Indonesia";
export const iriStandarSni = (base: string) => new URL("/standar/sni-8843-1-2019", base).toString();

/** A skos:Concept that DCAT-AP requires a prefLabel for (shared nodes: the page writer emits each once). */
function konsep(id: string, label: string, bahasa: string, skema?: string): Simpul {
  return simpul(id, "skos:Concept").tambah("skos:prefLabel", lit(label, { bahasa })).tambah("skos:inScheme", skema ? iri(skema) : undefined).s;
}
const kelasSaja = (id: string, kelas: Parameters<typeof simpul>[1]) => simpul(id, kelas).s;

/**
 * A published record as DCAT-AP 3 nodes with the GeoDCAT-AP mapping of its ISO 19115 parts: the dataset, its
 * catalogue record, and every node it points to, each typed with the class DCAT-AP's shapes expect.
 */
export function simpulDataset(r: RekamanDcat, base: string): Simpul[] {
  const d = r.dokumen;
  const idn = d.identifikasi;
  const halaman = iriHalaman(base, r.id);
  const ds = iriDataset(base, r.id);
  const bhs = tagBahasa(idn.bahasa[0]);
  const teks = (t: string) => lit(t, { bahasa: bhs });
  const hasil: Simpul[] = [];
  const tanggal = (jenis: string) => idn.tanggal.find((t) => t.jenis === jenis)?.tanggal;

  const dataset = simpul(ds, "dcat:Dataset", "dcat:Resource")
    .tambah("dct:title", teks(idn.judul))
    .tambah("dct:description", teks(idn.abstrak))
    .tambah("dct:identifier", lit(r.id))
    .tambah("dct:type", iri(TIPE_SUMBER(d.metadataInfo.levelHierarki)))
    .tambah("dct:issued", litTanggal(tanggal("publication") ?? r.publishedAt))
    .tambah("dct:modified", litTanggal(tanggal("revision") ?? r.updatedAt))
    .tambah("dcat:landingPage", iri(halaman))
    .tambah("dcat:keyword", ...[...new Set(idn.kataKunci.flatMap((k) => k.kata))].map(teks))
    .tambah("dcat:theme", ...idn.topikKategori.map((k) => iri(TOPIK.iri(k))))
    .tambah("dct:publisher", iri(iriOrganisasi(base, r.organisasi.kode)))
    .tambah("dct:language", ...idn.bahasa.map((k) => iri(iriBahasa(k))))
    .tambah("dcat:version", idn.edisi ? lit(idn.edisi) : undefined);
  hasil.push(dataset.s);
  hasil.push(kelasSaja(halaman, "foaf:Document"));
  hasil.push(konsep(TIPE_SUMBER(d.metadataInfo.levelHierarki), d.metadataInfo.levelHierarki, "en", "http://inspire.ec.europa.eu/metadata-codelist/ResourceType"));
  for (const k of idn.topikKategori) hasil.push(konsep(TOPIK.iri(k), labelKode("TOPIK_KATEGORI", k), "id", TOPIK.skema));
  for (const k of idn.bahasa) hasil.push(kelasSaja(iriBahasa(k), "dct:LinguisticSystem"));

  // Publisher: the owning agency, at its public page; its type from the ADMS publisher types.
  const tipePenerbit = TIPE_PENERBIT(r.organisasi.tingkat === "provinsi" ? "RegionalAuthority" : "NationalAuthority");
  hasil.push(simpul(iriOrganisasi(base, r.organisasi.kode), "foaf:Agent", "foaf:Organization").tambah("foaf:name", lit(r.organisasi.nama)).tambah("dct:type", iri(tipePenerbit)).s);
  hasil.push(konsep(tipePenerbit, r.organisasi.tingkat === "provinsi" ? "Regional authority" : "National authority", "en", "http://purl.org/adms/publishertype/1.0"));

  // Spatial coverage: box, centre and the geometry node (DCAT-AP 3's locn:geometry range), plus named regions.
  const { bbox, temporal, wilayah } = d.cakupan;
  dataset.tambah("dct:spatial", iri(`${halaman}#lokasi`));
  hasil.push(
    simpul(`${halaman}#lokasi`, "dct:Location")
      .tambah("dcat:bbox", lit(wktKotak(bbox), { tipe: "gsp:wktLiteral" }))
      .tambah("dcat:centroid", lit(wktPusat(bbox), { tipe: "gsp:wktLiteral" }))
      .tambah("locn:geometry", iri(`${halaman}#geometri`)).s,
    simpul(`${halaman}#geometri`, "locn:Geometry")
      .tambah("gsp:asWKT", lit(wktKotak(bbox), { tipe: "gsp:wktLiteral" }))
      .tambah("gsp:asGeoJSON", lit(geoJsonKotak(bbox), { tipe: "gsp:geoJSONLiteral" })).s,
  );
  wilayah.forEach((w, i) => {
    const id = `${halaman}#wilayah-${i + 1}`;
    dataset.tambah("dct:spatial", iri(id));
    hasil.push(simpul(id, "dct:Location").tambah("skos:prefLabel", teks(w.nama)).tambah("dct:identifier", w.kode ? lit(w.kode) : undefined).s);
  });
  if (temporal?.mulai || temporal?.selesai) {
    dataset.tambah("dct:temporal", iri(`${halaman}#waktu`));
    hasil.push(
      simpul(`${halaman}#waktu`, "dct:PeriodOfTime")
        .tambah("dcat:startDate", temporal.mulai ? litTanggal(temporal.mulai) : undefined)
        .tambah("dcat:endDate", temporal.selesai ? litTanggal(temporal.selesai) : undefined).s,
    );
  }

  // Contacts: points of contact (the first contact when none has that role), creators from originator/author.
  const kontak = idn.kontak.filter((k) => k.peran === "pointOfContact");
  (kontak.length ? kontak : idn.kontak.slice(0, 1)).forEach((k, i) => {
    const id = `${halaman}#kontak-${i + 1}`;
    dataset.tambah("dcat:contactPoint", iri(id));
    hasil.push(...simpulKontak(id, k));
  });
  idn.kontak
    .filter((k) => ["originator", "author", "principalInvestigator"].includes(k.peran))
    .forEach((k, i) => {
      const id = `${halaman}#pencipta-${i + 1}`;
      dataset.tambah("dct:creator", iri(id));
      hasil.push(simpul(id, "foaf:Agent").tambah("foaf:name", lit((k.namaOrganisasi ?? k.namaIndividu)!)).s);
    });

  const frek = idn.frekuensiPembaruan && FREKUENSI[idn.frekuensiPembaruan];
  if (frek) {
    dataset.tambah("dct:accrualPeriodicity", iri(IRI_EU.frekuensi(frek)));
    hasil.push(kelasSaja(IRI_EU.frekuensi(frek), "dct:Frequency"));
  }
  const jarak = idn.resolusi?.jarak;
  if (jarak && /^(m|meter|metre)$/i.test(jarak.satuan)) dataset.tambah("dcat:spatialResolutionInMeters", lit(String(jarak.nilai), { tipe: "xsd:decimal" }));

  // Conformance (GeoDCAT-AP): the reference system and each specification a quality report says was met.
  if (d.sistemReferensi) {
    const crs = EPSG(d.sistemReferensi.kode);
    dataset.tambah("dct:conformsTo", iri(crs));
    hasil.push(simpul(crs, "dct:Standard").tambah("dct:title", lit(`EPSG:${d.sistemReferensi.kode}`)).s);
  }
  (d.kualitasData?.laporan ?? [])
    .flatMap((l) => (l.kesesuaian?.lulus ? [l.kesesuaian.spesifikasi] : []))
    .filter((s, i, a) => a.indexOf(s) === i)
    .forEach((s, i) => {
      const id = `${halaman}#spesifikasi-${i + 1}`;
      dataset.tambah("dct:conformsTo", iri(id));
      hasil.push(simpul(id, "dct:Standard").tambah("dct:title", teks(s)).s);
    });

  // Constraints: access note → dct:accessRights, use limitations → dct:rights, licence → dct:license.
  const { aksesBatasan, penggunaan, lisensi } = idn.batasan;
  if (aksesBatasan) {
    dataset.tambah("dct:accessRights", iri(`${halaman}#akses`));
    hasil.push(simpul(`${halaman}#akses`, "dct:RightsStatement").tambah("rdfs:label", teks(aksesBatasan)).s);
  }
  penggunaan.forEach((t, i) => {
    dataset.tambah("dct:rights", iri(`${halaman}#penggunaan-${i + 1}`));
    hasil.push(simpul(`${halaman}#penggunaan-${i + 1}`, "dct:RightsStatement").tambah("rdfs:label", teks(t)).s);
  });
  const iriLisensi = lisensi ? (/^https?:\/\/\S+$/.test(lisensi) ? lisensi : `${halaman}#lisensi`) : undefined;
  if (iriLisensi) {
    dataset.tambah("dct:license", iri(iriLisensi));
    hasil.push(simpul(iriLisensi, "dct:LicenseDocument").tambah("rdfs:label", iriLisensi === lisensi ? undefined : teks(lisensi!)).s);
  }
  const silsilah = d.kualitasData?.silsilah?.pernyataan;
  if (silsilah) {
    dataset.tambah("dct:provenance", iri(`${halaman}#silsilah`));
    hasil.push(simpul(`${halaman}#silsilah`, "dct:ProvenanceStatement").tambah("rdfs:label", teks(silsilah)).s);
  }

  d.distribusi.sumberDaring.forEach((s, i) => {
    const id = `${halaman}#distribusi-${i + 1}`;
    dataset.tambah("dcat:distribution", iri(id));
    hasil.push(...simpulDistribusi(id, s, d, { teks, iriLisensi }));
  });

  // The catalogue record: the metadata about the dataset, conforming to the SNI profile it was written in.
  // Shared nodes must read the same from every record: the SNI node has a fixed title; another standard a
  // producer named (a harvested ISO 19115:2003 record) gets a node of its own record.
  const mi = d.metadataInfo;
  const adalahSni = /8843/.test(mi.namaStandar);
  const sni = adalahSni ? iriStandarSni(base) : `${halaman}#standar-metadata`;
  hasil.push(
    simpul(`${halaman}#rekaman`, "dcat:CatalogRecord")
      .tambah("foaf:primaryTopic", iri(ds))
      .tambah("dct:issued", litTanggal(r.publishedAt))
      .tambah("dct:modified", litTanggal(d.metadataInfo.tanggalStempel ?? r.updatedAt))
      .tambah("dct:conformsTo", iri(sni))
      .tambah("dct:language", iri(iriBahasa(d.metadataInfo.bahasa))).s,
    adalahSni
      ? simpul(sni, "dct:Standard").tambah("dct:title", lit(JUDUL_SNI, { bahasa: "id" })).tambah("owl:versionInfo", lit("2019")).s
      : simpul(sni, "dct:Standard").tambah("dct:title", lit(mi.namaStandar)).tambah("owl:versionInfo", lit(mi.versiStandar)).s,
    kelasSaja(iriBahasa(d.metadataInfo.bahasa), "dct:LinguisticSystem"),
  );
  return hasil;
}

function simpulKontak(id: string, k: Kontak): Simpul[] {
  const alamat = k.alamat || k.kota || k.provinsi || k.kodePos || k.negara;
  const telepon = k.telepon?.replace(/[^\d+]/g, "");
  const s = simpul(id, "vcard:Kind", k.namaIndividu ? "vcard:Individual" : "vcard:Organization")
    .tambah("vcard:fn", lit((k.namaIndividu ?? k.namaOrganisasi)!))
    .tambah("vcard:organization-name", k.namaOrganisasi ? lit(k.namaOrganisasi) : undefined)
    .tambah("vcard:hasEmail", k.email ? iri(`mailto:${k.email}`) : undefined)
    .tambah("vcard:hasTelephone", telepon ? iri(`tel:${telepon}`) : undefined)
    .tambah("vcard:hasURL", k.url ? iri(k.url) : undefined)
    .tambah("vcard:hasAddress", alamat ? iri(`${id}-alamat`) : undefined);
  if (!alamat) return [s.s];
  const a = simpul(`${id}-alamat`, "vcard:Address")
    .tambah("vcard:street-address", k.alamat ? lit(k.alamat) : undefined)
    .tambah("vcard:locality", k.kota ? lit(k.kota) : undefined)
    .tambah("vcard:region", k.provinsi ? lit(k.provinsi) : undefined)
    .tambah("vcard:postal-code", k.kodePos ? lit(k.kodePos) : undefined)
    .tambah("vcard:country-name", k.negara ? lit(k.negara) : undefined);
  return [s.s, a.s];
}

/**
 * One online resource as a Distribution. Services (WMS, WFS, …) get the service's file type and the OGC
 * specification as dct:conformsTo; files get their format from the URL's extension or the record's only format,
 * and a downloadURL. A format we cannot name by IRI becomes a labelled dct:MediaTypeOrExtent node.
 */
function simpulDistribusi(id: string, s: SumberDaring, d: DokumenMetadata, o: { teks: (t: string) => ReturnType<typeof lit>; iriLisensi?: string }): Simpul[] {
  const hasil: Simpul[] = [];
  const layanan = LAYANAN[s.protokol];
  const berkas = s.protokol.startsWith("WWW:DOWNLOAD") || s.protokol === "FILE:GEO";
  const formatDok = d.distribusi.format.length === 1 ? cariFormat(d.distribusi.format[0]!.nama) : undefined;
  const format = berkas ? (formatDariUrl(s.url) ?? formatDok) : undefined;
  const kodeFormat = layanan?.kode ?? format?.kode;
  const media = layanan?.media ?? format?.media;
  const dist = simpul(id, "dcat:Distribution")
    .tambah("dct:title", s.nama ? o.teks(s.nama) : undefined)
    .tambah("dct:description", o.teks(s.deskripsi ?? labelKode("PROTOKOL_DISTRIBUSI", s.protokol)))
    .tambah("dcat:accessURL", iri(s.url))
    .tambah("dcat:downloadURL", berkas ? iri(s.url) : undefined);
  if (kodeFormat) {
    dist.tambah("dct:format", iri(IRI_EU.tipeBerkas(kodeFormat)));
    hasil.push(kelasSaja(IRI_EU.tipeBerkas(kodeFormat), "dct:MediaTypeOrExtent"));
  } else {
    const nama = berkas && d.distribusi.format.length ? d.distribusi.format.map((f) => (f.versi ? `${f.nama} ${f.versi}` : f.nama)).join(", ") : s.protokol;
    dist.tambah("dct:format", iri(`${id}-format`));
    hasil.push(simpul(`${id}-format`, "dct:MediaTypeOrExtent").tambah("rdfs:label", lit(nama)).s);
  }
  if (media) {
    dist.tambah("dcat:mediaType", iri(IANA(media)));
    hasil.push(kelasSaja(IANA(media), "dct:MediaType"));
  }
  if (layanan?.standar) {
    dist.tambah("dct:conformsTo", iri(layanan.standar));
    hasil.push(simpul(layanan.standar, "dct:Standard").tambah("dct:title", lit(labelKode("PROTOKOL_DISTRIBUSI", s.protokol))).s);
  }
  dist.tambah("dct:license", o.iriLisensi ? iri(o.iriLisensi) : undefined);
  return [dist.s, ...hasil];
}
