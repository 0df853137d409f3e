import type { KualitasData, LaporanKualitas } from "@/lib/metadata/schema";
import type { Konteks } from "../jenis";
import type { XmlSink } from "../sink";
import { definisiSatuan, gco, idGml, nihil, teks, teksOpsional } from "../tulis";
import { kodeM, sitasiM } from "./citation";

const TIPE_METODE = new Set(["directInternal", "directExternal", "indirect"]);

function lingkup(w: XmlSink, prop: string, level: string): void {
  w.open(prop);
  w.open("mcc:MD_Scope");
  kodeM(w, "mcc:level", "mcc", "MD_ScopeCode", level);
  w.close();
  w.close();
}

/**
 * mdb:dataQualityInfo (ISO 19157 mdq, full only). mdq:DQ_DataQuality needs at least one report, so a
 * document with lineage only gets no dataQualityInfo: ISO 19115-3 keeps lineage in mdb:resourceLineage.
 */
export function kualitasM(k: Konteks, q: KualitasData | undefined): void {
  if (!q || k.set !== "full" || q.laporan.length === 0) return;
  const { w } = k;
  w.open("mdb:dataQualityInfo");
  w.open("mdq:DQ_DataQuality");
  lingkup(w, "mdq:scope", q.cakupan);
  q.laporan.forEach((l, i) => laporan(k, l, i));
  w.close();
  w.close();
}

function laporan(k: Konteks, l: LaporanKualitas, i: number): void {
  const { w } = k;
  w.open("mdq:report");
  w.open(`mdq:${l.elemen}`);
  if (l.ukuran) {
    w.open("mdq:measure");
    w.open("mdq:DQ_MeasureReference");
    gco(w, "mdq:nameOfMeasure", "gco:CharacterString", l.ukuran.nama);
    teksOpsional(w, "mdq:measureDescription", l.ukuran.deskripsi);
    w.close();
    w.close();
  }
  if (l.metodeEvaluasi) metode(w, l.metodeEvaluasi);
  let hasil = 0;
  if (l.hasil) {
    w.open("mdq:result");
    w.open("mdq:DQ_QuantitativeResult");
    gco(w, "mdq:value", "gco:Record", l.hasil.nilai);
    if (l.hasil.satuan) definisiSatuan(w, "mdq:valueUnit", l.hasil.satuan, idGml("satuan", k.id, i));
    w.close();
    w.close();
    hasil++;
  }
  if (l.kesesuaian) {
    w.open("mdq:result");
    w.open("mdq:DQ_ConformanceResult");
    sitasiM(w, "mdq:specification", { judul: l.kesesuaian.spesifikasi });
    teks(w, "mdq:explanation", l.kesesuaian.penjelasan);
    gco(w, "mdq:pass", "gco:Boolean", l.kesesuaian.lulus ? "true" : "false");
    w.close();
    w.close();
    hasil++;
  }
  if (hasil === 0) nihil(w, "mdq:result"); // at least one result is mandatory
  w.close();
  w.close();
}

/**
 * METOD_EVALUASI holds two ISO 19157 concepts: the three DQ_EvaluationMethodTypeCode values go into a plain
 * DQ_EvaluationMethod; the DQ_* codes are evaluation classes written as their own element, with their
 * mandatory properties marked missing because the document does not record them.
 */
function metode(w: XmlSink, m: string): void {
  w.open("mdq:evaluationMethod");
  if (TIPE_METODE.has(m)) {
    w.open("mdq:DQ_EvaluationMethod");
    kodeM(w, "mdq:evaluationMethodType", "mdq", "DQ_EvaluationMethodTypeCode", m);
  } else {
    w.open(`mdq:${m}`);
    if (m === "DQ_SampleBasedInspection") {
      nihil(w, "mdq:samplingScheme");
      nihil(w, "mdq:lotDescription");
      nihil(w, "mdq:samplingRatio");
    } else if (m === "DQ_IndirectEvaluation") {
      nihil(w, "mdq:deductiveSource");
    }
  }
  w.close();
  w.close();
}

/** mdb:resourceLineage (summary: statement and scope; full: sources and process steps too). */
export function silsilahM(k: Konteks, q: KualitasData | undefined): void {
  const s = q?.silsilah;
  if (!q || !s || k.set === "brief") return;
  const penuh = k.set === "full";
  const langkah = penuh ? s.langkahProses : [];
  const sumber = penuh ? s.sumber : [];
  if (!s.pernyataan && langkah.length === 0 && sumber.length === 0) return;
  const { w } = k;
  w.open("mdb:resourceLineage");
  w.open("mrl:LI_Lineage");
  teksOpsional(w, "mrl:statement", s.pernyataan);
  lingkup(w, "mrl:scope", q.cakupan);
  for (const src of sumber) {
    w.open("mrl:source");
    w.open("mrl:LI_Source");
    teks(w, "mrl:description", src.deskripsi);
    w.close();
    w.close();
  }
  langkah.forEach((p, i) => {
    w.open("mrl:processStep");
    w.open("mrl:LI_ProcessStep");
    teks(w, "mrl:description", p.deskripsi);
    if (p.tanggal) {
      // TM_Primitive: a GML time instant, which takes a bare date as well as a date-time
      w.open("mrl:stepDateTime");
      w.open("gml:TimeInstant");
      w.attr("gml:id", idGml("langkah", k.id, i));
      w.open("gml:timePosition");
      w.text(p.tanggal);
      w.close();
      w.close();
      w.close();
    }
    w.close();
    w.close();
  });
  w.close();
  w.close();
}
