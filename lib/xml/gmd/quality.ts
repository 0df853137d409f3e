import type { KualitasData, LaporanKualitas } from "@/lib/metadata/schema";
import type { Konteks } from "../jenis";
import { kodeGmd, labelKode } from "../kodelist";
import { dateTimePenuh, definisiSatuan, gco, idGml, nihil, teks, teksOpsional } from "../tulis";
import { kodeG, sitasiGmd } from "./citation";

/** gmd:dataQualityInfo: scope, reports (full only) and lineage (summary: the statement only). */
export function kualitasGmd(k: Konteks, q: KualitasData | undefined): void {
  if (!q || k.set === "brief") return;
  const { w } = k;
  const penuh = k.set === "full";
  w.open("gmd:dataQualityInfo");
  w.open("gmd:DQ_DataQuality");

  w.open("gmd:scope");
  w.open("gmd:DQ_Scope");
  const level = kodeGmd("LEVEL_HIERARKI", q.cakupan) ?? "dataset";
  kodeG(w, "gmd:level", "MD_ScopeCode", level);
  if (level !== q.cakupan) {
    // the mapped level loses the ISO 19115-1 scope; levelDescription/other keeps it for the reader
    w.open("gmd:levelDescription");
    w.open("gmd:MD_ScopeDescription");
    gco(w, "gmd:other", "gco:CharacterString", q.cakupan);
    w.close();
    w.close();
  }
  w.close();
  w.close();

  if (penuh) q.laporan.forEach((l, i) => laporan(k, l, i));

  const s = q.silsilah;
  const langkah = penuh ? (s?.langkahProses ?? []) : [];
  const sumber = penuh ? (s?.sumber ?? []) : [];
  if (s && (s.pernyataan || langkah.length > 0 || sumber.length > 0)) {
    w.open("gmd:lineage");
    w.open("gmd:LI_Lineage");
    teksOpsional(w, "gmd:statement", s.pernyataan);
    for (const p of langkah) {
      w.open("gmd:processStep");
      w.open("gmd:LI_ProcessStep");
      teks(w, "gmd:description", p.deskripsi);
      if (p.tanggal) gco(w, "gmd:dateTime", "gco:DateTime", dateTimePenuh(p.tanggal));
      w.close();
      w.close();
    }
    for (const src of sumber) {
      w.open("gmd:source");
      w.open("gmd:LI_Source");
      teks(w, "gmd:description", src.deskripsi);
      w.close();
      w.close();
    }
    w.close();
    w.close();
  }
  w.close();
  w.close();
}

/** One report; elements without a gmd class are dropped (PEMETAAN_GMD.DQ_ELEMEN). */
function laporan(k: Konteks, l: LaporanKualitas, i: number): void {
  const elemen = kodeGmd("DQ_ELEMEN", l.elemen);
  if (elemen === null) return;
  const { w } = k;
  w.open("gmd:report");
  w.open(`gmd:${elemen}`);
  if (l.ukuran) {
    gco(w, "gmd:nameOfMeasure", "gco:CharacterString", l.ukuran.nama);
    teksOpsional(w, "gmd:measureDescription", l.ukuran.deskripsi);
  }
  if (l.metodeEvaluasi) {
    const tipe = kodeGmd("METOD_EVALUASI", l.metodeEvaluasi);
    if (tipe) kodeG(w, "gmd:evaluationMethodType", "DQ_EvaluationMethodTypeCode", tipe);
    // a 19157 evaluation class without a gmd type code is at least named
    else gco(w, "gmd:evaluationMethodDescription", "gco:CharacterString", `${labelKode("METOD_EVALUASI", l.metodeEvaluasi)} (ISO 19157 ${l.metodeEvaluasi})`);
  }
  let hasil = 0;
  if (l.hasil) {
    w.open("gmd:result");
    w.open("gmd:DQ_QuantitativeResult");
    if (l.hasil.satuan) definisiSatuan(w, "gmd:valueUnit", l.hasil.satuan, idGml("satuan", k.id, i));
    else nihil(w, "gmd:valueUnit");
    gco(w, "gmd:value", "gco:Record", l.hasil.nilai);
    w.close();
    w.close();
    hasil++;
  }
  if (l.kesesuaian) {
    w.open("gmd:result");
    w.open("gmd:DQ_ConformanceResult");
    sitasiGmd(w, "gmd:specification", { judul: l.kesesuaian.spesifikasi });
    teks(w, "gmd:explanation", l.kesesuaian.penjelasan);
    gco(w, "gmd:pass", "gco:Boolean", l.kesesuaian.lulus ? "true" : "false");
    w.close();
    w.close();
    hasil++;
  }
  if (hasil === 0) nihil(w, "gmd:result"); // result is mandatory
  w.close();
  w.close();
}
