import type { XmlElement } from "@/lib/csw/xml-tree";
import { bbox, type KotakM } from "./dc-bbox";
import { bahasa, kodeReferensi, potong, protokol, tanggalIso, urlDari, type Hasil } from "./normal";
import type { Pembaca } from "./pembaca";
import type { DokumenM, DokumenSebagian, KataKunciM, KontakM, TanggalM } from "./ragam";

type SumberDaringM = NonNullable<NonNullable<DokumenM["distribusi"]>["sumberDaring"]>;

/** Esri Geoportal writes what an identifier or a link is in its `scheme` (urn:x-esri:specification:…:Metadata:DocID). */
const ESRI_DOCID = /^urn:x-esri:specification:.*:DocID$/i;
const ESRI_DOKUMEN = /^urn:x-esri:specification:.*:Metadata:Document$/i;
const ESRI_GAMBAR = /^urn:x-esri:specification:.*:Metadata:Thumbnail$/i;

/** The party elements of csw:Record and the CI_RoleCode each becomes. */
const PERAN: readonly [string, KontakM["peran"]][] = [
  ["dc:creator", "originator"],
  ["dc:publisher", "publisher"],
  ["dc:contributor", "contributor"],
  ["dct:rightsHolder", "rightsHolder"],
];

/**
 * DCMI Type vocabulary and Esri Geoportal content types (dc:type) → LEVEL_HIERARKI; codes of our own list
 * ("dataset", "service") are matched as they are. An OGC service name is the kind of a registered service.
 */
const JENIS_DC: Readonly<Record<string, string>> = {
  collection: "series",
  image: "dataset",
  stillimage: "dataset",
  text: "document",
  software: "software",
  interactiveresource: "application",
  livedata: "service",
  geographicservice: "service",
  clearinghouse: "service",
  downloadabledata: "dataset",
  offlinedata: "dataset",
  staticmapimage: "dataset",
  mapfiles: "dataset",
  geographicactivities: "initiative",
};
const LAYANAN_OGC = /^(CSW|WMS|WFS|WCS|WMTS|WPS|SOS)$/i;

/**
 * One csw:Record (Dublin Core, CSW 2.0.2) into the document's parts: the only form an Esri Geoportal answers
 * GetRecords in, and what any CSW serves. Read as its terms mean in csw:Record: dct:modified is when the record
 * changed (the metadata date stamp), dc:subject words that are ISO topic category codes become topic categories
 * and the rest keywords, dct:references are links whose scheme names the protocol. The source identifier is
 * Esri's DocID when there is one (the FileID is often a service URL shared by many records), else the first
 * dc:identifier.
 */
export function bacaDublinCore(p: Pembaca, rek: XmlElement): { dokumen: DokumenSebagian; pengenal?: string } {
  const teksSemua = (k: string) => p.semua(rek, k).flatMap((e) => p.teks(e) ?? []);
  const idf: Partial<DokumenM["identifikasi"]> = {};
  const info: Partial<DokumenM["metadataInfo"]> = {};

  const ids = p.semua(rek, "dc:identifier").flatMap((e) => {
    const v = p.teks(e);
    return v ? [{ v, scheme: e.attrs.get("scheme") ?? "" }] : [];
  });
  const pengenal = (ids.find((i) => ESRI_DOCID.test(i.scheme)) ?? ids[0])?.v;

  const judul = teksSemua("dc:title");
  if (judul[0]) idf.judul = judul[0];
  if (judul.length > 1) p.catat(rek, `Judul lain diabaikan: "${potong(judul[1]!)}".`);
  const alternatif = teksSemua("dct:alternative")[0];
  if (alternatif) idf.judulAlternatif = alternatif;
  // Both are free descriptions of the resource: kept together rather than one lost.
  const abstrak = [...new Set([...teksSemua("dct:abstract"), ...teksSemua("dc:description")])];
  if (abstrak.length) idf.abstrak = abstrak.join("\n\n");

  subjek(p, rek, idf);
  info.levelHierarki = level(p, rek);

  const stempel = tanggalSatu(p, p.satu(rek, "dct:modified"));
  if (stempel) info.tanggalStempel = /^\d{4}-\d{2}-\d{2}$/.test(stempel) ? `${stempel}T00:00:00Z` : stempel;
  const tanggal: TanggalM[] = [];
  const tambahTanggal = (k: string, jenis: TanggalM["jenis"]) => {
    for (const e of p.semua(rek, k)) {
      const t = tanggalSatu(p, e);
      if (t && !tanggal.some((x) => x.tanggal === t && x.jenis === jenis)) tanggal.push({ tanggal: t, jenis });
    }
  };
  tambahTanggal("dct:created", "creation");
  tambahTanggal("dct:issued", "publication");
  tambahTanggal("dc:date", "revision");
  if (tanggal.length) idf.tanggal = tanggal.slice(0, 20);

  const bhs = p.semua(rek, "dc:language").flatMap((e) => {
    const h = bahasa(p.teks(e));
    if (h.catatan) p.catat(e, h.nilai ? h.catatan : `${h.catatan} Diabaikan.`);
    return h.nilai ? [h.nilai] : [];
  });
  if (bhs.length) idf.bahasa = [...new Set(bhs)].slice(0, 10);

  const kontak: KontakM[] = [];
  for (const [k, peran] of PERAN) for (const nama of new Set(teksSemua(k))) kontak.push({ peran, namaOrganisasi: nama });
  idf.kontak = kontak.slice(0, 20);

  const hak = teksSemua("dc:rights");
  const lisensi = teksSemua("dct:license")[0];
  const akses = teksSemua("dct:accessRights")[0];
  idf.batasan = { penggunaan: [...new Set(hak)].slice(0, 20), ...(lisensi ? { lisensi } : {}), ...(akses ? { aksesBatasan: akses } : {}) };

  const { sumberDaring, grafik } = tautan(p, rek);
  if (grafik.length) idf.grafik = grafik;
  const format = [...new Set(teksSemua("dc:format"))].slice(0, 20).map((nama) => ({ nama }));

  const relasi = teksSemua("dc:relation");
  if (relasi[0]) info.pengenalInduk = relasi[0];
  if (relasi.length > 1) p.catat(rek, `${relasi.length - 1} dc:relation lain diabaikan; hanya yang pertama menjadi rekaman induk.`);

  const wilayah = [...new Set(teksSemua("dct:spatial"))].slice(0, 100).map((nama) => ({ nama }));
  const cakupan: { bbox?: KotakM; wilayah: { nama: string }[]; temporal?: { mulai?: string; selesai?: string } } = { wilayah };
  const kotak = bbox(p, rek);
  if (kotak) cakupan.bbox = kotak;
  const temporal = p.satu(rek, "dct:temporal");
  if (temporal) {
    const [a, b] = (p.teks(temporal) ?? "").split("/");
    const mulai = a && a !== ".." ? tanggalIso(a).nilai : undefined;
    const selesai = b && b !== ".." ? tanggalIso(b).nilai : undefined;
    if (mulai || selesai) cakupan.temporal = { ...(mulai ? { mulai } : {}), ...(selesai ? { selesai } : {}) };
    else p.catat(temporal, "dct:temporal bukan selang ISO 8601 (awal/akhir), diabaikan.");
  }

  const sumber = [...new Set(teksSemua("dc:source"))].slice(0, 50).map((deskripsi) => ({ deskripsi }));
  const provenans = teksSemua("dct:provenance")[0];
  const dok: DokumenSebagian = {
    metadataInfo: info,
    identifikasi: idf as DokumenM["identifikasi"],
    cakupan: cakupan as DokumenM["cakupan"],
    distribusi: { format, sumberDaring, distributor: [] },
  };
  if (sumber.length || provenans) dok.kualitasData = { silsilah: { sumber, langkahProses: [], ...(provenans ? { pernyataan: provenans } : {}) }, laporan: [] };
  // Read as nothing on purpose: free text the catalogue builds itself.
  p.abaikan(rek, "csw:AnyText");
  for (const k of Object.keys(info) as (keyof typeof info)[]) if (info[k] === undefined) delete info[k];
  return { dokumen: dok, ...(pengenal ? { pengenal } : {}) };
}

function tanggalSatu(p: Pembaca, e: XmlElement | undefined): string | undefined {
  if (!e) return undefined;
  const h = tanggalIso(p.teks(e));
  if (h.catatan) p.catat(e, h.nilai ? h.catatan : `${h.catatan} Diabaikan.`);
  return h.nilai;
}

/** dc:subject: ISO topic category codes (any case) become topic categories, other words keywords grouped by scheme. */
function subjek(p: Pembaca, rek: XmlElement, idf: Partial<DokumenM["identifikasi"]>): void {
  const topik = new Set<string>();
  const kelompok = new Map<string, Set<string>>();
  for (const e of p.semua(rek, "dc:subject")) {
    const kata = p.teks(e);
    if (!kata) continue;
    const t = kodeReferensi("TOPIK_KATEGORI", kata);
    if (t.nilai && !t.catatan) {
      topik.add(t.nilai);
      continue;
    }
    if (kata.length > 200) {
      p.catat(e, `Kata kunci lebih dari 200 karakter diabaikan: "${potong(kata)}".`);
      continue;
    }
    const skema = e.attrs.get("scheme")?.trim() ?? "";
    const s = kelompok.get(skema) ?? new Set<string>();
    s.add(kata);
    kelompok.set(skema, s);
  }
  if (topik.size) idf.topikKategori = [...topik] as DokumenM["identifikasi"]["topikKategori"];
  const kk: KataKunciM[] = [];
  for (const [skema, kata] of kelompok) {
    const g: KataKunciM = { kata: [...kata].slice(0, 100), jenis: "theme" };
    if (skema) g.tesaurus = { judul: potong(skema, 500) };
    kk.push(g);
  }
  if (kk.length) idf.kataKunci = kk.slice(0, 50);
}

/** The first dc:type that names a hierarchy level; MIME types and unknown words are reported. */
function level(p: Pembaca, rek: XmlElement): string | undefined {
  let hasil: string | undefined;
  for (const e of p.semua(rek, "dc:type")) {
    const v = p.teks(e);
    if (!v) continue;
    const kode = kodeReferensi("LEVEL_HIERARKI", v);
    const nilai = (kode.nilai && !kode.catatan ? kode.nilai : undefined) ?? JENIS_DC[v.toLowerCase()] ?? (LAYANAN_OGC.test(v) ? "service" : undefined);
    if (!nilai) {
      if (!hasil) p.catat(e, `dc:type "${potong(v)}" bukan level hierarki yang dikenal, diabaikan.`);
      continue;
    }
    if (!hasil) {
      hasil = nilai;
      if (nilai !== v) p.catat(e, `dc:type "${potong(v)}" dibaca sebagai level hierarki ${nilai}.`);
    }
  }
  return hasil;
}

/**
 * dct:references: a link whose scheme names its protocol (the import's protocol mapping; an Esri scheme lets the
 * URL decide). Esri's Metadata:Document is the full record at the source, its Thumbnail a browse graphic.
 * Repeated links (Esri lists a server URL several times) are kept once.
 */
function tautan(p: Pembaca, rek: XmlElement): { sumberDaring: SumberDaringM; grafik: { url: string }[] } {
  const sumberDaring: SumberDaringM = [];
  const grafik: { url: string }[] = [];
  for (const e of p.semua(rek, "dct:references")) {
    const mentah = p.teks(e);
    const skema = e.attrs.get("scheme")?.trim() ?? "";
    const gambar = ESRI_GAMBAR.test(skema);
    const u = urlDari(mentah, gambar ? "grafik" : "sumberDaring");
    if ("alasan" in u) {
      p.catatTautan(e, `Tautan "${potong(mentah ?? "")}" diabaikan: ${u.alasan}`);
      continue;
    }
    if (gambar) {
      if (!grafik.some((g) => g.url === u.url) && grafik.length < 10) grafik.push({ url: u.url });
      continue;
    }
    const dokumen = ESRI_DOKUMEN.test(skema);
    const pr: Hasil<string> = dokumen ? { nilai: "WWW:LINK-1.0-http--link" } : protokol(skema, u.url);
    if (pr.catatan) p.catat(e, pr.catatan);
    if (sumberDaring.some((s) => s.url === u.url && s.protokol === pr.nilai)) continue;
    if (sumberDaring.length >= 50) {
      p.catat(e, "Lebih dari 50 tautan: sisanya diabaikan.");
      break;
    }
    sumberDaring.push({ url: u.url, protokol: pr.nilai!, ...(dokumen ? { fungsi: "completeMetadata" as const, nama: "Rekaman metadata lengkap di sumber" } : {}) });
  }
  return { sumberDaring, grafik };
}

/** What the profile requires and a csw:Record may not have, by document path: the DC elements that give it. */
const WAJIB_DC: Readonly<Record<string, { path: string; pesan: string }>> = {
  "identifikasi.judul": { path: "dc:title", pesan: "rekaman tanpa judul (dc:title)." },
  "identifikasi.abstrak": { path: "dct:abstract", pesan: "rekaman tanpa abstrak (dct:abstract atau dc:description)." },
  "identifikasi.topikKategori": { path: "dc:subject", pesan: "tidak ada kategori topik ISO 19115 (mis. boundaries, environment, imageryBaseMapsEarthCover) di antara dc:subject." },
  "identifikasi.kontak": { path: "dc:creator", pesan: "tidak ada pihak yang bertanggung jawab (dc:creator, dc:publisher, dc:contributor atau dct:rightsHolder)." },
  "metadataInfo.kontak": { path: "dc:creator", pesan: "tidak ada pihak yang bertanggung jawab (dc:creator, dc:publisher, dc:contributor atau dct:rightsHolder)." },
  "identifikasi.tanggal": { path: "dct:modified", pesan: "tidak ada tanggal (dct:modified, dc:date, dct:created atau dct:issued)." },
  "cakupan.bbox": { path: "ows:BoundingBox", pesan: "tidak ada kotak batas WGS 84 (ows:WGS84BoundingBox, atau ows:BoundingBox EPSG:4326/CRS84)." },
};

/** The reason for a schema issue that means "this DC record has no such part", or undefined for other issues. */
export function alasanWajibDc(path: string, kode: string): { path: string; pesan: string } | undefined {
  return kode === "invalid_type" || kode === "too_small" ? WAJIB_DC[path] : undefined;
}
