import type { XmlElement } from "@/lib/csw/xml-tree";
import { PERIODE_GMD } from "../kodelist";
import { cakupan } from "./extent";
import { angka, bahasa, kodeReferensi, potong, urlDari } from "./normal";
import type { Baca, CakupanM, IdentifikasiM, KataKunciM } from "./ragam";
import { kontak, sitasi } from "./sitasi";

/** What the identification section yields: the document's identifikasi (not yet complete) and the extents. */
export type HasilIdentifikasi = { identifikasi: Partial<IdentifikasiM>; cakupan: Partial<CakupanM> };

/** A code of a reference list, reported when unknown; `undefined` for absent or unknown. */
function kodeDari(b: Baca, prop: XmlElement | undefined, jenis: Parameters<typeof kodeReferensi>[0]): string | undefined {
  if (!prop) return undefined;
  const h = kodeReferensi(jenis, b.p.kode(prop));
  if (h.catatan) b.p.catat(prop, h.nilai ? h.catatan : `${h.catatan} Diabaikan.`);
  return h.nilai;
}

/**
 * MD_DataIdentification (or SV_ServiceIdentification, whose service-only parts are reported) of either
 * encoding. The order of reading does not matter; what is absent stays undefined for lengkapi.ts to fill.
 */
export function identifikasi(b: Baca, idf: XmlElement): HasilIdentifikasi {
  const { p, r } = b;
  const i = r.idf;
  const cit = sitasi(b, p.jalan(idf, `${i}:citation`));
  const status = p.semua(idf, `${i}:status`).map((s) => kodeDari(b, s, "STATUS_PROGRES"));
  const hasil: Partial<IdentifikasiM> = {
    judul: cit.judul,
    judulAlternatif: cit.judulAlternatif,
    tanggal: cit.tanggal,
    edisi: cit.edisi,
    abstrak: p.teks(p.satu(idf, `${i}:abstract`)),
    tujuan: p.teks(p.satu(idf, `${i}:purpose`)),
    statusProgres: status.find(Boolean),
    frekuensiPembaruan: frekuensi(b, p.semua(idf, `${i}:resourceMaintenance`)),
    kontak: p.semua(idf, `${i}:pointOfContact`).flatMap((k) => kontak(b, k) ?? []),
    representasiSpasial: p.semua(idf, `${i}:spatialRepresentationType`).flatMap((s) => kodeDari(b, s, "REPRESENTASI_SPASIAL") ?? []),
    topikKategori: p.semua(idf, `${i}:topicCategory`).flatMap((t) => kodeDari(b, t, "TOPIK_KATEGORI") ?? []),
    kataKunci: p.semua(idf, `${i}:descriptiveKeywords`).flatMap((k) => kataKunci(b, k) ?? []),
    grafik: p.semua(idf, `${i}:graphicOverview`).flatMap((g) => grafik(b, g) ?? []),
    bahasa: bahasaSumberDaya(b, idf),
    resolusi: resolusi(b, idf),
  };
  batasan(b, idf, hasil);
  // gmd: characterSet is a property of the identification; mdb carries it in each PT_Locale
  p.abaikan(idf, `${i}:characterSet`);
  const extents = [...p.semua(idf, `${i}:extent`), ...p.semua(idf, "srv:extent")].flatMap((e) => p.objek(e) ?? []);
  for (const [k, v] of Object.entries(hasil)) if (v === undefined) delete (hasil as Record<string, unknown>)[k];
  return { identifikasi: hasil, cakupan: cakupan(b, extents) };
}

/** gmd: language codes (or "eng; CAN" text); mdb: defaultLocale then otherLocale. */
function bahasaSumberDaya(b: Baca, idf: XmlElement): string[] {
  const { p, r } = b;
  const prop = r.nama === "gmd" ? p.semua(idf, "gmd:language") : [...p.semua(idf, "mri:defaultLocale"), ...p.semua(idf, "mri:otherLocale")];
  const hasil: string[] = [];
  for (const el of prop) {
    const mentah = r.nama === "gmd" ? p.kode(el) : p.kode(p.satu(p.objek(el), "lan:language"));
    if (r.nama === "mdb") p.pakaiSemua(el);
    const h = bahasa(mentah);
    if (h.catatan) p.catat(el, h.nilai ? h.catatan : `${h.catatan} Diabaikan.`);
    if (h.nilai) hasil.push(h.nilai);
  }
  return hasil;
}

function frekuensi(b: Baca, props: XmlElement[]): string | undefined {
  const { p, r } = b;
  for (const prop of props) {
    const mi = p.objek(prop);
    const kode = kodeDari(b, p.satu(mi, `${r.mmi}:maintenanceAndUpdateFrequency`), "FREKUENSI_PEMBARUAN");
    const periode = p.teks(p.satu(mi, `${r.mmi}:userDefinedMaintenanceFrequency`));
    // our gmd output writes ISO 19115-1 frequencies without a gmd code as "unknown" plus a period
    const dariPeriode = Object.entries(PERIODE_GMD).find(([, v]) => v === periode)?.[0];
    if ((kode === "unknown" || kode === undefined) && dariPeriode) return dariPeriode;
    if (kode) return kode;
  }
  return undefined;
}

function kataKunci(b: Baca, prop: XmlElement): KataKunciM | undefined {
  const { p, r } = b;
  const mk = p.objek(prop);
  const kata = p.semua(mk, `${r.idf}:keyword`).flatMap((k) => p.teks(k) ?? []);
  const jenisProp = p.satu(mk, `${r.idf}:type`);
  const jenis = jenisProp ? kodeDari(b, jenisProp, "JENIS_KATAKUNCI") : undefined;
  const tes = p.jalan(mk, `${r.idf}:thesaurusName`);
  if (kata.length === 0) return undefined;
  const hasil: KataKunciM = { kata };
  if (jenis) hasil.jenis = jenis;
  if (tes) {
    const s = sitasi(b, tes);
    if (s.judul) hasil.tesaurus = { judul: s.judul, ...(s.tanggal[0] ? { tanggal: s.tanggal[0] } : {}) };
    if (s.tanggal.length > 1) p.catat(tes, "Hanya tanggal tesaurus pertama yang dipakai.");
  }
  return hasil;
}

type GrafikM = NonNullable<IdentifikasiM["grafik"]>[number];

function grafik(b: Baca, prop: XmlElement): GrafikM | undefined {
  const { p, r } = b;
  const g = p.objek(prop);
  const mentah = p.teks(p.satu(g, `${r.mcc}:fileName`));
  const url = urlDari(mentah, "grafik");
  if ("alasan" in url) {
    p.catatTautan(prop, `Gambar pratinjau "${potong(mentah ?? "")}" diabaikan: ${url.alasan}`);
    return undefined;
  }
  const deskripsi = p.teks(p.satu(g, `${r.mcc}:fileDescription`));
  const tipe = p.teks(p.satu(g, `${r.mcc}:fileType`));
  return { url: url.url, ...(deskripsi ? { deskripsi } : {}), ...(tipe ? { tipe } : {}) };
}

/** MD_Resolution: the first scale and the first distance (a record may give several). */
function resolusi(b: Baca, idf: XmlElement): IdentifikasiM["resolusi"] {
  const { p, r } = b;
  let skala: number | undefined;
  let jarak: { nilai: number; satuan: string } | undefined;
  for (const prop of p.semua(idf, `${r.idf}:spatialResolution`)) {
    const res = p.objek(prop);
    const penyebut = angka(p.teks(p.satu(p.jalan(res, `${r.idf}:equivalentScale`), `${r.idf}:denominator`)));
    const jarakEl = p.satu(res, `${r.idf}:distance`);
    const d = jarakEl?.children[0];
    if (penyebut !== undefined && Number.isInteger(penyebut) && penyebut > 0 && skala === undefined) skala = penyebut;
    if (d && jarak === undefined) {
      p.pakaiSemua(jarakEl!);
      const nilai = angka(d.text);
      if (nilai !== undefined && nilai > 0) jarak = { nilai, satuan: d.attrs.get("uom")?.trim() || "m" };
    }
    p.pakaiSemua(prop);
  }
  if (skala === undefined && jarak === undefined) return undefined;
  return { ...(skala !== undefined ? { skala } : {}), ...(jarak ? { jarak } : {}) };
}

/**
 * Constraints: use limitations of every kind; legal constraints split by what they restrict (access → aksesBatasan,
 * use → lisensi); security classification. Several texts of one kind are joined with "; ".
 */
function batasan(b: Baca, idf: XmlElement, hasil: Partial<IdentifikasiM>): void {
  const { p, r } = b;
  const m = r.mco;
  const penggunaan: string[] = [];
  const akses: string[] = [];
  const lisensi: string[] = [];
  for (const prop of p.semua(idf, `${r.idf}:resourceConstraints`)) {
    const c = p.objek(prop);
    if (!c) continue;
    penggunaan.push(...p.semua(c, `${m}:useLimitation`).flatMap((u) => p.teks(u) ?? []));
    if (c.local === "MD_SecurityConstraints") {
      const kelas = kodeDari(b, p.satu(c, `${m}:classification`), "KLASIFIKASI_KEAMANAN");
      if (kelas && !hasil.klasifikasiKeamanan) hasil.klasifikasiKeamanan = kelas;
    } else if (c.local === "MD_LegalConstraints") {
      const aksesKode = p.semua(c, `${m}:accessConstraints`).map((k) => p.kode(k));
      const guna = p.semua(c, `${m}:useConstraints`).map((k) => p.kode(k));
      const lain = p.semua(c, `${m}:otherConstraints`).flatMap((o) => p.teks(o) ?? []);
      if (lain.length === 0 && aksesKode.length + guna.length > 0) p.catat(c, "Kode batasan tanpa teks penjelasan diabaikan.");
      (guna.length > 0 && aksesKode.length === 0 ? lisensi : akses).push(...lain);
    }
  }
  hasil.batasan = {
    penggunaan,
    ...(akses.length > 0 ? { aksesBatasan: akses.join("; ") } : {}),
    ...(lisensi.length > 0 ? { lisensi: lisensi.join("; ") } : {}),
  };
}
