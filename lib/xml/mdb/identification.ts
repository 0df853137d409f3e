import type { DokumenMetadata, Identifikasi, KataKunci } from "@/lib/metadata/schema";
import { tulisExtent } from "../extent";
import type { Konteks } from "../jenis";
import { URI_BAHASA } from "../kodelist";
import type { XmlSink } from "../sink";
import { gco, jarak, kode, nihil, teks, teksOpsional } from "../tulis";
import { kodeM, sitasiM, tanggungJawab } from "./citation";

/** mdb:identificationInfo/mri:MD_DataIdentification, reduced for brief and summary. */
export function identifikasiM(k: Konteks, dok: DokumenMetadata): void {
  const { w, set } = k;
  const idf = dok.identifikasi;
  const penuh = set === "full";
  const ringkas = set === "brief";
  w.open("mdb:identificationInfo");
  w.open("mri:MD_DataIdentification");

  sitasiM(w, "mri:citation", {
    judul: idf.judul,
    tanggal: idf.tanggal,
    ...(!ringkas ? { judulAlternatif: idf.judulAlternatif, edisi: idf.edisi } : {}),
  });
  // mandatory; brief records leave it out on purpose, which "withheld" says
  if (ringkas) nihil(w, "mri:abstract", "withheld");
  else teks(w, "mri:abstract", idf.abstrak);
  if (penuh) {
    teksOpsional(w, "mri:purpose", idf.tujuan);
    if (idf.statusProgres) kodeM(w, "mri:status", "mcc", "MD_ProgressCode", idf.statusProgres);
    for (const kontak of idf.kontak) tanggungJawab(w, "mri:pointOfContact", kontak);
  }
  if (!ringkas) {
    for (const r of idf.representasiSpasial) kodeM(w, "mri:spatialRepresentationType", "mcc", "MD_SpatialRepresentationTypeCode", r);
    resolusi(w, idf);
    for (const t of idf.topikKategori) gco(w, "mri:topicCategory", "mri:MD_TopicCategoryCode", t);
  }
  w.open("mri:extent");
  tulisExtent(k, dok.cakupan, { ex: "gex", pengenal: "mcc" }, ringkas);
  w.close();
  if (penuh && idf.frekuensiPembaruan) {
    w.open("mri:resourceMaintenance");
    w.open("mmi:MD_MaintenanceInformation");
    kodeM(w, "mmi:maintenanceAndUpdateFrequency", "mmi", "MD_MaintenanceFrequencyCode", idf.frekuensiPembaruan);
    w.close();
    w.close();
  }
  for (const g of idf.grafik) {
    w.open("mri:graphicOverview");
    w.open("mcc:MD_BrowseGraphic");
    gco(w, "mcc:fileName", "gco:CharacterString", g.url);
    teksOpsional(w, "mcc:fileDescription", g.deskripsi);
    teksOpsional(w, "mcc:fileType", g.tipe);
    w.close();
    w.close();
  }
  if (!ringkas) for (const kk of idf.kataKunci) kataKunci(w, kk);
  if (penuh) batasan(w, idf);
  if (!ringkas) {
    idf.bahasa.forEach((b, i) => lokal(w, i === 0 ? "mri:defaultLocale" : "mri:otherLocale", b));
  }
  w.close();
  w.close();
}

/** lan:PT_Locale: language plus the mandatory character encoding (always UTF-8 here). */
export function lokal(w: XmlSink, prop: string, bahasa: string): void {
  w.open(prop);
  w.open("lan:PT_Locale");
  kode(w, "lan:language", "lan:LanguageCode", URI_BAHASA, bahasa);
  kodeM(w, "lan:characterEncoding", "lan", "MD_CharacterSetCode", "utf8");
  w.close();
  w.close();
}

function resolusi(w: XmlSink, idf: Identifikasi): void {
  const r = idf.resolusi;
  if (r?.skala !== undefined) {
    w.open("mri:spatialResolution");
    w.open("mri:MD_Resolution");
    w.open("mri:equivalentScale");
    w.open("mri:MD_RepresentativeFraction");
    gco(w, "mri:denominator", "gco:Integer", String(r.skala));
    w.close();
    w.close();
    w.close();
    w.close();
  }
  if (r?.jarak) {
    w.open("mri:spatialResolution");
    w.open("mri:MD_Resolution");
    jarak(w, "mri:distance", r.jarak);
    w.close();
    w.close();
  }
}

function kataKunci(w: XmlSink, kk: KataKunci): void {
  w.open("mri:descriptiveKeywords");
  w.open("mri:MD_Keywords");
  for (const kata of kk.kata) gco(w, "mri:keyword", "gco:CharacterString", kata);
  if (kk.jenis) kodeM(w, "mri:type", "mri", "MD_KeywordTypeCode", kk.jenis);
  if (kk.tesaurus) {
    sitasiM(w, "mri:thesaurusName", { judul: kk.tesaurus.judul, ...(kk.tesaurus.tanggal ? { tanggal: [kk.tesaurus.tanggal] } : {}) });
  }
  w.close();
  w.close();
}

/** Access and use as separate MD_LegalConstraints, as in the gmd output. */
function batasan(w: XmlSink, idf: Identifikasi): void {
  const b = idf.batasan;
  if (b.penggunaan.length > 0) {
    w.open("mri:resourceConstraints");
    w.open("mco:MD_Constraints");
    for (const p of b.penggunaan) gco(w, "mco:useLimitation", "gco:CharacterString", p);
    w.close();
    w.close();
  }
  const legal = (prop: string, kodeBatasan: string, teksBatasan: string) => {
    w.open("mri:resourceConstraints");
    w.open("mco:MD_LegalConstraints");
    kodeM(w, prop, "mco", "MD_RestrictionCode", kodeBatasan);
    gco(w, "mco:otherConstraints", "gco:CharacterString", teksBatasan);
    w.close();
    w.close();
  };
  if (b.aksesBatasan) legal("mco:accessConstraints", "otherRestrictions", b.aksesBatasan);
  if (b.lisensi) legal("mco:useConstraints", "license", b.lisensi);
  if (idf.klasifikasiKeamanan) {
    w.open("mri:resourceConstraints");
    w.open("mco:MD_SecurityConstraints");
    kodeM(w, "mco:classification", "mco", "MD_ClassificationCode", idf.klasifikasiKeamanan);
    w.close();
    w.close();
  }
}
