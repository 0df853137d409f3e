import type { XmlElement } from "@/lib/csw/xml-tree";
import { PEMETAAN_GMD } from "../kodelist";
import { distribusi } from "./distribusi";
import { identifikasi } from "./identifikasi";
import { kualitas } from "./kualitas";
import { bahasa, kodeReferensi, potong, tanggalIso } from "./normal";
import type { Baca, DokumenM, DokumenSebagian } from "./ragam";
import { daftarTanggal, kontak, sitasi } from "./sitasi";

type InfoM = DokumenM["metadataInfo"];

/** One record (gmd:MD_Metadata and its gmi/che variants, or mdb:MD_Metadata 1.0/2.0) into the document's parts. */
export function bacaMetadata(b: Baca, md: XmlElement): { dokumen: DokumenSebagian; pengenal?: string } {
  const { p, r } = b;
  const gmd = r.nama === "gmd";
  const info: Partial<InfoM> = { kontak: p.semua(md, `${gmd ? "gmd" : "mdb"}:contact`).flatMap((k) => kontak(b, k) ?? []) };
  let pengenal: string | undefined;

  if (gmd) {
    pengenal = p.teks(p.satu(md, "gmd:fileIdentifier"));
    info.bahasa = bahasaMetadata(b, p.satu(md, "gmd:language"));
    info.pengenalInduk = p.teks(p.satu(md, "gmd:parentIdentifier"));
    info.levelHierarki = levelGmd(b, md);
    info.tanggalStempel = stempel(p.teks(p.satu(md, "gmd:dateStamp")));
    // the standard name of a gmd record names its encoding, not the profile the producer followed
    p.abaikan(md, "gmd:characterSet", "gmd:metadataStandardName", "gmd:metadataStandardVersion");
  } else {
    const id = p.jalan(md, "mdb:metadataIdentifier");
    pengenal = p.teks(p.satu(id, "mcc:code"));
    p.abaikan(id, "mcc:codeSpace");
    const lokal = p.objek(p.satu(md, "mdb:defaultLocale"));
    if (lokal) p.pakaiSemua(lokal);
    info.bahasa = bahasaMetadata(b, lokal && lokal.children.find((c) => c.local === "language"));
    const induk = p.satu(md, "mdb:parentMetadata");
    if (induk) {
      p.pakaiSemua(induk);
      info.pengenalInduk = induk.attrs.get("uuidref")?.trim() || sitasi(b, induk.children[0]).judul;
    }
    const lingkup = p.jalan(md, "mdb:metadataScope");
    info.levelHierarki = kodeReferensi("LEVEL_HIERARKI", p.kode(p.satu(lingkup, "mdb:resourceScope"))).nilai;
    p.abaikan(lingkup, "mdb:name");
    const tanggal = daftarTanggal(b, md, "mdb:dateInfo");
    info.tanggalStempel = stempel((tanggal.find((t) => t.jenis === "revision") ?? tanggal.find((t) => t.jenis === "creation"))?.tanggal);
    standar(b, md, info);
  }
  for (const k of Object.keys(info) as (keyof InfoM)[]) if (info[k] === undefined) delete info[k];
  if (pengenal) info.pengenal = pengenal;

  const pre = gmd ? "gmd" : "mdb";
  const idf = pilihIdentifikasi(b, p.semua(md, `${pre}:identificationInfo`));
  const hasilIdf = idf ? identifikasi(b, idf) : { identifikasi: {}, cakupan: {} };
  const dok: DokumenSebagian = {
    metadataInfo: info,
    identifikasi: hasilIdf.identifikasi as DokumenM["identifikasi"],
    cakupan: hasilIdf.cakupan as DokumenM["cakupan"],
    distribusi: distribusi(b, p.semua(md, `${pre}:distributionInfo`)),
  };
  const srs = sistemReferensi(b, p.semua(md, `${pre}:referenceSystemInfo`));
  if (srs) dok.sistemReferensi = { kode: srs, ruangKode: "EPSG" };
  const q = kualitas(b, p.semua(md, `${pre}:dataQualityInfo`), gmd ? [] : p.semua(md, "mdb:resourceLineage"));
  if (q) dok.kualitasData = q;
  return { dokumen: dok, pengenal };
}

/** dateStamp as the schema's date-time with offset; a bare date is midnight UTC. */
function stempel(mentah: string | undefined): string | undefined {
  const t = tanggalIso(mentah).nilai;
  if (!t) return undefined;
  return /^\d{4}-\d{2}-\d{2}$/.test(t) ? `${t}T00:00:00Z` : t;
}

function bahasaMetadata(b: Baca, el: XmlElement | undefined): string | undefined {
  if (!el) return undefined;
  const h = bahasa(b.p.kode(el));
  if (h.catatan) b.p.catat(el, h.nilai ? h.catatan : `${h.catatan} Diabaikan.`);
  return h.nilai;
}

/** hierarchyLevel; our gmd output keeps an ISO 19115-1 level that gmd lacks in hierarchyLevelName. */
function levelGmd(b: Baca, md: XmlElement): string | undefined {
  const { p } = b;
  const level = p.semua(md, "gmd:hierarchyLevel");
  if (level.length > 1) p.catat(level[1]!, "Hanya level hierarki pertama yang dipakai.");
  const kode = p.kode(level[0]);
  const nama = p.semua(md, "gmd:hierarchyLevelName").map((n) => p.teks(n));
  const asli = kodeReferensi("LEVEL_HIERARKI", nama[0]).nilai;
  if (asli && PEMETAAN_GMD.LEVEL_HIERARKI?.[asli] === kode) return asli;
  const h = kodeReferensi("LEVEL_HIERARKI", kode);
  if (h.catatan) p.catat(level[0]!, `${h.catatan} Dipakai dataset.`);
  return h.nilai;
}

/** ISO 19115-3 metadataStandard: the first citation that is not ISO 19115-1 itself is the producer's profile. */
function standar(b: Baca, md: XmlElement, info: Partial<InfoM>): void {
  for (const s of b.p.semua(md, "mdb:metadataStandard")) {
    const c = sitasi(b, b.p.objek(s));
    if (!c.judul || /^ISO 19115(-1)?\b/.test(c.judul) || info.namaStandar) continue;
    info.namaStandar = c.judul;
    if (c.edisi) info.versiStandar = c.edisi;
  }
}

/** The data identification when there is one (a dataset+service record keeps its dataset part), else the first. */
function pilihIdentifikasi(b: Baca, props: XmlElement[]): XmlElement | undefined {
  const { p } = b;
  const objek = props.map((x) => ({ prop: x, el: x.children[0] })).filter((x) => x.el);
  const pilih = objek.find((x) => x.el!.local.endsWith("DataIdentification")) ?? objek[0];
  for (const x of objek) {
    if (x === pilih) continue;
    p.pakaiSemua(x.prop);
    p.catat(x.prop, `Bagian identifikasi tambahan (${x.el!.local}) diabaikan; dokumen hanya memuat satu.`);
  }
  if (pilih?.el && pilih.el.local === "SV_ServiceIdentification") {
    p.catat(pilih.el, "Rekaman layanan: bagian khusus layanan (serviceType, operasi, operatesOn) tidak dipetakan.");
  }
  return pilih ? p.pakai(pilih.el!) : undefined;
}

/** "EPSG:4326", "urn:ogc:def:crs:EPSG:6.11:4326", ".../def/crs/EPSG/0/4326": the last 4–6 digit number after EPSG. */
function kodeEpsg(s: string | undefined): string | undefined {
  const i = s ? s.search(/EPSG/i) : -1;
  if (i < 0) return undefined;
  return s!.slice(i).match(/\b\d{4,6}\b/g)?.at(-1);
}

/** MD_ReferenceSystem: an EPSG code from the code, its anchor, or a bare number; WGS 84 by name is 4326. */
function sistemReferensi(b: Baca, props: XmlElement[]): string | undefined {
  const { p, r } = b;
  let hasil: string | undefined;
  for (const prop of props) {
    const id = p.jalan(p.objek(prop), r.nama === "gmd" ? "gmd:referenceSystemIdentifier" : "mrs:referenceSystemIdentifier");
    p.pakaiSemua(prop);
    const kodeEl = id?.children.find((c) => c.local === "code");
    const teks = kodeEl ? p.teks(kodeEl) : undefined;
    const href = kodeEl?.children[0]?.attrs.get("{http://www.w3.org/1999/xlink}href");
    const ruang = id?.children.find((c) => c.local === "codeSpace")?.children[0]?.text ?? "";
    const kode =
      kodeEpsg(teks) ??
      kodeEpsg(href) ??
      (teks && /^\d{4,6}$/.test(teks) && (ruang === "" || /EPSG/i.test(ruang)) ? teks : undefined) ??
      (teks && /^WGS\s?-?84$/i.test(teks) ? "4326" : undefined);
    if (kode && !hasil) hasil = kode;
    else if (kode) p.catat(prop, `Sistem referensi tambahan EPSG:${kode} diabaikan.`);
    else p.catat(prop, `Sistem referensi "${potong(teks ?? "")}" bukan kode EPSG, diabaikan.`);
  }
  return hasil;
}
