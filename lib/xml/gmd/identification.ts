import type { DokumenMetadata, Identifikasi, KataKunci } from "@/lib/metadata/schema";
import { tulisExtent } from "../extent";
import type { Konteks } from "../jenis";
import { PERIODE_GMD, URI_BAHASA, kodeGmd } from "../kodelist";
import { gco, jarak, kode, nihil, teks, teksOpsional } from "../tulis";
import { kodeG, pihakGmd, sitasiGmd } from "./citation";
import { batasanGmd } from "./constraints";

/** gmd:identificationInfo/gmd:MD_DataIdentification, reduced for the brief and summary element sets. */
export function identifikasiGmd(k: Konteks, dok: DokumenMetadata): void {
  const { w, set } = k;
  const idf = dok.identifikasi;
  const penuh = set === "full";
  w.open("gmd:identificationInfo");
  w.open("gmd:MD_DataIdentification");

  sitasiGmd(w, "gmd:citation", {
    judul: idf.judul,
    tanggal: idf.tanggal,
    ...(set !== "brief" ? { judulAlternatif: idf.judulAlternatif, edisi: idf.edisi } : {}),
  });
  // the abstract is mandatory in gmd; brief records leave it out on purpose, which "withheld" says
  if (set === "brief") nihil(w, "gmd:abstract", "withheld");
  else teks(w, "gmd:abstract", idf.abstrak);

  if (penuh) {
    teksOpsional(w, "gmd:purpose", idf.tujuan);
    const status = idf.statusProgres && kodeGmd("STATUS_PROGRES", idf.statusProgres);
    if (status) kodeG(w, "gmd:status", "MD_ProgressCode", status);
    for (const kontak of idf.kontak) pihakGmd(w, "gmd:pointOfContact", kontak);
    pemeliharaan(k, idf);
  }
  for (const g of idf.grafik) {
    w.open("gmd:graphicOverview");
    w.open("gmd:MD_BrowseGraphic");
    gco(w, "gmd:fileName", "gco:CharacterString", g.url);
    teksOpsional(w, "gmd:fileDescription", g.deskripsi);
    teksOpsional(w, "gmd:fileType", g.tipe);
    w.close();
    w.close();
  }
  if (set !== "brief") for (const kk of idf.kataKunci) kataKunci(k, kk);
  if (penuh) batasanGmd(k, idf);
  if (set !== "brief") {
    for (const r of idf.representasiSpasial) kodeG(w, "gmd:spatialRepresentationType", "MD_SpatialRepresentationTypeCode", r);
    resolusi(k, idf);
  }
  for (const b of idf.bahasa) kode(w, "gmd:language", "gmd:LanguageCode", URI_BAHASA, b);
  if (set !== "brief") {
    kodeG(w, "gmd:characterSet", "MD_CharacterSetCode", "utf8");
    for (const t of idf.topikKategori) {
      const topik = kodeGmd("TOPIK_KATEGORI", t);
      if (topik) gco(w, "gmd:topicCategory", "gmd:MD_TopicCategoryCode", topik);
    }
  }
  w.open("gmd:extent");
  tulisExtent(k, dok.cakupan, { ex: "gmd", pengenal: "gmd" }, set === "brief");
  w.close();

  w.close();
  w.close();
}

function pemeliharaan(k: Konteks, idf: Identifikasi): void {
  const asli = idf.frekuensiPembaruan;
  if (!asli) return;
  const { w } = k;
  w.open("gmd:resourceMaintenance");
  w.open("gmd:MD_MaintenanceInformation");
  kodeG(w, "gmd:maintenanceAndUpdateFrequency", "MD_MaintenanceFrequencyCode", kodeGmd("FREKUENSI_PEMBARUAN", asli) ?? "unknown");
  const periode = PERIODE_GMD[asli];
  if (periode) gco(w, "gmd:userDefinedMaintenanceFrequency", "gts:TM_PeriodDuration", periode);
  w.close();
  w.close();
}

function kataKunci(k: Konteks, kk: KataKunci): void {
  const { w } = k;
  w.open("gmd:descriptiveKeywords");
  w.open("gmd:MD_Keywords");
  for (const kata of kk.kata) gco(w, "gmd:keyword", "gco:CharacterString", kata);
  const jenis = kk.jenis && kodeGmd("JENIS_KATAKUNCI", kk.jenis);
  if (jenis) kodeG(w, "gmd:type", "MD_KeywordTypeCode", jenis);
  if (kk.tesaurus) {
    sitasiGmd(w, "gmd:thesaurusName", {
      judul: kk.tesaurus.judul,
      ...(kk.tesaurus.tanggal ? { tanggal: [kk.tesaurus.tanggal] } : {}),
    });
  }
  w.close();
  w.close();
}

/** MD_Resolution is a choice: a scale and a distance are two spatialResolution entries. */
function resolusi(k: Konteks, idf: Identifikasi): void {
  const { w } = k;
  const r = idf.resolusi;
  if (r?.skala !== undefined) {
    w.open("gmd:spatialResolution");
    w.open("gmd:MD_Resolution");
    w.open("gmd:equivalentScale");
    w.open("gmd:MD_RepresentativeFraction");
    gco(w, "gmd:denominator", "gco:Integer", String(r.skala));
    w.close();
    w.close();
    w.close();
    w.close();
  }
  if (r?.jarak) {
    w.open("gmd:spatialResolution");
    w.open("gmd:MD_Resolution");
    jarak(w, "gmd:distance", r.jarak);
    w.close();
    w.close();
  }
}
